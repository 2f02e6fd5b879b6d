import { addDays, cents, formatDate, miles, money } from '../format';
import { defineLayout, h, letterPages, upper } from './layout';
import { shiftTime } from './recent-format';

const TOWERS = ['Ace Towing & Recovery', 'Northstar Wrecker Service', 'Route 9 Towing', 'Keystone Recovery', 'Blue Line Towing', 'Patriot Towing & Transport'];
const DRIVERS = ['D. KOWALSKI', 'M. FREEMAN', 'R. OKAFOR', 'J. TREMBLAY', 'L. ORTEGA', 'B. HUTCHINS'];
const PORTERS = ['CARLOS (PORTER)', 'DANA - SVC DRIVE', 'SHOP FOREMAN', 'TYLER (LOT ATTENDANT)', 'ADVISOR ON DUTY'];
const REASONS = ['DISABLED - WILL NOT START', 'WARNING LIGHTS - NOT SAFE TO DRIVE', 'STALLED - WILL NOT RESTART', 'LOSS OF POWER - LIMP MODE'];
const ROADS = ['I-94 EB NEAR EXIT 52', 'US-10 SHOULDER AT MM 118', 'I-70 WB RAMP AT EXIT 31', 'SR-9 PARK & RIDE LOT', 'I-40 EB MM 287'];

/** "03/04/2025 21:47": the towing software's stamp. */
const stamp = (iso: string, time: string) => `${formatDate(iso, 'MM/DD/YYYY')} ${time}`;

/**
 * A tow-in under the maker's roadside assistance, as the owner gets it back: page 1 the towing
 * company's invoice (its own invoice, call, purchase-order and case numbers; the call taken, the
 * truck dispatched and on scene, perhaps the car held overnight in the tow yard, and only then
 * delivered to the dealer; the odometer at pick-up, the loaded miles and the charges, all billed to
 * the roadside program, the member paying $0.00), page 2 the dealer's warranty repair order for the
 * same car (opened the morning it was delivered, the tow's references in a box, each line's three
 * Cs and claim, the maker's amount and the customer's $0.00, a rental the program paid for).
 * Printed to PDF only.
 */
