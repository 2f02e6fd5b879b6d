import { addDays, miles, money } from '../format';
import { defineLayout, h, letterPages, upper } from './layout';
import { recentDate, shiftTime } from './recent-format';

/** Fleet management companies (none of them the dealer, nor the maker). */
const FLEETS = [
  { name: 'Meridian Fleet Services', box: 'PO Box 182250, Columbus OH 43218', phone: '(800) 555-0172', prefix: '41' },
  { name: 'Corridor Fleet Management', box: '2200 Corporate Woods Pkwy, Overland Park KS 66210', phone: '(888) 555-0136', prefix: '77' },
  { name: 'FleetPath Management Inc.', box: 'PO Box 9041, Hunt Valley MD 21031', phone: '(877) 555-0119', prefix: '58' },
  { name: 'Arbor Fleet Solutions', box: '600 Arbor Lakes Blvd, Maple Grove MN 55369', phone: '(866) 555-0154', prefix: '63' },
];
const TRADES = ['Plumbing & Heating', 'Electric Co.', 'Landscaping LLC', 'Pest Control', 'HVAC Services', 'Home Health Partners'];
const TECHS = ['K. Abernathy', 'R. Villanueva', 'S. Marchetti', 'T. Oduya', 'P. Lindqvist'];
/** A VMRS-style system / assembly / component code for each kind of line. */
const vmrs = (opCode: string) =>
  `0${(opCode.charCodeAt(0) % 9) + 1}${opCode.length % 10}-${String(opCode.charCodeAt(1) % 100).padStart(3, '0')}-00${opCode.length % 7}`;

/**
 * A fleet management company's repair authorization for a vehicle on a client's fleet, as the
 * vendor copy comes back with the dealer's invoice: the fleet company's banner and its purchase
 * order and authorization numbers, the day and time the fleet's technician approved the work over
 * the phone (often the day after the car came in) and the day the order runs out, the client's
 * account, unit and driver, the vehicle's in-service date, the last odometer the fleet has on file,
 * the approved lines with each approved amount and a not-to-exceed figure, the warranty lines
 * refused to the fleet and sent to the maker; then, in a box below, the dealer's invoice as it was
 * submitted (the order's number beside the invoice's, its dates, miles in and out, each line's
 * concern and repair, the total billed to the fleet) and the day the fleet received it.
 */
