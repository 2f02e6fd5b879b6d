import { addDays, miles, money } from '../format';
import { defineLayout, h, letterPages, upper } from './layout';
import { newestDate, type NewestDateStyle } from './newest-format';

/** The maker each franchise answers to in a lemon-law case, and the prefix its Bates numbers carry. */
const MAKERS: Record<string, { name: string; prefix: string }> = {
  Ford: { name: 'Ford Motor Company', prefix: 'FMC' },
  Toyota: { name: 'Toyota Motor North America, Inc.', prefix: 'TMNA' },
  Lexus: { name: 'Toyota Motor North America, Inc.', prefix: 'TMNA' },
  Chevrolet: { name: 'General Motors LLC', prefix: 'GM' },
  GMC: { name: 'General Motors LLC', prefix: 'GM' },
  Honda: { name: 'American Honda Motor Co., Inc.', prefix: 'AHM' },
  Volkswagen: { name: 'Volkswagen Group of America, Inc.', prefix: 'VWGOA' },
  Mazda: { name: 'Mazda Motor of America, Inc.', prefix: 'MMA' },
  BMW: { name: 'BMW of North America, LLC', prefix: 'BMWNA' },
  Hyundai: { name: 'Hyundai Motor America', prefix: 'HMA' },
  Ram: { name: 'FCA US LLC', prefix: 'FCA' },
  Jeep: { name: 'FCA US LLC', prefix: 'FCA' },
  Subaru: { name: 'Subaru of America, Inc.', prefix: 'SOA' },
  Nissan: { name: 'Nissan North America, Inc.', prefix: 'NNA' },
  Kia: { name: 'Kia America, Inc.', prefix: 'KA' },
};
const REPORTERS = ['M. Delgado, CSR 12841', 'T. Whitfield, CSR 9930', 'A. Greer, RPR 3317', 'K. Osei, CSR 14402'];

/**
 * A dealer's warranty repair order as it comes back to the owner from a lemon-law claim against the
 * maker: the maker's counsel produced the dealer's two-page warranty reprint, and the owner's
 * lawyer marked it as an exhibit. Over the photocopy: the production legend along the top and the
 * maker's Bates number in the corner of each page (a prefix, the owner's name and six digits) beside
 * the day it was produced, a yellow exhibit sticker with the case number, the day it was marked and the court reporter, black
 * bars over the owner's address and telephone. The order under them: the dealer's name over its
 * legal name and maker's dealer code, the order's and the invoice's numbers, dates with two-digit
 * years and the weekday after ("03/04/25 TUE 08:12") or year first with the month named, the
 * appointment, the promise and the car's warranty start beside the two that count, miles in and
 * out, each line's three Cs with its claim number on page 1; the parts, the labour and the totals by
 * payer, the customer's $0.00 among them, only on page 2. Printed to PDF only.
 */
