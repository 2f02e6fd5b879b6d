import { addDays, formatDate, miles, dollars } from '../format';
import { defineLayout, letterPages, h } from './layout';

/** An independent quick-lube shop's invoice: one mileage reading, a next-service sticker, a previous balance. */
export const quickLubeLayout = defineLayout('quick_lube', {
  order: { mode: 'maintenance', sameDay: true, previousBalance: true, independent: true },
  prints: [],
  dates: { styles: ['Long', 'MM/DD/YYYY', 'M/D/YY'], clock: 'ampm' },
  labels: {
    total: ['Total', 'Amount Due', 'Invoice Total'],
  },
  render(facts, random, { date, time, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const rows = facts.lines
      .flatMap((line) => [
        `<tr><td>${h(line.description)}</td><td>Labor</td><td>${dollars(line.labor)}</td></tr>`,
        ...line.parts.map(
          (part) =>
            `<tr><td class="in">${h(part.description.toLowerCase())}</td><td>${part.quantity} @ ${dollars(part.price)}</td><td>${dollars(part.amount)}</td></tr>`,
        ),
      ])
      .join('');
    const page = `
      <div class="ro">
        <div class="hd"><div class="logo">${h(dealer.name)}</div><div class="tag">Fast · Friendly · Done right<br>${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone}</div></div>
        <div class="two">
          <div><b>Bill to</b><br>${h(customer.name)}<br>${h(customer.street)}<br>${h(customer.city)}, ${customer.state} ${customer.zip}<br>${customer.phone}</div>
          <div><b>Vehicle</b><br>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}<br>VIN ${vehicle.vin}<br>Mileage: ${miles(facts.mileageIn)} mi</div>
          <div class="inv"><b>Invoice #</b> ${facts.roNumber}<br><b>Date</b> ${date(facts.dateIn, facts.timeIn)}<br><b>Tech</b> ${facts.lines[0].tech}</div>
        </div>
        <table><tr><th>Service</th><th></th><th>Amount</th></tr>${rows}
          <tr class="s"><td colspan="2">Shop supplies &amp; disposal</td><td>${dollars(totals.supplies)}</td></tr>
          <tr class="s"><td colspan="2">Sales tax</td><td>${dollars(totals.tax)}</td></tr>
          <tr class="g"><td colspan="2">${labels.total}</td><td>${dollars(totals.customerPay)}</td></tr>
        </table>
        ${totals.previousBalance ? `<p class="prev">Previous balance ${dollars(totals.previousBalance)} — paid in full ${formatDate(facts.appointmentDate, 'M/D/YY')}. Thank you!</p>` : ''}
        <div class="sticker"><b>NEXT SERVICE DUE</b><br>${miles(facts.mileageIn + 5000)} mi<br>or ${formatDate(addDays(facts.dateIn, 90), 'M/D/YY')}</div>
        <p class="fine">Paid by card ${dollars(totals.customerPay)} · Ready at ${time(facts.timeOut)} · We recommend synthetic oil every 5,000 miles. Coupons cannot be combined.</p>
      </div>`;
    const css = `
      .ro { font: 13px/1.4 'Liberation Sans', sans-serif; color: #222; padding: 40px 48px; }
      .hd { display: flex; justify-content: space-between; align-items: center; background: #f2c200; padding: 12px 16px; border-radius: 6px; }
      .logo { font: italic bold 26px 'DejaVu Sans', sans-serif; color: #1c1c1c; }
      .tag { font-size: 11px; text-align: right; }
      .two { display: flex; gap: 20px; margin: 18px 0; }
      .two > div { flex: 1; }
      .inv { text-align: right; }
      table { width: 100%; border-collapse: collapse; }
      th { text-align: left; border-bottom: 2px solid #222; padding: 4px; }
      td { padding: 4px; border-bottom: 1px solid #ddd; }
      td:last-child, th:last-child { text-align: right; }
      .in { padding-left: 18px; color: #555; }
      .g td { font-size: 17px; font-weight: bold; border-top: 2px solid #222; }
      .prev { font-size: 11.5px; color: #444; }
      .sticker { float: right; margin-top: 10px; border: 2px dashed #c00; padding: 8px 14px; text-align: center; color: #c00; transform: rotate(-4deg); }
      .fine { font-size: 10px; color: #666; margin-top: 60px; }`;
    return letterPages(css, page);
  },
});
