import { formatTime, miles, money } from '../format';
import { heldOutDate, type HeldOutDateStyle } from './held-out-format';
import { defineLayout, letterPages, h, upper } from './layout';

/** An independent tire and brake shop's counter ticket: one date with a ready time, values in boxes, a ticket number only. */
export const tireShopLayout = defineLayout('tire_shop', {
  order: { mode: 'customer', sameDay: true, independent: true },
  prints: [],
  dates: { styles: ['ISO'], clock: 'ampm' },
  labels: {
    number: ['Ticket #', 'Invoice No.'],
    total: ['Grand Total', 'Pay This Amount'],
  },
  render(facts, random, { labels }) {
    const style = random.pick<HeldOutDateStyle>(['Wkd DD Mon YYYY', 'D-Mon-YYYY']);
    const { number, total } = labels;
    const { dealer, vehicle, customer, totals } = facts;
    const rows = facts.lines
      .flatMap((line) => [
        `<tr><td class="d"><b>${h(line.description)}</b></td><td>${line.hours.toFixed(1)} hr</td><td>${money(line.labor)}</td></tr>`,
        ...line.parts.map(
          (part) =>
            `<tr><td class="p">${h(part.number)} ${h(part.description)}</td><td>${part.quantity} × ${money(part.price)}</td><td>${money(part.amount)}</td></tr>`,
        ),
      ])
      .join('');
    const countyTax = Math.round(totals.tax * 30) / 100;
    const stateTax = Math.round((totals.tax - countyTax) * 100) / 100;
    const box = (label: string, value: string, wide = false) => `<div class="box${wide ? ' wide' : ''}"><label>${label}</label><div>${value}</div></div>`;
    const page = `
      <div class="ro">
        <div class="hd"><div class="dn">${upper(dealer.name)}</div><div class="sl">TIRES · BRAKES · ALIGNMENT · BATTERIES</div>
          <div class="ad">${h(dealer.street)} · ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone}</div></div>
        <div class="boxes">
          ${box(number, `<b>${facts.roNumber}</b>`)}
          ${box('Service Date', heldOutDate(facts.dateIn, style))}
          ${box('Dropped off / Ready', `${formatTime(facts.timeIn, 'ampm')} / ${formatTime(facts.timeOut, 'ampm')}`)}
          ${box('Odometer', `${miles(facts.mileageIn)}`)}
          ${box('Customer', `${h(customer.name)} · ${customer.phone}`, true)}
          ${box('Vehicle', `${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)} · ${h(vehicle.color)}`, true)}
          ${box('VIN', vehicle.vin, true)}
        </div>
        <table class="lines"><tr><th>Work &amp; parts</th><th>Qty / hrs</th><th>Amount</th></tr>${rows}</table>
        <table class="sum">
          <tr><td>Labor</td><td>${money(totals.labor)}</td></tr>
          <tr><td>Parts &amp; tires</td><td>${money(totals.parts)}</td></tr>
          <tr><td>Shop fee / tire disposal</td><td>${money(totals.supplies)}</td></tr>
          <tr><td>State tax</td><td>${money(stateTax)}</td></tr>
          <tr><td>County tax</td><td>${money(countyTax)}</td></tr>
          <tr class="g"><td>${total}</td><td>$${money(totals.customerPay)}</td></tr>
        </table>
        <div class="rot">Rotate tires at ${miles(facts.mileageIn + 6000)} mi · Re-torque lug nuts after 50 miles</div>
        <p class="f">Technician ${facts.lines[0].tech}. Warranty on workmanship 12 months / 12,000 miles. Customer signature: ________________________</p>
      </div>`;
    const css = `
      .ro { font: 12.5px/1.4 'Liberation Sans', sans-serif; color: #111; padding: 34px 46px; }
      .hd { background: #111; color: #ffd400; padding: 10px 14px; }
      .dn { font: bold 26px 'Liberation Sans Narrow', 'Liberation Sans', sans-serif; letter-spacing: 1px; }
      .sl { font-size: 11px; letter-spacing: 3px; color: #fff; }
      .ad { font-size: 10.5px; color: #ddd; }
      .boxes { display: flex; flex-wrap: wrap; gap: 6px; margin: 12px 0; }
      .box { border: 1.5px solid #111; padding: 3px 8px; min-width: 150px; flex: 1; }
      .box.wide { min-width: 220px; }
      .box label { display: block; font-size: 9px; font-weight: bold; text-transform: uppercase; color: #555; }
      .box div { font-size: 13px; }
      .lines { width: 100%; border-collapse: collapse; }
      .lines th { background: #ffd400; text-align: right; padding: 4px; font-size: 11px; }
      .lines th:first-child, .lines td:first-child { text-align: left; }
      .lines td { padding: 3px 4px; text-align: right; border-bottom: 1px solid #ddd; }
      .lines td.p { padding-left: 20px; font-size: 11px; color: #444; }
      .sum { margin: 12px 0 0 auto; border-collapse: collapse; min-width: 280px; }
      .sum td { padding: 3px 8px; text-align: right; }
      .sum td:first-child { text-align: left; }
      .sum .g td { background: #111; color: #ffd400; font-weight: bold; font-size: 16px; }
      .rot { margin-top: 18px; border: 2px dashed #111; padding: 6px; text-align: center; font-weight: bold; }
      .f { font-size: 10px; color: #555; margin-top: 22px; }`;
    return letterPages(css, page);
  },
});
