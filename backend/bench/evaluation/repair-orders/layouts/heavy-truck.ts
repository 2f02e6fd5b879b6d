import { TRUCK_DEALERS, TRUCK_MAINTENANCE, TRUCK_REPAIRS } from '../data';
import { miles, money } from '../format';
import type { OrderFacts } from '../order';
import { blindDate, type BlindDateStyle } from './blind-format';
import { defineLayout, h, letterPages, upper } from './layout';

/** Each branch's code, which its system puts before every order number. */
const BRANCH: Record<string, string> = {
  'Interstate Freightliner': 'FTW',
  'Great Plains Peterbilt': 'ICT',
  'Keystone Kenworth': 'YRK',
  'Tidewater Mack Trucks': 'CHS',
};
const FLEETS = ['Lone Star Freight Lines', 'Prairie Haulers Inc.', 'Blue Ridge Logistics', 'Coastal Bulk Transport', 'Heartland Grain Carriers'];

/**
 * A heavy-duty truck dealer's shop order: boxed fields with small labels above the values, the
 * order number printed with its branch code, a fleet's unit and PO numbers, engine hours beside the
 * odometer, and the charges split in a customer / warranty matrix.
 */
export const heavyTruckLayout = defineLayout('heavy_truck', {
  order: { mode: 'mixed', dealers: TRUCK_DEALERS, repairs: TRUCK_REPAIRS, maintenance: TRUCK_MAINTENANCE },
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['ISO'], clock: '24h' },
  roNumber: (facts: OrderFacts) => `${BRANCH[facts.dealer.name]}-${facts.roNumber}`,
  labels: {
    number: ['REPAIR ORDER', 'RO NO.', 'SHOP ORDER'],
    dates: [
      ['OPENED', 'CLOSED'],
      ['TIME IN', 'TIME OUT'],
      ['CHECK-IN', 'COMPLETED'],
    ],
    mileage: [
      ['ODOMETER IN', 'ODOMETER OUT'],
      ['MILES IN', 'MILES OUT'],
    ],
    total: ['AMOUNT DUE', 'CHARGE TO ACCOUNT', 'INVOICE TOTAL'],
  },
  render(facts, random, { labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const style = random.pick<BlindDateStyle>(['MM.DD.YYYY', 'D-MON-YYYY']);
    const date = (iso: string, time?: string) => blindDate(iso, style, time);
    const { number, dates, mileage, total } = labels;
    const fleet = random.pick(FLEETS);
    const unit = `${random.pick(['T', 'U', ''])}${random.int(100, 4999)}`;
    const po = `${random.int(4000000, 8999999)}`;
    const hours = (facts.mileageIn / random.int(24, 38)).toFixed(1);
    const engineSerial = String(random.int(79000000, 79999999));
    const plainMiles = random.chance(0.5);
    const mi = (value: number) => (plainMiles ? String(value) : miles(value));
    const box = (label: string, value: string, cls = '') => `<div class="bx ${cls}"><div class="lb">${label}</div><div class="v">${value}</div></div>`;
    const claimOf = (pay: string) => (pay === 'W' ? `WARR · ${h(vehicle.make.toUpperCase())} CLAIM ${random.int(1000000, 9999999)}` : 'CUST PAY');
    const jobs = facts.lines
      .map(
        (line, index) => `
        <div class="job">
          <div class="jh"><span>JOB ${String(index + 1).padStart(2, '0')}</span><span>${upper(line.description)}</span><span>VMRS ${line.opCode}</span><span>TECH ${line.tech}</span><span>${claimOf(line.pay)}</span></div>
          <table class="cc"><tr><th>COMPLAINT</th><td>${h(line.complaint)}</td></tr><tr><th>CAUSE</th><td>${h(line.cause)}</td></tr><tr><th>CORRECTION</th><td>${h(line.correction)}</td></tr></table>
          <table class="pl">${line.parts.map((part) => `<tr><td>${h(part.number)}</td><td>${h(part.description)}</td><td>${part.quantity}</td><td>${money(part.price)}</td><td>${money(part.amount)}</td></tr>`).join('')}
            <tr class="lab"><td colspan="4">LABOR ${line.hours.toFixed(1)} HRS</td><td>${money(line.labor)}</td></tr></table>
        </div>`,
      )
      .join('');
    const paid = (pay: 'C' | 'W', pick: (line: OrderFacts['lines'][number]) => number) =>
      money(facts.lines.filter((line) => line.pay === pay).reduce((sum, line) => sum + pick(line), 0));
    const page = `
      <div class="ro">
        <div class="hd">
          <div><div class="dn">${upper(dealer.name)}</div><div class="ad">${h(dealer.street)} · ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · 24 HR ROAD SERVICE ${dealer.phone}</div></div>
          <div class="brn">BRANCH ${BRANCH[dealer.name]}<br>PAGE 1 OF 1</div>
        </div>
        <div class="grid">
          ${box(number, `${BRANCH[dealer.name]}-${facts.roNumber}`, 'big')}
          ${box('INVOICE NO.', facts.invoiceNumber)}
          ${box('CUSTOMER NO.', customer.number)}
          ${box('P.O. NUMBER', po)}
          ${box('UNIT NO.', unit)}
        </div>
        <div class="grid">
          ${box('BILL TO', `${h(fleet)}<br><span class="sm">ATTN FLEET MAINT · ${customer.phone}</span>`, 'wide')}
          ${box('DRIVER', h(customer.name))}
          ${box('WRITER', `${h(facts.advisor)} #${facts.advisorNumber}`)}
        </div>
        <div class="grid">
          ${box('YEAR / MAKE / MODEL', `${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)}`, 'wide')}
          ${box('VIN', vehicle.vin, 'wide')}
          ${box('ENGINE S/N', engineSerial)}
        </div>
        <div class="grid">
          ${box(dates.in, date(facts.dateIn, facts.timeIn))}
          ${box(dates.out, date(facts.dateOut, facts.timeOut))}
          ${box(mileage.in, mi(facts.mileageIn))}
          ${box(mileage.out, mi(facts.mileageOut))}
          ${box('ENGINE HRS', hours)}
        </div>
        ${jobs}
        <div class="foot">
          <div class="note">Terms: net 30 on approved fleet accounts. Core charges refunded on return within 30 days. Warranty labor and parts are billed to the manufacturer and are not due from the customer. Unit released to driver with ${random.int(1, 4)} keys.</div>
          <table class="mx">
            <tr><th></th><th>CUSTOMER</th><th>WARRANTY</th></tr>
            <tr><td>LABOR</td><td>${money(totals.labor)}</td><td>${paid('W', (line) => line.labor)}</td></tr>
            <tr><td>PARTS</td><td>${money(totals.parts)}</td><td>${paid('W', (line) => line.partsTotal)}</td></tr>
            <tr><td>SHOP SUPPLIES</td><td>${money(totals.supplies)}</td><td>0.00</td></tr>
            <tr><td>TAX</td><td>${money(totals.tax)}</td><td>0.00</td></tr>
            <tr class="t"><td>TOTAL</td><td>${money(totals.customerPay)}</td><td>${money(totals.warrantyPay)}</td></tr>
            <tr class="g"><td colspan="2">${total}</td><td>$${money(totals.customerPay)}</td></tr>
          </table>
        </div>
        <div class="sig">DRIVER SIGNATURE __________________________ &nbsp; DATE PRINTED ${date(facts.printedDate)}</div>
      </div>`;
    const css = `
      .ro { font: 11px/1.3 'Liberation Sans', sans-serif; color: #111; padding: 28px 32px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid #1d3f73; padding-bottom: 6px; margin-bottom: 6px; }
      .dn { font: bold 22px 'Liberation Sans', sans-serif; color: #1d3f73; }
      .ad { font-size: 9.5px; }
      .brn { text-align: right; font: bold 11px 'Liberation Mono', monospace; }
      .grid { display: flex; }
      .bx { flex: 1; border: 1px solid #555; margin: -1px 0 0 -1px; padding: 2px 5px 4px; min-height: 30px; }
      .bx.wide { flex: 2; }
      .lb { font-size: 7.5px; font-weight: bold; color: #1d3f73; letter-spacing: .3px; }
      .v { font: 12px 'Liberation Mono', monospace; margin-top: 2px; }
      .big .v { font-size: 17px; font-weight: bold; }
      .sm { font-size: 9px; }
      .job { border: 1px solid #555; margin-top: 8px; }
      .jh { display: flex; gap: 14px; background: #dde5f0; font-weight: bold; font-size: 10px; padding: 2px 5px; }
      .cc { width: 100%; border-collapse: collapse; }
      .cc th { width: 86px; text-align: left; vertical-align: top; font-size: 9px; padding: 2px 5px; }
      .cc td { padding: 2px 5px; text-transform: uppercase; font-family: 'Liberation Mono', monospace; font-size: 10.5px; }
      .pl { width: 100%; border-collapse: collapse; font: 10px 'Liberation Mono', monospace; border-top: 1px dotted #888; }
      .pl td { padding: 1px 5px; }
      .pl td:last-child { text-align: right; }
      .foot { display: flex; gap: 14px; margin-top: 10px; align-items: flex-start; }
      .note { flex: 1; font-size: 9px; border: 1px solid #aaa; padding: 5px; }
      .mx { border-collapse: collapse; min-width: 300px; font: 11px 'Liberation Mono', monospace; }
      .mx th, .mx td { border: 1px solid #555; padding: 2px 6px; text-align: right; }
      .mx th { font: bold 9px 'Liberation Sans', sans-serif; background: #dde5f0; }
      .mx td:first-child { text-align: left; font: bold 9px 'Liberation Sans', sans-serif; }
      .mx .t td { font-weight: bold; }
      .mx .g td { font-size: 14px; font-weight: bold; background: #1d3f73; color: #fff; }
      .sig { margin-top: 20px; font-size: 10px; }`;
    return letterPages(css, page);
  },
});
