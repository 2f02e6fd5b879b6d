import { miles, money } from '../format';
import { defineLayout, upper } from './layout';

/** A thermal-printer strip: narrow, monospace, one odometer reading, same-day service. */
export const thermalLayout = defineLayout('thermal', {
  order: { mode: 'customer', sameDay: true },
  prints: [],
  dates: { styles: ['M/D/YY', 'MM/DD/YYYY'], clock: 'short' },
  labels: {
    total: ['TOTAL', 'AMOUNT DUE'],
  },
  render(facts, random, { date, time, labels }) {
    const { dealer, vehicle, totals } = facts;
    const row = (left: string, right: string) => `<div class="r"><span>${left}</span><span>${right}</span></div>`;
    const card = String(random.int(1000, 9999));
    const { total } = labels;
    const items = facts.lines
      .map(
        (line) =>
          `<div>${upper(line.description)}</div>${row(`&nbsp; LABOR ${line.hours.toFixed(1)}H`, money(line.labor))}${line.parts.map((part) => row(`&nbsp; ${part.quantity} ${upper(part.description).slice(0, 20)}`, money(part.amount))).join('')}`,
      )
      .join('');
    const page = `
      <div class="ro">
        <div class="c b">${upper(dealer.name)}</div>
        <div class="c">${upper(dealer.street)}<br>${upper(dealer.city)} ${dealer.state} ${dealer.zip}<br>${dealer.phone}</div>
        <div class="c">-------- SERVICE INVOICE --------</div>
        ${row('R.O. #', facts.roNumber)}
        ${row('DATE', date(facts.dateIn, facts.timeIn))}
        ${row('ADVISOR', upper(facts.advisor))}
        <div>${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)}</div>
        <div>VIN ${vehicle.vin}</div>
        ${row('ODOMETER', miles(facts.mileageIn))}
        <div class="c">--------------------------------</div>
        ${items}
        <div class="c">--------------------------------</div>
        ${row('SUBTOTAL', money(totals.labor + totals.parts))}
        ${row('SHOP SUPPLIES', money(totals.supplies))}
        ${row(`TAX ${(dealer.taxRate * 100).toFixed(2)}%`, money(totals.tax))}
        <div class="b">${row(total, money(totals.customerPay))}</div>
        ${row(`VISA ****${card}`, money(totals.customerPay))}
        ${row('AUTH', String(random.int(100000, 999999)))}
        ${row('CHANGE', '0.00')}
        <div class="c">COMPLETED ${time(facts.timeOut)}</div>
        <div class="c">THANK YOU - PLEASE COME AGAIN</div>
        <div class="c">NEXT SERVICE ${miles(facts.mileageIn + 5000)} MI</div>
      </div>`;
    const css = `
      .ro { font: 12px/1.35 'DejaVu Sans Mono', monospace; color: #222; padding: 14px 12px 30px; background: #fbfaf6; }
      .c { text-align: center; }
      .b { font-weight: bold; font-size: 13px; }
      .r { display: flex; justify-content: space-between; }`;
    return { css, pages: [page], width: 300, height: null };
  },
});
