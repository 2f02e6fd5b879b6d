import { JAPANESE_DEALERS } from '../data';
import { addDays, formatTime, money } from '../format';
import { defineLayout, h, letterPages, upper } from './layout';
import { sealedDate, type SealedDateStyle } from './sealed-format';

/** The odometer as these orders print it, thousands set off by a space: "45 231". */
const odom = (value: number) => value.toLocaleString('en-US').replace(/,/g, ' ');

/**
 * A Japanese-brand dealer's warranty order: the header in two columns of boxes (owner and contact
 * on the left, vehicle with its model code, in-service date and odometer on the right), a strip of
 * dates under them, each line's three Cs worded "Customer states / Tech found / Performed", a
 * warranty claim number per line, and the charges split customer / warranty / internal with the
 * customer's share at $0.00.
 */
export const japaneseDealerLayout = defineLayout('japanese_dealer', {
  order: { mode: 'warranty', dealers: JAPANESE_DEALERS },
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['MM/DD/YYYY'], clock: '24h' },
  labels: {
    number: ['REPAIR ORDER', 'R/O NO.', 'RO NUMBER'],
    dates: [
      ['DATE IN', 'DATE OUT'],
      ['RECEIVED', 'COMPLETED'],
      ['OPEN DATE', 'CLOSE DATE'],
    ],
    threeCs: [
      ['Customer states', 'Tech found', 'Performed'],
      ['Concern', 'Cause', 'Remedy'],
      ['Symptom', 'Diagnosis', 'Repair'],
    ],
    total: ['TOTAL DUE', 'CUSTOMER PAY TOTAL', 'AMOUNT DUE'],
  },
  render(facts, random, { labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const style = random.pick<SealedDateStyle>(['YYYY/MM/DD', 'MM/DD/YYYY', 'MON DD YYYY']);
    const day = (iso: string) => sealedDate(iso, style);
    const clock = random.pick(['24h', 'ampm'] as const);
    const { number, dates, threeCs } = labels;
    const sold = `${vehicle.year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    // Sold before it came in: a car of this year's model may have been sold the year before.
    const inService = sold < addDays(facts.dateIn, -30) ? sold : addDays(facts.dateIn, -random.int(30, 240));
    const modelCode = `${vehicle.model
      .replace(/[^A-Z0-9]/gi, '')
      .slice(0, 3)
      .toUpperCase()}${random.int(10, 99)}${random.pick(['L', 'W', 'H', 'E'])}`;
    const lines = facts.lines
      .map(
        (line) => `
        <div class="ln">
          <div class="lh"><b>${line.letter}</b><span>OP ${line.opCode}</span><span>TECH ${line.tech}</span><span>${line.hours.toFixed(1)} FRH</span>
            <span class="pay">${line.pay === 'W' ? `WARRANTY · CLAIM ${random.int(1000000, 9999999)}` : line.pay === 'I' ? 'INTERNAL' : 'CUSTOMER'}</span></div>
          <table class="c3">
            <tr><th>${threeCs.complaint}:</th><td>${h(line.complaint)}</td></tr>
            <tr><th>${threeCs.cause}:</th><td>${h(line.cause)}</td></tr>
            <tr><th>${threeCs.correction}:</th><td>${h(line.correction)}</td></tr>
          </table>
          <table class="parts">
            ${line.parts.map((part) => `<tr><td>${h(part.number)}</td><td>${h(part.description)}</td><td>${part.quantity}</td><td>${money(part.price)}</td><td>${money(part.amount)}</td></tr>`).join('')}
            <tr><td></td><td>LABOR</td><td></td><td></td><td>${money(line.labor)}</td></tr>
          </table>
        </div>`,
      )
      .join('');
    const page = `
      <div class="ro">
        <div class="top">
          <div><div class="dn">${upper(dealer.name)}</div><small>${h(dealer.legalName)} · ${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · Service ${dealer.phone}</small></div>
          <div class="nobox"><span>${number}</span><b>${facts.roNumber}</b></div>
        </div>
        <div class="cols">
          <div class="col">
            <div class="bx"><label>OWNER</label><b>${upper(customer.name)}</b><br>${upper(customer.street)}<br>${upper(customer.city)}, ${customer.state} ${customer.zip}</div>
            <div class="bx two"><div><label>HOME / CELL</label>${customer.phone}</div><div><label>CUST NO.</label>${customer.number}</div></div>
            <div class="bx two"><div><label>SERVICE ADVISOR</label>${h(facts.advisor)} (${facts.advisorNumber})</div><div><label>TAG</label>${facts.tagNumber}</div></div>
          </div>
          <div class="col">
            <div class="bx"><label>VEHICLE</label><b>${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)}</b> &nbsp; MODEL CODE ${modelCode}<br>VIN ${vehicle.vin} &nbsp; ${vehicle.color}</div>
            <div class="bx two"><div><label>IN-SERVICE DATE</label>${day(inService)}</div><div><label>DELIVERY MILES</label>${random.int(5, 40)}</div></div>
            <div class="bx two"><div><label>ODOM IN</label><b>${odom(facts.mileageIn)}</b></div><div><label>ODOM OUT</label><b>${odom(facts.mileageOut)}</b></div></div>
          </div>
        </div>
        <div class="strip">
          <div><label>${dates.in}</label><b>${day(facts.dateIn)}</b> ${formatTime(facts.timeIn, clock)}</div>
          <div><label>PROMISED</label>${day(facts.promisedDate)}</div>
          <div><label>${dates.out}</label><b>${day(facts.dateOut)}</b> ${formatTime(facts.timeOut, clock)}</div>
          <div><label>INVOICE DATE</label>${day(facts.invoicedDate)}</div>
        </div>
        ${lines}
        <div class="foot">
          <table class="pay3"><tr><th></th><th>CUSTOMER</th><th>WARRANTY</th><th>INTERNAL</th></tr>
            <tr><td>LABOR</td><td>${money(totals.labor)}</td><td>${money(facts.lines.filter((l) => l.pay === 'W').reduce((s, l) => s + l.labor, 0))}</td><td>0.00</td></tr>
            <tr><td>PARTS</td><td>${money(totals.parts)}</td><td>${money(facts.lines.filter((l) => l.pay === 'W').reduce((s, l) => s + l.partsTotal, 0))}</td><td>0.00</td></tr>
            <tr><td>SUPPLIES</td><td>${money(totals.supplies)}</td><td>0.00</td><td>0.00</td></tr>
            <tr><td>TAX</td><td>${money(totals.tax)}</td><td>0.00</td><td>0.00</td></tr>
            <tr class="t"><td>TOTAL</td><td>${money(totals.customerPay)}</td><td>${money(totals.warrantyPay)}</td><td>${money(totals.internalPay)}</td></tr></table>
          <div class="due"><label>${labels.total}</label>$${money(totals.customerPay)}</div>
        </div>
        <p class="fine">Warranty repairs are paid by ${h(dealer.make)} under the new vehicle limited warranty. Invoice ${facts.invoiceNumber}. Thank you for choosing ${h(dealer.name)}.</p>
      </div>`;
    const css = `
      .ro { font: 11px/1.35 'Liberation Sans', sans-serif; color: #111; padding: 30px 36px; }
      .top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid #b00; padding-bottom: 6px; }
      .dn { font: bold 22px 'Liberation Sans Narrow', 'Liberation Sans', sans-serif; letter-spacing: 1px; }
      .top small { color: #555; font-size: 9.5px; }
      .nobox { border: 2px solid #111; padding: 3px 12px; text-align: center; }
      .nobox span { display: block; font-size: 9px; }
      .nobox b { font-size: 20px; letter-spacing: 1px; }
      .cols { display: flex; gap: 8px; margin-top: 8px; }
      .col { flex: 1; }
      .bx { border: 1px solid #444; padding: 3px 6px; margin-top: -1px; min-height: 22px; }
      .bx.two { display: flex; padding: 0; }
      .bx.two div { flex: 1; padding: 3px 6px; }
      .bx.two div + div { border-left: 1px solid #444; }
      label { display: block; font-size: 8px; color: #555; letter-spacing: .4px; }
      .strip { display: flex; border: 1px solid #444; margin-top: 8px; background: #f4f4f4; }
      .strip div { flex: 1; padding: 3px 6px; }
      .strip div + div { border-left: 1px solid #444; }
      .ln { border: 1px solid #999; margin-top: 8px; }
      .lh { display: flex; gap: 14px; background: #e8e8e8; padding: 3px 6px; font-size: 10px; }
      .lh .pay { margin-left: auto; font-weight: bold; }
      .c3 { width: 100%; border-collapse: collapse; margin: 3px 0; }
      .c3 th { text-align: left; width: 120px; padding: 1px 6px; font-size: 10px; vertical-align: top; }
      .c3 td { padding: 1px 6px; }
      .parts { width: 100%; border-collapse: collapse; font-size: 10px; color: #333; }
      .parts td { padding: 1px 6px; border-top: 1px dotted #bbb; }
      .parts td:nth-child(n+3) { text-align: right; width: 60px; }
      .foot { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 12px; }
      .pay3 { border-collapse: collapse; font-size: 10px; }
      .pay3 th, .pay3 td { border: 1px solid #666; padding: 2px 8px; text-align: right; }
      .pay3 td:first-child { text-align: left; }
      .pay3 .t td { font-weight: bold; }
      .due { border: 2px solid #111; padding: 6px 14px; font-size: 20px; font-weight: bold; text-align: right; }
      .fine { font-size: 9px; color: #555; margin-top: 14px; }`;
    return letterPages(css, page);
  },
});
