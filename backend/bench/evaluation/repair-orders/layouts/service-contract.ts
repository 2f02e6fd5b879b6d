import { REPAIRS } from '../data';
import { addDays, cents, miles, money } from '../format';
import { defineLayout, h, letterPages, upper } from './layout';

/** Third-party administrators of vehicle service contracts (none of them a maker's warranty). */
const ADMINISTRATORS = [
  { name: 'Sentinel Vehicle Protection, Inc.', short: 'SENTINEL', box: 'PO Box 219033, Dallas TX 75221', phone: '(800) 555-0147', prefix: 'SVP' },
  {
    name: 'Keystone Service Contract Administrators LLC',
    short: 'KEYSTONE SCA',
    box: 'PO Box 4410, Harrisburg PA 17111',
    phone: '(888) 555-0132',
    prefix: 'KSC',
  },
  {
    name: 'AutoGuard Administrative Services',
    short: 'AUTOGUARD',
    box: '1 Commerce Park, Suite 400, Cleveland OH 44122',
    phone: '(877) 555-0188',
    prefix: 'AGA',
  },
  { name: 'Meridian Mechanical Breakdown Co.', short: 'MERIDIAN MBI', box: 'PO Box 90211, Orlando FL 32890', phone: '(866) 555-0164', prefix: 'MMB' },
];
const PLANS = ['PLATINUM EXCLUSIONARY', 'GOLD COMPONENT', 'POWERTRAIN PLUS', 'PREFERRED 72/100'];
/** Wear and maintenance items no service contract covers: batteries, brakes, alignments, drains. */
const NOT_COVERED = ['14BAT01', '06FBR', '04ALGN', '60LEAK'];

/**
 * A dealer's invoice for a repair claimed on a vehicle service contract sold by a third-party
 * administrator: the administrator's block (contract number, plan, the contract's own purchase
 * date and odometer, its expiry date and miles, the claim and authorization numbers, the adjuster's
 * authorized amount), each line marked SC (contract) or CP (customer), the charges in two columns,
 * the deductible moved from the contract's column to the customer's, and the customer's share at
 * the bottom. One odometer reading; the three Cs as the administrator requires them.
 */
