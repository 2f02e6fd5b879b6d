import { addDays, cents, miles, money } from '../format';
import { defineLayout, h, letterPages, upper } from './layout';
import { daysBetween, laterDate, type LaterDateStyle } from './later-format';

/** The maker's coverages and the miles each runs to; a claim is made under one the car is still within. */
const COVERAGES: Array<[string, number]> = [
  ['BASIC 3YR/36,000MI', 36000],
  ['BASIC 4YR/50,000MI', 50000],
  ['POWERTRAIN 5YR/60,000MI', 60000],
  ['POWERTRAIN 6YR/70,000MI', 70000],
  ['EMISSIONS 8YR/80,000MI', 80000],
  ['POWERTRAIN 10YR/100,000MI', 100000],
];
const STATUSES = ['PAID', 'ACCEPTED', 'PAID - ADJUSTED'];
const USERS = ['WTYADMIN2', 'WCLERK01', 'SVCMGR', 'WARR-KJ'];

/**
 * The dealer's copy of the maker's warranty claims for one repair order, printed from the maker's
 * dealer warranty site: the site's banner and the user's session, the order's block (dealer code,
 * the order's number with its open and close dates, the odometer at repair, the vehicle's warranty
 * start date and the miles it was delivered at, what was collected from the customer, $0.00), then
 * a panel per claim (its own claim number, made from the order's number; status; submitted and
 * credited dates; the labour operation and hours claimed; the causal part and failure code; the
 * condition, cause and correction; the parts with a handling allowance; the claim's total), the
 * sum credited to the dealer, and the VIN's earlier claims with their own orders, dates and miles.
 */
