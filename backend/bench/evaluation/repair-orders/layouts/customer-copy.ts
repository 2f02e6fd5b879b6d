import type { Random } from '../../seeded-random';
import { cents, miles, money } from '../format';
import { defineLayout, h, letterPages, upper } from './layout';

/** Code 39: each character five bars and four spaces, three of the nine wide. */
const CODE39: Record<string, string> = {
  '0': '000110100',
  '1': '100100001',
  '2': '001100001',
  '3': '101100000',
  '4': '000110001',
  '5': '100110000',
  '6': '001110000',
  '7': '000100101',
  '8': '100100100',
  '9': '001100100',
  A: '100001001',
  B: '001001001',
  C: '101001000',
  D: '000011001',
  E: '100011000',
  F: '001011000',
  G: '000001101',
  H: '100001100',
  I: '001001100',
  J: '000011100',
  K: '100000011',
  L: '001000011',
  M: '101000010',
  N: '000010011',
  O: '100010010',
  P: '001010010',
  Q: '000000111',
  R: '100000110',
  S: '001000110',
  T: '000010110',
  U: '110000001',
  V: '011000001',
  W: '111000000',
  X: '010010001',
  Y: '110010000',
  Z: '011010000',
  '-': '010000101',
  '*': '010010100',
};

/** A Code 39 barcode as SVG bars, `height` pixels tall. */
function barcode(text: string, height: number, narrow = 1.2): string {
  let x = 0;
  const bars: string[] = [];
  for (const char of `*${text}*`) {
    [...CODE39[char]].forEach((wide, index) => {
      const width = wide === '1' ? narrow * 2.6 : narrow;
      if (index % 2 === 0) bars.push(`<rect x="${x.toFixed(2)}" y="0" width="${width.toFixed(2)}" height="${height}"/>`);
      x += width;
    });
    x += narrow;
  }
  return `<svg class="bc" width="${x.toFixed(0)}" height="${height}" viewBox="0 0 ${x.toFixed(2)} ${height}">${bars.join('')}</svg>`;
}

/** A matrix code's look: three finder squares and modules drawn from the stream. */
function matrixCode(random: Random, size = 25, cell = 3): string {
  const cells: string[] = [];
  const finder = (x: number, y: number) =>
    `<rect x="${x * cell}" y="${y * cell}" width="${7 * cell}" height="${7 * cell}"/><rect x="${(x + 1) * cell}" y="${(y + 1) * cell}" width="${5 * cell}" height="${5 * cell}" fill="#fff"/><rect x="${(x + 2) * cell}" y="${(y + 2) * cell}" width="${3 * cell}" height="${3 * cell}"/>`;
  const inFinder = (x: number, y: number) => (x < 8 && y < 8) || (x >= size - 8 && y < 8) || (x < 8 && y >= size - 8);
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1)
      if (!inFinder(x, y) && random.chance(0.48)) cells.push(`<rect x="${x * cell}" y="${y * cell}" width="${cell}" height="${cell}"/>`);
  return `<svg class="qr" width="${size * cell}" height="${size * cell}">${finder(0, 0)}${finder(size - 7, 0)}${finder(0, size - 7)}${cells.join('')}</svg>`;
}

/**
 * A dealer system's "customer copy" of a closed order, two pages: the first with barcodes (the
 * order's number and the VIN, as the shop scans them), a large hat number in a circle, a code to
 * pay or review online, the appointment, opened, promised, ready, invoiced and printed dates, miles
 * in and out, pay types per line, the gross with the warranty's share taken off, and the payment
 * received with a balance of $0.00 after it; the second the terms and conditions in small print,
 * full of their own days, dollars and miles. No three Cs: each line its description only.
 */
