import { addDays, miles, money } from '../format';
import type { OrderLine } from '../order';
import { defineLayout, h, upper } from './layout';
import { laterDate, militaryTime, type LaterDateStyle } from './later-format';

const payCode = (line: OrderLine) => ({ C: 'CP', W: 'WTY', I: 'INT', S: 'SVC' })[line.pay];

/**
 * The delivery ticket an advisor prints at the car from a handheld on a belt printer (4-inch
 * paper): every field an abbreviation and its value, two to a row; the order's arrival and
 * completion beside the appointment, the promised time and the print's own stamp, all in packed
 * dates and four-digit times; the miles at arrival and departure beside the last visit's and the
 * next service's; one row per line with its payer code and the customer's concern in short; the
 * warranty and internal amounts above the customer's. No cause or correction.
 */
export const handheldTicketLayout = defineLayout('handheld_ticket', {
  order: { mode: 'mixed' },
  media: ['png', 'photo_jpeg'],
  prints: ['complaint', 'mileageOut'],
  dates: { styles: ['MM/DD/YYYY'], clock: '24h' },
  labels: {
    number: ['RPR ORD', 'R/ORD', 'RPRORD#'],
    dates: [
      ['ARVD', 'CMPL'],
      ['IN-DT', 'RDY-DT'],
      ['RCVD', 'FNSH'],
    ],
    mileage: [
      ['MI ARV', 'MI DEP'],
      ['ODO-A', 'ODO-D'],
      ['MLG IN', 'MLG OT'],
    ],
    total: ['CUST DUE', 'AMT DUE CP', 'CP TTL'],
  },
  render(facts, random, { labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const style = random.pick<LaterDateStyle>(['MM-DD-YY', "MON D 'YY"]);
    const date = (iso: string) => laterDate(iso, style);
    const stamp = (iso: string, time: string) => `${date(iso)} ${militaryTime(time)}`;
    const { number, dates, mileage, total } = labels;
    const lastMiles = Math.max(5, facts.mileageIn - random.int(3000, 8000));
    const lastOn = addDays(facts.dateIn, -random.int(100, 260));
    const nextMiles = facts.mileageOut + random.pick([3000, 5000, 7500]);
    const device = `HH-${random.int(10, 99)} / PRT ZQ5-${random.int(1000, 9999)}`;
    const battery = random.int(12, 97);
    const promisedAt = `${String(random.int(12, 17)).padStart(2, '0')}:${random.pick(['00', '30'])}`;
    const printedAt = `${String(random.int(11, 18)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const pair = (label: string, value: string) => `<div class="p"><span class="k">${label}</span><span class="v">${value}</span></div>`;
    const rows = (...pairs: string[]) => `<div class="row">${pairs.join('')}</div>`;
    const lines = facts.lines
      .map(
        (line) => `
        <div class="ln">
          <div class="lh"><span>L-${line.letter} ${payCode(line)} ${line.opCode}</span><span>${line.hours.toFixed(1)}H</span><span>${money(line.labor + line.partsTotal)}</span></div>
          <div class="d">${upper(line.description)}</div>
          <div class="cc">CONC: ${upper(line.complaint)}</div>
          ${line.parts.map((part) => `<div class="pp">${part.quantity}X ${h(part.number)} ${money(part.amount)}</div>`).join('')}
        </div>`,
      )
      .join('');
    const page = `
      <div class="tk">
        <div class="top"><span>${device}</span><span>BAT ${battery}%</span></div>
        <div class="dn">${upper(dealer.name)}</div>
        <div class="c">${upper(dealer.street)} ${upper(dealer.city)} ${dealer.state} ${dealer.zip}<br>SVC ${dealer.phone}</div>
        <div class="bn">*** SVC DELIVERY TKT ***</div>
        ${rows(pair(number, facts.roNumber), pair('INV', facts.invoiceNumber))}
        ${rows(pair('ADV', `${facts.advisorNumber} ${upper(facts.advisor.split(' ').pop() ?? '')}`), pair('TAG', facts.tagNumber))}
        ${rows(pair('APPT', date(facts.appointmentDate)), pair('PRMS', stamp(facts.promisedDate, promisedAt)))}
        ${rows(pair(dates.in, stamp(facts.dateIn, facts.timeIn)), pair(dates.out, stamp(facts.dateOut, facts.timeOut)))}
        ${rows(pair(mileage.in, miles(facts.mileageIn)), pair(mileage.out, miles(facts.mileageOut)))}
        ${rows(pair('LST VST', date(lastOn)), pair('LST MI', miles(lastMiles)))}
        ${rows(pair('NXT DUE', `${miles(nextMiles)}MI`), pair('CST#', customer.number))}
        <div class="sep"></div>
        ${rows(pair('CUST', upper(customer.name)), pair('PH', customer.phone))}
        ${rows(pair('ZIP', customer.zip), pair('CLR', vehicle.color))}
        ${rows(pair('YR/MK', `${String(vehicle.year).slice(2)} ${upper(vehicle.make).slice(0, 5)}`), pair('MDL', upper(vehicle.model).slice(0, 12)))}
        <div class="vin">VIN ${vehicle.vin}</div>
        <div class="sep"></div>
        ${lines}
        <div class="sep"></div>
        ${rows(pair('WTY', money(totals.warrantyPay)), pair('INT', money(totals.internalPay)))}
        ${rows(pair('LBR', money(totals.labor)), pair('PTS', money(totals.parts)))}
        ${rows(pair('SUP', money(totals.supplies)), pair('TAX', money(totals.tax)))}
        <div class="due">${total} $${money(totals.customerPay)}</div>
        <div class="c">PRTD ${stamp(facts.printedDate, printedAt)}</div>
        <div class="c">SIGN ON GLASS CAPTURED: ${random.chance(0.5) ? 'Y' : 'N'}</div>
        <div class="c">THANK YOU · KEYS RELEASED</div>
      </div>`;
    const css = `
      .tk { font: 12px/1.32 'DejaVu Sans Mono', monospace; color: #202020; padding: 10px 12px 26px; background: #fdfdfb; }
      .top { display: flex; justify-content: space-between; font-size: 9px; color: #666; }
      .dn { text-align: center; font-weight: bold; font-size: 13.5px; margin-top: 4px; }
      .c { text-align: center; font-size: 10.5px; }
      .bn { text-align: center; margin: 5px 0; font-weight: bold; }
      .row { display: flex; }
      .p { width: 50%; display: flex; gap: 6px; }
      .k { font-size: 10px; color: #444; min-width: 54px; }
      .k::after { content: ':'; }
      .v { font-weight: bold; }
      .vin { font-size: 11px; }
      .sep { border-top: 1px dashed #555; margin: 5px 0; }
      .ln { margin-bottom: 4px; }
      .lh { display: flex; justify-content: space-between; font-weight: bold; }
      .d, .cc, .pp { font-size: 10.5px; }
      .pp { padding-left: 12px; color: #444; }
      .due { margin: 6px 0; text-align: center; font-size: 16px; font-weight: bold; border: 2px solid #222; padding: 3px; }`;
    return { css, pages: [page], width: 384, height: null };
  },
});