export const warrantyClaimLayout = defineLayout('warranty_claim', {
  order: { mode: 'warranty' },
  media: ['pdf_text', 'png', 'photo_jpeg'],
  prints: ['complaint', 'cause', 'correction'],
  dates: { styles: ['MM/DD/YYYY'], clock: '24h' },
  labels: {
    number: ['DEALER RO NUMBER', 'REPAIR ORDER', 'RO NO'],
    dates: [
      ['RO OPEN DATE', 'RO CLOSE DATE'],
      ['VEHICLE IN DATE', 'REPAIR COMPLETE DATE'],
      ['RO OPENED', 'RO COMPLETED'],
    ],
    mileage: ['ODOMETER AT REPAIR', 'REPAIR ODOMETER (MI)', 'MILES ON RO'],
    threeCs: [
      ['CONDITION', 'CAUSE', 'CORRECTION'],
      ['CUSTOMER CONCERN', 'CAUSE OF FAILURE', 'REPAIR PERFORMED'],
      ['SYMPTOM', 'DIAGNOSIS', 'REMEDY'],
    ],
    total: ['COLLECTED FROM CUSTOMER', 'CUSTOMER PAY PORTION', 'CUSTOMER DEDUCTIBLE COLLECTED'],
  },
  render(facts, random, { time, labels }) {
    const { dealer, vehicle, totals } = facts;
    const style = random.pick<LaterDateStyle>(['YYYYMMDD', 'MM/DD/YY']);
    const date = (iso: string) => laterDate(iso, style);
    const { number, dates, mileage, threeCs, total } = labels;
    const dealerCode = String(random.int(10000, 99999));
    const region = random.pick(['NE', 'SE', 'CE', 'WE', 'SW', 'GL']);
    const user = random.pick(USERS);
    // Sold new no earlier than the autumn before its model year (at least a month before this visit).
    const sinceLaunch = daysBetween(`${vehicle.year - 1}-09-01`, facts.dateIn);
    const inServiceDays = Math.max(30, Math.min(random.int(120, 1500), sinceLaunch));
    const inService = addDays(facts.dateIn, -inServiceDays);
    const deliveryMiles = random.int(4, 60);
    const within = COVERAGES.filter(([, limit]) => limit > facts.mileageIn).map(([name]) => name);
    const coverage = within.length ? random.pick(within) : 'SPECIAL COVERAGE 10YR/150,000MI';
    const submitted = addDays(facts.dateOut, random.int(0, 3));
    const claims = facts.lines.map((line, index) => {
      const handling = cents(line.partsTotal * random.pick([0.1, 0.15, 0.2]));
      const credited = addDays(submitted, random.int(3, 21));
      return {
        line,
        claim: `${facts.roNumber.slice(-4)}${random.int(10, 99)}${line.letter}`,
        sequence: `${index + 1} OF ${facts.lines.length}`,
        status: random.pick(STATUSES),
        credited,
        memo: `CM${random.int(100000, 999999)}`,
        failure: `${random.pick(['LK', 'NW', 'BR', 'SF', 'IO', 'NS'])}${random.int(10, 99)}`,
        causal: line.parts[0]?.number ?? 'NONE - ADJ/PROGRAM',
        handling,
        claimTotal: cents(line.labor + line.partsTotal + handling),
      };
    });
    const credited = cents(claims.reduce((sum, claim) => sum + claim.claimTotal, 0));
    const history = Array.from({ length: random.int(1, 2) }, () => {
      const back = random.int(Math.floor(inServiceDays / 4), Math.max(Math.floor(inServiceDays / 4), inServiceDays - 10));
      let order = String(random.int(100_000, 899_999));
      while (order === facts.roNumber) order = String(random.int(100_000, 899_999));
      return {
        on: addDays(facts.dateIn, -back),
        order,
        claim: `${order.slice(-4)}${random.int(10, 99)}A`,
        odometer: Math.max(deliveryMiles + 10, facts.mileageIn - Math.round((back * (facts.mileageIn - deliveryMiles)) / inServiceDays)),
        op: random.pick(['91RAD7', '21TCM4', '60LEAK', '76LG03', '27WP01', '82AC12']),
        amount: cents(random.int(9000, 90000) / 100),
      };
    }).sort((a, b) => (a.on < b.on ? 1 : -1));

    const panels = claims
      .map(
        (claim) => `
        <div class="panel">
          <div class="ph"><span>CLAIM ${claim.claim}</span><span>LINE ${claim.line.letter} · ${claim.sequence}</span><span class="chip">${claim.status}</span></div>
          <table class="kv">
            <tr><th>CLAIM TYPE</th><td>W1 WARRANTY</td><th>SUBMITTED</th><td>${date(submitted)}</td><th>CREDITED</th><td>${date(claim.credited)} ${claim.memo}</td></tr>
            <tr><th>LABOR OP</th><td>${claim.line.opCode}</td><th>HOURS CLAIMED</th><td>${claim.line.hours.toFixed(1)}</td><th>TECH ID</th><td>${claim.line.tech}</td></tr>
            <tr><th>CAUSAL PART</th><td>${h(claim.causal)}</td><th>FAILURE CODE</th><td>${claim.failure}</td><th>COVERAGE</th><td>${coverage}</td></tr>
          </table>
          <div class="c"><b>${threeCs.complaint}</b>${h(claim.line.complaint)}</div>
          <div class="c"><b>${threeCs.cause}</b>${h(claim.line.cause)}</div>
          <div class="c"><b>${threeCs.correction}</b>${h(claim.line.correction)}</div>
          <table class="parts">
            <tr><th>QTY</th><th>PART NUMBER</th><th>DESCRIPTION</th><th>UNIT</th><th>EXTENDED</th></tr>
            ${claim.line.parts.map((part) => `<tr><td>${part.quantity}</td><td>${h(part.number)}</td><td>${h(part.description)}</td><td>${money(part.price)}</td><td>${money(part.amount)}</td></tr>`).join('') || '<tr><td></td><td colspan="4">NO PARTS CLAIMED</td></tr>'}
          </table>
          <table class="amt">
            <tr><td>LABOR</td><td>${money(claim.line.labor)}</td><td>PARTS</td><td>${money(claim.line.partsTotal)}</td><td>HANDLING</td><td>${money(claim.handling)}</td><td>SUBLET</td><td>0.00</td><td class="b">CLAIM TOTAL</td><td class="b">${money(claim.claimTotal)}</td></tr>
          </table>
        </div>`,
      )
      .join('');
    const page = `
      <div class="site">
        <div class="bar"><b>${upper(vehicle.make)}</b> DEALER WARRANTY SYSTEM <span>Claim Inquiry · Dealer Copy</span><span class="user">${user} · DLR ${dealerCode} · ${region}</span></div>
        <div class="crumbs">Home › Warranty › Claim Inquiry › Search by RO › ${facts.roNumber}</div>
        <div class="wrap">
          <h1>Repair order claims <small>printed ${date(facts.printedDate)} ${time('16:05')}</small></h1>
          <table class="kv head">
            <tr><th>DEALER</th><td colspan="3">${dealerCode} ${upper(dealer.name)}, ${upper(dealer.city)} ${dealer.state} ${dealer.zip}</td><th>${number}</th><td class="big">${facts.roNumber}</td></tr>
            <tr><th>${dates.in}</th><td>${date(facts.dateIn)}</td><th>${dates.out}</th><td>${date(facts.dateOut)}</td><th>${mileage}</th><td>${miles(facts.mileageIn)}</td></tr>
            <tr><th>VIN</th><td>${vehicle.vin}</td><th>MODEL</th><td>${vehicle.year} ${upper(vehicle.model)}</td><th>WARRANTY START</th><td>${date(inService)}</td></tr>
            <tr><th>DELIVERY MILES</th><td>${deliveryMiles}</td><th>ADVISOR</th><td>${h(facts.advisor)}</td><th>${total}</th><td>$${money(totals.customerPay)}</td></tr>
          </table>
          ${panels}
          <table class="sum"><tr><td>CLAIMS ON THIS RO: ${claims.length}</td><td>TOTAL CREDITED TO DEALER ACCOUNT</td><td class="b">$${money(credited)}</td></tr></table>
          <h2>Prior claims on this VIN</h2>
          <table class="parts hist">
            <tr><th>REPAIR DATE</th><th>RO</th><th>CLAIM</th><th>ODOMETER</th><th>LABOR OP</th><th>PAID</th></tr>
            ${history.map((item) => `<tr><td>${date(item.on)}</td><td>${item.order}</td><td>${item.claim}</td><td>${miles(item.odometer)}</td><td>${item.op}</td><td>${money(item.amount)}</td></tr>`).join('')}
          </table>
          <div class="legal">Dealer copy. Claims are subject to audit for 24 months from the credit date. Keep the signed repair order and the causal part tagged until released. Support ${random.pick(['(800) 555-0119', '(888) 555-0176', '(877) 555-0153'])}.</div>
        </div>
      </div>`;
    const css = `
      .site { font: 11px/1.35 'Liberation Sans', sans-serif; color: #222; }
      .bar { background: #22313f; color: #fff; padding: 9px 18px; font-size: 13px; display: flex; gap: 14px; align-items: baseline; }
      .bar span { font-size: 11px; color: #c9d3dc; }
      .bar .user { margin-left: auto; font-size: 10px; }
      .crumbs { background: #eef1f4; padding: 4px 18px; font-size: 9.5px; color: #556; border-bottom: 1px solid #cfd6dd; }
      .wrap { padding: 8px 18px; }
      h1 { font-size: 16px; margin: 4px 0 8px; }
      h1 small { font-size: 9.5px; color: #778; font-weight: normal; margin-left: 8px; }
      h2 { font-size: 12px; margin: 10px 0 3px; }
      .kv { width: 100%; border-collapse: collapse; font-size: 10px; }
      .kv th { text-align: left; font-size: 8px; color: #556; background: #f4f6f8; border: 1px solid #d3d9df; padding: 3px 5px; white-space: nowrap; }
      .kv td { border: 1px solid #d3d9df; padding: 3px 5px; font-family: 'Liberation Mono', monospace; }
      .head .big { font-size: 13px; font-weight: bold; }
      .panel { border: 1px solid #b8c4cf; border-radius: 4px; margin-top: 8px; padding: 0 0 4px; }
      .ph { display: flex; justify-content: space-between; background: #dfe7ee; padding: 4px 8px; font-weight: bold; }
      .chip { background: #2e7d32; color: #fff; border-radius: 9px; padding: 0 8px; font-size: 9px; }
      .c { padding: 2px 8px; font-size: 10.5px; }
      .c b { display: inline-block; min-width: 128px; font-size: 8.5px; color: #445; }
      .parts { width: calc(100% - 16px); margin: 3px 8px; border-collapse: collapse; font: 9.5px 'Liberation Mono', monospace; }
      .parts th { font: bold 8px 'Liberation Sans', sans-serif; text-align: left; border-bottom: 1px solid #99a; padding: 1px 4px; }
      .parts td { padding: 1px 4px; }
      .hist { width: 100%; margin: 0; }
      .amt { width: calc(100% - 16px); margin: 2px 8px; border-collapse: collapse; font-size: 9.5px; border-top: 1px solid #ccd; }
      .amt td { padding: 2px 4px; }
      .amt td:nth-child(even) { font-family: 'Liberation Mono', monospace; text-align: right; }
      .b { font-weight: bold; }
      .sum { width: 100%; margin-top: 8px; border-collapse: collapse; background: #f4f6f8; border: 1px solid #b8c4cf; }
      .sum td { padding: 5px 8px; }
      .sum td:last-child { text-align: right; font-family: 'Liberation Mono', monospace; font-size: 12px; }
      .legal { margin-top: 10px; font-size: 8.5px; color: #667; }`;
    return letterPages(css, page);
  },
});
