import { cents, formatTime, miles, money } from '../format';
import type { OrderLine } from '../order';
import { defineLayout, h, upper } from './layout';
import { laterDate, type LaterDateStyle } from './later-format';

const payCode = (line: OrderLine) => ({ C: 'C', W: 'W', I: 'I', S: 'S' })[line.pay];

/**
 * The receipt a dealer's cashier window prints from its dealer system when the owner pays, on a
 * half sheet: the receipt's own number, cashier and drawer and the moment of payment to the
 * second; the order's header (number, opened and closed, miles in and out); one row per line with
 * its payer code (W, C, I) and no three Cs; then the totals in the system's own order (the
 * warranty's, the internal account's and the order's total across all payers before the
 * customer's charges and what the customer owes), the amount tendered and the change.
 */
export const cashierReceiptLayout = defineLayout('cashier_receipt', {
  order: { mode: 'split' },
  media: ['pdf_text', 'pdf_scan', 'png'],
  prints: ['mileageOut'],
  dates: { styles: ['MM/DD/YYYY'], clock: '24h' },
  labels: {
    number: ['RO#', 'REPAIR ORDER', 'RO NBR'],
    dates: [
      ['RO OPEN', 'RO CLOSE'],
      ['OPENED', 'CLOSED'],
      ['DATE IN', 'READY'],
    ],
    mileage: [
      ['MILES IN', 'MILES OUT'],
      ['IN ODO', 'OUT ODO'],
      ['MI/IN', 'MI/OUT'],
    ],
    total: ['TOTAL DUE CUST', 'CUST PAY DUE', 'DUE FROM CUST'],
  },
  render(facts, random, { labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const style = random.pick<LaterDateStyle>(['MM/DD/YY', "MON D 'YY"]);
    const date = (iso: string) => laterDate(iso, style);
    const clock = (time: string) => formatTime(time, '24h');
    const { number, dates, mileage, total } = labels;
    const receipt = `R${random.int(100000, 999999)}`;
    const cashier = `${random.pick(['CSH', 'CAS', 'WIN'])}${random.int(1, 9)} ${random.pick(['B. TRAN', 'L. OKAFOR', 'M. DIAZ', 'S. HUANG', 'K. MURPHY'])}`;
    const drawer = random.int(1, 4);
    const paidAt = `${String(random.int(11, 18)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const allPayers = cents(totals.customerPay + totals.warrantyPay + totals.internalPay);
    const tender = random.pick(['CASH', 'CASH', 'CHECK', 'VISA', 'MC']);
    const tendered = tender === 'CASH' ? Math.ceil((totals.customerPay + 0.01) / 20) * 20 : totals.customerPay;
    const change = cents(tendered - totals.customerPay);
    const tenderLine =
      tender === 'CASH'
        ? 'CASH'
        : tender === 'CHECK'
          ? `CHECK #${random.int(1001, 9999)}`
          : `${tender} ****${random.int(1000, 9999)} AUTH ${random.int(100000, 999999)}`;
    const rows = facts.lines
      .map(
        (line) =>
          `<tr><td>${line.letter}</td><td>${payCode(line)}</td><td>${line.opCode}</td><td>${upper(line.description)}</td><td>${line.tech}</td><td>${money(line.labor)}</td><td>${money(line.partsTotal)}</td><td>${money(line.labor + line.partsTotal)}</td></tr>`,
      )
      .join('');
    const page = `
      <div class="rc">
        <div class="hd">
          <div><div class="dn">${upper(dealer.name)}</div>${upper(dealer.street)}<br>${upper(dealer.city)} ${dealer.state} ${dealer.zip} · ${dealer.phone}</div>
          <div class="tt">CASHIER RECEIPT<br><small>*** CUSTOMER COPY ***</small></div>
          <table class="id">
            <tr><td>RECEIPT</td><td>${receipt}</td></tr>
            <tr><td>CASHIER</td><td>${cashier}</td></tr>
            <tr><td>DRAWER</td><td>${drawer}</td></tr>
            <tr><td>PAID</td><td>${date(facts.invoicedDate)} ${paidAt}</td></tr>
          </table>
        </div>
        <table class="ro">
          <tr><th>${number}</th><td class="big">${facts.roNumber}</td><th>${dates.in}</th><td>${date(facts.dateIn)} ${clock(facts.timeIn)}</td><th>${dates.out}</th><td>${date(facts.dateOut)} ${clock(facts.timeOut)}</td></tr>
          <tr><th>CUSTOMER</th><td>${upper(customer.name)} #${customer.number}</td><th>${mileage.in}</th><td>${miles(facts.mileageIn)}</td><th>${mileage.out}</th><td>${miles(facts.mileageOut)}</td></tr>
          <tr><th>VEHICLE</th><td>${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)}</td><th>VIN</th><td>${vehicle.vin}</td><th>SA / TAG</th><td>${h(facts.advisor)} / ${facts.tagNumber}</td></tr>
        </table>
        <div class="body">
          <table class="ln">
            <tr><th>LN</th><th>PAY</th><th>OPCODE</th><th>DESCRIPTION</th><th>TECH</th><th>LABOR</th><th>PARTS</th><th>LINE</th></tr>
            ${rows}
          </table>
          <table class="tot">
            <tr><td>TOTAL WARR</td><td>${money(totals.warrantyPay)}</td></tr>
            <tr><td>TOTAL INT</td><td>${money(totals.internalPay)}</td></tr>
            <tr class="rule"><td>RO TOTAL ALL PAYERS</td><td>${money(allPayers)}</td></tr>
            <tr><td>CUST LABOR</td><td>${money(totals.labor)}</td></tr>
            <tr><td>CUST PARTS</td><td>${money(totals.parts)}</td></tr>
            <tr><td>HAZ/SHOP</td><td>${money(totals.supplies)}</td></tr>
            <tr><td>SALES TAX</td><td>${money(totals.tax)}</td></tr>
            <tr class="g"><td>${total}</td><td>${money(totals.customerPay)}</td></tr>
            <tr><td>TENDERED ${tenderLine}</td><td>${money(tendered)}</td></tr>
            <tr><td>CHANGE</td><td>${money(change)}</td></tr>
          </table>
        </div>
        <div class="ft">PAY CODES: W WARRANTY · C CUSTOMER · I INTERNAL. WARRANTY AND INTERNAL AMOUNTS ARE NOT DUE FROM CUSTOMER. INVOICE ${facts.invoiceNumber}. RETAIN FOR YOUR RECORDS.</div>
      </div>`;
    const css = `
      .rc { font: 10.5px/1.3 'Liberation Mono', monospace; color: #202020; padding: 18px 26px; background: #fff; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 1px solid #333; padding-bottom: 5px; font-size: 9.5px; }
      .dn { font-weight: bold; font-size: 13px; }
      .tt { text-align: center; font-weight: bold; font-size: 14px; padding-top: 6px; }
      .tt small { font-size: 9px; font-weight: normal; }
      .id td { padding: 0 4px; font-size: 9.5px; }
      .id td:first-child { color: #555; }
      .ro { width: 100%; border-collapse: collapse; margin: 6px 0; }
      .ro th { text-align: left; font-size: 8.5px; color: #444; padding: 2px 4px; white-space: nowrap; border-bottom: 1px dotted #999; }
      .ro td { padding: 2px 4px; border-bottom: 1px dotted #999; }
      .ro .big { font-weight: bold; font-size: 12.5px; }
      .body { display: flex; gap: 14px; align-items: flex-start; }
      .ln { flex: 1; border-collapse: collapse; }
      .ln th { font-size: 8.5px; text-align: left; border-bottom: 1px solid #333; padding: 1px 3px; }
      .ln td { padding: 2px 3px; vertical-align: top; }
      .ln td:nth-child(n+6), .ln th:nth-child(n+6) { text-align: right; }
      .tot { border-collapse: collapse; min-width: 250px; border: 1px solid #333; }
      .tot td { padding: 1px 6px; }
      .tot td:last-child { text-align: right; }
      .tot .rule td { border-bottom: 1px solid #333; }
      .tot .g td { font-weight: bold; font-size: 12.5px; border-top: 1px solid #333; border-bottom: 1px solid #333; }
      .ft { margin-top: 8px; font-size: 8px; color: #555; }`;
    return { css, pages: [page], width: 816, height: 528 };
  },
});
