import { miles, money } from '../format';
import { defineLayout, h, letterPages, upper } from './layout';
import { clockPunch } from './recent-format';

/**
 * The pink customer copy of a dealer's three-part carbonless (NCR) repair order, torn off the
 * printer's continuous form and kept by the owner: the form's boxes, labels and the dealer's name
 * printed in maroon on pink paper; every value struck through the carbon by the impact printer,
 * faint, smudged and all of it shifted off its boxes the same way; the service desk's time clock
 * punched into two boxes at the top (received, completed: year first with its apostrophe, the
 * month named, "'25 MAR 04 AM 8:12"), which is the only place the day the work was completed
 * appears; the order's date, the promised and the invoice date typed; a warranty, a customer and an
 * internal line with a one-letter payer code, each line's three Cs; totals across every payer with
 * the warranty's and the internal account's taken off above the customer's; the form's own
 * preprinted control number in red at the foot; "WARRANTY" and a dated "PAID" (or "NO CHARGE") rubber stamp.
 */
export const carbonTriplicateLayout = defineLayout('carbon_triplicate', {
  order: { mode: 'split' },
  media: ['pdf_scan', 'photo_jpeg'],
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['M/D/YY', 'MM/DD/YYYY', 'DDMONYY'], clock: 'short' },
  labels: {
    number: ['R.O. NO.', 'REPAIR ORDER NO.', 'ORDER NO.'],
    dates: [
      ['R.O. DATE', 'TIME COMPLETED'],
      ['DATE OPENED', 'JOB FINISHED'],
      ['DATE IN', 'COMPLETED'],
    ],
    mileage: [
      ['MILEAGE IN', 'MILEAGE OUT'],
      ['SPEEDO IN', 'SPEEDO OUT'],
    ],
    threeCs: [
      ['COMPLAINT', 'CAUSE', 'CORRECTION'],
      ['CONCERN', 'CAUSE', 'CORRECTION'],
    ],
    total: ['PLEASE PAY THIS AMOUNT', 'CUSTOMER PAY TOTAL', 'AMOUNT DUE'],
  },
  render(facts, random, { date, time, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, threeCs, total } = labels;
    // The whole printer pass is off the form by the same amount.
    const dx = random.int(3, 9);
    const dy = random.int(-5, 6);
    const control = String(random.int(10_000, 99_999)).padStart(7, '0');
    const license = `${random.pick(['7', '8', 'B', 'K', 'P'])}${random.pick(['XK', 'TR', 'MD', 'JL'])}${random.int(1000, 9999)}`;
    const punchTilt = () => ((random.next() - 0.5) * 4).toFixed(2);
    const smudges = Array.from(
      { length: random.int(3, 6) },
      () =>
        `<div class="smudge" style="left:${random.int(40, 720)}px;top:${random.int(120, 980)}px;width:${random.int(60, 180)}px;height:${random.int(20, 70)}px"></div>`,
    ).join('');
    const t = (value: string) => `<span class="t">${value}</span>`;
    const box = (label: string, value: string, flex = 1) => `<div class="b" style="flex:${flex}"><div class="l">${label}</div>${t(value)}</div>`;
    const gross = totals.labor + totals.parts + totals.warrantyPay + totals.internalPay;
    const allLabor = facts.lines.reduce((sum, line) => sum + line.labor, 0);
    const allParts = facts.lines.reduce((sum, line) => sum + line.partsTotal, 0);
    const lines = facts.lines
      .map(
        (line) => `
        <div class="ln">
          ${t(`${line.letter}&nbsp;&nbsp;${line.opCode.padEnd(7, ' ').replace(/ /g, '&nbsp;')} T${line.tech}&nbsp;&nbsp;${line.pay}&nbsp;&nbsp;${upper(line.description)}`)}<span class="amt">${t(`${line.hours.toFixed(2)}&nbsp;&nbsp;${money(line.labor).padStart(8, ' ').replace(/ /g, '&nbsp;')}&nbsp;&nbsp;${money(line.partsTotal).padStart(8, ' ').replace(/ /g, '&nbsp;')}`)}</span>
          <div class="cs">${t(`${threeCs.complaint}: ${upper(line.complaint)}`)}</div>
          <div class="cs">${t(`${threeCs.cause}: ${upper(line.cause)}`)}</div>
          <div class="cs">${t(`${threeCs.correction}: ${upper(line.correction)}`)}</div>
          ${line.parts.map((part) => `<div class="cs">${t(`&nbsp;&nbsp;${part.quantity} ${h(part.number)} ${h(part.description)} @ ${money(part.price)}`)}</div>`).join('')}
          ${line.pay === 'W' ? `<div class="wstamp" style="transform:rotate(${punchTilt()}deg)">WARRANTY<small>CLAIM SUBMITTED</small></div>` : ''}
        </div>`,
      )
      .join('');
    const sum = (label: string, value: string, cls = '') => `<tr class="${cls}"><td>${label}</td><td>${value ? t(value) : ''}</td></tr>`;
    const page = `
      <div class="nc" style="--dx:${dx}px;--dy:${dy}px">
        <div class="top">
          <div class="dl"><div class="dn">${h(dealer.name)}</div><div class="da">AUTHORIZED ${upper(vehicle.make)} SALES &amp; SERVICE<br>${upper(dealer.street)} · ${upper(dealer.city)}, ${dealer.state} ${dealer.zip}<br>SERVICE ${dealer.phone} · PARTS ${dealer.fax}</div></div>
          <div class="ti">REPAIR<br>ORDER</div>
          <div class="clock">
            <div class="cb"><div class="l">TIME RECEIVED</div><div class="punch" style="transform:rotate(${punchTilt()}deg)">${clockPunch(facts.dateIn, facts.timeIn)}</div></div>
            <div class="cb"><div class="l">${dates.out}</div><div class="punch" style="transform:rotate(${punchTilt()}deg)">${clockPunch(facts.dateOut, facts.timeOut)}</div></div>
          </div>
        </div>
        <div class="row">${box(number, `<b>${facts.roNumber}</b>`, 1.3)}${box(dates.in, date(facts.dateIn))}${box('PROMISED', `${date(facts.promisedDate)} ${time('17:00')}`)}${box('INV. DATE', date(facts.invoicedDate))}${box('TAG NO.', facts.tagNumber, 0.7)}${box('ADVISOR', `${facts.advisorNumber} ${upper(facts.advisor.split(' ').pop() ?? '')}`)}</div>
        <div class="row">${box('CUSTOMER NAME AND ADDRESS', `${upper(customer.name)}<br>${upper(customer.street)}<br>${upper(customer.city)}, ${customer.state} ${customer.zip}`, 2.2)}${box('HOME / CELL PHONE', customer.phone)}${box('CUST. NO.', customer.number, 0.8)}</div>
        <div class="row">${box('YEAR / MAKE / MODEL', `${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)}`, 1.6)}${box('COLOR', vehicle.color, 0.6)}${box('VEHICLE I.D. NO.', vehicle.vin, 1.6)}${box('LICENSE', license, 0.7)}${box(mileage.in, miles(facts.mileageIn), 0.8)}${box(mileage.out, miles(facts.mileageOut), 0.8)}</div>
        <div class="work">
          <div class="wh"><span>LINE · OP CODE · TECH · PAY (C=CUST W=WARR I=INT) · DESCRIPTION OF WORK</span><span>HOURS · LABOR · PARTS</span></div>
          ${lines}
        </div>
        <div class="bot">
          <div class="legal">I hereby authorize the repair work herein set forth to be done along with the necessary material and agree that you are not responsible for loss or damage to vehicle or articles left in vehicle in case of fire, theft or any other cause beyond your control. An express mechanic's lien is hereby acknowledged on above vehicle to secure the amount of repairs thereto.<br><br>X ______________________________ &nbsp; CUSTOMER SIGNATURE
            <div class="paid" style="transform:rotate(${(-8 - random.next() * 8).toFixed(2)}deg)">${totals.customerPay > 0 ? 'PAID' : 'NO CHARGE'}<small>${date(facts.invoicedDate)} · CASHIER ${random.int(1, 6)}</small></div>
          </div>
          <table class="tot">
            ${sum('LABOR AMOUNT', money(allLabor))}
            ${sum('PARTS AMOUNT', money(allParts))}
            ${sum('GAS, OIL &amp; GREASE', '')}
            ${sum('SUBLET REPAIRS', '')}
            ${sum('SHOP SUPPLIES', money(totals.supplies))}
            ${sum('SALES TAX', money(totals.tax))}
            ${sum('TOTAL CHARGES', money(gross + totals.supplies + totals.tax), 'k')}
            ${sum('LESS WARRANTY', money(totals.warrantyPay))}
            ${sum('LESS INTERNAL', money(totals.internalPay))}
            ${sum(total, money(totals.customerPay), 'g')}
          </table>
        </div>
        <div class="parts">WHITE - OFFICE COPY &nbsp;·&nbsp; YELLOW - ACCOUNTING &nbsp;·&nbsp; <b>PINK - CUSTOMER COPY</b></div>
        <div class="ctl">FORM RO-3P &nbsp; CONTROL Nº <span>${control}</span></div>
        ${smudges}
      </div>`;
    const css = `
      .page { background: #f6dbe0; }
      .nc { font: 9px/1.2 'Liberation Sans Narrow', 'Liberation Sans', sans-serif; color: #8e2438; padding: 26px 30px; position: relative; height: 100%; box-sizing: border-box; }
      .t { position: relative; left: var(--dx); top: var(--dy); font: 11.5px/1.25 'DejaVu Sans Mono', monospace; color: #2b3170; opacity: .82; text-shadow: .6px .3px 0 rgba(43,49,112,.45); filter: blur(.25px); white-space: nowrap; }
      .t b { font-weight: bold; font-size: 13px; }
      .top { display: flex; align-items: stretch; border: 1.5px solid #8e2438; }
      .dl { flex: 2; padding: 6px 10px; }
      .dn { font: bold 22px 'Liberation Serif', serif; }
      .da { font-size: 9px; letter-spacing: .3px; }
      .ti { flex: .8; font: bold 22px/1.05 'Liberation Sans', sans-serif; letter-spacing: 2px; display: flex; align-items: center; justify-content: center; text-align: center; border-left: 1.5px solid #8e2438; }
      .clock { flex: 1.6; border-left: 1.5px solid #8e2438; display: flex; flex-direction: column; }
      .cb { flex: 1; padding: 3px 8px; min-height: 34px; }
      .cb + .cb { border-top: 1px solid #8e2438; }
      .l { font-size: 7.5px; font-weight: bold; letter-spacing: .4px; }
      .punch { font: bold 14px 'DejaVu Sans Mono', monospace; color: #5a2a8c; opacity: .9; letter-spacing: 1px; margin-top: 2px; text-shadow: .5px 0 0 rgba(90,42,140,.6); }
      .row { display: flex; border: 1.5px solid #8e2438; border-top: none; }
      .b { border-right: 1px solid #8e2438; padding: 2px 6px 4px; min-height: 30px; overflow: visible; }
      .row .b:last-child { border-right: none; }
      .work { border: 1.5px solid #8e2438; border-top: none; min-height: 470px; padding: 0 8px 8px; position: relative; }
      .wh { display: flex; justify-content: space-between; font-size: 7.5px; font-weight: bold; border-bottom: 1px solid #8e2438; padding: 3px 0; margin: 0 -8px 4px; padding-left: 8px; padding-right: 8px; }
      .ln { position: relative; margin-bottom: 8px; }
      .ln .amt { position: absolute; right: 12px; top: 0; }
      .cs { padding-left: 18px; }
      .cs .t { white-space: normal; display: inline-block; max-width: 520px; }
      .wstamp { position: absolute; right: 40px; top: 26px; border: 3px double rgba(30,70,170,.75); color: rgba(30,70,170,.75); font: bold 17px 'Liberation Sans', sans-serif; padding: 1px 8px; text-align: center; line-height: 1.05; letter-spacing: 2px; }
      .wstamp small { display: block; font-size: 8px; letter-spacing: 1px; }
      .bot { display: flex; border: 1.5px solid #8e2438; border-top: none; }
      .legal { flex: 1; padding: 6px 8px; font-size: 7.5px; position: relative; }
      .paid { position: absolute; left: 70px; top: 62px; border: 3px solid rgba(200,30,40,.72); color: rgba(200,30,40,.72); font: bold 28px 'Liberation Sans', sans-serif; padding: 0 12px; text-align: center; line-height: 1.05; }
      .paid small { display: block; font-size: 10px; }
      .tot { border-collapse: collapse; width: 310px; border-left: 1.5px solid #8e2438; }
      .tot td { border-bottom: 1px solid #8e2438; padding: 2px 6px; height: 15px; font-weight: bold; font-size: 8px; }
      .tot td:last-child { text-align: right; width: 110px; border-left: 1px solid #8e2438; }
      .tot .k td { border-top: 1.5px solid #8e2438; }
      .tot .g td { font-size: 9.5px; background: rgba(142,36,56,.08); }
      .tot .g td .t { font-weight: bold; font-size: 13px; }
      .parts { margin-top: 6px; font-size: 8px; letter-spacing: .5px; }
      .ctl { position: absolute; right: 30px; bottom: 18px; font-size: 8px; letter-spacing: .5px; }
      .ctl span { font: bold 15px 'Liberation Mono', monospace; color: #c0182b; }
      .smudge { position: absolute; border-radius: 50%; background: radial-gradient(ellipse, rgba(43,49,112,.10), rgba(43,49,112,0) 70%); pointer-events: none; }`;
    return letterPages(css, page);
  },
});
