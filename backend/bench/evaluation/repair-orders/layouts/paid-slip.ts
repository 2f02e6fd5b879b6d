import { formatDate, formatTime, miles, money } from '../format';
import { defineLayout, h, letterPages, upper } from './layout';

/**
 * A dealer's invoice as the owner takes it home: a blue-ruled form in a serif face, a red "PAID"
 * rubber stamp with the day across the totals, and the card terminal's slip stapled on the lower
 * left (the merchant, the card's last digits, an approval code, its own date and time, and the
 * amount, which is the order's total). No three Cs, one odometer reading.
 */
export const paidSlipLayout = defineLayout('paid_slip', {
  order: { mode: 'customer' },
  media: ['pdf_scan', 'png', 'photo_jpeg'],
  prints: [],
  dates: { styles: ['Mon D, YYYY', 'M/D/YY', 'MM/DD/YYYY'], clock: 'short' },
  labels: {
    number: ['R.O. NO.', 'REPAIR ORDER', 'RO #'],
    dates: [
      ['DATE IN', 'READY'],
      ['R.O. OPENED', 'R.O. CLOSED'],
      ['ARRIVED', 'COMPLETED'],
    ],
    mileage: ['MILEAGE', 'ODOMETER', 'MILES IN'],
    total: ['TOTAL CHARGES', 'INVOICE TOTAL', 'PAY THIS AMOUNT'],
  },
  render(facts, random, { date, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, total } = labels;
    const card = random.pick(['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER']);
    const last4 = random.int(1000, 9999);
    const [hours, minutes] = facts.timeOut.split(':').map(Number);
    // Paid at the counter a few minutes after the order was closed.
    const paidMinutes = Math.min(hours * 60 + minutes + random.int(2, 40), 19 * 60 + 59);
    const paidAt = `${String(Math.floor(paidMinutes / 60)).padStart(2, '0')}:${String(paidMinutes % 60).padStart(2, '0')}`;
    const stampAngle = -(8 + random.int(0, 14));
    const slipAngle = (random.chance(0.5) ? 1 : -1) * (2 + random.next() * 4);
    const rows = facts.lines
      .map(
        (line) => `
        <tr><td>${line.letter}</td><td>${upper(line.description)}<div class="sub">OP ${line.opCode} · TECH ${line.tech} · ${line.hours.toFixed(1)} HRS</div>
          ${line.parts.map((part) => `<div class="sub">${part.quantity} × ${h(part.number)} ${h(part.description)} @ ${money(part.price)}</div>`).join('')}</td>
          <td>${money(line.labor)}</td><td>${money(line.partsTotal)}</td><td>${money(line.labor + line.partsTotal)}</td></tr>`,
      )
      .join('');
    const page = `
      <div class="inv">
        <div class="hd">
          <div><div class="dn">${h(dealer.name)}</div>${h(dealer.street)} · ${h(dealer.city)}, ${dealer.state} ${dealer.zip}<br>Service Department ${dealer.phone}</div>
          <table class="ids"><tr><th>${number}</th><td>${facts.roNumber}</td></tr><tr><th>INVOICE</th><td>${facts.invoiceNumber}</td></tr><tr><th>PAGE</th><td>1 OF 1</td></tr></table>
        </div>
        <table class="grid">
          <tr><td><label>CUSTOMER</label>${upper(customer.name)}<br>${upper(customer.street)}<br>${upper(customer.city)}, ${customer.state} ${customer.zip}</td>
              <td><label>VEHICLE</label>${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)}<br>${vehicle.vin}<br>${vehicle.color}</td>
              <td><label>${mileage}</label>${miles(facts.mileageIn)}</td></tr>
          <tr><td><label>${dates.in}</label>${date(facts.dateIn, facts.timeIn)}</td><td><label>${dates.out}</label>${date(facts.dateOut, facts.timeOut)}</td><td><label>ADVISOR</label>${h(facts.advisor)}</td></tr>
        </table>
        <table class="lines"><tr><th>LINE</th><th>DESCRIPTION</th><th>LABOR</th><th>PARTS</th><th>AMOUNT</th></tr>${rows}</table>
        <div class="bottom">
          <div class="terms">All parts new unless noted. Labor warranted 12 months / 12,000 miles. I hereby authorize the above repair work.<br><br>X ______________________________</div>
          <div class="totals">
            <table>
              <tr><td>LABOR</td><td>${money(totals.labor)}</td></tr>
              <tr><td>PARTS</td><td>${money(totals.parts)}</td></tr>
              <tr><td>SHOP SUPPLIES</td><td>${money(totals.supplies)}</td></tr>
              <tr><td>TAX</td><td>${money(totals.tax)}</td></tr>
              <tr class="g"><td>${total}</td><td>$${money(totals.customerPay)}</td></tr>
            </table>
            <div class="stamp" style="transform: rotate(${stampAngle}deg)">PAID<small>${formatDate(facts.dateOut, 'DD-Mon-YY').toUpperCase()}</small></div>
          </div>
        </div>
        <div class="slip" style="transform: rotate(${slipAngle.toFixed(2)}deg)">
          <div class="staple"></div>
          <div class="c"><b>${upper(dealer.name)}</b><br>${upper(dealer.street)}<br>${upper(dealer.city)}, ${dealer.state}</div>
          <div class="r"><span>MID ${random.int(100000000, 999999999)}</span><span>TID ${random.int(1, 9)}</span></div>
          <div class="r"><span>${formatDate(facts.dateOut, 'MM/DD/YYYY')}</span><span>${formatTime(paidAt, '24h')}</span></div>
          <div class="c"><b>SALE</b></div>
          <div class="r"><span>${card}</span><span>************${last4}</span></div>
          <div class="r"><span>ENTRY</span><span>${random.pick(['CHIP', 'CONTACTLESS', 'SWIPED'])}</span></div>
          <div class="r"><span>AUTH CODE</span><span>${random.int(100000, 999999)}</span></div>
          <div class="r big"><span>AMOUNT</span><span>$${money(totals.customerPay)}</span></div>
          <div class="c">APPROVED<br>CUSTOMER COPY</div>
        </div>
      </div>`;
    const css = `
      .inv { font: 11.5px/1.35 'Liberation Serif', serif; color: #111; padding: 34px 40px; position: relative; height: 100%; box-sizing: border-box; }
      .hd { display: flex; justify-content: space-between; border-bottom: 2px solid #1d4e89; padding-bottom: 8px; }
      .dn { font: bold 24px 'Liberation Serif', serif; color: #1d4e89; }
      .ids th { text-align: left; color: #1d4e89; font-size: 10px; padding: 1px 8px; }
      .ids td { font: bold 14px 'Liberation Mono', monospace; }
      .grid { width: 100%; border-collapse: collapse; margin-top: 10px; }
      .grid td { border: 1px solid #1d4e89; padding: 3px 6px; vertical-align: top; font-family: 'Liberation Mono', monospace; font-size: 11px; }
      label { display: block; font: 8.5px 'Liberation Sans', sans-serif; color: #1d4e89; }
      .lines { width: 100%; border-collapse: collapse; margin-top: 12px; }
      .lines th { background: #dbe7f5; color: #1d4e89; font: bold 10px 'Liberation Sans', sans-serif; padding: 3px; text-align: right; }
      .lines th:nth-child(-n+2) { text-align: left; }
      .lines td { padding: 4px 3px; border-bottom: 1px solid #c5d5ea; text-align: right; vertical-align: top; font-family: 'Liberation Mono', monospace; font-size: 11px; }
      .lines td:nth-child(-n+2) { text-align: left; }
      .sub { font-size: 9.5px; color: #444; }
      .bottom { display: flex; justify-content: space-between; margin-top: 18px; }
      .terms { width: 330px; font-size: 9.5px; color: #333; }
      .totals { position: relative; }
      .totals table { border-collapse: collapse; border: 1px solid #1d4e89; font-family: 'Liberation Mono', monospace; }
      .totals td { padding: 3px 10px; }
      .totals td:last-child { text-align: right; min-width: 90px; }
      .totals .g td { font-weight: bold; font-size: 14px; border-top: 2px solid #1d4e89; }
      .stamp { position: absolute; left: 20px; top: 28px; border: 4px double rgba(200,20,30,.7); color: rgba(200,20,30,.7); font: bold 44px/1 'Liberation Sans', sans-serif; letter-spacing: 6px; padding: 4px 14px; text-align: center; }
      .stamp small { display: block; font-size: 13px; letter-spacing: 2px; }
      .slip { position: absolute; left: 70px; top: 600px; width: 230px; background: #fbfaf6; box-shadow: 2px 3px 8px rgba(0,0,0,.35); padding: 14px 14px 18px; font: 11px/1.4 'DejaVu Sans Mono', monospace; color: #222; }
      .slip .c { text-align: center; margin: 4px 0; }
      .slip .r { display: flex; justify-content: space-between; }
      .slip .big { font-weight: bold; font-size: 13px; margin: 6px 0; }
      .staple { position: absolute; top: 6px; left: 60px; width: 90px; height: 4px; background: linear-gradient(#aaa, #666); border-radius: 2px; box-shadow: 0 1px 1px rgba(0,0,0,.4); }`;
    return letterPages(css, page);
  },
});
