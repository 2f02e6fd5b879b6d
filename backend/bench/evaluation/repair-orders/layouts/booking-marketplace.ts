import { addDays, dollars, formatDate, formatTime, miles } from '../format';
import { defineLayout, h, letterPages } from './layout';
import { shiftTime } from './recent-format';

/** Online booking services that sell a dealer's service slots (none of them the dealer). */
const MARKETS = [
  { name: 'Wrenchly', color: '#ff7a00', tagline: 'Book car service online' },
  { name: 'SlotShop Auto', color: '#2563eb', tagline: 'Service, booked.' },
  { name: 'Pitlane', color: '#0f766e', tagline: 'Car care marketplace' },
];

/**
 * The booking's details page on an online marketplace that sells dealers' service appointments,
 * printed from the owner's account: the marketplace's header with its search box and the owner's
 * name; "Booked on" (the day the owner booked, days before the visit) and the marketplace's own
 * booking number in three groups; the provider (the dealer) and its address, the card and the
 * order summary (items, shop fees, a waived booking fee, tax, grand total); a status line with the
 * day the car was ready; each service as an item with its price (a warranty line at $0.00, covered
 * by the maker); what the owner typed when booking, the miles a round number and an estimate; and
 * the record the dealer's system sent back: the shop's repair order and invoice numbers, checked
 * in and ready with their times, the odometer at check-in. No three Cs, one odometer reading.
 */
