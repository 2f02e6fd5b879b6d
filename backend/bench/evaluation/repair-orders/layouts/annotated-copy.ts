import type { Random } from '../../seeded-random';
import { addDays, formatTime, miles, money } from '../format';
import { defineLayout, h, letterPages, upper } from './layout';
import { handDate, newestDate, type NewestDateStyle } from './newest-format';

/** A few words in the owner's pen: slanted, a little crooked, in blue or black ink. */
function pen(random: Random, text: string, size = 15, color = '#1f3fa8') {
  const angle = ((random.next() - 0.5) * 6).toFixed(2);
  return `<span class="hw" style="font-size:${size}px;color:${color};transform:rotate(${angle}deg) skewX(-${8 + random.int(0, 8)}deg)">${text}</span>`;
}

/**
 * The owner's photocopy of a dealer's invoice, marked up by hand before it was kept for a claim or
 * the taxes: the printed form (the dealer's name and address, a printed-on stamp, the fields in
 * boxes with their captions under the values, dates as "Mar. 4th 2025" or "2025.03.04" with times
 * like "8:12a", the promise beside them, miles in and out, each line's request and the work
 * performed, the charges and the amount to pay) gone grey and speckled in the copier; then the
 * owner's ink: the order's number and the amount highlighted, the amount circled with how it was
 * paid and a cheque number, notes in the right margin with dates written month and day only (a call
 * while the car was in, the day it was picked up) and the next oil change in miles, "2nd time!" by
 * the concern, and a sticky note half over the small print with a case number and another date.
 */
