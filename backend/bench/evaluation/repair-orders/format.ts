/** How repair orders print dates, times, money and miles. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle = 'DDMONYY' | 'M/D/YY' | 'DD-Mon-YY' | 'ISO' | 'Long' | 'MM/DD/YYYY' | 'Mon D, YYYY' | UnseenDateStyle;
export const DATE_STYLES: DateStyle[] = ['DDMONYY', 'M/D/YY', 'DD-Mon-YY', 'ISO', 'Long', 'MM/DD/YYYY', 'Mon D, YYYY'];
/** Styles only the unseen layouts print ("3-15-24", "3/15/2024", "03-15-2024", "15/MAR/2024", "15 Mar 2024", "March 15, 2024", "Fri, Mar 15, 2024"). */
export type UnseenDateStyle = 'M-D-YY' | 'M/D/YYYY' | 'MM-DD-YYYY' | 'DD/MON/YYYY' | 'D Mon YYYY' | 'Month D, YYYY' | 'Wkd, Mon D, YYYY';
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const ordinal = (day: number) => {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
};

export function formatDate(iso: string, style: DateStyle): string {
  const [year, month, day] = iso.split('-').map(Number);
  const dd = String(day).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  const yy = String(year).slice(2);
  switch (style) {
    case 'DDMONYY':
      return `${dd}${MONTHS[month - 1].toUpperCase()}${yy}`;
    case 'M/D/YY':
      return `${month}/${day}/${yy}`;
    case 'DD-Mon-YY':
      return `${dd}-${MONTHS[month - 1]}-${yy}`;
    case 'ISO':
      return iso;
    case 'Long':
      return `${MONTHS_LONG[month - 1]} ${ordinal(day)}, ${year}`;
    case 'MM/DD/YYYY':
      return `${mm}/${dd}/${year}`;
    case 'Mon D, YYYY':
      return `${MONTHS[month - 1]} ${day}, ${year}`;
    case 'M-D-YY':
      return `${month}-${day}-${yy}`;
    case 'M/D/YYYY':
      return `${month}/${day}/${year}`;
    case 'MM-DD-YYYY':
      return `${mm}-${dd}-${year}`;
    case 'DD/MON/YYYY':
      return `${dd}/${MONTHS[month - 1].toUpperCase()}/${year}`;
    case 'D Mon YYYY':
      return `${day} ${MONTHS[month - 1]} ${year}`;
    case 'Month D, YYYY':
      return `${MONTHS_LONG[month - 1]} ${day}, ${year}`;
    case 'Wkd, Mon D, YYYY':
      return `${WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]}, ${MONTHS[month - 1]} ${day}, ${year}`;
  }
}

export type TimeStyle = '24h' | 'short' | 'ampm';
/** "14:32", "2:32p", "2:32 PM" from "14:32". */
export function formatTime(time: string, style: TimeStyle): string {
  const [hours, minutes] = time.split(':').map(Number);
  const mm = String(minutes).padStart(2, '0');
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  switch (style) {
    case '24h':
      return `${String(hours).padStart(2, '0')}:${mm}`;
    case 'short':
      return `${twelve}:${mm}${hours < 12 ? 'a' : 'p'}`;
    case 'ampm':
      return `${twelve}:${mm} ${hours < 12 ? 'AM' : 'PM'}`;
  }
}

export const money = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const dollars = (amount: number) => `$${money(amount)}`;
export const miles = (value: number) => value.toLocaleString('en-US');

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const DAY_MS = 86_400_000;
export const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const cents = (amount: number) => Math.round(amount * 100) / 100;