export const customerCopyLayout = defineLayout('customer_copy', {
  order: { mode: 'mixed' },
  media: ['pdf_text', 'pdf_scan'],
  prints: ['mileageOut'],
  dates: { styles: ['MM/DD/YYYY', 'DDMONYY', 'M/D/YY'], clock: '24h' },
  labels: {
    number: ['RO NUMBER', 'REPAIR ORDER', 'RO#'],
    dates: [
      ['RO OPEN', 'READY'],
      ['OPENED', 'COMPLETED'],
      ['IN', 'DONE'],
    ],
    mileage: [
      ['ODOM IN', 'ODOM OUT'],
      ['MILES IN', 'MILES OUT'],
      ['MILEAGE IN', 'MILEAGE OUT'],
    ],
    total: ['CUSTOMER PAY TOTAL', 'TOTAL CUSTOMER CHARGES', 'YOUR TOTAL'],
  },
  render(facts, random, { date, time, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, total } = labels;
    const hat = random.int(1, 399);
    const card = random.pick(['VISA', 'MC', 'AMEX', 'DEBIT', 'CHECK']);
    const gross = cents(totals.customerPay + totals.warrantyPay + totals.internalPay);
    const pays = { C: 'C', W: 'W', I: 'I', S: 'S' } as const;
    const url = `pay.${dealer.name.toLowerCase().replace(/[^a-z]/g, '')}.com/i/${facts.invoiceNumber}`;
    const rows = facts.lines
      .map(
        (line) => `
        <tr><td>${line.letter}</td><td>${pays[line.pay]}</td><td>${line.opCode}</td><td>${upper(line.description)}${line.parts.map((part) => `<div class="pp">${part.quantity} ${h(part.number)} ${h(part.description)}</div>`).join('')}</td><td>${line.tech}</td><td>${line.hours.toFixed(2)}</td><td>${money(line.labor)}</td><td>${money(line.partsTotal)}</td><td>${money(line.labor + line.partsTotal)}</td></tr>`,
      )
      .join('');
    const head = (page: number) => `
      <div class="top">
        <div class="dl"><div class="dn">${upper(dealer.name)}</div>${upper(dealer.street)}<br>${upper(dealer.city)}, ${dealer.state} ${dealer.zip}<br>${dealer.phone}</div>
        <div class="band">CUSTOMER COPY<small>PAGE ${page} OF 2</small></div>
        <div class="ro"><span>${number}</span><b>${facts.roNumber}</b>${barcode(facts.roNumber, 34)}</div>
      </div>`;
    const first = `
      ${head(1)}
      <div class="hdr">
        <div class="hat">${hat}<small>HAT</small></div>
        <table class="kv">
          <tr><th>CUSTOMER #</th><td>${customer.number}</td><th>INVOICE #</th><td>${facts.invoiceNumber}</td><th>TAG</th><td>${facts.tagNumber}</td></tr>
          <tr><th>NAME</th><td colspan="3">${upper(customer.name)} · ${upper(customer.street)} · ${upper(customer.city)}, ${customer.state} ${customer.zip}</td><th>PHONE</th><td>${customer.phone}</td></tr>
          <tr><th>VEHICLE</th><td colspan="3">${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)} ${vehicle.color}</td><th>ADVISOR</th><td>${h(facts.advisor)}</td></tr>
          <tr><th>VIN</th><td colspan="5">${vehicle.vin} ${barcode(vehicle.vin, 20, 0.8)}</td></tr>
        </table>
      </div>
      <table class="dates">
        <tr><th>APPT</th><th>${dates.in}</th><th>PROMISED</th><th>${dates.out}</th><th>INVOICED</th><th>${mileage.in}</th><th>${mileage.out}</th></tr>
        <tr><td>${date(facts.appointmentDate)}</td><td>${date(facts.dateIn)} ${time(facts.timeIn)}</td><td>${date(facts.promisedDate)} 17:00</td><td>${date(facts.dateOut)} ${time(facts.timeOut)}</td><td>${date(facts.invoicedDate)}</td><td>${miles(facts.mileageIn)}</td><td>${miles(facts.mileageOut)}</td></tr>
      </table>
      <table class="lines">
        <tr><th>LN</th><th>PAY</th><th>OPCODE</th><th>DESCRIPTION</th><th>TECH</th><th>HRS</th><th>LABOR</th><th>PARTS</th><th>TOTAL</th></tr>
        ${rows}
      </table>
      <div class="foot">
        <div class="pay">
          ${matrixCode(random)}
          <div>SCAN TO VIEW OR PAY ONLINE<br><b>${url}</b><br>PAY TYPES: C CUSTOMER · W WARRANTY · I INTERNAL<br>WARRANTY AND INTERNAL LINES ARE NOT CHARGED TO YOU.</div>
        </div>
        <table class="tot">
          <tr><td>LABOR</td><td>${money(totals.labor)}</td></tr>
          <tr><td>PARTS</td><td>${money(totals.parts)}</td></tr>
          <tr><td>SUBLET</td><td>0.00</td></tr>
          <tr><td>HAZ MAT / SHOP SUPPLIES</td><td>${money(totals.supplies)}</td></tr>
          <tr><td>SALES TAX</td><td>${money(totals.tax)}</td></tr>
          <tr class="m"><td>TOTAL VALUE OF SERVICE</td><td>${money(gross)}</td></tr>
          <tr class="m"><td>LESS WARRANTY / INTERNAL</td><td>-${money(cents(totals.warrantyPay + totals.internalPay))}</td></tr>
          <tr class="g"><td>${total}</td><td>$${money(totals.customerPay)}</td></tr>
          <tr><td>${totals.customerPay > 0 ? `PAYMENT RECEIVED ${card} ${date(facts.invoicedDate)}` : 'PAYMENT RECEIVED'}</td><td>-${money(totals.customerPay)}</td></tr>
          <tr class="b"><td>BALANCE DUE</td><td>0.00</td></tr>
        </table>
      </div>
      <div class="cut">CUSTOMER COPY · RO ${facts.roNumber} · PRINTED ${date(facts.printedDate)} · SEE REVERSE FOR TERMS AND CONDITIONS</div>`;
    const terms = [
      `AUTHORIZATION. You authorize the repairs described on the face of this order, together with the necessary materials, and grant ${h(dealer.legalName)} and its employees permission to operate the vehicle on streets and highways for testing and inspection.`,
      `ESTIMATES. A written estimate is available on request for any repair over $100.00. We will not exceed the estimate by more than 10% or $25.00, whichever is less, without your oral or written consent.`,
      `MECHANIC'S LIEN. An express mechanic's lien is acknowledged on the vehicle to secure the amount of repairs. Vehicles not picked up within 3 days of notice of completion are subject to a storage charge of $${random.pick([25, 30, 35, 40])}.00 per day.`,
      `REPLACED PARTS. Replaced parts will be kept for 48 hours unless you ask for them at write-up. Warranty parts are the property of the manufacturer and are not returned.`,
      `LIMITED WARRANTY ON REPAIRS. Customer-pay repairs are warranted for 12 months or 12,000 miles, whichever comes first, from the date of the invoice; the manufacturer's warranty terms govern warranty repairs.`,
      `PAYMENT. Charges are due when the vehicle is released. Returned checks are subject to a $35.00 fee. Accounts more than 30 days past due accrue 1.5% per month (18% APR).`,
      `PERSONAL PROPERTY. We are not responsible for loss of or damage to articles left in the vehicle, or to the vehicle by fire, theft or causes beyond our control.`,
      `DIAGNOSIS. Diagnostic time is charged at the posted rate of $${money(dealer.laborRate)} per hour, 0.5 hour minimum, whether or not you authorize the repair.`,
      `ARBITRATION. Any dispute arising from this order shall be resolved by binding arbitration in ${h(dealer.city)}, ${dealer.state}, except claims within the jurisdiction of small claims court.`,
      `SUBLET AND TOWING. Work sent to outside vendors (glass, alignment, machine shop, towing) is billed at the vendor's charge plus handling, and carries the vendor's own warranty.`,
      `USED AND REBUILT PARTS. Where used, rebuilt or reconditioned parts are installed it is so stated on the face of this order; they carry a 90-day or 4,000-mile warranty.`,
      `MANUFACTURER WARRANTY. Repairs covered by the manufacturer's warranty are billed to the manufacturer and shown at no charge. Items found not covered after teardown are charged at the posted rate once you approve them.`,
      `ROAD TESTS. Your vehicle may be driven up to 25 miles for diagnosis and to verify the repair; the miles out shown on the face of this order include them.`,
      `PRIVACY. Your name, address and vehicle information are shared with the manufacturer for warranty, recall and satisfaction purposes. See ${dealer.name.toLowerCase().replace(/[^a-z]/g, '')}.com/privacy.`,
      `DISPOSAL. An environmental fee covers the disposal of fluids, filters and tires as the law of ${dealer.state} requires. Form SVC-CC rev. 07/2022.`,
    ];
    const second = `
      ${head(2)}
      <h3>TERMS AND CONDITIONS</h3>
      <div class="terms">${terms.map((text, index) => `<p><b>${index + 1}.</b> ${text}</p>`).join('')}</div>
      <div class="sig"><div>CUSTOMER SIGNATURE X ______________________________</div><div>DATE ______________</div></div>
      <div class="cut">RO ${facts.roNumber} · ${upper(dealer.legalName)} · PAGE 2 OF 2</div>`;
    const css = `
      .page { font: 10.5px/1.3 'Liberation Sans', sans-serif; color: #111; padding: 26px 30px; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .dn { font: bold 17px 'Liberation Sans', sans-serif; }
      .dl { font-size: 9.5px; }
      .band { background: #111; color: #fff; font: bold 14px 'Liberation Sans', sans-serif; letter-spacing: 3px; padding: 6px 14px; text-align: center; }
      .band small { display: block; font-size: 8.5px; letter-spacing: 1px; font-weight: normal; }
      .ro { text-align: right; }
      .ro span { display: block; font-size: 8.5px; }
      .ro b { display: block; font: bold 18px 'Liberation Mono', monospace; }
      .bc { display: block; margin-left: auto; margin-top: 2px; }
      .hdr { display: flex; gap: 12px; align-items: center; margin-top: 10px; border-top: 2px solid #111; padding-top: 8px; }
      .hat { width: 62px; height: 62px; border: 3px solid #111; border-radius: 50%; text-align: center; font: bold 26px/50px 'Liberation Sans', sans-serif; flex: none; }
      .hat small { display: block; font-size: 8px; line-height: 0; }
      .kv { border-collapse: collapse; flex: 1; }
      .kv th { font-size: 8px; text-align: left; padding: 2px 5px; color: #333; white-space: nowrap; }
      .kv td { font: 10.5px 'Liberation Mono', monospace; padding: 2px 5px; }
      .kv .bc { display: inline-block; vertical-align: middle; margin-left: 10px; }
      .dates { width: 100%; border-collapse: collapse; margin-top: 8px; }
      .dates th { background: #ddd; font-size: 8.5px; padding: 2px 4px; border: 1px solid #999; }
      .dates td { border: 1px solid #999; font: 10.5px 'Liberation Mono', monospace; padding: 3px 4px; text-align: center; }
      .lines { width: 100%; border-collapse: collapse; margin-top: 10px; }
      .lines th { font-size: 8.5px; border-bottom: 1.5px solid #111; text-align: left; padding: 2px 4px; }
      .lines td { font: 10.5px 'Liberation Mono', monospace; padding: 3px 4px; vertical-align: top; border-bottom: 1px dotted #999; }
      .lines td:nth-child(n+5), .lines th:nth-child(n+5) { text-align: right; }
      .pp { font-size: 9px; color: #444; }
      .foot { display: flex; justify-content: space-between; margin-top: 14px; }
      .pay { display: flex; gap: 10px; align-items: flex-start; font-size: 8.5px; width: 330px; }
      .qr { flex: none; }
      .tot { border-collapse: collapse; border: 1.5px solid #111; font-family: 'Liberation Mono', monospace; }
      .tot td { padding: 2px 8px; }
      .tot td:first-child { font: 9px 'Liberation Sans', sans-serif; }
      .tot td:last-child { text-align: right; min-width: 80px; }
      .tot .m td { color: #444; }
      .tot .g td { border-top: 1.5px solid #111; font-weight: bold; font-size: 13px; }
      .tot .g td:first-child { font: bold 10px 'Liberation Sans', sans-serif; }
      .tot .b td { border-top: 1px solid #111; font-weight: bold; }
      .cut { position: absolute; bottom: 16px; left: 30px; right: 30px; text-align: center; font-size: 8.5px; border-top: 1px dashed #777; padding-top: 3px; }
      h3 { font-size: 12px; letter-spacing: 2px; text-align: center; margin: 14px 0 8px; border-top: 2px solid #111; padding-top: 8px; }
      .terms { column-count: 2; column-gap: 22px; font-size: 9.5px; line-height: 1.35; text-align: justify; }
      .terms p { margin: 0 0 6px; }
      .sig { display: flex; justify-content: space-between; margin-top: 40px; font-size: 10px; }`;
    return letterPages(css, first, second);
  },
});
