import { addDays, cents, miles, money } from '../format';
import { defineLayout, h, letterPages, upper } from './layout';
import { laterDate, monthEnd, type LaterDateStyle } from './later-format';

const TRADES = ['Landscaping', 'Plumbing & Heating', 'Electric', 'Courier Service', 'Property Management', 'Catering', 'Roofing'];
const UNIT_MODELS = ['TRANSIT 250', 'F-250 XL', 'SILVERADO 2500', 'RAM PROMASTER', 'SIERRA 2500HD', 'TACOMA SR', 'EXPRESS 2500'];

/**
 * A dealer's monthly statement of a business's charge account, mailed with a copy of each invoice:
 * page 1 the statement (the statement and due dates, the balance forward and the payment against
 * it, every order charged that month for the account's other vehicles as well as this one, each at
 * its invoice date, the aging and the amount due, a remittance stub to tear off), page 2 the copy
 * of the one order that is the visit, with its dates, miles in and out, each line's request and the
 * work done, and the amount charged to the account. Printed to PDF only.
 */
export const accountStatementLayout = defineLayout('account_statement', {
  order: { mode: 'customer' },
  media: ['pdf_text', 'pdf_scan'],
  prints: ['complaint', 'correction', 'mileageOut'],
  dates: { styles: ['MM/DD/YYYY'], clock: 'ampm' },
  labels: {
    number: ['REPAIR ORDER NO.', 'RO / WORK ORDER', 'ORDER REF. (RO)'],
    dates: [
      ['OPENED', 'CLOSED'],
      ['IN SHOP', 'RELEASED'],
      ['RECEIVED', 'FINISHED'],
    ],
    mileage: [
      ['ODOMETER IN', 'ODOMETER OUT'],
      ['MILES AT DROP-OFF', 'MILES AT PICK-UP'],
      ['IN MILES', 'OUT MILES'],
    ],
    threeCs: [
      ['REQUEST', 'WORK DONE'],
      ['REPORTED', 'PERFORMED'],
      ['CONCERN', 'REPAIR MADE'],
    ],
    total: ['CHARGED TO ACCOUNT', 'INVOICE TOTAL (ON ACCOUNT)', 'AMOUNT BILLED'],
  },
  render(facts, random, { time, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const style = random.pick<LaterDateStyle>(['MM/DD/YY', "MON D 'YY", 'MM-DD-YY']);
    const date = (iso: string) => laterDate(iso, style);
    const [, last] = customer.name.split(' ');
    const business = `${last} ${random.pick(TRADES)} LLC`;
    const account = `${random.pick(['C', 'A', 'F'])}${random.int(1000, 9999)}`;
    const closing = monthEnd(facts.invoicedDate);
    const opening = `${closing.slice(0, 8)}01`;
    const dueOn = addDays(closing, random.pick([15, 20, 25, 30]));
    const remitBox = `PO Box ${random.int(1000, 99999)}`;
    const remitZip = String(Number(dealer.zip) + random.int(41, 90)).padStart(5, '0');
    const span = Math.max(1, Math.round((Date.parse(`${closing}T00:00:00Z`) - Date.parse(`${opening}T00:00:00Z`)) / 86_400_000));
    const dayOfMonth = () => addDays(opening, random.int(0, span));

    // The balance forward, the payment against it, and the month's other orders for the account's other vehicles.
    const forward = cents(random.int(18000, 160000) / 100);
    const paidPart = random.chance(0.75) ? forward : cents(forward - random.int(2000, 9000) / 100);
    const check = String(random.int(1000, 9999));
    const others = Array.from({ length: random.int(1, 3) }, (_, index) => {
      let number = String(random.int(100_000, 899_999));
      while (number === facts.roNumber) number = String(random.int(100_000, 899_999));
      return {
        on: dayOfMonth(),
        number,
        invoice: `${random.int(10, 99)}${random.int(10_000, 99_999)}`,
        unit: `UNIT ${random.int(2, 40)} ${random.pick(UNIT_MODELS)}`,
        po: `PO ${random.int(2000, 9999)}`,
        amount: cents(random.int(4500, 180000) / 100 + index),
      };
    });
    const visitUnit = `UNIT ${random.int(41, 60)} ${vehicle.year} ${upper(vehicle.model)}`;
    const visitPo = `PO ${random.int(2000, 9999)}`;
    type Row = { on: string; reference: string; detail: string; charge: number; credit: number };
    const rows: Row[] = [
      ...others.map((other) => ({
        on: other.on,
        reference: `RO ${other.number} / INV ${other.invoice}`,
        detail: `${other.unit} · ${other.po}`,
        charge: other.amount,
        credit: 0,
      })),
      {
        on: facts.invoicedDate,
        reference: `RO ${facts.roNumber} / INV ${facts.invoiceNumber}`,
        detail: `${visitUnit} · ${visitPo}`,
        charge: totals.customerPay,
        credit: 0,
      },
      { on: dayOfMonth(), reference: `PAYMENT CK #${check}`, detail: 'THANK YOU', charge: 0, credit: paidPart },
    ].sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
    const unpaid = cents(forward - paidPart);
    const finance = unpaid > 0 ? cents(Math.max(1, unpaid * 0.015)) : 0;
    if (finance > 0) rows.push({ on: closing, reference: 'FIN CHG', detail: '1.5% ON PAST DUE BALANCE', charge: finance, credit: 0 });
    let running = forward;
    const activity = rows
      .map((row) => {
        running = cents(running + row.charge - row.credit);
        return `<tr><td>${date(row.on)}</td><td>${row.reference}</td><td>${row.detail}</td><td>${row.charge ? money(row.charge) : ''}</td><td>${row.credit ? money(row.credit) : ''}</td><td>${money(running)}</td></tr>`;
      })
      .join('');
    const due = running;
    const current = cents(due - unpaid - finance);
    const pastDue = cents(unpaid + finance);

    const statement = `
      <div class="st">
        <div class="hd">
          <div><div class="dn">${upper(dealer.name)}</div><div class="sm">${h(dealer.legalName)} · Service Accounts Receivable<br>${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone} · Fax ${dealer.fax}</div></div>
          <div class="ttl">STATEMENT</div>
        </div>
        <div class="top">
          <div class="to">${upper(business)}<br>ATTN: ${upper(customer.name)}<br>${upper(customer.street)}<br>${upper(customer.city)}, ${customer.state} ${customer.zip}</div>
          <table class="box">
            <tr><th>ACCOUNT NO.</th><td>${account}</td></tr>
            <tr><th>STATEMENT DATE</th><td>${date(closing)}</td></tr>
            <tr><th>PERIOD</th><td>${date(opening)} – ${date(closing)}</td></tr>
            <tr><th>PAYMENT DUE BY</th><td>${date(dueOn)}</td></tr>
            <tr><th>TERMS</th><td>NET ${random.pick([10, 15, 30])}</td></tr>
          </table>
        </div>
        <table class="act">
          <tr><th>DATE</th><th>REFERENCE</th><th>UNIT / PO</th><th>CHARGES</th><th>CREDITS</th><th>BALANCE</th></tr>
          <tr><td>${date(opening)}</td><td>BALANCE FORWARD</td><td></td><td></td><td></td><td>${money(forward)}</td></tr>
          ${activity}
        </table>
        <p class="note">Charges are listed at their invoice date. A copy of each invoice is enclosed.</p>
        <table class="age">
          <tr><th>CURRENT</th><th>31–60 DAYS</th><th>61–90 DAYS</th><th>OVER 90</th><th>AMOUNT DUE</th></tr>
          <tr><td>${money(current)}</td><td>${money(pastDue)}</td><td>0.00</td><td>0.00</td><td class="b">$${money(due)}</td></tr>
        </table>
        <div class="cut">✂ - - - - - - - - - - - - - - - - - - please detach and return this portion with your payment - - - - - - - - - - - - - - - - - -</div>
        <div class="stub">
          <div>REMIT TO:<br>${upper(dealer.legalName)}<br>ATTN: SERVICE A/R<br>${remitBox}<br>${upper(dealer.city)}, ${dealer.state} ${remitZip}</div>
          <table class="box">
            <tr><th>ACCOUNT NO.</th><td>${account}</td></tr>
            <tr><th>STATEMENT DATE</th><td>${date(closing)}</td></tr>
            <tr><th>AMOUNT DUE</th><td>$${money(due)}</td></tr>
            <tr><th>AMOUNT ENCLOSED</th><td>$ ____________</td></tr>
          </table>
        </div>
      </div>`;

    const { number, dates, mileage, threeCs, total } = labels;
    const lines = facts.lines
      .map(
        (line) => `
        <div class="ln">
          <div class="lh"><span>${line.letter}. ${upper(line.description)}</span><span>OP ${line.opCode} · TECH ${line.tech} · ${line.hours.toFixed(1)} HRS</span><span>${money(line.labor + line.partsTotal)}</span></div>
          <div><b>${threeCs.complaint}:</b> ${h(line.complaint)}</div>
          <div><b>${threeCs.correction}:</b> ${h(line.correction)}</div>
          ${line.parts.map((part) => `<div class="pt">${part.quantity} × ${h(part.number)} ${h(part.description)} @ ${money(part.price)} = ${money(part.amount)}</div>`).join('')}
        </div>`,
      )
      .join('');
    const invoice = `
      <div class="iv">
        <div class="hd">
          <div><div class="dn">${upper(dealer.name)}</div><div class="sm">${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone}</div></div>
          <div class="ttl2"><span class="copy">COPY</span> SERVICE INVOICE<br><small>INVOICE ${facts.invoiceNumber} · ENCLOSED WITH STATEMENT OF ${date(closing)}</small></div>
        </div>
        <table class="grid">
          <tr><th>${number}</th><td class="big">${facts.roNumber}</td><th>ACCOUNT</th><td>${account} ${upper(business)}</td></tr>
          <tr><th>${dates.in}</th><td>${date(facts.dateIn)} ${time(facts.timeIn)}</td><th>${dates.out}</th><td>${date(facts.dateOut)} ${time(facts.timeOut)}</td></tr>
          <tr><th>INVOICED</th><td>${date(facts.invoicedDate)}</td><th>DRIVER</th><td>${upper(customer.name)} ${customer.phone}</td></tr>
          <tr><th>VEHICLE</th><td>${visitUnit} ${upper(vehicle.make)} ${vehicle.color}</td><th>VIN</th><td>${vehicle.vin}</td></tr>
          <tr><th>${mileage.in}</th><td>${miles(facts.mileageIn)}</td><th>${mileage.out}</th><td>${miles(facts.mileageOut)}</td></tr>
          <tr><th>PURCHASE ORDER</th><td>${visitPo}</td><th>ADVISOR</th><td>${h(facts.advisor)} (${facts.advisorNumber})</td></tr>
        </table>
        ${lines}
        <table class="tot">
          <tr><td>LABOR</td><td>${money(totals.labor)}</td></tr>
          <tr><td>PARTS</td><td>${money(totals.parts)}</td></tr>
          <tr><td>SHOP SUPPLIES</td><td>${money(totals.supplies)}</td></tr>
          <tr><td>SALES TAX</td><td>${money(totals.tax)}</td></tr>
          <tr class="g"><td>${total}</td><td>$${money(totals.customerPay)}</td></tr>
        </table>
        <div class="foot">Payment on account per the terms of your credit agreement. Questions: Service A/R ${dealer.phone} ext. ${random.int(200, 299)}.</div>
      </div>`;

    const css = `
      .st, .iv { font: 11px/1.4 'Liberation Sans', sans-serif; color: #1c1c1c; padding: 34px 44px; position: relative; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #1f3b5c; padding-bottom: 6px; }
      .dn { font: bold 18px 'Liberation Serif', serif; color: #1f3b5c; }
      .sm { font-size: 9.5px; color: #444; }
      .ttl { font: bold 26px 'Liberation Sans', sans-serif; letter-spacing: 4px; color: #1f3b5c; }
      .ttl2 { font: bold 15px 'Liberation Sans', sans-serif; text-align: right; }
      .ttl2 small { font-size: 8.5px; font-weight: normal; }
      .top { display: flex; justify-content: space-between; margin: 14px 0; }
      .to { font: 11.5px/1.45 'Liberation Mono', monospace; padding-top: 8px; }
      .box { border-collapse: collapse; font-size: 10px; }
      .box th { text-align: left; background: #e6ecf3; padding: 3px 8px; border: 1px solid #9fb1c6; font-size: 8.5px; }
      .box td { border: 1px solid #9fb1c6; padding: 3px 10px; font-family: 'Liberation Mono', monospace; }
      .act { width: 100%; border-collapse: collapse; font: 10.5px 'Liberation Mono', monospace; }
      .act th { font: bold 8.5px 'Liberation Sans', sans-serif; background: #1f3b5c; color: #fff; text-align: left; padding: 3px 5px; }
      .act td { padding: 3px 5px; border-bottom: 1px solid #d5dde6; }
      .act td:nth-child(n+4), .act th:nth-child(n+4) { text-align: right; }
      .note { font-size: 9px; color: #555; margin: 6px 0 10px; }
      .age { width: 100%; border-collapse: collapse; text-align: center; }
      .age th { font-size: 8.5px; background: #e6ecf3; border: 1px solid #9fb1c6; padding: 3px; }
      .age td { border: 1px solid #9fb1c6; padding: 5px; font-family: 'Liberation Mono', monospace; }
      .age .b { font-weight: bold; font-size: 13px; }
      .cut { margin: 34px 0 12px; font-size: 8.5px; color: #777; white-space: nowrap; overflow: hidden; }
      .stub { display: flex; justify-content: space-between; font: 10.5px/1.45 'Liberation Mono', monospace; }
      .copy { display: inline-block; border: 2px solid #a33; color: #a33; padding: 0 6px; margin-right: 8px; transform: rotate(-4deg); letter-spacing: 2px; }
      .grid { width: 100%; border-collapse: collapse; margin: 12px 0 8px; }
      .grid th { text-align: left; font-size: 8.5px; background: #f0f2f5; border: 1px solid #b9c2cc; padding: 3px 6px; width: 17%; }
      .grid td { border: 1px solid #b9c2cc; padding: 3px 6px; font-family: 'Liberation Mono', monospace; font-size: 10.5px; }
      .grid .big { font-size: 14px; font-weight: bold; }
      .ln { border-bottom: 1px solid #ccd3db; padding: 6px 0; }
      .lh { display: flex; justify-content: space-between; font-weight: bold; margin-bottom: 2px; }
      .lh span:nth-child(2) { font-weight: normal; color: #555; font-size: 9.5px; }
      .pt { font: 9.5px 'Liberation Mono', monospace; color: #444; padding-left: 14px; }
      .tot { margin: 12px 0 0 auto; border-collapse: collapse; min-width: 260px; }
      .tot td { padding: 2px 8px; }
      .tot td:last-child { text-align: right; font-family: 'Liberation Mono', monospace; }
      .tot .g td { font-weight: bold; font-size: 12.5px; border-top: 2px solid #1f3b5c; padding-top: 4px; }
      .foot { margin-top: 26px; font-size: 9px; color: #555; }`;
    return letterPages(css, statement, invoice);
  },
});
