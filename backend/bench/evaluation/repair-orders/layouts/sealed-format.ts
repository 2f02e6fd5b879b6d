import { formatTime, type TimeStyle } from '../format';

/** Date and time styles of the sealed designs, and the clock zones their dealers print. */

const MONTHS_UPPER = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAYS_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * "MAR 18 2025" (a fax machine's header), "2025/03/18", "Tue 03/18/2025", "03/18/2025",
 * "Tuesday, Mar 18 2025", "3.18.25": each names its month, puts the year first or keeps the
 * American month-before-day order.
 */
export type SealedDateStyle = 'MON DD YYYY' | 'YYYY/MM/DD' | 'Wkd MM/DD/YYYY' | 'MM/DD/YYYY' | 'Weekday, Mon D YYYY' | 'M.D.YY';

export function sealedDate(iso: string, style: SealedDateStyle): string {
  const [year, month, day] = iso.split('-').map(Number);
  const dd = String(day).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  switch (style) {
    case 'MON DD YYYY':
      return `${MONTHS_UPPER[month - 1]} ${dd} ${year}`;
    case 'YYYY/MM/DD':
      return `${year}/${mm}/${dd}`;
    case 'Wkd MM/DD/YYYY':
      return `${WEEKDAYS[weekday]} ${mm}/${dd}/${year}`;
    case 'MM/DD/YYYY':
      return `${mm}/${dd}/${year}`;
    case 'Weekday, Mon D YYYY':
      return `${WEEKDAYS_LONG[weekday]}, ${MONTHS[month - 1]} ${day} ${year}`;
    case 'M.D.YY':
      return `${month}.${day}.${String(year).slice(2)}`;
  }
}

/** The US zone of each state the dealers are in (Arizona keeps standard time all year). */
const ZONES: Record<string, 'E' | 'C' | 'M' | 'P' | 'AZ'> = {
  MN: 'C',
  MI: 'E',
  WA: 'P',
  OR: 'P',
  OH: 'E',
  NJ: 'E',
  CA: 'P',
  AZ: 'AZ',
  MO: 'C',
  TX: 'C',
  NC: 'E',
  FL: 'E',
  NH: 'E',
  TN: 'E',
  GA: 'E',
  CO: 'M',
  WI: 'C',
  NY: 'E',
};

/** Daylight time runs from the second Sunday of March to the first Sunday of November. */
function daylight(iso: string): boolean {
  const [year] = iso.split('-').map(Number);
  const sunday = (month: number, nth: number) => {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    const day = 1 + ((7 - first) % 7) + 7 * (nth - 1);
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };
  return iso >= sunday(3, 2) && iso < sunday(11, 1);
}

/** "PDT", "EST", "MST" for a dealer's state on a given day. */
export function zoneName(state: string, iso: string): string {
  const zone = ZONES[state] ?? 'E';
  if (zone === 'AZ') return 'MST';
  return `${zone}${daylight(iso) ? 'D' : 'S'}T`;
}

/** A date with its time and zone: "03/14/2025 08:12 AM PDT". */
export const zonedDateTime = (iso: string, time: string, state: string, style: SealedDateStyle, clock: TimeStyle = 'ampm') =>
  `${sealedDate(iso, style)} ${formatTime(time, clock)} ${zoneName(state, iso)}`;

/** Kilometres for a reading in miles, as a converter prints them. */
export const kilometres = (value: number) => Math.round(value * 1.609344);
