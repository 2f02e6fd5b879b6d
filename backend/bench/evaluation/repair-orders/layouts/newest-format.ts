/** Date, time and money styles of the newest designs, none of which the earlier layouts print. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS_UPPER = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
/** Vietnamese weekday names, Sunday first ("Thứ Ba" is Tuesday). */
const THU = ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const ordinal = (day: number) => (day % 100 >= 11 && day % 100 <= 13 ? `${day}th` : `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`);

/**
 * "030425" (a terminal's packed month, day and two-digit year, its field saying so as "(MMDDYY)"),
 * "03/04/25 TUE" (two-digit year and the weekday after it), "2025-MAR-04" (year first with the month
 * named), "Mar. 4th 2025" (the month abbreviated with a full stop and the day an ordinal),
 * "2025.03.04" (year first with dots), "Thứ Ba, ngày 4 tháng 3 năm 2025" (written out in Vietnamese:
 * weekday, day, month, year), "04/03/2025" (day first, a Vietnamese form saying so as
 * "ngày/tháng/năm · dd/mm/yyyy"), "2025-03-04 08:12:00" (a database's timestamp) and "3/4/2025 8:12"
 * (a spreadsheet's date and time).
 */
export type NewestDateStyle =
  | 'MMDDYY'
  | 'MM/DD/YY WKD'
  | 'YYYY-MON-DD'
  | 'Mon. Dth YYYY'
  | 'YYYY.MM.DD'
  | 'Thứ, ngày D tháng M năm YYYY'
  | 'DD/MM/YYYY'
  | 'YYYY-MM-DD hh:mm:ss'
  | 'M/D/YYYY H:MM';

/** The date in one of the newest styles; the two timestamp styles need the time ("08:12"). */
export function newestDate(iso: string, style: NewestDateStyle, time = '00:00'): string {
  const [year, month, day] = iso.split('-').map(Number);
  const dd = String(day).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  const yy = String(year).slice(2);
  const [hours, minutes] = time.split(':').map(Number);
  switch (style) {
    case 'MMDDYY':
      return `${mm}${dd}${yy}`;
    case 'MM/DD/YY WKD':
      return `${mm}/${dd}/${yy} ${WEEKDAYS_UPPER[weekday(iso)]}`;
    case 'YYYY-MON-DD':
      return `${year}-${MONTHS[month - 1].toUpperCase()}-${dd}`;
    case 'Mon. Dth YYYY':
      return `${MONTHS[month - 1]}. ${ordinal(day)} ${year}`;
    case 'YYYY.MM.DD':
      return `${year}.${mm}.${dd}`;
    case 'Thứ, ngày D tháng M năm YYYY':
      return `${THU[weekday(iso)]}, ngày ${day} tháng ${month} năm ${year}`;
    case 'DD/MM/YYYY':
      return `${dd}/${mm}/${year}`;
    case 'YYYY-MM-DD hh:mm:ss':
      return `${iso} ${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00`;
    case 'M/D/YYYY H:MM':
      return `${month}/${day}/${year} ${hours}:${String(minutes).padStart(2, '0')}`;
  }
}

/** "0812": a terminal's four-digit clock. */
export const packedTime = (time: string) => time.replace(':', '');

/** "3/4": a date as a hand writes it in a margin, month and day, no year. */
export const handDate = (iso: string) => {
  const [, month, day] = iso.split('-').map(Number);
  return `${month}/${day}`;
};

/** A spreadsheet's accounting format: the dollar sign at the cell's left edge, the figure at its right. */
export const accounting = (amount: string) => `<span class="acc"><span>$</span><span>${amount}</span></span>`;