export const serviceContractLayout = defineLayout('service_contract', {
  order: { mode: 'contract', repairs: REPAIRS.filter((story) => !NOT_COVERED.includes(story.opCode)) },
  media: ['pdf_text', 'pdf_scan', 'png'],
  prints: ['complaint', 'cause', 'correction'],
  dates: { styles: ['MM/DD/YYYY', 'M/D/YY', 'DD-Mon-YY'], clock: 'ampm' },
  labels: {
    number: ['REPAIR ORDER #', 'R.O. NUMBER', 'DEALER RO'],
    dates: [
      ['RO OPENED', 'RO CLOSED'],
      ['DATE IN', 'DATE COMPLETED'],
      ['VEHICLE RECEIVED', 'REPAIR COMPLETED'],
    ],
    mileage: ['ODOMETER AT CLAIM', 'MILEAGE IN', 'CURRENT ODOMETER'],
    threeCs: [
      ['COMPLAINT', 'CAUSE', 'CORRECTION'],
      ['CONCERN', 'FAILURE / CAUSE', 'REPAIR'],
      ['CUSTOMER STATES', 'TECHNICIAN FOUND', 'CORRECTIVE ACTION'],
    ],
    total: ['CUSTOMER PAYS', 'CUSTOMER RESPONSIBILITY', 'AMOUNT DUE FROM CUSTOMER'],
  },
  render(facts, random, { date, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, threeCs, total } = labels;
    const admin = random.pick(ADMINISTRATORS);
    const plan = random.pick(PLANS);
    const contract = `${admin.prefix}${random.int(1000000, 9999999)}`;
    const claim = `CLM-${random.int(100000, 999999)}-${random.int(10, 99)}`;
    const authorization = `A${random.int(1000000, 9999999)}`;
    // Sold with the car or later: months before this visit, at fewer miles; runs 5 to 7 years.
    const boughtDays = random.int(120, 900);
    const boughtOn = addDays(facts.dateIn, -boughtDays);
    const boughtAt = Math.max(5, facts.mileageIn - random.int(Math.min(2000, facts.mileageIn), Math.max(2000, Math.round(boughtDays * 30))));
    const expires = addDays(boughtOn, 365 * random.pick([5, 6, 7]));
    const expiresAt = Math.ceil((boughtAt + random.pick([60000, 75000, 100000])) / 1000) * 1000;
    // The adjuster authorizes the claim the day the car came in or the day after, by phone.
    const authorizedOn = facts.dateOut > facts.dateIn && random.chance(0.5) ? addDays(facts.dateIn, 1) : facts.dateIn;
    const adjuster = random.pick(['M. GRAYSON', 'T. OKAFOR', 'R. LINDQVIST', 'P. HALVORSEN', 'C. ESPINOZA']);
    const covered = facts.lines.filter((line) => line.pay === 'S');
    const customerLines = facts.lines.filter((line) => line.pay === 'C');
    const contractLabor = cents(covered.reduce((sum, line) => sum + line.labor, 0));
    const contractParts = cents(covered.reduce((sum, line) => sum + line.partsTotal, 0));
    const authorized = cents(contractLabor + contractParts);
    const rows = facts.lines
      .map(
        (line) => `
        <tr class="lh"><td>${line.letter}</td><td>${line.pay === 'S' ? 'SC' : 'CP'}</td><td>${line.opCode}</td><td><b>${upper(line.description)}</b>${line.pay === 'S' ? `<div class="fc">FAILURE CODE ${line.opCode.slice(0, 2)}-${random.int(100, 999)} · COMPONENT COVERED UNDER ${plan}</div>` : '<div class="fc">NOT A CONTRACT CLAIM — CUSTOMER PAY</div>'}</td><td>${line.tech}</td><td>${line.hours.toFixed(1)}</td><td>${money(line.labor)}</td><td>${money(line.partsTotal)}</td></tr>
        <tr><td></td><td colspan="7" class="cs">
          <div><span>${threeCs.complaint}:</span> ${upper(line.complaint)}</div>
          <div><span>${threeCs.cause}:</span> ${upper(line.cause)}</div>
          <div><span>${threeCs.correction}:</span> ${upper(line.correction)}</div>
          ${line.parts.map((part) => `<div class="pt">${part.quantity} × ${h(part.number)} ${h(part.description)} @ ${money(part.price)} = ${money(part.amount)}</div>`).join('')}
        </td></tr>`,
      )
      .join('');
    const page = `
      <div class="sheet">
        <div class="hd">
          <div><div class="dn">${upper(dealer.name)}</div>${upper(dealer.street)} · ${upper(dealer.city)}, ${dealer.state} ${dealer.zip}<br>SERVICE ${dealer.phone} · FAX ${dealer.fax}</div>
          <div class="title">SERVICE CONTRACT CLAIM<br>REPAIR INVOICE</div>
          <table class="ids">
            <tr><th>${number}</th><td>${facts.roNumber}</td></tr>
            <tr><th>INVOICE #</th><td>${facts.invoiceNumber}</td></tr>
            <tr><th>CLAIM #</th><td>${claim}</td></tr>
          </table>
        </div>
        <div class="row">
          <div class="box"><label>OWNER / CONTRACT HOLDER</label>${upper(customer.name)}<br>${upper(customer.street)}<br>${upper(customer.city)}, ${customer.state} ${customer.zip}<br>${customer.phone} · CUST # ${customer.number}</div>
          <div class="box"><label>VEHICLE</label>${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)}<br>VIN ${vehicle.vin}<br>COLOR ${vehicle.color}<br><label>${mileage}</label><b>${miles(facts.mileageIn)}</b></div>
          <div class="box"><label>${dates.in}</label><b>${date(facts.dateIn)}</b> ${facts.timeIn}<label>${dates.out}</label><b>${date(facts.dateOut)}</b><label>INVOICE DATE</label>${date(facts.invoicedDate)}<label>ADVISOR</label>${h(facts.advisor)} #${facts.advisorNumber}</div>
        </div>
        <div class="admin">
          <div class="at">ADMINISTRATOR: ${h(admin.name)} · ${h(admin.box)} · CLAIMS ${admin.phone}</div>
          <table>
            <tr><th>CONTRACT NO.</th><td>${contract}</td><th>PLAN</th><td>${plan}</td><th>DEDUCTIBLE</th><td>$${money(totals.deductible)} PER REPAIR VISIT</td></tr>
            <tr><th>CONTRACT PURCHASED</th><td>${date(boughtOn)}</td><th>ODOMETER AT SALE</th><td>${miles(boughtAt)}</td><th>EXPIRES</th><td>${date(expires)} OR ${miles(expiresAt)} MI</td></tr>
            <tr><th>AUTHORIZATION #</th><td>${authorization}</td><th>AUTHORIZED</th><td>${date(authorizedOn)} BY ${adjuster}</td><th>AUTHORIZED AMOUNT</th><td>$${money(authorized)}</td></tr>
          </table>
        </div>
        <table class="lines">
          <tr><th>LN</th><th>PAY</th><th>OP</th><th>DESCRIPTION</th><th>TECH</th><th>HRS</th><th>LABOR</th><th>PARTS</th></tr>
          ${rows}
        </table>
        <div class="bottom">
          <div class="fine">SC = PAID BY SERVICE CONTRACT ADMINISTRATOR. CP = CUSTOMER PAY. A SERVICE CONTRACT IS NOT A MANUFACTURER'S WARRANTY. THE ADMINISTRATOR PAYS THE DEALER DIRECTLY FOR AUTHORIZED COVERED REPAIRS LESS THE DEDUCTIBLE; NON-COVERED ITEMS, SHOP SUPPLIES AND TAX ON THEM ARE THE CONTRACT HOLDER'S. ${customerLines.length ? '' : 'NO CUSTOMER-PAY LINES ON THIS VISIT.'}<br><br>CONTRACT HOLDER SIGNATURE ____________________________</div>
          <table class="tot">
            <tr><th></th><th>CONTRACT</th><th>CUSTOMER</th></tr>
            <tr><td>LABOR</td><td>${money(contractLabor)}</td><td>${money(totals.labor)}</td></tr>
            <tr><td>PARTS</td><td>${money(contractParts)}</td><td>${money(totals.parts)}</td></tr>
            <tr><td>SHOP SUPPLIES</td><td>0.00</td><td>${money(totals.supplies)}</td></tr>
            <tr><td>SALES TAX</td><td>0.00</td><td>${money(totals.tax)}</td></tr>
            <tr><td>DEDUCTIBLE</td><td>-${money(totals.deductible)}</td><td>${money(totals.deductible)}</td></tr>
            <tr class="s"><td>PAID BY ${admin.short}</td><td>${money(totals.contractPay)}</td><td></td></tr>
            <tr class="g"><td colspan="2">${total}</td><td>$${money(totals.customerPay)}</td></tr>
          </table>
        </div>
      </div>`;
    const css = `
      .sheet { font: 10.5px/1.35 'Liberation Sans', sans-serif; color: #111; padding: 28px 34px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #222; padding-bottom: 6px; }
      .dn { font: bold 18px 'Liberation Sans', sans-serif; }
      .title { font: bold 13px 'Liberation Sans', sans-serif; text-align: center; border: 2px solid #222; padding: 4px 10px; margin-top: 2px; }
      .ids th { text-align: left; font-size: 9px; padding: 1px 6px; }
      .ids td { font: bold 13px 'Liberation Mono', monospace; }
      .row { display: flex; gap: 8px; margin-top: 8px; }
      .box { flex: 1; border: 1px solid #444; padding: 4px 7px; font-family: 'Liberation Mono', monospace; font-size: 10.5px; }
      label { display: block; font: bold 8px 'Liberation Sans', sans-serif; color: #444; margin-top: 2px; }
      .admin { margin-top: 8px; border: 2px solid #222; background: #f1f1ec; }
      .at { background: #222; color: #fff; padding: 3px 7px; font-weight: bold; font-size: 10px; }
      .admin table { width: 100%; border-collapse: collapse; }
      .admin th { text-align: left; font-size: 8px; padding: 3px 6px; color: #444; white-space: nowrap; }
      .admin td { font: 10.5px 'Liberation Mono', monospace; padding: 3px 6px 3px 0; }
      .lines { width: 100%; border-collapse: collapse; margin-top: 10px; }
      .lines th { border-top: 1.5px solid #222; border-bottom: 1.5px solid #222; font-size: 9px; text-align: left; padding: 2px 4px; }
      .lines th:nth-child(n+5) { text-align: right; }
      .lines td { padding: 2px 4px; vertical-align: top; font-family: 'Liberation Mono', monospace; }
      .lines .lh td:nth-child(n+5) { text-align: right; }
      .lines .lh td { border-top: 1px solid #999; padding-top: 4px; }
      .fc { font-size: 9px; color: #333; }
      .cs { font-size: 10px; padding-bottom: 6px !important; }
      .cs span { font: bold 9px 'Liberation Sans', sans-serif; }
      .pt { color: #333; font-size: 9.5px; }
      .bottom { display: flex; justify-content: space-between; gap: 14px; margin-top: 12px; }
      .fine { font-size: 8.5px; color: #333; width: 330px; }
      .tot { border-collapse: collapse; border: 1.5px solid #222; font-family: 'Liberation Mono', monospace; }
      .tot th { font: bold 8.5px 'Liberation Sans', sans-serif; padding: 2px 8px; border-bottom: 1px solid #222; text-align: right; }
      .tot td { padding: 2px 8px; text-align: right; min-width: 70px; }
      .tot td:first-child { text-align: left; font: 9px 'Liberation Sans', sans-serif; }
      .tot .s td { border-top: 1px solid #222; }
      .tot .g td { border-top: 2px solid #222; font-weight: bold; font-size: 13px; }
      .tot .g td:first-child { font: bold 10px 'Liberation Sans', sans-serif; }`;
    return letterPages(css, page);
  },
});
