import { addDays, formatDate, formatTime, miles, money } from '../format';
import { defineLayout, h } from './layout';
import { blindDate } from './blind-format';
import { shiftTime } from './recent-format';

interface Message {
  on: string;
  at: string;
  mine: boolean;
  text: string;
  link?: { title: string; host: string };
}

const TOKEN_CHARS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A screenshot of the text-message thread between the owner and the dealer's service texting line,
 * the only record the owner kept of the visit: the phone's status bar and the contact's name, then
 * the messages in order, each day under its own separator (written out with the weekday and the
 * year, on an iPhone with the time after it, on an Android with each message's time under it): the
 * appointment confirmed days before, the check-in with the order's number and the miles in, the
 * inspection video's link, the advisor's estimate before tax and fees with any warranty line at no
 * charge and the owner's "yes", perhaps an update, the car ready with the total due and a payment
 * link, the card payment (perhaps the next morning) with the invoice's number, and a survey days
 * later. No three Cs, one odometer reading.
 */
export const textThreadLayout = defineLayout('text_thread', {
  order: { mode: 'mixed' },
  media: ['png', 'photo_jpeg'],
  prints: [],
  dates: { styles: ['Mon D, YYYY'], clock: 'ampm' },
  labels: {
    number: ['repair order', 'RO #', 'work order'],
    total: ['Total due', 'Your total is', 'Amount due'],
  },
  render(facts, random, { labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, total } = labels;
    const ios = random.chance(0.5);
    const clock = (time: string) => formatTime(time, 'ampm');
    const dayName = (iso: string) => (ios ? formatDate(iso, 'Wkd, Mon D, YYYY') : blindDate(iso, 'Weekday, Month D, YYYY'));
    const inMessage = (iso: string) => formatDate(iso, 'Wkd, Mon D, YYYY').replace(/, \d{4}$/, '');
    const token = (length: number) => Array.from({ length }, () => random.pick([...TOKEN_CHARS])).join('');
    const first = customer.name.split(' ')[0];
    const advisor = random.pick(['Jen', 'Marcus', 'Dee', 'Ray', 'Tom', 'Sade', 'Lin', 'Mike']);
    const host = `${dealer.name
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 12)}.txt-svc.com`;
    const shortCode = random.chance(0.5) ? String(random.int(30_000, 89_999)) : dealer.phone;
    const [hour, minute] = facts.timeIn.split(':').map(Number);
    const appointmentAt = `${String(hour).padStart(2, '0')}:${minute >= 30 && random.chance(0.5) ? '30' : '00'}`;
    const customerLines = facts.lines.filter((line) => line.pay === 'C' && line.labor + line.partsTotal > 0);
    const warrantyLines = facts.lines.filter((line) => line.pay === 'W');
    const estimate = customerLines.reduce((sum, line) => sum + line.labor + line.partsTotal, 0);
    const card = random.pick(['Visa', 'Mastercard', 'Amex', 'Discover']);
    const last4 = random.int(1000, 9999);
    const nextMiles = Math.ceil((facts.mileageIn + random.pick([5000, 7500, 10000])) / 1000) * 1000;

    const messages: Message[] = [];
    const say = (on: string, at: string, text: string, link?: Message['link']) => messages.push({ on, at, mine: false, text, link });
    const reply = (on: string, at: string, text: string) => messages.push({ on, at, mine: true, text });
    const bookedAt = `${String(random.int(9, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    say(
      facts.appointmentDate,
      bookedAt,
      `${h(dealer.name)}: Your service appointment for your ${vehicle.year} ${h(vehicle.model)} is confirmed for ${inMessage(facts.dateIn)} at ${clock(appointmentAt)}. Reply C to confirm or R to reschedule.`,
    );
    reply(facts.appointmentDate, shiftTime(bookedAt, random.int(1, 20)), random.pick(['C', 'c', 'C thanks']));
    const checkedIn = shiftTime(facts.timeIn, random.int(3, 15));
    say(
      facts.dateIn,
      checkedIn,
      `Hi ${first}, this is ${advisor} at ${h(dealer.name)} service. Your ${h(vehicle.model)} is checked in on ${number} ${facts.roNumber}. Mileage in: ${miles(facts.mileageIn)} mi. I'll text you updates here.`,
    );
    const video = shiftTime(checkedIn, random.int(70, 160));
    say(facts.dateIn, video, 'Your vehicle inspection video is ready to view:', {
      title: `Inspection video · ${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}`,
      host,
    });
    const quoted = shiftTime(video, random.int(15, 60));
    if (customerLines.length) {
      const items = customerLines.map((line) => `• ${h(line.description)} — $${money(line.labor + line.partsTotal)}`);
      const covered = warrantyLines.map((line) => `• ${h(line.description)} — covered by ${h(vehicle.make)} warranty, no charge`);
      say(
        facts.dateIn,
        quoted,
        `${first}, here's what we recommend today:<br>${[...covered, ...items].join('<br>')}<br>Estimate $${money(estimate)} plus tax and shop fees. Reply YES to approve.`,
      );
      reply(facts.dateIn, shiftTime(quoted, random.int(2, 40)), random.pick(['Yes go ahead', 'YES', 'Yes please. Thanks!']));
    } else {
      say(facts.dateIn, quoted, `Good news ${first}, today's repair is covered by your ${h(vehicle.make)} warranty. Nothing to approve on your end.`);
    }
    if (facts.dateOut > addDays(facts.dateIn, 1)) {
      say(
        addDays(facts.dateIn, 1),
        `${String(random.int(10, 16)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`,
        `Quick update: your ${h(vehicle.model)} is still with our technician. We'll text you as soon as it's ready.`,
      );
      reply(addDays(facts.dateIn, 1), `${String(random.int(17, 19)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`, 'Ok thanks');
    }
    const payLink = { title: `Pay ${h(dealer.name)} securely`, host: `pay.${host}` };
    // Ready after everything said that day, however early the order's own completion time.
    const last = messages[messages.length - 1];
    const readyAt = last.on === facts.dateOut && last.at >= facts.timeOut ? shiftTime(last.at, random.int(10, 45)) : facts.timeOut;
    say(
      facts.dateOut,
      readyAt,
      `Good news! Your ${h(vehicle.model)} is ready for pickup. ${total}: $${money(totals.customerPay)}.${totals.customerPay > 0 ? ' Pay online before you arrive:' : ' Nothing to pay, see you soon!'}`,
      totals.customerPay > 0 ? payLink : undefined,
    );
    const answered = shiftTime(readyAt, random.int(2, 25));
    reply(facts.dateOut, answered, random.pick(['On my way', 'Great, on my way soon', 'Thank you!']));
    if (totals.customerPay > 0) {
      const paidAt =
        facts.invoicedDate === facts.dateOut
          ? shiftTime(answered, random.int(25, 90))
          : `${String(random.int(7, 9)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
      say(
        facts.invoicedDate,
        paidAt,
        `Payment received: $${money(totals.customerPay)} on ${card} ••${last4}. Invoice ${facts.invoiceNumber}. Thank you for choosing ${h(dealer.name)}!`,
      );
    }
    const surveyOn = addDays(facts.printedDate, random.int(1, 3));
    const surveyAt = `${String(random.int(10, 18)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    say(surveyOn, surveyAt, `How did we do, ${first}? Reply 1-5. Your next service is due at ${miles(nextMiles)} mi. Reply STOP to opt out.`);
    reply(surveyOn, shiftTime(surveyAt, random.int(5, 200)), random.pick(['5', '4', '5!']));

    let lastDay = '';
    let lastAt = -1000;
    const minutes = (at: string) => Number(at.slice(0, 2)) * 60 + Number(at.slice(3));
    const thread = messages
      .map((message) => {
        let separator = '';
        if (message.on !== lastDay || (ios && minutes(message.at) - lastAt > 60)) {
          separator = `<div class="sep">${ios ? `<b>${dayName(message.on)}</b> at ${clock(message.at)}` : dayName(message.on)}</div>`;
        }
        lastDay = message.on;
        lastAt = minutes(message.at);
        const link = message.link
          ? `<div class="lk"><div class="im"></div><div class="lt">${message.link.title}</div><div class="lh">${message.link.host}/${token(7)}</div></div>`
          : '';
        return `${separator}<div class="m ${message.mine ? 'me' : 'them'}"><div class="bb">${message.text}${link}</div>${ios ? '' : `<div class="at">${clock(message.at)}</div>`}</div>`;
      })
      .join('');
    const status = `${random.int(7, 11)}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const initials = dealer.name
      .split(' ')
      .slice(0, 2)
      .map((word) => word[0])
      .join('');
    const page = `
      <div class="ph ${ios ? 'ios' : 'and'}">
        <div class="st"><span>${status}</span><span class="nt"></span><span>▂▄▆ LTE ${random.int(9, 96)}%</span></div>
        <div class="hd">
          <span class="bk">‹</span>
          <div class="who"><div class="av">${initials}</div><div class="nm">${h(dealer.name)} Service ›</div><div class="no">${shortCode}</div></div>
          <span class="ic">i</span>
        </div>
        <div class="th">
          <div class="kind">Text Message · SMS</div>
          ${thread}
        </div>
        <div class="in"><span>+</span><div class="fld">Text Message</div><span class="mic">●</span></div>
      </div>`;
    const css = `
      .ph { font: 15px/1.33 'DejaVu Sans', sans-serif; color: #111; background: #fff; padding-bottom: 10px; }
      .st { display: flex; justify-content: space-between; align-items: center; padding: 9px 24px 4px; font-size: 14px; font-weight: bold; }
      .nt { width: 112px; height: 24px; background: #111; border-radius: 13px; }
      .hd { display: flex; align-items: center; justify-content: space-between; padding: 4px 12px 8px; border-bottom: 1px solid #ddd; background: #f7f7f7; }
      .bk { font-size: 34px; color: #0a7cff; line-height: 1; }
      .ic { color: #0a7cff; font: bold 13px 'DejaVu Serif', serif; width: 20px; height: 20px; border: 1.5px solid #0a7cff; border-radius: 50%; display: flex; align-items: center; justify-content: center; }
      .who { text-align: center; }
      .av { width: 46px; height: 46px; border-radius: 50%; background: linear-gradient(#a5acb8, #858c99); color: #fff; font-weight: bold; font-size: 18px; display: flex; align-items: center; justify-content: center; margin: 0 auto 2px; }
      .nm { font-size: 12.5px; }
      .no { font-size: 11px; color: #777; }
      .th { padding: 6px 10px; }
      .kind { text-align: center; font-size: 11.5px; color: #888; margin: 4px 0; }
      .sep { text-align: center; font-size: 11.5px; color: #8a8a8e; margin: 14px 0 6px; }
      .m { display: flex; flex-direction: column; margin: 3px 0; }
      .m.them { align-items: flex-start; }
      .m.me { align-items: flex-end; }
      .bb { max-width: 76%; padding: 8px 12px; border-radius: 18px; font-size: 14.5px; }
      .them .bb { background: #e9e9eb; color: #111; }
      .me .bb { background: #34c759; color: #fff; }
      .and .me .bb { background: #0b57d0; }
      .and .them .bb { background: #e8eef7; }
      .and .sep { font-weight: bold; color: #555; }
      .at { font-size: 10.5px; color: #888; margin: 2px 8px 0; }
      .lk { margin-top: 8px; background: #fff; border-radius: 12px; overflow: hidden; border: 1px solid #d6d6d6; }
      .lk .im { height: 64px; background: linear-gradient(135deg, #5d6b7d, #aab6c4); }
      .lk .lt { font-size: 13px; font-weight: bold; padding: 5px 10px 0; }
      .lk .lh { font-size: 11.5px; color: #777; padding: 0 10px 6px; }
      .in { display: flex; align-items: center; gap: 10px; padding: 10px 12px 0; border-top: 1px solid #eee; margin-top: 10px; }
      .in span { color: #999; font-size: 22px; }
      .fld { flex: 1; border: 1px solid #ccc; border-radius: 18px; padding: 6px 12px; color: #aaa; font-size: 14px; }`;
    return { css, pages: [page], width: 390, height: null };
  },
});
