import { addDays, miles, money } from '../format';
import { defineLayout, h, letterPages } from './layout';
import { daysBetween, laterDate, letterTime } from './later-format';

const MANAGERS = ['Denise Albright', 'Marcus Feld', 'Rosa Quintero', 'Glen Hartigan', 'Priya Raman', 'Walt Sorensen'];
const TITLES = ['Service Manager', 'Fixed Operations Director', 'Service and Parts Director'];
const RENTALS = ['Enterprise Rent-A-Car', 'Hertz Local Edition', 'our courtesy fleet', 'Avis Budget'];

/**
 * A service manager's letter on the dealer's letterhead, written at the owner's request some days
 * after the visit, confirming how long the car was out of service: the "Re:" block with the order's
 * number, the vehicle and VIN; then prose giving the day and time it was checked in and the reading
 * then, the day and time it was ready and the reading then, all written out with weekday names
 * ("Tuesday, March 4th, 2025, at 8:12 a.m."); the concern in the owner's words and what was done;
 * the number of calendar days, the rental days, what the maker paid for any warranty line and what
 * the owner paid; perhaps an earlier visit for the same concern with its own order, day and miles;
 * a copy to the maker's customer-relations case. Signed; the letter's own date at the top.
 */
export const downtimeLetterLayout = defineLayout('downtime_letter', {
  order: { mode: 'mixed' },
  media: ['pdf_text', 'pdf_scan', 'photo_jpeg'],
  prints: ['complaint', 'correction', 'mileageOut'],
  dates: { styles: ['Month D, YYYY'], clock: 'ampm' },
  labels: {
    number: ['Repair Order No.', 'Service Order', 'R.O.'],
  },
  render(facts, random, { labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const date = (iso: string) => laterDate(iso, 'Weekday, Month Dth, YYYY');
    // The letter's own date and the days it mentions in passing, without the weekday.
    const plain = (iso: string) => date(iso).replace(/^\w+, /, '');
    const { number } = labels;
    const manager = random.pick(MANAGERS);
    const title = random.pick(TITLES);
    const written = addDays(facts.printedDate, random.int(2, 30));
    const calendarDays = daysBetween(facts.dateIn, facts.dateOut) + 1;
    const rentalDays = Math.max(1, calendarDays - random.int(0, 1));
    const rental = random.pick(RENTALS);
    const caseNumber = `${random.int(1, 9)}-${random.int(10_000_000, 99_999_999)}`;
    const [main] = facts.lines;
    const warranty = facts.lines.filter((line) => line.pay === 'W');
    const earlier = random.chance(0.55)
      ? {
          order: String(random.int(100_000, 899_999)),
          on: addDays(facts.dateIn, -random.int(21, 150)),
          miles: Math.max(5, facts.mileageIn - random.int(400, 4200)),
        }
      : null;
    if (earlier && earlier.order === facts.roNumber) earlier.order = String(Number(earlier.order) + 1);
    const ready = random.pick(['was repaired and ready for you', 'was ready for pick-up', 'was completed and ready to be collected']);
    const paragraphs = [
      `This letter confirms, at your request, the time your ${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)} spent in the service department of ${h(dealer.name)} (${number} ${facts.roNumber}).`,
      `The vehicle was checked in on ${date(facts.dateIn)}, at ${letterTime(facts.timeIn)}, with ${miles(facts.mileageIn)} miles on the odometer. It ${ready} on ${date(facts.dateOut)}, at ${letterTime(facts.timeOut)}, with ${miles(facts.mileageOut)} miles on the odometer${facts.dateOut === facts.dateIn ? ', the same day' : ''}. Counting both of those days, the vehicle was out of service for ${calendarDays} calendar day${calendarDays === 1 ? '' : 's'}.`,
      `You told our advisor, ${h(facts.advisor)}: “${h(main.complaint)}.” ${main.pay === 'W' ? 'Under the manufacturer’s warranty, our technician' : 'Our technician'} found the following and made this repair: ${h(main.correction)}.`,
      warranty.length
        ? `The warranty repair${warranty.length > 1 ? 's were' : ' was'} paid by ${h(vehicle.make)} ($${money(totals.warrantyPay)}, billed to the manufacturer, not to you). The charge to you for the other work on this visit came to $${money(totals.customerPay)}, paid when you collected the vehicle on ${plain(facts.invoicedDate)}.`
        : `This repair was not covered by the manufacturer’s warranty. The charge to you for this visit came to $${money(totals.customerPay)}, paid when you collected the vehicle on ${plain(facts.invoicedDate)}.`,
      `While the vehicle was with us you were provided transportation through ${rental} for ${rentalDays} day${rentalDays === 1 ? '' : 's'}.`,
      ...(earlier
        ? [
            `For your records, the vehicle was also seen for a similar concern on repair order ${earlier.order}, opened ${plain(earlier.on)} at ${miles(earlier.miles)} miles.`,
          ]
        : []),
      `If you need copies of the repair orders themselves, please call me directly at ${dealer.phone.replace(/\d{2}$/, String(random.int(10, 99)))}.`,
    ];
    const page = `
      <div class="lt">
        <div class="lh">
          <div class="dn">${h(dealer.name)}</div>
          <div class="ad">${h(dealer.street)} · ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · Service ${dealer.phone} · Fax ${dealer.fax}</div>
        </div>
        <div class="dt">${plain(written)}</div>
        <div class="to">${h(customer.name)}<br>${h(customer.street)}<br>${h(customer.city)}, ${customer.state} ${customer.zip}</div>
        <table class="re">
          <tr><td>Re:</td><td>Confirmation of time out of service</td></tr>
          <tr><td></td><td>${number} ${facts.roNumber} · Invoice ${facts.invoiceNumber}</td></tr>
          <tr><td></td><td>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}, VIN ${vehicle.vin}</td></tr>
        </table>
        <p>Dear ${h(customer.name)},</p>
        ${paragraphs.map((text) => `<p>${text.replace(/\s+/g, ' ')}</p>`).join('')}
        <p>Sincerely,</p>
        <div class="sig">${manager.split(' ')[0]} ${manager.split(' ')[1][0]}.</div>
        <div class="nm">${manager}<br>${title}, ${h(dealer.legalName)}</div>
        <div class="cc">cc: ${h(vehicle.make)} Customer Relations, case no. ${caseNumber}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Service file, RO ${facts.roNumber}</div>
      </div>`;
    const css = `
      .lt { font: 12.5px/1.55 'Liberation Serif', serif; color: #1b1b1b; padding: 46px 78px; }
      .lh { text-align: center; border-bottom: 1px solid #444; padding-bottom: 8px; margin-bottom: 22px; }
      .dn { font: bold 23px 'Liberation Serif', serif; }
      .ad { font: 9.5px 'Liberation Sans', sans-serif; color: #444; }
      .dt { margin-bottom: 18px; }
      .to { margin-bottom: 16px; }
      .re { border-collapse: collapse; margin-bottom: 12px; font-weight: bold; }
      .re td { padding: 0 8px 0 0; vertical-align: top; }
      p { margin: 0 0 10px; text-align: justify; }
      .sig { font: italic 24px 'Liberation Serif', serif; color: #1c3a7a; margin: 4px 0 0; transform: rotate(-3deg); width: 200px; }
      .nm { margin-top: 2px; }
      .cc { margin-top: 18px; font-size: 10.5px; color: #333; }`;
    return letterPages(css, page);
  },
});