export const lemonLawExhibitLayout = defineLayout('lemon_law_exhibit', {
  order: { mode: 'warranty' },
  media: ['pdf_scan', 'pdf_text'],
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['ISO'], clock: '24h' },
  labels: {
    number: ['REPAIR ORDER NO.', 'R.O. NUMBER', 'RO NO.'],
    dates: [
      ['VEH. IN', 'VEH. READY'],
      ['RECEIVED', 'WORK COMPLETE'],
      ['OPENED DATE/TIME', 'READY DATE/TIME'],
    ],
    mileage: [
      ['ODO IN', 'ODO OUT'],
      ['MILES IN', 'MILES OUT'],
    ],
    threeCs: [
      ['C/S', 'TECH FOUND', 'TECH PERFORMED'],
      ['CUSTOMER CONCERN', 'DIAGNOSIS', 'REPAIR'],
      ['COMPLAINT', 'CAUSE', 'CORRECTION'],
    ],
    total: ['CUSTOMER PAY TOTAL', 'TOTAL DUE FROM CUSTOMER', 'CUSTOMER OWES'],
  },
  render(facts, random, { labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const style = random.pick<NewestDateStyle>(['MM/DD/YY WKD', 'MM/DD/YY WKD', 'YYYY-MON-DD']);
    const date = (iso: string, time?: string) => `${newestDate(iso, style)}${time ? ` ${time}` : ''}`;
    const { number, dates, mileage, threeCs, total } = labels;
    const maker = MAKERS[vehicle.make] ?? { name: `${vehicle.make} North America`, prefix: upper(vehicle.make).slice(0, 3) };
    const [first, last] = customer.name.split(' ');
    const bates = random.int(120, 4800);
    const batesNo = (offset: number) => `${maker.prefix}-${upper(last)}-${String(bates + offset).padStart(6, '0')}`;
    const produced = addDays(facts.printedDate, random.int(20, 120));
    const marked = addDays(produced, random.int(15, 200));
    const caseNo = `${marked.slice(2, 4)}-CV-${random.int(10_000, 99_999)}`;
    const exhibit = random.int(3, 41);
    const dealerCode = String(random.int(10_000, 69_999));
    const inService = [addDays(`${vehicle.year - 1}-10-01`, random.int(0, 240)), addDays(facts.dateIn, -random.int(60, 400))].sort()[0];
    const rentalDays = Math.max(1, Math.round((Date.parse(facts.dateOut) - Date.parse(facts.dateIn)) / 86_400_000) + random.int(0, 1));
    const claim = (letter: string) => `${dealerCode.slice(0, 2)}${facts.roNumber.slice(1)}${letter}`;
    const redact = (width: number) => `<span class="rd" style="width:${width}px">REDACTED</span>`;
    const kv = (label: string, value: string) => `<tr><th>${label}</th><td>${value}</td></tr>`;
    const specks = Array.from(
      { length: random.int(14, 30) },
      () => `<i class="sp" style="left:${random.int(10, 800)}px;top:${random.int(10, 1040)}px;width:${random.int(1, 3)}px;height:${random.int(1, 3)}px"></i>`,
    ).join('');
    const legend = `<div class="legend">CONFIDENTIAL — SUBJECT TO PROTECTIVE ORDER</div>`;
    const batesStamp = (offset: number) => `<div class="bates">${batesNo(offset)}</div>`;
    const produceLine = `<div class="prod">Produced by ${h(maker.name)} · ${newestDate(produced, 'MM/DD/YY WKD').slice(0, 8)}</div>`;
    const lines = facts.lines
      .map(
        (line) => `
        <div class="ln">
          <div class="lh"><b>LINE ${line.letter}</b><span>OP ${line.opCode}</span><span>TECH ${line.tech}</span><span>PAY W</span><span>${line.hours.toFixed(2)} HRS</span><span class="ds">${upper(line.description)}</span></div>
          <table class="cs">
            <tr><th>${threeCs.complaint}:</th><td>${upper(line.complaint)}</td></tr>
            <tr><th>${threeCs.cause}:</th><td>${upper(line.cause)}</td></tr>
            <tr><th>${threeCs.correction}:</th><td>${upper(line.correction)}</td></tr>
          </table>
          <div class="cl">CLAIM ${claim(line.letter)} · ${upper(vehicle.make)} NEW VEHICLE LIMITED WARRANTY · CAUSAL PART ${line.parts.length ? h(line.parts[0].number) : 'N/A - LABOR ONLY'}<span>WARRANTY ${money(line.labor + line.partsTotal)} &nbsp; CUSTOMER 0.00</span></div>
        </div>`,
      )
      .join('');
    const header = (page: number) => `
        <div class="hd">
          <div class="who"><div class="dn">${upper(dealer.name)}</div><div class="lg">${h(dealer.legalName)} · ${upper(vehicle.make)} DEALER CODE ${dealerCode}</div><div class="ad">${upper(dealer.street)}, ${upper(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone}</div></div>
          <table class="ids">
            <tr><td colspan="2" class="tt">SERVICE REPAIR ORDER<br><small>WARRANTY COPY — REPRINT</small></td></tr>
            ${kv(number, `<b>${facts.roNumber}</b>`)}
            ${kv('INVOICE NO.', facts.invoiceNumber)}
            ${kv('PAGE', `${page} OF 2`)}
          </table>
        </div>`;
    const page1 = `
      <div class="cp">
        ${legend}
        ${header(1)}
        <div class="grid">
          <table class="kv">
            ${kv('CUSTOMER', `${upper(last)}, ${upper(first)}`)}
            ${kv('ADDRESS', redact(230))}
            ${kv('PHONE', redact(120))}
            ${kv('CUST. NO.', customer.number)}
            ${kv('ADVISOR', `${h(facts.advisor)} (${facts.advisorNumber})`)}
            ${kv('TAG', facts.tagNumber)}
          </table>
          <table class="kv">
            ${kv('VEHICLE', `${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)} ${vehicle.color}`)}
            ${kv('VIN', vehicle.vin)}
            ${kv('WARRANTY START', date(inService))}
            ${kv(`${mileage.in} / ${mileage.out}`, `${miles(facts.mileageIn)} / ${miles(facts.mileageOut)}`)}
            ${kv('APPT. MADE', date(facts.appointmentDate))}
            ${kv('PROMISED', date(facts.promisedDate, '17:00'))}
          </table>
        </div>
        <table class="dt"><tr><th>${dates.in}</th><td>${date(facts.dateIn, facts.timeIn)}</td><th>${dates.out}</th><td>${date(facts.dateOut, facts.timeOut)}</td></tr></table>
        <div class="work">${lines}</div>
        <div class="cont">— CONTINUED ON PAGE 2: PARTS, LABOR AND INVOICE SUMMARY —</div>
        <div class="sticker" style="transform:rotate(${(random.next() * 6 - 3).toFixed(2)}deg)">
          <div class="sk">PLAINTIFF'S</div><div class="sk">EXHIBIT</div><div class="sn">${exhibit}</div>
          <div class="sf">Case No. ${caseNo}</div><div class="sf">Date: ${newestDate(marked, 'MM/DD/YY WKD').slice(0, 8)}</div><div class="sf">${random.pick(REPORTERS)}</div>
        </div>
        ${produceLine}
        ${batesStamp(0)}
        ${specks}
      </div>`;
    const partRows = facts.lines
      .flatMap((line) =>
        line.parts.map(
          (part) =>
            `<tr><td>${line.letter}</td><td>${part.quantity}</td><td>${h(part.number)}</td><td>${h(part.description)}</td><td>W</td><td>${money(part.price)}</td><td>${money(part.amount)}</td></tr>`,
        ),
      )
      .join('');
    const laborRows = facts.lines
      .map(
        (line) =>
          `<tr><td>${line.letter}</td><td>${line.opCode}</td><td>${line.tech}</td><td>W</td><td>${line.hours.toFixed(2)}</td><td>${money(line.labor)}</td></tr>`,
      )
      .join('');
    const allLabor = facts.lines.reduce((sum, line) => sum + line.labor, 0);
    const allParts = facts.lines.reduce((sum, line) => sum + line.partsTotal, 0);
    const row = (label: string, customerAmount: number, warrantyAmount: number) =>
      `<tr><th>${label}</th><td>${money(customerAmount)}</td><td>${money(warrantyAmount)}</td><td>0.00</td></tr>`;
    const page2 = `
      <div class="cp">
        ${legend}
        ${header(2)}
        <h3>PARTS ISSUED</h3>
        <table class="dtl"><tr><th>LN</th><th>QTY</th><th>PART NO.</th><th>DESCRIPTION</th><th>PAY</th><th>UNIT</th><th>EXTENDED</th></tr>${partRows || '<tr><td colspan="7">NO PARTS ISSUED</td></tr>'}</table>
        <h3>LABOR</h3>
        <table class="dtl"><tr><th>LN</th><th>OP CODE</th><th>TECH</th><th>PAY</th><th>FLAG HRS</th><th>AMOUNT</th></tr>${laborRows}</table>
        <h3>INVOICE SUMMARY</h3>
        <table class="sum">
          <tr><th></th><th>CUSTOMER</th><th>WARRANTY</th><th>INTERNAL</th></tr>
          ${row('LABOR', totals.labor, allLabor)}
          ${row('PARTS', totals.parts, allParts)}
          ${row('SUBLET', 0, 0)}
          ${row('SHOP SUPPLIES', totals.supplies, 0)}
          ${row('SALES TAX', totals.tax, 0)}
          ${row('TOTALS', totals.customerPay, totals.warrantyPay)}
        </table>
        <div class="due"><span>${total}</span><b>$${money(totals.customerPay)}</b></div>
        <p class="nt">Repairs performed under the ${h(vehicle.make)} New Vehicle Limited Warranty at no charge to the customer. Rental assistance: ${rentalDays} day(s) authorized by ${h(vehicle.make)}, billed to the manufacturer. Claim(s) submitted ${date(facts.invoicedDate)}.</p>
        <div class="sg"><div>CUSTOMER SIGNATURE<br><br>X ____________________________</div><div>SERVICE ADVISOR<br><br>${h(facts.advisor)}</div></div>
        <div class="foot">Reprinted ${date(facts.printedDate)} · ${upper(dealer.name)} · RO ${facts.roNumber} · PAGE 2 OF 2</div>
        ${produceLine}
        ${batesStamp(1)}
      </div>`;
    const css = `
      .page { background: #f3f2ee; }
      .cp { font: 10px/1.3 'Liberation Sans', sans-serif; color: #222; padding: 34px 40px 30px; position: relative; height: 100%; box-sizing: border-box; }
      .legend { position: absolute; top: 10px; left: 0; right: 0; text-align: center; font: bold 9.5px 'Liberation Sans', sans-serif; letter-spacing: 1.5px; color: #444; }
      .bates { position: absolute; right: 30px; bottom: 12px; font: bold 12px 'Liberation Mono', monospace; letter-spacing: .5px; }
      .prod { position: absolute; left: 40px; bottom: 13px; font-size: 8px; color: #555; }
      .hd { display: flex; justify-content: space-between; border-bottom: 2px solid #222; padding-bottom: 6px; }
      .dn { font: bold 20px 'Liberation Sans', sans-serif; letter-spacing: .5px; }
      .lg { font-size: 9px; }
      .ad { font-size: 9px; }
      .ids { border-collapse: collapse; border: 1px solid #222; }
      .ids .tt { text-align: center; font: bold 12px 'Liberation Sans', sans-serif; background: #ddd; padding: 3px 8px; }
      .ids .tt small { font-size: 8px; letter-spacing: 1px; }
      .ids th { text-align: left; font-size: 8px; padding: 2px 6px; }
      .ids td { font: 11px 'Liberation Mono', monospace; padding: 2px 6px; }
      .ids b { font-size: 13px; }
      .grid { display: flex; gap: 16px; margin-top: 6px; }
      .kv { flex: 1; border-collapse: collapse; }
      .kv th { text-align: left; font-size: 8px; width: 34%; padding: 2px 4px; border-bottom: 1px solid #bbb; }
      .kv td { font: 10.5px 'Liberation Mono', monospace; padding: 2px 4px; border-bottom: 1px solid #bbb; }
      .rd { display: inline-block; height: 12px; background: #000; color: #fff; font: bold 7px/12px 'Liberation Sans', sans-serif; text-align: center; letter-spacing: 1px; vertical-align: middle; }
      .dt { width: 100%; border-collapse: collapse; margin-top: 6px; border: 1.5px solid #222; }
      .dt th { font-size: 8.5px; text-align: left; padding: 3px 6px; background: #e4e4e0; width: 16%; }
      .dt td { font: bold 11px 'Liberation Mono', monospace; padding: 3px 6px; }
      .work { margin-top: 6px; border-top: 1.5px solid #222; }
      .ln { border-bottom: 1px dashed #888; padding: 5px 0; }
      .lh { display: flex; gap: 12px; font: 10px 'Liberation Mono', monospace; }
      .lh .ds { font-weight: bold; }
      .cs { border-collapse: collapse; margin: 3px 0 2px 12px; }
      .cs th { text-align: left; font-size: 8.5px; padding: 1px 6px 1px 0; vertical-align: top; white-space: nowrap; }
      .cs td { font: 10px 'Liberation Mono', monospace; padding: 1px 0; }
      .cl { font: 9px 'Liberation Mono', monospace; margin-left: 12px; display: flex; justify-content: space-between; }
      .cont { text-align: center; font-size: 9px; margin-top: 10px; letter-spacing: .5px; }
      .sticker { position: absolute; right: 56px; bottom: 70px; width: 130px; background: #f6e27a; border: 1px solid #b59f2a; border-radius: 6px; padding: 6px 8px; text-align: center; font-family: 'Liberation Serif', serif; box-shadow: 1px 1px 0 rgba(0,0,0,.15); }
      .sk { font: bold 12px 'Liberation Serif', serif; letter-spacing: 1px; }
      .sn { font: bold 34px/1.1 'Liberation Serif', serif; border-bottom: 1px solid #7a6a1a; margin: 2px 10px 3px; color: #1a2a6b; }
      .sf { font-size: 9px; }
      h3 { font: bold 10px 'Liberation Sans', sans-serif; margin: 12px 0 3px; letter-spacing: 1px; }
      .dtl { width: 100%; border-collapse: collapse; }
      .dtl th { text-align: left; font-size: 8px; border-bottom: 1px solid #222; padding: 2px 4px; }
      .dtl td { font: 10px 'Liberation Mono', monospace; padding: 2px 4px; border-bottom: 1px dotted #999; }
      .dtl td:last-child { text-align: right; }
      .sum { border-collapse: collapse; margin-left: auto; width: 420px; border: 1.5px solid #222; }
      .sum th { text-align: left; font-size: 8.5px; padding: 2px 6px; border-bottom: 1px solid #999; }
      .sum td { text-align: right; font: 10.5px 'Liberation Mono', monospace; padding: 2px 6px; border-bottom: 1px solid #999; }
      .sum tr:last-child th, .sum tr:last-child td { font-weight: bold; border-top: 1.5px solid #222; }
      .due { display: flex; justify-content: space-between; width: 420px; margin: 6px 0 0 auto; border: 2px solid #222; padding: 4px 8px; font-weight: bold; font-size: 11px; }
      .due b { font: bold 14px 'Liberation Mono', monospace; }
      .nt { font-size: 9px; margin-top: 12px; }
      .sg { display: flex; gap: 60px; margin-top: 18px; font-size: 9px; }
      .foot { margin-top: 26px; font-size: 8px; color: #555; }
      .sp { position: absolute; background: #333; border-radius: 50%; opacity: .6; }`;
    return letterPages(css, page1, page2);
  },
});