export const fleetAuthorizationLayout = defineLayout('fleet_authorization', {
  order: { mode: 'mixed' },
  media: ['pdf_text', 'pdf_scan', 'png'],
  prints: ['complaint', 'correction', 'mileageOut'],
  dates: { styles: ['MM/DD/YYYY', 'M/D/YY'], clock: '24h' },
  labels: {
    number: ['RO #', 'REPAIR ORDER', 'R/O NO.'],
    dates: [
      ['DATE IN', 'DATE OUT'],
      ['OPENED', 'CLOSED'],
      ['ARRIVED', 'COMPLETED'],
    ],
    mileage: [
      ['MILES IN', 'MILES OUT'],
      ['ODOMETER IN', 'ODOMETER OUT'],
    ],
    threeCs: [
      ['CONCERN', 'CORRECTION'],
      ['COMPLAINT', 'CORRECTION'],
      ['REPORTED', 'REPAIRED'],
    ],
    total: ['AMOUNT DUE FROM FLEET', 'INVOICE TOTAL', 'TOTAL CHARGES'],
  },
  render(facts, random, { date, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, threeCs, total } = labels;
    const fleetDate = (iso: string) => recentDate(iso, 'DD-MON-YYYY');
    const fleet = random.pick(FLEETS);
    const [, last] = customer.name.split(' ');
    const client = `${last} ${random.pick(TRADES)}`;
    const account = `${upper(last).slice(0, 3)}-${random.int(1000, 9999)}`;
    const unit = String(random.int(100, 9999));
    const po = `${fleet.prefix}-${random.int(1_000_000, 9_999_999)}`;
    const authorization = `A${random.int(10_000_000, 99_999_999)}`;
    const vendor = `V${random.int(100_000, 999_999)}`;
    const nextDay = facts.dateOut > facts.dateIn && random.chance(0.6);
    const authDate = nextDay ? addDays(facts.dateIn, 1) : facts.dateIn;
    const authTime = nextDay
      ? `${String(random.int(8, 11)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`
      : shiftTime(facts.timeIn, random.int(60, 240));
    const expires = addDays(authDate, 30);
    const inService = [addDays(`${vehicle.year - 1}-10-01`, random.int(0, 240)), addDays(facts.dateIn, -random.int(60, 400))].sort()[0];
    const lastOdometer = Math.max(5, facts.mileageIn - random.int(180, 2600));
    const lastOdometerOn = addDays(facts.dateIn, -random.int(3, 40));
    const received = addDays(facts.invoicedDate, random.int(1, 4));
    const tech = random.pick(TECHS);
    const approved = facts.lines.map((line) => (line.pay === 'C' ? Math.ceil((line.labor + line.partsTotal) * (1 + random.int(0, 12) / 100)) : 0));
    const approvedSum = approved.reduce((sum, amount) => sum + amount, 0);
    const notToExceed = Math.ceil((totals.customerPay * 1.1 + 25) / 25) * 25;
    const authRows = facts.lines
      .map(
        (line, index) => `
        <tr><td>${line.letter}</td><td>${vmrs(line.opCode)}</td><td>${upper(line.description)}</td>
          <td>${line.pay === 'W' ? `DECLINED - WARRANTY, CLAIM TO ${upper(vehicle.make)}` : 'APPROVED - FLEET PAY'}</td><td>${line.hours.toFixed(1)}</td><td>${money(approved[index])}</td></tr>`,
      )
      .join('');
    const vendorLines = facts.lines
      .map(
        (line) => `
        <tr class="vl"><td>${line.letter}</td><td>${upper(line.description)}<div><b>${threeCs.complaint}:</b> ${h(line.complaint)}</div><div><b>${threeCs.correction}:</b> ${h(line.correction)}</div></td>
          <td>${line.pay === 'W' ? 'WTY' : 'FLEET'}</td><td>${money(line.labor)}</td><td>${money(line.partsTotal)}</td></tr>`,
      )
      .join('');
    const kv = (label: string, value: string) => `<tr><th>${label}</th><td>${value}</td></tr>`;
    const page = `
      <div class="fl">
        <div class="bn">
          <div><div class="fn">${h(fleet.name)}</div><div class="fs">${h(fleet.box)} · Vendor line ${fleet.phone} · Fax approvals not accepted</div></div>
          <div class="ft">REPAIR AUTHORIZATION<br><span>PURCHASE ORDER · VENDOR COPY</span></div>
        </div>
        <div class="two">
          <table class="kv">
            ${kv('PO NUMBER', `<b>${po}</b>`)}
            ${kv('AUTHORIZATION #', authorization)}
            ${kv('AUTHORIZED', `${fleetDate(authDate)} ${authTime} ET`)}
            ${kv('AUTHORIZED BY', `${tech}, Fleet Maintenance Tech`)}
            ${kv('PO VALID THROUGH', fleetDate(expires))}
            ${kv('VENDOR', `${upper(dealer.name)} (${vendor})`)}
            ${kv('VENDOR PHONE', dealer.phone)}
          </table>
          <table class="kv">
            ${kv('CLIENT', `${upper(client)} · ACCT ${account}`)}
            ${kv('UNIT #', unit)}
            ${kv('DRIVER', upper(customer.name))}
            ${kv('VEHICLE', `${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)}`)}
            ${kv('VIN', vehicle.vin)}
            ${kv('IN-SERVICE DATE', fleetDate(inService))}
            ${kv('LAST ODOMETER ON FILE', `${miles(lastOdometer)} (FUEL CARD ${fleetDate(lastOdometerOn)})`)}
          </table>
        </div>
        <table class="ap">
          <tr><th>LN</th><th>VMRS</th><th>REPAIR</th><th>DECISION</th><th>HRS</th><th>APPROVED</th></tr>
          ${authRows}
          <tr class="s"><td colspan="5">APPROVED SUBTOTAL (BEFORE SHOP FEES AND TAX)</td><td>${money(approvedSum)}</td></tr>
          <tr class="s"><td colspan="5">NOT TO EXCEED, INCLUDING FEES AND TAX</td><td>$${money(notToExceed)}</td></tr>
        </table>
        <div class="rules">Vendor must show the PO number on the invoice. Invoices above the not-to-exceed amount are short-paid unless re-authorized. Warranty-eligible repairs are to be claimed to the manufacturer and are not billable to the fleet. Submit invoices within 30 days of completion. Approved labor rate: ${money(dealer.laborRate)}/hr.</div>
        <div class="vi">
          <div class="vt">VENDOR INVOICE AS SUBMITTED · RECEIVED BY ${upper(fleet.name.split(' ')[0])} ${fleetDate(received)}</div>
          <div class="vh">
            <div><div class="dn">${upper(dealer.name)}</div>${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone}</div>
            <div class="vn">${number} <b>${facts.roNumber}</b><br>INVOICE ${facts.invoiceNumber}</div>
          </div>
          <div class="bill">BILL TO: ${upper(fleet.name)} FOR ${upper(client)} · UNIT ${unit} · PO ${po}</div>
          <table class="vg">
            <tr><th>${dates.in}</th><td>${date(facts.dateIn, facts.timeIn)}</td><th>${mileage.in}</th><td>${miles(facts.mileageIn)}</td><th>ADVISOR</th><td>${h(facts.advisor)}</td></tr>
            <tr><th>${dates.out}</th><td>${date(facts.dateOut, facts.timeOut)}</td><th>${mileage.out}</th><td>${miles(facts.mileageOut)}</td><th>INVOICED</th><td>${date(facts.invoicedDate)}</td></tr>
          </table>
          <table class="vlines"><tr><th>LN</th><th>WORK</th><th>PAY</th><th>LABOR</th><th>PARTS</th></tr>${vendorLines}</table>
          <table class="vt2">
            <tr><td>LABOR ${money(totals.labor)} · PARTS ${money(totals.parts)} · SHOP FEES ${money(totals.supplies)} · TAX ${money(totals.tax)}</td><td class="g">${total} $${money(totals.customerPay)}</td></tr>
            <tr><td colspan="2" class="w">WARRANTY LINES BILLED TO ${upper(vehicle.make)}: ${money(totals.warrantyPay)} (NOT INCLUDED ABOVE)</td></tr>
          </table>
        </div>
        <div class="foot">Printed from the ${h(fleet.name)} vendor portal ${fleetDate(addDays(received, random.int(0, 20)))} · Document ${random.int(100_000, 999_999)}-${random.int(10, 99)}</div>
      </div>`;
    const css = `
      .fl { font: 10.5px/1.35 'Liberation Sans', sans-serif; color: #1c1c1c; padding: 26px 36px; }
      .bn { display: flex; justify-content: space-between; align-items: center; background: #0f4c5c; color: #fff; padding: 8px 12px; }
      .fn { font: bold 18px 'Liberation Sans', sans-serif; }
      .fs { font-size: 9px; opacity: .9; }
      .ft { text-align: right; font: bold 15px 'Liberation Sans', sans-serif; }
      .ft span { font-size: 9px; font-weight: normal; letter-spacing: 1px; }
      .two { display: flex; gap: 12px; margin: 8px 0; }
      .kv { flex: 1; border-collapse: collapse; }
      .kv th { text-align: left; font-size: 8px; color: #0f4c5c; padding: 2px 6px; border-bottom: 1px solid #cfdde0; width: 38%; }
      .kv td { padding: 2px 6px; border-bottom: 1px solid #cfdde0; font-family: 'Liberation Mono', monospace; font-size: 10px; }
      .ap { width: 100%; border-collapse: collapse; }
      .ap th { background: #dfeaec; text-align: left; font-size: 8.5px; padding: 3px 5px; }
      .ap td { padding: 3px 5px; border-bottom: 1px solid #e3e3e3; }
      .ap td:last-child, .ap th:last-child { text-align: right; font-family: 'Liberation Mono', monospace; }
      .ap .s td { font-weight: bold; border-top: 1px solid #0f4c5c; }
      .rules { font-size: 8.5px; color: #444; margin: 6px 0 12px; }
      .vi { border: 2px solid #555; padding: 8px 12px; background: #fafafa; font-family: 'Liberation Mono', monospace; font-size: 10px; }
      .vt { font: bold 9px 'Liberation Sans', sans-serif; color: #fff; background: #555; margin: -8px -12px 8px; padding: 3px 12px; letter-spacing: .5px; }
      .vh { display: flex; justify-content: space-between; border-bottom: 1px solid #555; padding-bottom: 4px; }
      .dn { font: bold 15px 'Liberation Sans', sans-serif; }
      .vn { text-align: right; }
      .vn b { font-size: 15px; }
      .bill { margin: 4px 0; font-weight: bold; }
      .vg { width: 100%; border-collapse: collapse; }
      .vg th { text-align: left; font-size: 8.5px; color: #555; padding: 1px 4px; }
      .vg td { padding: 1px 4px; }
      .vlines { width: 100%; border-collapse: collapse; margin-top: 4px; }
      .vlines th { text-align: left; border-bottom: 1px solid #555; font-size: 8.5px; }
      .vlines td { vertical-align: top; padding: 3px 4px; border-bottom: 1px dotted #999; }
      .vlines td:nth-child(n+4) { text-align: right; }
      .vt2 { width: 100%; border-collapse: collapse; margin-top: 6px; }
      .vt2 td { padding: 2px 4px; }
      .vt2 .g { text-align: right; font-weight: bold; font-size: 12.5px; white-space: nowrap; }
      .vt2 .w { font-size: 9px; color: #555; }
      .foot { margin-top: 10px; font-size: 8.5px; color: #777; text-align: right; }`;
    return letterPages(css, page);
  },
});
