import { addDays, formatDate, money } from '../format';
import { defineLayout, h } from './layout';
import { newestDate, packedTime } from './newest-format';

const WIDTH = 132;
const pad = (text: string, width: number) => text.padEnd(width).slice(0, width);
const right = (text: string, width: number) => text.padStart(width).slice(-width);
const rule = (char = '-') => char.repeat(WIDTH);

/**
 * A print-screen of the dealer system's closed-order inquiry, the 132-column terminal screen a
 * warranty clerk or cashier prints to the office laser printer when an owner asks for a copy of an
 * old order: the screen's title bar in reverse video (program, dealer, dealer number, the system's
 * own date and time, the terminal), then every field as a clipped abbreviation and its value, the
 * dates packed as six digits with the field's mask saying how ("OPEN DT (MMDDYY): 030425") and the
 * times as four, the promise, invoice and appointment dates packed the same way; miles in and out
 * with no separators beside the last order's miles and the next service's; one row per line with its
 * pay type and amounts and the three Cs under it in capitals; the totals as a grid by pay type
 * (customer, warranty, internal and the order's total across them); the payment and balance; the
 * function keys; the emulator's own line under the screen.
 */
export const terminalInquiryLayout = defineLayout('terminal_inquiry', {
  order: { mode: 'mixed' },
  media: ['pdf_scan', 'photo_jpeg'],
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['MM/DD/YYYY'], clock: '24h' },
  labels: {
    number: ['RO#', 'R/O NBR', 'RO NO'],
    dates: [
      ['OPEN DT', 'CLOSE DT'],
      ['OPN DATE', 'CLS DATE'],
      ['DT OPENED', 'DT CLOSED'],
    ],
    mileage: [
      ['MI IN', 'MI OUT'],
      ['ODOM IN', 'ODOM OUT'],
      ['MLG IN', 'MLG OUT'],
    ],
    threeCs: [
      ['CMPLT', 'CAUSE', 'CORR.'],
      ['COMPL', 'CAUS', 'CORR'],
      ['CONCERN', 'CAUSE', 'CORRECTN'],
    ],
    total: ['TOTAL', 'RO TOTAL', 'TOT'],
  },
  render(facts, random, { labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, threeCs, total } = labels;
    const packed = (iso: string) => newestDate(iso, 'MMDDYY');
    const dealerNo = String(random.int(10_000, 89_999));
    const terminal = `TRM${String(random.int(1, 64)).padStart(3, '0')}`;
    const program = random.pick(['SV460', 'SVRO13', 'ROINQ']);
    const printedAt = `${String(random.int(9, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const lastMiles = Math.max(5, facts.mileageIn - random.int(2500, 9000));
    const lastDate = addDays(facts.dateIn, -random.int(90, 300));
    const nextMiles = Math.ceil((facts.mileageOut + random.pick([5000, 7500, 10000])) / 1000) * 1000;
    const [first, last] = customer.name.toUpperCase().split(' ');
    const plate = `${random.int(1, 9)}${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}${random.int(100, 999)}`;
    const card = random.pick(['VISA', 'MC', 'AMEX', 'DISC']);
    const last4 = random.int(1000, 9999);
    const allLabor = facts.lines.reduce((sum, line) => sum + line.labor, 0);
    const allParts = facts.lines.reduce((sum, line) => sum + line.partsTotal, 0);
    const byPay = (pay: 'C' | 'W' | 'I', pick: 'labor' | 'partsTotal') =>
      facts.lines.filter((line) => line.pay === pay).reduce((sum, line) => sum + line[pick], 0);
    const grid = (label: string, values: number[]) => `${pad(label, 22)}${values.map((value) => right(money(value), 13)).join('')}`;
    const screen: string[] = [
      `${pad(`${program}  R.O. INQUIRY - CLOSED`, 38)}${pad(dealer.name.toUpperCase(), 40)}${pad(`DLR ${dealerNo}`, 12)}${right(`${newestDate(facts.printedDate, 'MM/DD/YY WKD').slice(0, 8)} ${printedAt}  ${terminal}`, 42)}`,
      rule(),
      `${number}: ${pad(facts.roNumber, 9)} STAT: C CLOSED   INV#: ${pad(facts.invoiceNumber, 9)} TAG: ${pad(facts.tagNumber, 6)} ADV: ${facts.advisorNumber} ${pad(facts.advisor, 14)} CUST#: ${customer.number}`,
      `NAME: ${pad(`${last}, ${first}`, 26)} ADDR: ${pad(`${customer.street}, ${customer.city} ${customer.state} ${customer.zip}`.toUpperCase(), 52)} PH: ${customer.phone}`,
      `VEH: ${pad(`${vehicle.year} ${vehicle.make} ${vehicle.model}`.toUpperCase(), 28)} VIN: ${vehicle.vin}   COLOR: ${pad(vehicle.color, 8)} LIC: ${plate}`,
      `${dates.in} (MMDDYY): ${packed(facts.dateIn)} ${packedTime(facts.timeIn)}   ${dates.out} (MMDDYY): ${packed(facts.dateOut)} ${packedTime(facts.timeOut)}   PROM DT: ${packed(facts.promisedDate)} 1700   INV DT: ${packed(facts.invoicedDate)}   APPT DT: ${packed(facts.appointmentDate)}`,
      `${mileage.in}: ${pad(String(facts.mileageIn), 8)} ${mileage.out}: ${pad(String(facts.mileageOut), 8)} LAST RO MI: ${lastMiles} (${packed(lastDate)})   NEXT SVC DUE MI: ${nextMiles}`,
      rule(),
      `LN OPCODE   PT TECH   HRS       LABOR       PARTS  DESCRIPTION`,
    ];
    for (const line of facts.lines) {
      screen.push(
        `${pad(line.letter, 3)}${pad(line.opCode, 9)}${pad(line.pay, 3)}${pad(line.tech, 5)}${right(line.hours.toFixed(2), 5)}${right(money(line.labor), 12)}${right(money(line.partsTotal), 12)}  ${line.description.toUpperCase()}`,
      );
      screen.push(`   ${pad(`${threeCs.complaint}:`, 10)}${line.complaint.toUpperCase()}`);
      screen.push(`   ${pad(`${threeCs.cause}:`, 10)}${line.cause.toUpperCase()}`);
      screen.push(`   ${pad(`${threeCs.correction}:`, 10)}${line.correction.toUpperCase()}`);
    }
    screen.push(
      rule(),
      `${pad('TOTALS BY PAY TYPE', 22)}${['CUST', 'WARR', 'INTL', 'ALL'].map((name) => right(name, 13)).join('')}`,
      grid('LABOR', [totals.labor, byPay('W', 'labor'), byPay('I', 'labor'), allLabor]),
      grid('PARTS', [totals.parts, byPay('W', 'partsTotal'), byPay('I', 'partsTotal'), allParts]),
      grid('MISC/SHOP SUPPLIES', [totals.supplies, 0, 0, totals.supplies]),
      grid('SALES TAX', [totals.tax, 0, 0, totals.tax]),
      grid(total, [totals.customerPay, totals.warrantyPay, totals.internalPay, totals.customerPay + totals.warrantyPay + totals.internalPay]),
      '',
      totals.customerPay > 0
        ? `PMT: ${card} XXXX${last4}   AMT: ${money(totals.customerPay)}   DT: ${packed(facts.invoicedDate)}   BAL DUE: 0.00`
        : `PMT: NONE - NO CUSTOMER PAY ON THIS RO   BAL DUE: 0.00`,
      '',
      `MSG: RO CLOSED - INQUIRY ONLY, NO CHANGES ALLOWED`,
      `F1=HELP  F3=EXIT  F5=PARTS DTL  F6=PAYMENTS  F7=PREV RO  F8=NEXT RO  F10=VEH HIST  F12=PRINT`,
    );
    const [title, ...rest] = screen.map((row) => h(pad(row, WIDTH)));
    const page = `
      <div class="ps">
        <div class="scr"><pre class="inv">${title}</pre><pre>${rest.join('\n')}</pre></div>
        <div class="em">Host session A (${WIDTH}x27) · ${h(dealer.name)} service · printed ${formatDate(facts.printedDate, 'MM/DD/YYYY')} ${printedAt.slice(0, 5)} · page 1</div>
      </div>`;
    const css = `
      .ps { padding: 40px 44px; }
      .scr { border: 1px solid #444; padding: 6px 8px; display: inline-block; }
      pre { margin: 0; font: 11px/1.42 'DejaVu Sans Mono', 'Liberation Mono', monospace; color: #111; white-space: pre; }
      pre.inv { background: #111; color: #fff; }
      .em { margin-top: 10px; font: 9px 'DejaVu Sans', sans-serif; color: #555; }`;
    return { css, pages: [page], width: 1056, height: 816 };
  },
});
