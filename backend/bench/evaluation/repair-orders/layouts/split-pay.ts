import { miles, money } from '../format';
import { defineLayout, letterPages, h } from './layout';

/** One order paid three ways: a warranty line, a customer-pay line and an internal line, totalled by payer. */
export const splitPayLayout = defineLayout('split_pay', {
  order: { mode: 'split' },
  prints: ['complaint', 'correction', 'mileageOut'],
  dates: { styles: ['M/D/YY', 'MM/DD/YYYY'], clock: 'short' },
  labels: {
    total: ['Total Customer Pay', 'Balance Due'],
  },
  render(facts, random, { date, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const column = (line: (typeof facts.lines)[number], pay: string) => (line.pay === pay ? money(line.labor + line.partsTotal) : '');
    const rows = facts.lines
      .map(
        (line) => `
        <tr class="j"><td>${line.letter}</td><td><b>Complaint:</b> ${h(line.complaint)}<br><b>Correction:</b> ${h(line.correction)}
          <div class="s">Op ${line.opCode} · Tech ${line.tech} · ${line.hours.toFixed(1)} hr</div></td>
          <td>${line.pay}P</td><td>${column(line, 'C')}</td><td>${column(line, 'W')}</td><td>${column(line, 'I')}</td></tr>`,
      )
      .join('');
    const page = `
      <div class="ro">
        <div class="hd">
          <div class="d"><div class="dn">${h(dealer.name)}</div>${h(dealer.street)}<br>${h(dealer.city)}, ${dealer.state} ${dealer.zip}<br>Tel ${dealer.phone}</div>
          <table class="ids"><tr><td>RO#</td><td><b>${facts.roNumber}</b></td></tr><tr><td>Invoice #</td><td>${facts.invoiceNumber}</td></tr><tr><td>Tag</td><td>${facts.tagNumber}</td></tr></table>
        </div>
        <table class="v">
          <tr><td>Customer<br><b>${h(customer.name)}</b></td><td>Vehicle<br><b>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}</b></td><td>VIN<br><b>${vehicle.vin}</b></td></tr>
          <tr><td>Date In<br><b>${date(facts.dateIn, facts.timeIn)}</b></td><td>Date Out<br><b>${date(facts.dateOut, facts.timeOut)}</b></td><td>Mileage In / Out<br><b>${miles(facts.mileageIn)} / ${miles(facts.mileageOut)}</b></td></tr>
        </table>
        <table class="lines">
          <tr><th></th><th>Description</th><th>Type</th><th>Customer</th><th>Warranty</th><th>Internal</th></tr>
          ${rows}
          <tr class="sub"><td></td><td>Shop supplies</td><td>CP</td><td>${money(totals.supplies)}</td><td></td><td></td></tr>
          <tr class="sub"><td></td><td>Sales tax</td><td>CP</td><td>${money(totals.tax)}</td><td></td><td></td></tr>
          <tr class="tt"><td></td><td>Totals by payer</td><td></td><td>${money(totals.customerPay)}</td><td>${money(totals.warrantyPay)}</td><td>${money(totals.internalPay)}</td></tr>
        </table>
        <div class="due">${labels.total}: <b>$${money(totals.customerPay)}</b></div>
        <p class="f">CP = customer pay, WP = warranty pay, IP = internal pay. Warranty and internal amounts are not billed to the customer. Printed ${date(facts.printedDate)}.</p>
      </div>`;
    const css = `
      .ro { font: 12px/1.35 'Liberation Sans', sans-serif; color: #222; padding: 40px 44px; }
      .hd { display: flex; justify-content: space-between; }
      .dn { font: bold 20px 'Liberation Sans Narrow', 'Liberation Sans', sans-serif; text-transform: uppercase; letter-spacing: 1px; }
      .ids td { padding: 1px 8px; font-size: 13px; }
      .v { width: 100%; border-collapse: collapse; margin: 12px 0; }
      .v td { border: 1px solid #999; padding: 3px 6px; font-size: 10px; color: #555; }
      .v b { color: #111; font-size: 12px; }
      .lines { width: 100%; border-collapse: collapse; }
      .lines th { background: #333; color: #fff; font-size: 10.5px; padding: 4px; text-align: right; }
      .lines th:nth-child(2) { text-align: left; }
      .lines td { padding: 4px; border-bottom: 1px solid #ccc; text-align: right; vertical-align: top; }
      .lines td:nth-child(2) { text-align: left; }
      .s { font-size: 10px; color: #777; }
      .tt td { font-weight: bold; border-top: 2px solid #333; }
      .due { text-align: right; font-size: 16px; margin-top: 12px; }
      .f { font-size: 9.5px; color: #777; margin-top: 20px; }`;
    return letterPages(css, page);
  },
});
