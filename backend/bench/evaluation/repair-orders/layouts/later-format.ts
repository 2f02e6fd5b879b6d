/** Date and time styles of the later designs, none of which the earlier layouts print. */

const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_UPPER = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MESES_CORTOS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const WEEKDAYS_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * "04/03/2025" (day first, as Spanish forms print it), "4-mar-2025", "20250304" (a claim system's
 * packed date), "03/04/25", "03-04-25", "Tuesday, March 4th, 2025", "MAR 4 '25".
 */
export type LaterDateStyle = 'DD/MM/YYYY' | 'D-mes-YYYY' | 'YYYYMMDD' | 'MM/DD/YY' | 'MM-DD-YY' | 'Weekday, Month Dth, YYYY' | "MON D 'YY";

const ordinal = (day: number) => {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
};

export function laterDate(iso: string, style: LaterDateStyle): string {
  const [year, month, day] = iso.split('-').map(Number);
  const dd = String(day).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  const yy = String(year).slice(2);
  switch (style) {
    case 'DD/MM/YYYY':
      return `${dd}/${mm}/${year}`;
    case 'D-mes-YYYY':
      return `${day}-${MESES_CORTOS[month - 1]}-${year}`;
    case 'YYYYMMDD':
      return `${year}${mm}${dd}`;
    case 'MM/DD/YY':
      return `${mm}/${dd}/${yy}`;
    case 'MM-DD-YY':
      return `${mm}-${dd}-${yy}`;
    case 'Weekday, Month Dth, YYYY':
      return `${WEEKDAYS_LONG[new Date(`${iso}T00:00:00Z`).getUTCDay()]}, ${MONTHS_LONG[month - 1]} ${ordinal(day)}, ${year}`;
    case "MON D 'YY":
      return `${MONTHS_UPPER[month - 1]} ${day} '${yy}`;
  }
}

/** "8:12 a.m.", as a letter writes the time. */
export function letterTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'a.m.' : 'p.m.'}`;
}

/** "0812": a handheld's four-digit clock, no colon. */
export const militaryTime = (time: string) => time.replace(':', '');

/** The last day of an ISO date's month. */
export function monthEnd(iso: string): string {
  const [year, month] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** Whole days from one ISO date to another. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
