import { miles, money } from '../format';
import type { OrderLine } from '../order';
import { heldOutDate, type HeldOutDateStyle } from './held-out-format';
import { defineLayout, letterPages, h, upper } from './layout';

/** A dealer system's multi-line order: each line's story and its own subtotal, a warranty-claim column, the net due after all payers. */
export const multiLineDmsLayout = defineLayout('multi_line_dms', {
  order: { mode: 'split' },
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['ISO'], clock: '24h' },
  labels: {
    total: ['NET DUE', 'CUSTOMER NET DUE'],
  },
  render(facts, random, { labels }) {
    const style = random.pick<HeldOutDateStyle>(['Mon-DD-YY', 'YYYY/MM/DD']);
    const date = (iso: string, time?: string) => heldOutDate(iso, style, time);
    const { total } = labels;
    const first = random.pick(['COMPLAINT', 'CONCERN']);
    const { dealer, vehicle, customer, totals } = facts;
    const payer = (line: OrderLine) => ({ C: 'CUST', W: 'WARR', I: 'INT', S: 'SVC' })[line.pay];
    const claim = (line: OrderLine) => (line.pay === 'W' ? `${dealer.zip.slice(0, 3)}-${facts.roNumber.slice(-5)}${line.letter}` : '—');
    const lines = facts.lines
      .map(
        (line) => `
        <tr class="lh"><td>${line.letter}</td><td>${line.opCode}</td><td>${h(line.description.toUpperCase())}</td><td>${payer(line)}</td><td>${claim(line)}</td><td>${line.tech}</td></tr>
        <tr><td></td><td colspan="5" class="story"><div class="sl">STORY</div>
          <div><b>C1 ${first}:</b> ${h(line.complaint)}</div><div><b>C2 CAUSE:</b> ${h(line.cause)}</div><div><b>C3 CORRECTION:</b> ${h(line.correction)}</div></td></tr>
        <tr class="st"><td></td><td colspan="3">LINE ${line.letter} SUBTOTAL — LABOR ${money(line.labor)} (${line.hours.toFixed(1)} HRS) PARTS ${money(line.partsTotal)}</td><td colspan="2">${money(line.labor + line.partsTotal)}</td></tr>`,
      )
      .join('');
    const countyTax = Math.round(totals.tax * 35) / 100;
    const stateTax = Math.round((totals.tax - countyTax) * 100) / 100;
    const page = `
      <div class="ro">
        <div class="hd">
          <div><div class="dn">${upper(dealer.name)}</div>${upper(dealer.street)} ${upper(dealer.city)} ${dealer.state} ${dealer.zip}<br>SERVICE ${dealer.phone}</div>
          <table class="ids">
            <tr><td>R.O. NO.</td><td><b>${facts.roNumber}</b></td></tr>
            <tr><td>INVOICE</td><td>${facts.invoiceNumber}</td></tr>
            <tr><td>CUST NO.</td><td>${customer.number}</td></tr>
          </table>
        </div>
        <table class="grid">
          <tr><td>OPENED<br><b>${date(facts.dateIn, facts.timeIn)}</b></td><td>CLOSED<br><b>${date(facts.dateOut, facts.timeOut)}</b></td><td>PROMISED<br>${date(facts.promisedDate)}</td><td>ADVISOR<br>${h(facts.advisor)} #${facts.advisorNumber}</td></tr>
          <tr><td>MI IN<br><b>${miles(facts.mileageIn)}</b></td><td>MI OUT<br><b>${miles(facts.mileageOut)}</b></td><td colspan="2">${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)} · VIN ${vehicle.vin} · ${upper(customer.name)}</td></tr>
        </table>
        <table class="lines"><tr><th>LN</th><th>OP</th><th>DESCRIPTION</th><th>PAY</th><th>WARRANTY CLAIM</th><th>TECH</th></tr>${lines}</table>
        <table class="sum">
          <tr><td>CUSTOMER LABOR</td><td>${money(totals.labor)}</td></tr>
          <tr><td>CUSTOMER PARTS</td><td>${money(totals.parts)}</td></tr>
          <tr><td>SHOP SUPPLIES</td><td>${money(totals.supplies)}</td></tr>
          <tr><td>STATE TAX</td><td>${money(stateTax)}</td></tr>
          <tr><td>LOCAL TAX</td><td>${money(countyTax)}</td></tr>
          <tr><td>WARRANTY (FACTORY, NOT BILLED)</td><td>${money(totals.warrantyPay)}</td></tr>
          <tr><td>INTERNAL (DEALER, NOT BILLED)</td><td>${money(totals.internalPay)}</td></tr>
          <tr class="g"><td>${total}</td><td>${money(totals.customerPay)}</td></tr>
        </table>
        <p class="f">LINE SUBTOTALS INCLUDE ALL PAY TYPES. ONLY THE ${total} IS BILLED TO THE CUSTOMER. PRINTED ${date(facts.printedDate)}.</p>
      </div>`;
    const css = `
      .ro { font: 11.5px/1.35 'Liberation Mono', monospace; color: #111; padding: 34px 38px; }
      .hd { display: flex; justify-content: space-between; }
      .dn { font: bold 18px 'Liberation Mono', monospace; }
      .ids td { padding: 1px 6px; }
      .grid { width: 100%; border-collapse: collapse; margin: 10px 0; }
      .grid td { border: 1px solid #444; padding: 3px 5px; font-size: 10.5px; vertical-align: top; }
      .lines { width: 100%; border-collapse: collapse; }
      .lines th { border-top: 1px solid #111; border-bottom: 1px solid #111; text-align: left; font-size: 10.5px; padding: 3px; }
      .lines td { padding: 2px 3px; vertical-align: top; }
      .lh td { font-weight: bold; padding-top: 8px; }
      .story { font-size: 11px; }
      .sl { font-size: 9px; letter-spacing: 2px; color: #555; }
      .st td { border-top: 1px dashed #777; font-size: 10.5px; text-align: right; }
      .st td:nth-child(2) { text-align: left; }
      .sum { margin: 14px 0 0 auto; border-collapse: collapse; min-width: 330px; }
      .sum td { padding: 2px 6px; text-align: right; }
      .sum td:first-child { text-align: left; }
      .sum .g td { font-weight: bold; font-size: 15px; border-top: 2px solid #111; }
      .f { font-size: 9.5px; color: #555; margin-top: 18px; }`;
    return letterPages(css, page);
  },
});
