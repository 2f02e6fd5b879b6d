import { MOBILE_MECHANICS } from '../data';
import { dollars, formatDate, formatTime, miles, money } from '../format';
import { blindDate, type BlindDateStyle } from './blind-format';
import { defineLayout, h } from './layout';

/**
 * A mobile mechanic's invoice as the customer's e-mail shows it: the mail's header (sent the day
 * after, sometimes), a friendly letter in running prose that carries the visit date, the odometer
 * and what was done, then a small table of charges with a trip fee and the card payment.
 */
export const mobileMechanicLayout = defineLayout('mobile_mechanic', {
  order: { mode: 'customer', sameDay: true, dealers: MOBILE_MECHANICS },
  prints: ['complaint', 'correction'],
  dates: { styles: ['ISO'], clock: 'short' },
  labels: {
    number: ['Invoice #', 'Invoice no.', 'Job #'],
    threeCs: [
      ['What you told me', 'What I did'],
      ['Your concern', 'Work done'],
      ['Reported problem', 'Repair made'],
    ],
    total: ['Total', 'Invoice total', 'Amount due'],
  },
  render(facts, random, { labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const style = random.pick<BlindDateStyle>(['Weekday, Month D, YYYY', 'AP', 'MM.DD.YYYY']);
    const date = (iso: string) => blindDate(iso, style);
    const clock = (time: string) => formatTime(time, 'short');
    const [first, last] = customer.name.split(' ');
    const { threeCs, number } = labels;
    const feeLabel = random.pick(['Trip / service call fee', 'Mobile service fee', 'Travel & shop supplies']);
    const { total } = labels;
    const owner = random.pick(['Marcus', 'Dana', 'Luis', 'Pete', 'Grace']);
    const domain = dealer.name.toLowerCase().replace(/[^a-z]+/g, '');
    const card = String(random.int(1000, 9999));
    const sentTime = `${String(random.int(17, 22)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const nextOil = Math.ceil((facts.mileageIn + 5000) / 100) * 100;
    const stories = facts.lines
      .map(
        (line) => `
        <div class="story"><p><b>${threeCs.complaint}:</b> ${h(line.complaint)}</p><p><b>${threeCs.correction}:</b> ${h(line.correction)}</p></div>`,
      )
      .join('');
    const odometer = random.pick([
      `The odometer read ${miles(facts.mileageIn)} when I started.`,
      `Mileage at service: ${miles(facts.mileageIn)}.`,
      `Your odometer showed ${facts.mileageIn} miles.`,
    ]);
    const rows = facts.lines
      .flatMap((line) => [
        `<tr><td>Labor – ${h(line.description)} (${line.hours.toFixed(1)} hr @ ${dollars(dealer.laborRate)})</td><td>${money(line.labor)}</td></tr>`,
        ...line.parts.map((part) => `<tr><td>${h(part.description)} ${h(part.number)} × ${part.quantity}</td><td>${money(part.amount)}</td></tr>`),
      ])
      .join('');
    const page = `
      <div class="mail">
        <div class="bar"><span>Inbox</span><span>Archive</span><span>Reply</span><span>Forward</span><span class="r">1 of 212</span></div>
        <h1>Invoice ${facts.roNumber} from ${h(dealer.name)} – ${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}</h1>
        <table class="hdr">
          <tr><th>From</th><td>${h(dealer.name)} &lt;billing@${domain}.com&gt;</td></tr>
          <tr><th>To</th><td>${h(first.toLowerCase())}.${h(last.toLowerCase())}@example.com</td></tr>
          <tr><th>Date</th><td>${formatDate(facts.invoicedDate, 'Wkd, Mon D, YYYY')}, ${formatTime(sentTime, 'ampm')}</td></tr>
          <tr><th>Attachment</th><td>receipt_${facts.invoiceNumber}.pdf (48 KB)</td></tr>
        </table>
        <div class="body">
          <p>Hi ${h(first)},</p>
          <p>Thanks for having ${h(dealer.name)} out to ${h(customer.street)} on ${date(facts.dateIn)} to take care of your ${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}. I got there at ${clock(facts.timeIn)} and wrapped up at ${clock(facts.timeOut)}. ${odometer}</p>
          ${stories}
          <p>Your next oil change will be due around ${miles(nextOil)} miles. Just text this number when you want me back.</p>
          <div class="inv">
            <div class="ih"><span>${number} <b>${facts.roNumber}</b></span><span>Service date ${date(facts.dateIn)}</span></div>
            <table class="ch">${rows}
              <tr><td>${feeLabel}</td><td>${money(totals.supplies)}</td></tr>
              <tr class="sub"><td>Subtotal</td><td>${money(totals.labor + totals.parts + totals.supplies)}</td></tr>
              <tr><td>Sales tax (parts &amp; supplies)</td><td>${money(totals.tax)}</td></tr>
              <tr class="g"><td>${total}</td><td>${dollars(totals.customerPay)}</td></tr>
              <tr class="pd"><td>Paid – card ending ${card}</td><td>–${money(totals.customerPay)}</td></tr>
              <tr class="pd"><td>Balance</td><td>0.00</td></tr>
            </table>
          </div>
          <p>Thanks again,<br>${owner}<br>${h(dealer.name)} · ${dealer.phone}<br><span class="sm">${h(dealer.legalName)} · ${h(dealer.city)}, ${dealer.state} · All repairs guaranteed 12 months / 12,000 miles</span></p>
        </div>
      </div>`;
    const css = `
      .mail { font: 14px/1.5 'DejaVu Sans', sans-serif; color: #202124; padding: 0 0 24px; }
      .bar { display: flex; gap: 22px; background: #f1f3f4; padding: 10px 24px; font-size: 12.5px; color: #5f6368; }
      .bar .r { margin-left: auto; }
      h1 { font-size: 20px; font-weight: normal; margin: 18px 24px 10px; }
      .hdr { margin: 0 24px; border-collapse: collapse; font-size: 12.5px; color: #5f6368; }
      .hdr th { text-align: left; font-weight: normal; padding: 1px 14px 1px 0; color: #80868b; }
      .body { margin: 16px 24px 0; border-top: 1px solid #e0e0e0; padding-top: 14px; max-width: 720px; }
      .body p { margin: 0 0 10px; }
      .story { border-left: 3px solid #c8d7ef; padding-left: 10px; margin: 0 0 10px; }
      .story p { margin: 0 0 4px; }
      .inv { border: 1px solid #dadce0; border-radius: 8px; padding: 10px 14px; margin: 14px 0; font-size: 13px; }
      .ih { display: flex; justify-content: space-between; color: #3c4043; margin-bottom: 6px; }
      .ch { width: 100%; border-collapse: collapse; }
      .ch td { padding: 3px 0; border-bottom: 1px solid #f1f3f4; }
      .ch td:last-child { text-align: right; white-space: nowrap; padding-left: 12px; }
      .ch .sub td { border-top: 1px solid #bdc1c6; }
      .ch .g td { font-weight: bold; font-size: 15px; }
      .ch .pd td { color: #5f6368; font-size: 12px; }
      .sm { font-size: 11px; color: #80868b; }`;
    return { css, pages: [page], width: 860, height: null };
  },
});