export const roadsideTowLayout = defineLayout('roadside_tow', {
  order: { mode: 'warranty' },
  media: ['pdf_text', 'pdf_scan'],
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['DDMONYY', 'Mon D, YYYY', 'M/D/YY'], clock: '24h' },
  labels: {
    number: ['R.O. NUMBER', 'REPAIR ORDER #', 'RO NO.'],
    dates: [
      ['OPENED', 'CLOSED'],
      ['DATE IN', 'DATE OUT'],
      ['RECEIVED', 'COMPLETED'],
    ],
    mileage: [
      ['MILEAGE IN', 'MILEAGE OUT'],
      ['ODOMETER IN', 'ODOMETER OUT'],
    ],
    threeCs: [
      ['COMPLAINT', 'CAUSE', 'CORRECTION'],
      ['CONCERN', 'CAUSE', 'CORRECTION'],
      ['CUSTOMER STATES', 'TECHNICIAN FOUND', 'REPAIR PERFORMED'],
    ],
    total: ['CUSTOMER PAY TOTAL', 'TOTAL DUE FROM CUSTOMER', 'AMOUNT DUE'],
  },
  render(facts, random, { date, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, threeCs, total } = labels;
    const tower = random.pick(TOWERS);
    // Broken down the evening before and kept in the tow yard overnight, or towed in that morning.
    const overnight = random.chance(0.5);
    const callDate = overnight ? addDays(facts.dateIn, -1) : facts.dateIn;
    const delivered = shiftTime(facts.timeIn, -random.int(8, 40));
    const called = overnight ? `${random.int(18, 22)}:${String(random.int(0, 59)).padStart(2, '0')}` : shiftTime(delivered, -random.int(110, 160));
    const dispatched = shiftTime(called, random.int(4, 15));
    const onScene = shiftTime(dispatched, random.int(20, 55));
    const departed = shiftTime(onScene, random.int(12, 30));
    const stored = overnight ? shiftTime(departed, random.int(25, 60)) : '';
    const released = overnight ? shiftTime(delivered, -random.int(30, 55)) : '';
    const loadedMiles = cents(random.int(40, 620) / 10);
    const rate = random.pick([3.75, 4.0, 4.25, 4.5, 5.0]);
    const base = random.pick([95, 115, 125, 135]);
    const afterHours = overnight ? random.pick([45, 50, 65]) : 0;
    const storage = overnight ? random.pick([40, 45, 55]) : 0;
    const mileageCharge = cents(loadedMiles * rate);
    const towTotal = cents(base + mileageCharge + afterHours + storage);
    const towInvoice = `T${random.int(10_000, 99_999)}`;
    const call = String(random.int(10_000, 99_999));
    const po = String(random.int(10_000_000, 99_999_999));
    const caseRef = `RSA-${random.int(100, 999)}-${random.int(100_000, 999_999)}`;
    const towInvoiceDate = addDays(facts.dateIn, random.int(1, 6));
    const pickup = overnight ? random.pick(ROADS) : `${upper(customer.street)}, ${upper(customer.city)} ${customer.state}`;
    const plate = `${dealer.state} ${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}${random.int(1000, 9999)}`;
    const rentalDays = Math.max(1, Math.round((Date.parse(facts.dateOut) - Date.parse(facts.dateIn)) / 86_400_000));
    const rentalRate = random.pick([35, 40, 45]);
    const charge = (label: string, amount: number) => `<tr><td>${label}</td><td>${money(amount)}</td></tr>`;
    const events = [
      ['CALL RECEIVED', stamp(callDate, called)],
      ['DISPATCHED', stamp(callDate, dispatched)],
      ['ON SCENE', stamp(callDate, onScene)],
      ['DEPARTED SCENE (LOADED)', stamp(callDate, departed)],
      ...(overnight
        ? [
            ['ARRIVED TOW YARD - STORED', stamp(callDate, stored)],
            ['RELEASED FROM YARD', stamp(facts.dateIn, released)],
          ]
        : []),
      ['DELIVERED TO DESTINATION', stamp(facts.dateIn, delivered)],
    ]
      .map(([label, value]) => `<tr><td>${label}</td><td>${value}</td></tr>`)
      .join('');
    const towPage = `
      <div class="tw">
        <div class="thd">
          <div><div class="tn">${upper(tower)}</div><div class="ts">${random.int(100, 9999)} INDUSTRIAL PKWY · ${upper(dealer.city)}, ${dealer.state} · 24 HR DISPATCH ${dealer.phone.slice(0, 5)} 555-0${random.int(300, 399)} · USDOT ${random.int(1_000_000, 3_999_999)}</div></div>
          <div class="tbox"><div class="tt">TOWING INVOICE</div>INVOICE # ${towInvoice}<br>CALL # ${call}<br>INVOICE DATE ${formatDate(towInvoiceDate, 'MM/DD/YYYY')}</div>
        </div>
        <table class="tg">
          <tr><th>ACCOUNT</th><td>${upper(vehicle.make)} ROADSIDE ASSISTANCE</td><th>MOTOR CLUB PO #</th><td>${po}</td></tr>
          <tr><th>MEMBER</th><td>${upper(customer.name)} ${customer.phone}</td><th>CASE / REF #</th><td>${caseRef}</td></tr>
          <tr><th>VEHICLE</th><td>${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)} ${vehicle.color}</td><th>PLATE</th><td>${plate}</td></tr>
          <tr><th>VIN</th><td>${vehicle.vin}</td><th>ODOMETER (AT PICKUP)</th><td>${miles(facts.mileageIn)}</td></tr>
          <tr><th>REASON</th><td>${random.pick(REASONS)}</td><th>SERVICE</th><td>FLATBED TOW · TRUCK ${random.int(3, 28)} · ${random.pick(DRIVERS)}</td></tr>
          <tr><th>PICKUP</th><td colspan="3">${h(pickup)}</td></tr>
          <tr><th>DESTINATION</th><td colspan="3">${upper(dealer.name)} SERVICE DEPT · ${upper(dealer.street)}, ${upper(dealer.city)} ${dealer.state} ${dealer.zip}</td></tr>
        </table>
        <div class="cols">
          <table class="ev"><tr><th colspan="2">CALL TIMES</th></tr>${events}<tr><td>RECEIVED BY</td><td>${random.pick(PORTERS)}</td></tr></table>
          <table class="ch">
            <tr><th colspan="2">CHARGES</th></tr>
            ${charge('HOOK-UP / BASE RATE', base)}
            ${charge(`LOADED MILES ${loadedMiles.toFixed(1)} @ ${money(rate)}`, mileageCharge)}
            ${overnight ? charge('AFTER-HOURS FEE', afterHours) : ''}
            ${overnight ? charge('STORAGE 1 DAY', storage) : ''}
            <tr class="g"><td>TOTAL CHARGES</td><td>${money(towTotal)}</td></tr>
            ${charge(`BILLED TO ${upper(vehicle.make)} ROADSIDE`, towTotal)}
            ${charge('MEMBER PAID', 0)}
            <tr class="g"><td>BALANCE DUE</td><td>0.00</td></tr>
          </table>
        </div>
        <div class="tnote">Covered tow to nearest authorized ${h(vehicle.make)} dealer. ${overnight ? 'Dealer closed at time of call; vehicle held at our secured yard overnight and delivered at opening. ' : ''}Member ${random.chance(0.5) ? 'rode along in tow truck' : 'arranged own transportation'}. Loaded miles are distance towed, not the vehicle's odometer.</div>
        <div class="tsig">DRIVER SIGNATURE ____________________ &nbsp;&nbsp; RECEIVED BY ____________________</div>
        <div class="tft">Page 1 of 2 · Thank you for choosing ${h(tower)} · Questions about this invoice: billing@${tower
          .toLowerCase()
          .replace(/[^a-z]/g, '')
          .slice(0, 14)}.example</div>
      </div>`;

    const claim = (letter: string) => `${dealer.zip.slice(0, 2)}${facts.roNumber.slice(1)}-${letter}`;
    const lines = facts.lines
      .map(
        (line) => `
        <div class="ln">
          <div class="lh">LINE ${line.letter} · OP ${line.opCode} · TECH ${line.tech} · ${line.hours.toFixed(1)} HRS · PAY TYPE W · CLAIM ${claim(line.letter)}<span>${money(line.labor + line.partsTotal)}</span></div>
          <div><b>${threeCs.complaint}:</b> ${h(line.complaint)}</div>
          <div><b>${threeCs.cause}:</b> ${h(line.cause)}</div>
          <div><b>${threeCs.correction}:</b> ${h(line.correction)}</div>
          ${line.parts.map((part) => `<div class="pt">${part.quantity} ${h(part.number)} ${h(part.description)} ${money(part.amount)}</div>`).join('')}
        </div>`,
      )
      .join('');
    const box = (label: string, value: string) => `<td><span>${label}</span>${value}</td>`;
    const roPage = `
      <div class="ro">
        <div class="hd">
          <div><div class="dn">${upper(dealer.name)}</div><div class="sm">${h(dealer.legalName)} · ${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone}</div></div>
          <div class="num"><div>WARRANTY REPAIR ORDER</div><div>${number} <b>${facts.roNumber}</b></div><div class="sm">INVOICE ${facts.invoiceNumber} · TAG ${facts.tagNumber}</div></div>
        </div>
        <div class="flag">ARRIVED BY TOW · ${upper(tower)} CALL ${call} · ROADSIDE CASE ${caseRef}</div>
        <table class="grid">
          <tr>${box('CUSTOMER', `${upper(customer.name)}<br>${upper(customer.street)}, ${upper(customer.city)} ${customer.state} ${customer.zip}`)}${box('VEHICLE', `${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)} ${vehicle.color}<br>VIN ${vehicle.vin}`)}${box('ADVISOR', `${h(facts.advisor)} #${facts.advisorNumber}`)}</tr>
          <tr>${box(dates.in, date(facts.dateIn, facts.timeIn))}${box(dates.out, date(facts.dateOut, facts.timeOut))}${box('PROMISED', date(facts.promisedDate))}</tr>
          <tr>${box(mileage.in, miles(facts.mileageIn))}${box(mileage.out, miles(facts.mileageOut))}${box('PRINTED', date(facts.printedDate))}</tr>
        </table>
        ${lines}
        <div class="bot">
          <div class="note">Rental: ${rentalDays} day${rentalDays === 1 ? '' : 's'} @ ${money(rentalRate)} billed to ${h(vehicle.make)} roadside trip interruption (${money(rentalDays * rentalRate)}), not to customer.<br><br>I acknowledge receipt of my vehicle and that the above warranty repairs were performed at no charge to me.<br><br>CUSTOMER SIGNATURE ______________________</div>
          <table class="tot">
            <tr><td>WARRANTY LABOR</td><td>${money(facts.lines.reduce((sum, line) => sum + line.labor, 0))}</td></tr>
            <tr><td>WARRANTY PARTS</td><td>${money(facts.lines.reduce((sum, line) => sum + line.partsTotal, 0))}</td></tr>
            <tr><td>TOTAL BILLED TO ${upper(vehicle.make)}</td><td>${money(totals.warrantyPay)}</td></tr>
            <tr><td>CUSTOMER LABOR / PARTS</td><td>${money(totals.labor + totals.parts)}</td></tr>
            <tr><td>SALES TAX</td><td>${money(totals.tax)}</td></tr>
            <tr class="g"><td>${total}</td><td>$${money(totals.customerPay)}</td></tr>
          </table>
        </div>
        <div class="ft">Page 2 of 2</div>
      </div>`;
    const css = `
      .tw { font: 11px/1.35 'DejaVu Sans Mono', monospace; color: #1e1e1e; padding: 30px 40px; background: #fffdf2; height: 100%; box-sizing: border-box; position: relative; }
      .thd { display: flex; justify-content: space-between; border-bottom: 3px double #333; padding-bottom: 8px; }
      .tn { font: bold 20px 'DejaVu Sans', sans-serif; }
      .ts { font-size: 9px; color: #444; }
      .tbox { border: 2px solid #333; padding: 4px 10px; text-align: right; }
      .tt { font: bold 14px 'DejaVu Sans', sans-serif; }
      .tg { width: 100%; border-collapse: collapse; margin: 10px 0; }
      .tg th { text-align: left; font-size: 8.5px; background: #eee9d6; border: 1px solid #999; padding: 2px 5px; white-space: nowrap; }
      .tg td { border: 1px solid #999; padding: 2px 6px; }
      .cols { display: flex; gap: 16px; align-items: flex-start; }
      .ev, .ch { border-collapse: collapse; flex: 1; }
      .ev th, .ch th { text-align: left; background: #333; color: #fff; padding: 2px 6px; }
      .ev td, .ch td { border-bottom: 1px solid #bbb; padding: 2px 6px; }
      .ch td:last-child { text-align: right; }
      .ch .g td { font-weight: bold; border-top: 2px solid #333; }
      .tnote { margin-top: 14px; font-size: 10px; }
      .tsig { margin-top: 40px; font-size: 10px; }
      .tft { position: absolute; bottom: 22px; left: 40px; right: 40px; text-align: center; font-size: 8.5px; color: #555; }
      .ro { font: 11px/1.35 'Liberation Sans', sans-serif; color: #1a1a1a; padding: 30px 40px; position: relative; height: 100%; box-sizing: border-box; }
      .hd { display: flex; justify-content: space-between; border-bottom: 2px solid #000; padding-bottom: 6px; }
      .dn { font: bold 19px 'Liberation Sans', sans-serif; }
      .sm { font-size: 9px; color: #444; }
      .num { text-align: right; font-size: 11px; }
      .num b { font: bold 20px 'Liberation Mono', monospace; }
      .flag { margin: 8px 0; padding: 4px 8px; border: 2px dashed #444; font: bold 10.5px 'Liberation Mono', monospace; }
      .grid { width: 100%; border-collapse: collapse; }
      .grid td { border: 1px solid #777; padding: 2px 6px; vertical-align: top; width: 33%; }
      .grid td span { display: block; font-size: 8px; color: #555; }
      .ln { border-bottom: 1px solid #bbb; padding: 6px 0; }
      .lh { font: bold 10.5px 'Liberation Mono', monospace; display: flex; justify-content: space-between; background: #eee; padding: 2px 4px; }
      .pt { font: 10px 'Liberation Mono', monospace; padding-left: 14px; color: #444; }
      .bot { display: flex; gap: 20px; margin-top: 12px; }
      .note { flex: 1; font-size: 9.5px; }
      .tot { border-collapse: collapse; border: 1px solid #000; min-width: 280px; }
      .tot td { padding: 2px 8px; }
      .tot td:last-child { text-align: right; font-family: 'Liberation Mono', monospace; }
      .tot .g td { font-weight: bold; font-size: 13px; border-top: 2px solid #000; }
      .ft { position: absolute; bottom: 22px; left: 0; right: 0; text-align: center; font-size: 8.5px; color: #555; }`;
    return letterPages(css, towPage, roPage);
  },
});
