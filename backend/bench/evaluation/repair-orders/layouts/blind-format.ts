import { formatTime, type TimeStyle } from '../format';

/** Date styles of the blind designs, none of which the other layouts print. */

const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Newspaper abbreviations: "Jan.", "Sept.", and March to July spelled out. */
const MONTHS_AP = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MESES_CORTOS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const WEEKDAYS_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS_UPPER = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * "Tuesday, March 12, 2024", "03.12.2024", "12-MAR-2024", "March 12, 2024" / "Sept. 3, 2024",
 * "12 de marzo de 2024", "12/mar/2024": each names its month or keeps the American order.
 */
export type BlindDateStyle = 'Weekday, Month D, YYYY' | 'MM.DD.YYYY' | 'D-MON-YYYY' | 'AP' | 'D de mes de YYYY' | 'DD/mes/YYYY';

export function blindDate(iso: string, style: BlindDateStyle, time?: string, clock: TimeStyle = '24h', between = ' '): string {
  const [year, month, day] = iso.split('-').map(Number);
  const dd = String(day).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  const date = (() => {
    switch (style) {
      case 'Weekday, Month D, YYYY':
        return `${WEEKDAYS_LONG[new Date(`${iso}T00:00:00Z`).getUTCDay()]}, ${MONTHS_LONG[month - 1]} ${day}, ${year}`;
      case 'MM.DD.YYYY':
        return `${mm}.${dd}.${year}`;
      case 'D-MON-YYYY':
        return `${day}-${MONTHS_UPPER[month - 1]}-${year}`;
      case 'AP':
        return `${MONTHS_AP[month - 1]} ${day}, ${year}`;
      case 'D de mes de YYYY':
        return `${day} de ${MESES[month - 1]} de ${year}`;
      case 'DD/mes/YYYY':
        return `${dd}/${MESES_CORTOS[month - 1]}/${year}`;
    }
  })();
  return time ? `${date}${between}${formatTime(time, clock)}` : date;
}
