import { addDays, cents, miles, money } from '../format';
import { defineLayout, h, letterPages, upper } from './layout';

const SALESPEOPLE = ['B. KOWALSKI', 'A. NGUYEN', 'C. HARMON', 'V. REYES', 'D. STROUD'];
const MANAGERS = ['G. PELLETIER', 'S. WAINWRIGHT', 'H. OSEI'];

/**
 * A used-vehicle department's "we owe" (due bill) work order, released to the owner when the work
 * was done: the sale it comes from on top (deal and stock numbers, salesperson and manager, the day
 * of sale and the odometer at delivery), the items the dealer promised, then the service order that
 * did them, charged to the used-vehicle department's internal account, and any work the owner asked
 * for on the same visit at the owner's cost. Typed on a plain form; each line's concern only; one
 * odometer reading for the service visit.
 */
export const dueBillLayout = defineLayout('due_bill', {
  order: { mode: 'dueBill' },
  media: ['pdf_text', 'pdf_scan', 'photo_jpeg'],
  prints: ['complaint'],
  dates: { styles: ['MM/DD/YYYY', 'M-D-YY', 'DD-Mon-YY'], clock: '24h' },
  labels: {
    number: ['SERVICE RO', 'R.O. NO.', 'SVC ORDER #'],
    dates: [
      ['RO OPENED', 'RO CLOSED'],
      ['SERVICE IN', 'SERVICE OUT'],
      ['DATE IN', 'WORK COMPLETED'],
    ],
    mileage: ['ODOMETER AT SERVICE', 'MILEAGE IN', 'SVC MILES'],
    total: ['CUSTOMER PAYS', 'CUSTOMER PORTION', 'DUE FROM CUSTOMER'],
  },
  render(facts, random, { date, time, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, total } = labels;
    const soldOn = addDays(facts.dateIn, -random.int(3, 45));
    const deliveredAt = Math.max(3, facts.mileageIn - random.int(40, 900));
    const deal = String(random.int(20000, 89999));
    const stock = `U${random.int(1000, 9999)}${random.pick(['A', 'B', 'P', ''])}`;
    const dueBill = `WO-${random.int(1000, 9999)}`;
    const salesperson = random.pick(SALESPEOPLE);
    const manager = random.pick(MANAGERS);
    const account = random.pick(['1400', '1410', '6420']);
    const owed = facts.lines.filter((line) => line.pay === 'I');
    const extras = [random.pick(['SECOND KEY FOB', 'DETAIL AND WASH', 'FLOOR MATS', 'STATE INSPECTION']), 'FULL TANK OF FUEL'];
    const owedValue = cents(owed.reduce((sum, line) => sum + line.labor + line.partsTotal, 0));
    const rows = facts.lines
      .map(
        (line) => `
        <tr><td>${line.letter}</td><td>${line.pay === 'I' ? `INT ${account}` : 'CUST'}</td><td>${line.opCode}</td><td>${upper(line.description)}<div class="cn">CONCERN: ${upper(line.complaint)}</div>${line.parts.map((part) => `<div class="pp">${part.quantity} ${h(part.number)} ${h(part.description)}</div>`).join('')}</td><td>${line.tech}</td><td>${line.hours.toFixed(1)}</td><td>${money(line.labor + line.partsTotal)}</td></tr>`,
      )
      .join('');
    const page = `
      <div class="form">
        <div class="hd"><div><div class="dn">${upper(dealer.name)}</div>${upper(dealer.street)}, ${upper(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone}</div>
          <div class="t">WE OWE / DUE BILL<br><small>USED VEHICLE DEPARTMENT · ${dueBill}</small></div></div>
        <div class="sec">SALE</div>
        <table class="kv">
          <tr><th>PURCHASER</th><td>${upper(customer.name)}</td><th>DEAL #</th><td>${deal}</td><th>STOCK #</th><td>${stock}</td></tr>
          <tr><th>ADDRESS</th><td>${upper(customer.street)}, ${upper(customer.city)} ${customer.state} ${customer.zip}</td><th>DATE OF SALE</th><td>${date(soldOn)}</td><th>ODOMETER AT DELIVERY</th><td>${miles(deliveredAt)}</td></tr>
          <tr><th>VEHICLE</th><td>${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)} ${vehicle.color}</td><th>VIN</th><td colspan="3">${vehicle.vin}</td></tr>
          <tr><th>SALESPERSON</th><td>${salesperson}</td><th>SALES MGR</th><td colspan="3">${manager}</td></tr>
        </table>
        <div class="owe">
          <b>WE OWE:</b>
          <ol>${owed.map((line) => `<li>${upper(line.description)} — AT NO CHARGE</li>`).join('')}${extras.map((item) => `<li>${item} — AT NO CHARGE</li>`).join('')}</ol>
          <span>THEY OWE: NOTHING · Items not listed are not promised. Due bill value ${money(owedValue)}.</span>
        </div>
        <div class="sec">SERVICE ORDER</div>
        <table class="kv">
          <tr><th>${number}</th><td class="big">${facts.roNumber}</td><th>${dates.in}</th><td>${date(facts.dateIn)} ${time(facts.timeIn)}</td><th>${dates.out}</th><td>${date(facts.dateOut)} ${time(facts.timeOut)}</td></tr>
          <tr><th>${mileage}</th><td>${miles(facts.mileageIn)}</td><th>ADVISOR</th><td>${h(facts.advisor)}</td><th>TAG</th><td>${facts.tagNumber}</td></tr>
        </table>
        <table class="lines">
          <tr><th>LN</th><th>CHARGE TO</th><th>OP</th><th>DESCRIPTION</th><th>TECH</th><th>HRS</th><th>AMOUNT</th></tr>
          ${rows}
        </table>
        <div class="bot">
          <div class="sg">RECEIVED VEHICLE AND COMPLETED WORK<br><br>X _____________________________ ${date(facts.dateOut)}<br><br>APPROVED (USED VEHICLE MGR) ${manager}<br>INVOICE ${facts.invoiceNumber}</div>
          <table class="tot">
            <tr><td>INTERNAL — USED VEHICLE ACCT ${account}</td><td>${money(totals.internalPay)}</td></tr>
            <tr><td>CUSTOMER LABOR</td><td>${money(totals.labor)}</td></tr>
            <tr><td>CUSTOMER PARTS</td><td>${money(totals.parts)}</td></tr>
            <tr><td>SHOP SUPPLIES</td><td>${money(totals.supplies)}</td></tr>
            <tr><td>TAX</td><td>${money(totals.tax)}</td></tr>
            <tr class="g"><td>${total}</td><td>$${money(totals.customerPay)}</td></tr>
          </table>
        </div>
      </div>`;
    const css = `
      .form { font: 11px/1.35 'Liberation Mono', monospace; color: #1a1a1a; padding: 30px 36px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px double #333; padding-bottom: 6px; font-size: 10px; }
      .dn { font: bold 17px 'Liberation Sans', sans-serif; }
      .t { font: bold 16px 'Liberation Sans', sans-serif; text-align: right; border: 2px solid #333; padding: 4px 10px; }
      .t small { font-size: 9px; font-weight: normal; }
      .sec { margin-top: 10px; background: #333; color: #fff; font: bold 10px 'Liberation Sans', sans-serif; padding: 2px 6px; letter-spacing: 2px; }
      .kv { width: 100%; border-collapse: collapse; }
      .kv th { font: bold 8px 'Liberation Sans', sans-serif; text-align: left; padding: 3px 4px; border: 1px solid #999; background: #f0f0f0; white-space: nowrap; }
      .kv td { border: 1px solid #999; padding: 3px 5px; }
      .kv .big { font-size: 15px; font-weight: bold; }
      .owe { border: 1px solid #999; border-top: none; padding: 5px 8px; }
      .owe ol { margin: 3px 0 3px 10px; padding-left: 18px; }
      .owe span { font-size: 9.5px; color: #333; }
      .lines { width: 100%; border-collapse: collapse; margin-top: 6px; }
      .lines th { font: bold 8.5px 'Liberation Sans', sans-serif; border-bottom: 1.5px solid #333; text-align: left; padding: 2px 4px; }
      .lines td { padding: 3px 4px; vertical-align: top; border-bottom: 1px dotted #999; }
      .lines td:nth-child(n+5), .lines th:nth-child(n+5) { text-align: right; }
      .cn { font-size: 10px; margin-top: 1px; }
      .pp { font-size: 9.5px; color: #444; }
      .bot { display: flex; justify-content: space-between; margin-top: 12px; }
      .sg { font-size: 9.5px; width: 300px; }
      .tot { border-collapse: collapse; border: 1.5px solid #333; }
      .tot td { padding: 2px 8px; }
      .tot td:first-child { font: 9px 'Liberation Sans', sans-serif; }
      .tot td:last-child { text-align: right; min-width: 80px; }
      .tot .g td { font-weight: bold; font-size: 13px; border-top: 2px solid #333; }
      .tot .g td:first-child { font: bold 10px 'Liberation Sans', sans-serif; }`;
    return letterPages(css, page);
  },
});
