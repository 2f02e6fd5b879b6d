import { money } from '../format';

/** Date, time and money styles of the recent designs, none of which the earlier layouts print. */

const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const JOURS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const MONTHS_UPPER = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * "04/03/2025" (day first, as a Québec form prints it, the form saying so as "JJ/MM/AAAA"),
 * "2025-03-04" (year first, as Québec systems keep it), "4 mars 2025", "mardi 4 mars 2025" (the
 * month in French), "04-MAR-2025" (a fleet system's, day first with the month named).
 */
export type RecentDateStyle = 'JJ/MM/AAAA' | 'AAAA-MM-JJ' | 'J mois AAAA' | 'jour J mois AAAA' | 'DD-MON-YYYY';

export function recentDate(iso: string, style: RecentDateStyle): string {
  const [year, month, day] = iso.split('-').map(Number);
  const dd = String(day).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  switch (style) {
    case 'JJ/MM/AAAA':
      return `${dd}/${mm}/${year}`;
    case 'AAAA-MM-JJ':
      return `${year}-${mm}-${dd}`;
    case 'J mois AAAA':
      return `${day === 1 ? '1er' : day} ${MOIS[month - 1]} ${year}`;
    case 'jour J mois AAAA':
      return `${JOURS[new Date(`${iso}T00:00:00Z`).getUTCDay()]} ${day === 1 ? '1er' : day} ${MOIS[month - 1]} ${year}`;
    case 'DD-MON-YYYY':
      return `${dd}-${MONTHS_UPPER[month - 1]}-${year}`;
  }
}

/** "8 h 12", "14 h 05": the clock as Québec writes it. */
export function frenchTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours} h ${String(minutes).padStart(2, '0')}`;
}

/** "1 234,56": a space between thousands and a decimal comma (the dollar sign goes after, "1 234,56 $"). */
export const frenchMoney = (amount: number) => money(amount).replace(/,/g, ' ').replace('.', ',');

/**
 * A time clock's punch, year first with its apostrophe, the month named, the day padded and the
 * hour on a twelve-hour dial: "'25 MAR 04 AM 8:12".
 */
export function clockPunch(iso: string, time: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `'${String(year).slice(2)} ${MONTHS_UPPER[month - 1]} ${String(day).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'} ${twelve}:${String(minutes).padStart(2, '0')}`;
}

/** A clock time some minutes before or after another ("07:40" from "08:12" and -32), kept within the day. */
export function shiftTime(time: string, minutes: number): string {
  const [hours, mins] = time.split(':').map(Number);
  const total = Math.min(23 * 60 + 59, Math.max(0, hours * 60 + mins + minutes));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
