import { miles, money } from '../format';
import { defineLayout, h, letterPages, upper } from './layout';
import { sealedDate } from './sealed-format';

/** Speckle of a fax line: turbulence cut to black dots, the same for the same seed. */
const speckle = (seed: number) =>
  `url("data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' width='300' height='300'><filter id='s'><feTurbulence type='fractalNoise' baseFrequency='0.9' numOctaves='1' seed='${seed}'/><feColorMatrix type='saturate' values='0'/><feComponentTransfer><feFuncR type='discrete' tableValues='0 1 1 1 1 1 1 1 1 1'/><feFuncG type='discrete' tableValues='0 1 1 1 1 1 1 1 1 1'/><feFuncB type='discrete' tableValues='0 1 1 1 1 1 1 1 1 1'/></feComponentTransfer></filter><rect width='300' height='300' filter='url(#s)'/></svg>`,
  )}")`;

/**
 * A dealer's order faxed to the owner (or to the claims office) and kept as it came off the line:
 * the sending machine's header along the top with its own date, time, numbers and page count, the
 * receiving machine's line along the bottom, the page crooked, thickened and speckled, with streaks
 * across it. The order under it is a plain impact-printer form: no three Cs, miles in and out.
 */
export const faxCopyLayout = defineLayout('fax_copy', {
  order: { mode: 'customer' },
  media: ['pdf_scan', 'png', 'photo_jpeg'],
  prints: ['mileageOut'],
  dates: { styles: ['M/D/YY', 'MM/DD/YYYY', 'DDMONYY'], clock: '24h' },
  labels: {
    number: ['RO NUMBER', 'R.O. #', 'REPAIR ORDER NO'],
    dates: [
      ['DATE IN', 'DATE OUT'],
      ['OPENED', 'CLOSED'],
      ['RECEIVED', 'COMPLETED'],
    ],
    mileage: [
      ['MILEAGE IN', 'MILEAGE OUT'],
      ['ODOM IN', 'ODOM OUT'],
    ],
    total: ['TOTAL AMOUNT DUE', 'PLEASE PAY THIS AMOUNT', 'CUSTOMER TOTAL'],
  },
  render(facts, random, { date, time, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, total } = labels;
    const digits = (phone: string) => phone.replace(/\D/g, '');
    // The receiving machine logs the page a minute or two after the sending one stamped it.
    const sent = random.int(8 * 60, 17 * 60 + 50);
    const received = sent + random.int(0, 3);
    const clockOf = (minutes: number) => time(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
    const [sentTime, receivedTime] = [clockOf(sent), clockOf(received)];
    const job = random.int(1000, 9999);
    const toNumber = `${random.int(200, 989)}555${random.int(1000, 9999)}`;
    const angle = (random.chance(0.5) ? 1 : -1) * (0.9 + random.next() * 1.6);
    const streaks = Array.from(
      { length: random.int(2, 5) },
      () => `<div class="streak" style="top:${random.int(60, 1000)}px;height:${random.pick([1, 1, 2])}px"></div>`,
    ).join('');
    const rows = facts.lines
      .map(
        (line) => `
        <tr><td>${line.letter}</td><td>${line.opCode}</td><td>${upper(line.description)}</td><td>${line.tech}</td><td>${line.hours.toFixed(2)}</td><td>${money(line.labor)}</td><td>${money(line.partsTotal)}</td></tr>
        ${line.parts.map((part) => `<tr class="p"><td></td><td></td><td>${part.quantity} ${h(part.number)} ${h(part.description)}</td><td></td><td></td><td></td><td>${money(part.amount)}</td></tr>`).join('')}`,
      )
      .join('');
    const page = `
      <div class="tti">${sealedDate(facts.printedDate, 'MON DD YYYY')} ${sentTime}&nbsp;&nbsp;&nbsp;FROM:${digits(dealer.fax)} ${upper(dealer.name)} SVC&nbsp;&nbsp;&nbsp;TO:${toNumber}&nbsp;&nbsp;&nbsp;P.001/001</div>
      <div class="fax" style="transform: rotate(${angle.toFixed(2)}deg)">
        <div class="hd">
          <div><div class="dn">${upper(dealer.name)}</div>${upper(dealer.street)}<br>${upper(dealer.city)}, ${dealer.state} ${dealer.zip}<br>SERVICE ${dealer.phone} &nbsp; FAX ${dealer.fax}</div>
          <div class="num">${number}<b>${facts.roNumber}</b><span>INVOICE ${facts.invoiceNumber} &nbsp; TAG ${facts.tagNumber}</span></div>
        </div>
        <table class="box">
          <tr><td>CUSTOMER<b>${upper(customer.name)}</b>${upper(customer.street)}, ${upper(customer.city)} ${customer.state} ${customer.zip}</td><td>YR/MAKE/MODEL<b>${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)}</b>VIN ${vehicle.vin}</td><td>ADVISOR<b>${h(facts.advisor)}</b>#${facts.advisorNumber}</td></tr>
          <tr><td>${dates.in}<b>${date(facts.dateIn)} ${time(facts.timeIn)}</b></td><td>${dates.out}<b>${date(facts.dateOut)} ${time(facts.timeOut)}</b></td><td>PROMISED<b>${date(facts.promisedDate)}</b></td></tr>
          <tr><td>${mileage.in}<b>${miles(facts.mileageIn)}</b></td><td>${mileage.out}<b>${miles(facts.mileageOut)}</b></td><td>COLOR<b>${vehicle.color}</b></td></tr>
        </table>
        <table class="lines">
          <tr><th>LN</th><th>OPCODE</th><th>DESCRIPTION</th><th>TECH</th><th>HRS</th><th>LABOR</th><th>PARTS</th></tr>
          ${rows}
        </table>
        <table class="tot">
          <tr><td>LABOR</td><td>${money(totals.labor)}</td></tr>
          <tr><td>PARTS</td><td>${money(totals.parts)}</td></tr>
          <tr><td>SHOP SUPPLIES</td><td>${money(totals.supplies)}</td></tr>
          <tr><td>SALES TAX</td><td>${money(totals.tax)}</td></tr>
          <tr class="g"><td>${total}</td><td>${money(totals.customerPay)}</td></tr>
        </table>
        <div class="sig">CUSTOMER SIGNATURE ______________________ &nbsp; COPY FAXED AT CUSTOMER REQUEST ${date(facts.printedDate)}</div>
      </div>
      <div class="rx">RECEIVED ${sealedDate(facts.printedDate, 'MON DD YYYY')} ${receivedTime} #${job} P.1</div>
      <div class="speck" style="background-image: ${speckle(random.int(1, 9999))}"></div>
      ${streaks}`;
    const css = `
      .page { background: #fff; filter: grayscale(1) contrast(2.4) blur(0.35px); }
      .tti { font: 12px 'DejaVu Sans Mono', monospace; letter-spacing: .5px; padding: 10px 24px 0; white-space: nowrap; }
      .rx { position: absolute; bottom: 10px; left: 30px; right: 30px; font: 11px 'DejaVu Sans Mono', monospace; text-align: right; }
      .fax { font: 12.5px/1.3 'Liberation Mono', monospace; padding: 22px 48px; transform-origin: 40% 30%; text-shadow: 0.4px 0 0 #000, 0 0.4px 0 #000; }
      .hd { display: flex; justify-content: space-between; border-bottom: 2px solid #000; padding-bottom: 8px; }
      .dn { font: bold 19px 'Liberation Sans', sans-serif; }
      .num { text-align: right; font-size: 11px; }
      .num b { display: block; font-size: 22px; }
      .num span { display: block; }
      .box { width: 100%; border-collapse: collapse; margin: 10px 0; }
      .box td { border: 1px solid #000; padding: 3px 6px; font-size: 10px; vertical-align: top; width: 33%; }
      .box b { display: block; font-size: 13px; }
      .lines { width: 100%; border-collapse: collapse; }
      .lines th { border-top: 1px solid #000; border-bottom: 1px solid #000; text-align: left; font-size: 11px; padding: 2px 4px; }
      .lines td { padding: 3px 4px; vertical-align: top; }
      .lines td:nth-child(n+5) { text-align: right; }
      .lines .p td { font-size: 11px; padding-top: 0; }
      .tot { margin: 16px 0 0 auto; border-collapse: collapse; border: 2px solid #000; }
      .tot td { padding: 2px 10px; }
      .tot td:last-child { text-align: right; min-width: 90px; }
      .tot .g td { font-weight: bold; font-size: 15px; border-top: 2px solid #000; }
      .sig { margin-top: 40px; font-size: 10px; }
      .speck { position: absolute; inset: 0; mix-blend-mode: multiply; opacity: .8; }
      .streak { position: absolute; left: 0; right: 0; background: #000; opacity: .55; }`;
    return letterPages(css, page);
  },
});
