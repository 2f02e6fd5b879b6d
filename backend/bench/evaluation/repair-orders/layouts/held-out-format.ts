import { formatTime } from '../format';

/** Date and mileage styles of the held-out designs, none of which the ten tuned layouts print. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Every style names its month or puts the year first, so day and month never trade places. */
export type HeldOutDateStyle = 'Wkd DD Mon YYYY' | 'Mon-DD-YY' | 'ISO' | 'DD Month YYYY' | 'D-Mon-YYYY' | 'YYYY/MM/DD';

export function heldOutDate(iso: string, style: HeldOutDateStyle, time?: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const dd = String(day).padStart(2, '0');
  const mon = MONTHS[month - 1];
  const date = (() => {
    switch (style) {
      case 'Wkd DD Mon YYYY':
        return `${WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]} ${dd} ${mon} ${year}`;
      case 'Mon-DD-YY':
        return `${mon}-${dd}-${String(year).slice(2)}`;
      case 'ISO':
        return iso;
      case 'DD Month YYYY':
        return `${dd} ${MONTHS_LONG[month - 1]} ${year}`;
      case 'D-Mon-YYYY':
        return `${day}-${mon}-${year}`;
      case 'YYYY/MM/DD':
        return iso.replace(/-/g, '/');
    }
  })();
  return time ? `${date} ${formatTime(time, '24h')}` : date;
}

/** "12 040": thousands set apart by a space, as some dealer systems print them. */
export const spacedMiles = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
