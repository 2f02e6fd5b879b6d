import { dollars, formatDate, formatTime, miles } from '../format';
import { defineLayout, h } from './layout';

/**
 * A screenshot of a dealer's phone app, printed or sent on: the phone's status bar (its own clock),
 * a "visit details" screen with the drop-off and pick-up on a timeline, the services as tappable
 * rows, the payment card with loyalty points, and the app's tab bar. No three Cs, one odometer.
 */
export const phoneAppLayout = defineLayout('phone_app', {
  order: { mode: 'mixed' },
  prints: [],
  dates: { styles: ['Mon D, YYYY', 'Wkd, Mon D, YYYY', 'M/D/YYYY'], clock: 'ampm', between: ' · ' },
  labels: {
    number: ['RO #', 'Repair order', 'Order no.'],
    dates: [
      ['Dropped off', 'Picked up'],
      ['Checked in', 'Ready for pickup'],
      ['Vehicle received', 'Service complete'],
    ],
    total: ['Total charged', 'You paid', 'Paid'],
  },
  render(facts, random, { date, labels }) {
    const { dealer, vehicle, totals } = facts;
    const { number, dates, total } = labels;
    const statusClock = formatTime(`${String(random.int(7, 21)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`, '24h').replace(/^0/, '');
    const battery = random.int(12, 97);
    const card = random.pick(['Visa', 'Mastercard', 'Amex', 'Apple Pay']);
    const last4 = random.int(1000, 9999);
    const points = Math.round(totals.customerPay * random.pick([1, 2, 5]));
    const nextDue = Math.ceil((facts.mileageIn + random.pick([3000, 5000, 7500])) / 500) * 500;
    const warranty = facts.lines.some((line) => line.pay === 'W');
    const rows = facts.lines
      .map(
        (line) =>
          `<div class="svc"><div><b>${h(line.description)}</b><small>${line.pay === 'W' ? `${h(dealer.make)} warranty` : `${line.hours.toFixed(1)} hr labor${line.parts.length ? ` · ${line.parts.length} part${line.parts.length > 1 ? 's' : ''}` : ''}`}</small></div><span class="${line.pay === 'W' ? 'cov' : ''}">${line.pay === 'W' ? 'Covered' : dollars(line.labor + line.partsTotal)}</span><span class="chev">›</span></div>`,
      )
      .join('');
    const page = `
      <div class="app">
        <div class="status"><span>${statusClock}</span><span class="notch"></span><span>▂▄▆ 5G ${battery}%</span></div>
        <div class="nav"><span class="back">‹ Visits</span><span class="t">Visit details</span><span class="share">Share</span></div>
        <div class="hero">
          <div class="dn">${h(dealer.name)}</div>
          <div class="car">${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}</div>
          <div class="chip">● Completed${warranty ? ' · warranty applied' : ''}</div>
        </div>
        <div class="card">
          <div class="kv"><span>${number}</span><b>${facts.roNumber}</b></div>
          <div class="tl">
            <div class="dot"><span>${dates.in}</span>${date(facts.dateIn, facts.timeIn)}</div>
            <div class="dot"><span>In service</span>Advisor ${h(facts.advisor)}</div>
            <div class="dot last"><span>${dates.out}</span>${date(facts.dateOut, facts.timeOut)}</div>
          </div>
          <div class="kv"><span>Odometer</span><b>${miles(facts.mileageIn)} mi</b></div>
          <div class="kv"><span>VIN</span><small>${vehicle.vin}</small></div>
        </div>
        <div class="sec">Services</div>
        <div class="card">${rows}</div>
        <div class="sec">Payment</div>
        <div class="card pay">
          <div class="kv"><span>Services</span>${dollars(totals.labor + totals.parts)}</div>
          <div class="kv"><span>Fees</span>${dollars(totals.supplies)}</div>
          <div class="kv"><span>Tax</span>${dollars(totals.tax)}</div>
          ${warranty ? `<div class="kv dim"><span>Paid by ${h(dealer.make)}</span>${dollars(totals.warrantyPay)}</div>` : ''}
          <div class="kv g"><span>${total}</span>${dollars(totals.customerPay)}</div>
          <div class="kv dim"><span>${totals.customerPay > 0 ? `${card} •••• ${last4}` : 'No payment needed'}</span>${formatDate(facts.invoicedDate, 'Mon D, YYYY')}</div>
          <div class="pts">★ ${points.toLocaleString('en-US')} ${h(dealer.name.split(' ')[0])} Rewards points earned</div>
        </div>
        <div class="card next">Next service due at ${miles(nextDue)} mi <span class="btn">Book</span></div>
        <div class="links">Invoice ${facts.invoiceNumber} (PDF) · Call ${dealer.phone}</div>
        <div class="tabs"><span>Home</span><span class="on">Visits</span><span>Offers</span><span>Account</span></div>
      </div>`;
    const css = `
      .app { font: 15px/1.35 'DejaVu Sans', sans-serif; color: #111; background: #f2f2f7; padding-bottom: 8px; }
      .status { display: flex; justify-content: space-between; align-items: center; padding: 8px 22px 4px; font-size: 14px; font-weight: bold; background: #fff; }
      .notch { width: 110px; height: 22px; background: #111; border-radius: 12px; }
      .nav { display: flex; justify-content: space-between; padding: 8px 14px 10px; background: #fff; border-bottom: 1px solid #ddd; font-size: 15px; }
      .nav .back, .nav .share { color: #0a6cff; }
      .nav .t { font-weight: bold; }
      .hero { padding: 14px 16px 6px; }
      .dn { font-size: 22px; font-weight: bold; }
      .car { color: #555; }
      .chip { display: inline-block; margin-top: 6px; background: #dff3e4; color: #1b7a35; border-radius: 12px; padding: 2px 10px; font-size: 12.5px; }
      .card { background: #fff; border-radius: 12px; margin: 8px 12px; padding: 8px 14px; }
      .kv { display: flex; justify-content: space-between; padding: 5px 0; border-bottom: 1px solid #f0f0f0; }
      .kv:last-child { border-bottom: none; }
      .kv span { color: #666; }
      .kv small { font-size: 11px; }
      .tl { padding: 4px 0 4px 6px; }
      .dot { border-left: 2px solid #0a6cff; padding: 0 0 10px 14px; position: relative; font-size: 14px; }
      .dot::before { content: ''; position: absolute; left: -6px; top: 3px; width: 10px; height: 10px; border-radius: 50%; background: #0a6cff; }
      .dot.last { border-left-color: transparent; padding-bottom: 2px; }
      .dot span { display: block; font-size: 12px; color: #666; }
      .sec { margin: 14px 16px 0; font-size: 13px; color: #666; text-transform: uppercase; }
      .svc { display: flex; align-items: center; gap: 8px; padding: 7px 0; border-bottom: 1px solid #f0f0f0; }
      .svc:last-child { border-bottom: none; }
      .svc div { flex: 1; }
      .svc small { display: block; color: #777; font-size: 12px; }
      .svc .cov { color: #1b7a35; font-size: 13px; }
      .chev { color: #bbb; font-size: 20px; }
      .pay .g { font-weight: bold; font-size: 18px; }
      .pay .g span { color: #111; }
      .pay .dim { font-size: 13px; color: #777; }
      .pts { font-size: 12.5px; color: #a06800; padding-top: 4px; }
      .next { display: flex; align-items: center; font-size: 14px; }
      .btn { margin-left: auto; background: #0a6cff; color: #fff; border-radius: 14px; padding: 3px 14px; font-size: 13px; }
      .links { margin: 6px 16px; font-size: 12.5px; color: #0a6cff; }
      .tabs { display: flex; justify-content: space-around; background: #fff; border-top: 1px solid #ddd; padding: 8px 0 16px; margin-top: 10px; font-size: 12px; color: #888; }
      .tabs .on { color: #0a6cff; font-weight: bold; }`;
    return { css, pages: [page], width: 390, height: null };
  },
});