export const bookingMarketplaceLayout = defineLayout('booking_marketplace', {
  order: { mode: 'mixed' },
  media: ['pdf_text', 'png'],
  prints: [],
  dates: { styles: ['Month D, YYYY', 'Wkd, Mon D, YYYY'], clock: 'ampm', between: ' at ' },
  labels: {
    number: ['Shop repair order #', 'Dealer RO number', 'Repair order (shop)'],
    dates: [
      ['Checked in by shop', 'Ready for pickup'],
      ['Vehicle dropped off', 'Service completed'],
      ['Check-in', 'Completed'],
    ],
    mileage: ['Odometer at check-in', 'Mileage recorded by shop', 'Odometer (shop record)'],
    total: ['Grand Total:', 'Booking total', 'Total charged'],
  },
  render(facts, random, { date, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, total } = labels;
    const market = random.pick(MARKETS);
    const first = customer.name.split(' ')[0];
    const booking = `${random.int(111, 114)}-${random.int(1_000_000, 9_999_999)}-${random.int(1_000_000, 9_999_999)}`;
    const entered = Math.max(1000, Math.round((facts.mileageIn - random.int(300, 2500)) / 500) * 500);
    const [hour, minute] = facts.timeIn.split(':').map(Number);
    const slot = `${String(hour).padStart(2, '0')}:${minute >= 30 ? '30' : '00'}`;
    const quoted = Math.round(
      facts.lines.filter((line) => line.pay === 'C').reduce((sum, line) => sum + line.labor + line.partsTotal, 0) * (0.85 + random.next() * 0.1),
    );
    const card = random.pick(['Visa', 'Mastercard', 'American Express', 'Discover']);
    const last4 = random.int(1000, 9999);
    const reviewBy = addDays(facts.dateOut, 30);
    const short = (iso: string) => formatDate(iso, 'Month D, YYYY');
    const items = facts.lines
      .map(
        (line) => `
        <div class="it">
          <div class="ic">${line.pay === 'W' ? '✔' : '⚙'}</div>
          <div class="id">
            <div class="nm">${h(line.description)}</div>
            <div class="by">Performed by ${h(dealer.name)} · ${line.hours.toFixed(1)} hr labor${line.parts.length ? ` · ${line.parts.length} part${line.parts.length > 1 ? 's' : ''}` : ''}</div>
            ${line.pay === 'W' ? `<div class="cov">Covered by ${h(vehicle.make)} factory warranty — no charge</div>` : ''}
            <div class="btns"><span>Write a service review</span><span>Get help with this service</span></div>
          </div>
          <div class="pr">${line.pay === 'W' ? '$0.00' : dollars(line.labor + line.partsTotal)}</div>
        </div>`,
      )
      .join('');
    const kv = (label: string, value: string) => `<div class="kv"><span>${label}</span><span>${value}</span></div>`;
    const page = `
      <div class="mk" style="--brand:${market.color}">
        <div class="top"><span class="logo">${market.name}</span><span class="search">Search services, shops, or your vehicle</span><span class="acct">Hello, ${h(first)}<br><b>Account &amp; Bookings</b></span></div>
        <div class="crumb">Your Account › Your Bookings › Booking Details</div>
        <h1>Booking Details</h1>
        <div class="meta">Booked on ${short(facts.appointmentDate)} <span class="bar">|</span> Booking # ${booking} <span class="lnk">View or Print receipt ▸</span></div>
        <div class="box three">
          <div><h4>Service provider</h4><b>${h(dealer.name)}</b><br>${h(dealer.street)}<br>${h(dealer.city)}, ${dealer.state} ${dealer.zip}<br>${dealer.phone}</div>
          <div><h4>Payment method</h4>${card} ending in ${last4}<br><br><h4>Your vehicle</h4>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}</div>
          <div class="os"><h4>Booking Summary</h4>
            ${kv('Item(s) Subtotal:', dollars(totals.labor + totals.parts))}
            ${kv('Shop fees:', dollars(totals.supplies))}
            ${kv('Booking fee:', '<s>$4.99</s> FREE')}
            ${kv('Total before tax:', dollars(totals.labor + totals.parts + totals.supplies))}
            ${kv('Tax:', dollars(totals.tax))}
            <div class="kv g"><span>${total}</span><span>${dollars(totals.customerPay)}</span></div>
          </div>
        </div>
        <div class="box">
          <div class="st">Completed ${short(facts.dateOut)}</div>
          <div class="st2">Your ${h(vehicle.model)} was ready for pickup at ${formatTime(facts.timeOut, 'ampm')}.</div>
          ${items}
        </div>
        <div class="box two">
          <div><h4>What you told us when booking</h4>
            ${kv('Appointment requested', `${date(facts.dateIn)}, ${formatTime(slot, 'ampm')} – ${formatTime(shiftTime(slot, 30), 'ampm')}`)}
            ${kv('Current mileage (approx.)', `${miles(entered)} mi`)}
            ${kv('Price quoted at booking', `${dollars(quoted)} + tax &amp; fees`)}
            ${kv('Waiting or drop-off', random.pick(['Drop-off', 'Drop-off, shuttle requested', 'Waiting in lounge']))}
          </div>
          <div><h4>Shop record</h4><div class="sync">Sent by ${h(dealer.name)}'s service system</div>
            ${kv(number, `<b>${facts.roNumber}</b>`)}
            ${kv('Shop invoice #', facts.invoiceNumber)}
            ${kv(dates.in, date(facts.dateIn, facts.timeIn))}
            ${kv(dates.out, date(facts.dateOut, facts.timeOut))}
            ${kv(mileage, `${miles(facts.mileageIn)} mi`)}
            ${kv('Service advisor', h(facts.advisor))}
          </div>
        </div>
        <div class="foot">Share your experience with ${h(dealer.name)} by ${short(reviewBy)} to earn 200 ${market.name} points. · ${market.tagline} · Conditions of Use · Privacy Notice · © ${facts.printedDate.slice(0, 4)} ${market.name}, Inc.</div>
      </div>`;
    const css = `
      .mk { font: 12px/1.4 'Liberation Sans', 'DejaVu Sans', sans-serif; color: #0f1111; }
      .top { display: flex; align-items: center; gap: 18px; background: #131921; color: #fff; padding: 8px 20px; }
      .logo { font: bold 22px 'Liberation Sans', sans-serif; color: var(--brand); }
      .search { flex: 1; background: #fff; color: #777; border-radius: 4px; padding: 6px 10px; font-size: 12px; border-right: 36px solid var(--brand); }
      .acct { font-size: 10.5px; }
      .crumb { font-size: 11px; color: #565959; padding: 8px 28px 0; }
      h1 { font: 24px 'Liberation Sans', sans-serif; margin: 4px 28px; font-weight: normal; }
      .meta { margin: 0 28px 8px; font-size: 12px; }
      .meta .bar { color: #bbb; margin: 0 6px; }
      .lnk { color: #007185; margin-left: 20px; }
      .box { border: 1px solid #d5d9d9; border-radius: 8px; margin: 8px 28px; padding: 12px 16px; }
      .three { display: flex; gap: 20px; }
      .three > div { flex: 1; }
      .two { display: flex; gap: 24px; }
      .two > div { flex: 1; }
      h4 { margin: 0 0 4px; font-size: 12.5px; }
      .kv { display: flex; justify-content: space-between; gap: 8px; padding: 1px 0; }
      .os .kv.g { font-weight: bold; font-size: 14px; border-top: 1px solid #d5d9d9; margin-top: 4px; padding-top: 4px; color: #b12704; }
      .st { font: bold 16px 'Liberation Sans', sans-serif; color: #067d62; }
      .st2 { font-size: 12px; margin-bottom: 6px; }
      .it { display: flex; gap: 12px; border-top: 1px solid #eee; padding: 8px 0; }
      .ic { width: 48px; height: 48px; border-radius: 6px; background: #f2f4f4; font-size: 24px; text-align: center; line-height: 48px; }
      .id { flex: 1; }
      .nm { color: #007185; font-size: 13px; }
      .by { font-size: 11px; color: #565959; }
      .cov { font-size: 11px; color: #067d62; }
      .btns span { display: inline-block; border: 1px solid #d5d9d9; border-radius: 8px; padding: 2px 10px; font-size: 11px; margin: 4px 6px 0 0; box-shadow: 0 1px 2px rgba(0,0,0,.1); }
      .pr { font-weight: bold; color: #b12704; width: 90px; text-align: right; }
      .sync { font-size: 10.5px; color: #565959; margin-bottom: 3px; }
      .foot { margin: 12px 28px; font-size: 10.5px; color: #565959; }`;
    return letterPages(css, page);
  },
});
