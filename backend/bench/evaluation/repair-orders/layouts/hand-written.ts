import type { Random } from '../../seeded-random';
import { miles, money } from '../format';
import { defineLayout, letterPages, h } from './layout';

/**
 * A small independent shop's stock carbon-copy repair order, bought pre-numbered from a print shop:
 * the shop's name rubber-stamped at the top, every value written in by hand in blue ink, one
 * odometer reading, a "PAID" stamp.
 */
export const handWrittenLayout = defineLayout('hand_written', {
  order: { mode: 'customer', independent: true },
  prints: ['complaint', 'correction'],
  dates: { styles: ['M/D/YY', 'M-D-YY', 'M/D/YYYY'], clock: 'short' },
  labels: {
    number: ['No.', 'Nº', 'ORDER NO.'],
    dates: [
      ['DATE', 'DATE COMPLETED'],
      ['DATE IN', 'DATE READY'],
      ['DATE RECEIVED', 'COMPLETED'],
    ],
    mileage: ['MILEAGE', 'SPEEDOMETER', 'ODOMETER'],
    total: ['TOTAL AMOUNT', 'TOTAL', 'PAY THIS AMOUNT'],
  },
  render(facts, random, { date, time, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    // Each hand-written value sits a little off its line, at its own slant.
    const ink = (value: string, size = 15) => inked(random, value, size);
    const { dates, mileage, total, number } = labels;
    const field = (label: string, value: string, flex = 1) => `<div class="f" style="flex:${flex}"><div class="l">${label}</div>${value}</div>`;
    const parts = facts.lines.flatMap((line) => line.parts);
    const partRows = Array.from({ length: 10 }, (_, index) => {
      const part = parts[index];
      return part
        ? `<tr><td>${ink(String(part.quantity), 13)}</td><td>${ink(h(part.number), 12)}</td><td>${ink(h(part.description.toLowerCase()), 12)}</td><td class="r">${ink(money(part.amount), 13)}</td></tr>`
        : '<tr><td></td><td></td><td></td><td></td></tr>';
    }).join('');
    const laborRows = Array.from({ length: 7 }, (_, index) => {
      const line = facts.lines[index];
      return line
        ? `<tr><td>${ink(`${h(line.correction)} (${line.hours.toFixed(1)} hr)`, 13)}</td><td class="r">${ink(money(line.labor), 13)}</td></tr>`
        : '<tr><td></td><td></td></tr>';
    }).join('');
    const concerns = facts.lines.map((line) => ink(h(line.complaint), 14)).join('<br>');
    const page = `
      <div class="ro">
        <div class="top">
          <div class="stamp">${h(dealer.name.toUpperCase())}<br><small>${h(dealer.street)} · ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone}</small></div>
          <div class="form"><div class="kind">REPAIR ORDER</div><div class="no">${number} <span>${facts.roNumber}</span></div></div>
        </div>
        <div class="row">${field('NAME', ink(h(customer.name)), 3)}${field(dates.in, ink(date(facts.dateIn)))}${field('TIME REC.', ink(time(facts.timeIn), 13))}</div>
        <div class="row">${field('ADDRESS', ink(`${h(customer.street)}, ${h(customer.city)}`), 3)}${field('PHONE', ink(customer.phone, 13), 2)}</div>
        <div class="row">${field('YEAR', ink(String(vehicle.year)))}${field('MAKE', ink(h(vehicle.make)))}${field('MODEL', ink(h(vehicle.model)), 2)}${field('LICENSE NO.', ink(`${random.pick(['7', '8', 'B', 'K'])}${random.pick(['XK', 'TR', 'MD'])}${random.int(100, 999)}`, 13))}${field(mileage, ink(miles(facts.mileageIn)))}</div>
        <div class="row">${field('VIN / SERIAL NO.', ink(vehicle.vin, 13), 3)}${field('PROMISED', ink(date(facts.promisedDate), 13))}${field('ORDER WRITTEN BY', ink(h(facts.advisor.split(' ').pop() ?? ''), 13))}</div>
        <div class="row">${field('INSTRUCTIONS / CUSTOMER COMPLAINT', `<div class="tall">${concerns}</div>`, 1)}</div>
        <div class="mid">
          <table class="pt"><tr><th>QTY</th><th>PART NO.</th><th>NAME OF PART</th><th>AMOUNT</th></tr>${partRows}
            <tr class="t"><td colspan="3">TOTAL PARTS</td><td class="r">${ink(money(totals.parts), 13)}</td></tr></table>
          <div class="right">
            <table class="lb"><tr><th>LABOR / WORK DONE</th><th>AMOUNT</th></tr>${laborRows}</table>
            <table class="sum">
              <tr><td>TOTAL LABOR</td><td class="r">${ink(money(totals.labor), 13)}</td></tr>
              <tr><td>TOTAL PARTS</td><td class="r">${ink(money(totals.parts), 13)}</td></tr>
              <tr><td>GAS, OIL, GREASE / SHOP SUPPLIES</td><td class="r">${ink(money(totals.supplies), 13)}</td></tr>
              <tr><td>SUBLET / TOWING</td><td class="r"></td></tr>
              <tr><td>TAX</td><td class="r">${ink(money(totals.tax), 13)}</td></tr>
              <tr class="g"><td>${total}</td><td class="r">${ink(`$${money(totals.customerPay)}`, 17)}</td></tr>
            </table>
          </div>
        </div>
        <div class="row">${field(dates.out, ink(date(facts.dateOut)))}${field('TIME', ink(time(facts.timeOut), 13))}${field('TECH', ink(facts.lines[0].tech, 13))}${field('CUST. ACCT', ink(customer.number, 13), 2)}</div>
        <div class="legal">I hereby authorize the above repair work to be done along with the necessary material, and hereby grant you and/or your employees permission to operate the car herein described on streets, highways or elsewhere for the purpose of testing and/or inspection. An express mechanic's lien is hereby acknowledged on above car to secure the amount of repairs thereto.<br><br>SIGNED X ${ink(h(customer.name.split(' ')[1]), 15)} &nbsp;&nbsp; ESTIMATE $ ${ink(String(Math.ceil(totals.customerPay / 50) * 50), 13)}</div>
        <div class="paid">PAID<br><small>${date(facts.invoicedDate)}</small></div>
        <div class="copy">CUSTOMER COPY · FORM 2441-3 · PRINTED IN U.S.A.</div>
      </div>`;
    const css = `
      .ro { font: 10.5px/1.2 'Liberation Sans Narrow', 'Liberation Sans', sans-serif; color: #1f5a3a; padding: 28px 32px; background: #fbfbf3; position: relative; height: 100%; box-sizing: border-box; }
      .ink { font-family: 'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif; font-style: oblique; color: #1b2f8f; display: inline-block; white-space: nowrap; letter-spacing: .3px; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; border: 2px solid #1f5a3a; padding: 6px 10px; }
      .stamp { font: bold 17px 'Liberation Serif', serif; color: #6b2a7a; opacity: .85; transform: rotate(-1.5deg); border: 2px solid #6b2a7a; padding: 3px 8px; border-radius: 3px; }
      .stamp small { font-size: 9.5px; font-weight: normal; }
      .kind { font: bold 22px 'Liberation Sans', sans-serif; letter-spacing: 2px; }
      .no { text-align: right; font-size: 13px; }
      .no span { font: bold 20px 'Liberation Mono', monospace; color: #c1121f; }
      .row { display: flex; }
      .f { border: 1px solid #1f5a3a; border-top: none; border-right: none; padding: 2px 5px 4px; min-height: 44px; overflow: hidden; }
      .row .f:last-child { border-right: 1px solid #1f5a3a; }
      .l { font-size: 8px; font-weight: bold; letter-spacing: .4px; }
      .mid { display: flex; align-items: flex-start; border: 1px solid #1f5a3a; border-top: none; }
      .tall { min-height: 96px; line-height: 1.7; }
      .pt { width: 50%; border-collapse: collapse; border-right: 1px solid #1f5a3a; }
      .pt th, .lb th { font-size: 8px; border-bottom: 1px solid #1f5a3a; padding: 2px; text-align: left; }
      .pt td { border-bottom: 1px solid #9bb8a6; border-right: 1px solid #9bb8a6; height: 30px; padding: 0 4px; }
      .pt .t td { font-size: 8.5px; font-weight: bold; }
      .right { width: 50%; }
      .lb { width: 100%; border-collapse: collapse; }
      .lb td { border-bottom: 1px solid #9bb8a6; height: 32px; padding: 0 4px; max-width: 290px; overflow: hidden; }
      .lb td .ink { white-space: normal; }
      .r { text-align: right; width: 70px; }
      .sum { width: 100%; border-collapse: collapse; }
      .sum td { border-top: 1px solid #1f5a3a; height: 27px; padding: 0 4px; font-size: 8.5px; font-weight: bold; }
      .sum .g td { font-size: 10px; background: #e3efe6; }
      .legal { font-size: 7.5px; border: 1px solid #1f5a3a; border-top: none; padding: 5px; }
      .paid { position: absolute; left: 200px; top: 742px; transform: rotate(-14deg); border: 3px solid rgba(200,20,30,.7); color: rgba(200,20,30,.7); font: bold 30px 'Liberation Sans', sans-serif; padding: 2px 14px; text-align: center; line-height: 1; }
      .paid small { font-size: 11px; }
      .copy { position: absolute; bottom: 14px; left: 32px; font-size: 7.5px; letter-spacing: 1px; }`;
    return letterPages(css, page);
  },
});

function inked(random: Random, value: string, size: number): string {
  const angle = ((random.next() - 0.5) * 3).toFixed(2);
  const drop = random.int(-1, 3);
  const skew = -(6 + random.int(0, 8));
  return `<span class="ink" style="font-size:${size}px;transform:translateY(${drop}px) rotate(${angle}deg) skewX(${skew}deg)">${value}</span>`;
}