export const annotatedCopyLayout = defineLayout('annotated_copy', {
  order: { mode: 'customer' },
  media: ['photo_jpeg', 'pdf_scan'],
  prints: ['complaint', 'correction', 'mileageOut'],
  dates: { styles: ['ISO'], clock: 'short' },
  labels: {
    number: ['REPAIR ORDER', 'R.O. #', 'ORDER NUMBER'],
    dates: [
      ['DATE/TIME IN', 'DATE/TIME OUT'],
      ['ARRIVED', 'FINISHED'],
      ['WRITE-UP', 'COMPLETED'],
    ],
    mileage: [
      ['MILEAGE IN', 'MILEAGE OUT'],
      ['ODOMETER IN', 'ODOMETER OUT'],
    ],
    threeCs: [
      ['REQUEST', 'WORK PERFORMED'],
      ['REASON FOR VISIT', 'RESOLUTION'],
      ['CUSTOMER STATES', 'TECHNICIAN NOTES'],
    ],
    total: ['PLEASE PAY', 'CUSTOMER TOTAL', 'TOTAL AMOUNT DUE'],
  },
  render(facts, random, { time, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const style = random.pick<NewestDateStyle>(['Mon. Dth YYYY', 'Mon. Dth YYYY', 'YYYY.MM.DD']);
    const date = (iso: string, at?: string) => `${newestDate(iso, style)}${at ? ` ${time(at)}` : ''}`;
    const { number, dates, mileage, threeCs, total } = labels;
    const ink = random.pick(['#1f3fa8', '#1f3fa8', '#222']);
    const write = (text: string, size = 15) => pen(random, text, size, ink);
    const days = Math.round((Date.parse(facts.dateOut) - Date.parse(facts.dateIn)) / 86_400_000);
    const called = days >= 2 ? addDays(facts.dateIn, random.int(1, days - 1)) : facts.dateIn;
    const pickedUp = addDays(facts.dateOut, random.int(0, 2));
    const nextOil = Math.ceil((facts.mileageOut + random.pick([3000, 5000, 7500])) / 500) * 500;
    const paidBy = random.chance(0.5)
      ? `pd ck #${random.int(1001, 2999)}`
      : `pd ${random.pick(['Visa', 'AmEx', 'debit'])} ${formatTime(facts.timeOut, 'short')}`;
    const caseNo = `${random.int(10, 99)}-${random.int(100_000, 999_999)}`;
    const mailed = addDays(facts.printedDate, random.int(2, 20));
    const specks = Array.from(
      { length: random.int(40, 90) },
      () => `<i class="sp" style="left:${random.int(4, 810)}px;top:${random.int(4, 1050)}px;width:${random.int(1, 2)}px;height:${random.int(1, 2)}px"></i>`,
    ).join('');
    const sticky = `<div class="sticky" style="transform:rotate(${(random.next() * 8 - 4).toFixed(2)}deg)">${pen(random, `${random.pick(['call', 'ask'])} ${h(vehicle.make)} cust. care<br>case # ${caseNo}<br>mailed copy ${handDate(mailed)}`, 14, '#222')}</div>`;
    const box = (caption: string, value: string, flex = 1) =>
      `<div class="bx" style="flex:${flex}"><div class="v">${value}</div><div class="cap">${caption}</div></div>`;
    const lines = facts.lines
      .map(
        (line, index) => `
        <div class="ln">
          <div class="lh"><b>LINE ${line.letter}</b> &nbsp;${upper(line.description)} <span class="op">OP ${line.opCode} · TECH ${line.tech} · ${line.hours.toFixed(1)} HR</span><span class="amt">${money(line.labor)} &nbsp; ${money(line.partsTotal)}</span></div>
          <div class="c"><span class="k">${threeCs.complaint}:</span> ${h(line.complaint)}${index === 0 ? `<span class="note n-side">${write(random.pick(['← 2nd time for this!', '← same as last yr', '← AGAIN!!']), 14)}</span>` : ''}</div>
          <div class="c"><span class="k">${threeCs.correction}:</span> ${h(line.correction)}</div>
          ${line.parts.map((part) => `<div class="p">${part.quantity} &nbsp;${h(part.number)} &nbsp;${h(part.description)} <span class="amt">${money(part.amount)}</span></div>`).join('')}
        </div>`,
      )
      .join('');
    const page = `
      <div class="cc">
        <div class="form">
          <div class="hd">
            <div><div class="dn">${h(dealer.name)}</div><div class="ad">${h(dealer.street)} · ${h(dealer.city)}, ${dealer.state} ${dealer.zip}<br>Service ${dealer.phone} · Fax ${dealer.fax}</div></div>
            <div class="tt">SERVICE INVOICE<div class="pr">PRINTED ${date(facts.printedDate)}</div></div>
          </div>
          <div class="row">
            ${box(number, `<span class="hl"><b>${facts.roNumber}</b></span>`, 1.2)}
            ${box('INVOICE NO.', facts.invoiceNumber)}
            ${box('CUSTOMER NO.', customer.number)}
            ${box('TAG', facts.tagNumber, 0.6)}
          </div>
          <div class="row">
            ${box(dates.in, date(facts.dateIn, facts.timeIn), 1.35)}
            ${box(dates.out, date(facts.dateOut, facts.timeOut), 1.35)}
            ${box('PROMISED', date(facts.promisedDate, '17:00'), 1.25)}
            ${box('ADVISOR', h(facts.advisor), 0.75)}
          </div>
          <div class="row">
            ${box('YEAR / MAKE / MODEL', `${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)}`, 2.3)}
            ${box('VIN', vehicle.vin, 1.35)}
            ${box(mileage.in, miles(facts.mileageIn), 0.75)}
            ${box(mileage.out, miles(facts.mileageOut), 0.75)}
          </div>
          <div class="cust">${upper(customer.name)} · ${upper(customer.street)}, ${upper(customer.city)}, ${customer.state} ${customer.zip} · ${customer.phone}</div>
          <div class="wh"><span>DESCRIPTION OF WORK</span><span>LABOR &nbsp; PARTS</span></div>
          ${lines}
          <div class="bot">
            <div class="legal">All parts are new unless otherwise specified. Warranty on repairs: 12 months or 12,000 miles, whichever comes first. Vehicles left more than 72 hours after completion are subject to storage charges. I acknowledge the above work was performed to my satisfaction.<br><br>CUSTOMER SIGNATURE X ______________________</div>
            <table class="tot">
              <tr><td>LABOR</td><td>${money(totals.labor)}</td></tr>
              <tr><td>PARTS</td><td>${money(totals.parts)}</td></tr>
              <tr><td>SHOP SUPPLIES</td><td>${money(totals.supplies)}</td></tr>
              <tr><td>SALES TAX</td><td>${money(totals.tax)}</td></tr>
              <tr class="g"><td>${total}</td><td><span class="hl circ">$${money(totals.customerPay)}</span></td></tr>
            </table>
            ${sticky}
          </div>
          <div class="paid">${write(paidBy, 15)}</div>
        </div>
        <div class="margin">
          <div class="m1">${write(days >= 1 ? `called ${handDate(called)} —<br>waiting on parts` : 'dropped off<br>&amp; waited', 14)}</div>
          <div class="m2">${write(`picked up ${handDate(pickedUp)}`, 14)}</div>
          <div class="m3">${write(`next oil chg<br>@ ${miles(nextOil)}`, 14)}</div>
        </div>
        ${specks}
      </div>`;
    const css = `
      .page { background: #ecebe7; }
      .cc { position: relative; height: 100%; padding: 38px 22px 30px 34px; box-sizing: border-box; display: flex; gap: 10px; font: 11.5px/1.35 'Liberation Sans', sans-serif; color: #262626; }
      .form { width: 620px; position: relative; }
      .margin { flex: 1; position: relative; }
      .hd { display: flex; justify-content: space-between; border-bottom: 2px solid #333; padding-bottom: 5px; }
      .dn { font: bold 24px 'Liberation Serif', serif; }
      .ad { font-size: 10.5px; }
      .tt { text-align: right; font: bold 17px 'Liberation Sans', sans-serif; letter-spacing: 1px; }
      .pr { font: 10px 'Liberation Mono', monospace; letter-spacing: 0; font-weight: normal; }
      .row { display: flex; gap: 6px; margin-top: 9px; }
      .bx { min-width: 0; }
      .bx .v { font: 13px 'Liberation Mono', monospace; border-bottom: 1px solid #333; padding: 1px 2px; min-height: 14px; white-space: nowrap; }
      .bx .cap { font-size: 8.5px; font-weight: bold; letter-spacing: .5px; padding-top: 1px; }
      .cust { margin-top: 10px; font-size: 11px; }
      .wh { display: flex; justify-content: space-between; margin-top: 10px; font-size: 9.5px; font-weight: bold; border-top: 1.5px solid #333; border-bottom: 1px solid #333; padding: 2px 0; }
      .ln { padding: 5px 0; border-bottom: 1px dotted #888; position: relative; }
      .lh .op { font-size: 10px; color: #555; margin-left: 6px; }
      .amt { float: right; font-family: 'Liberation Mono', monospace; }
      .c { padding-left: 12px; position: relative; }
      .k { font-size: 10px; font-weight: bold; }
      .p { padding-left: 24px; font-size: 10.5px; color: #444; }
      .bot { display: flex; gap: 12px; margin-top: 12px; position: relative; }
      .legal { flex: 1; font-size: 8.5px; color: #444; }
      .tot { border-collapse: collapse; width: 250px; }
      .tot td { border-bottom: 1px solid #999; padding: 4px 4px; font-size: 10.5px; font-weight: bold; }
      .tot td:last-child { text-align: right; font: 13px 'Liberation Mono', monospace; }
      .tot .g td { font-size: 11.5px; border-top: 2px solid #333; }
      .tot .g td:last-child { font-weight: bold; font-size: 15px; }
      .hl { background: rgba(250, 235, 60, .55); padding: 0 3px; }
      .circ { display: inline-block; border: 2px solid ${ink}; border-radius: 50%; padding: 7px 14px; margin: -9px -14px -9px 0; transform: rotate(-4deg); }
      .hw { display: inline-block; font-family: 'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif; font-style: oblique; letter-spacing: .2px; line-height: 1.1; white-space: nowrap; }
      .note { position: absolute; left: 100%; margin-left: 6px; top: -3px; }
      .paid { text-align: right; margin-top: 8px; padding-right: 10px; }
      .sticky { position: absolute; left: 130px; top: 26px; width: 180px; min-height: 96px; padding: 12px 12px; background: #fbe86a; box-shadow: 2px 3px 6px rgba(0,0,0,.25); }
      .m1 { position: absolute; top: 104px; left: 0; }
      .m2 { position: absolute; top: 142px; left: 4px; }
      .m3 { position: absolute; top: 184px; left: 0; }
      .sp { position: absolute; background: #222; border-radius: 50%; opacity: .55; }`;
    return letterPages(css, page);
  },
});
