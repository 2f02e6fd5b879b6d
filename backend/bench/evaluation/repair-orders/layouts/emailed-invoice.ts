import { dollars, formatDate, formatTime, miles, money } from '../format';
import { defineLayout, h, letterPages } from './layout';

/**
 * A dealer's invoice that came by email, printed from the owner's web mail: the browser's print
 * header and footer with their own date, the subject (which names the invoice and the order), the
 * sender with the day it was sent, a greeting, and the invoice in the message body: dates, miles in
 * and out, each line's "You told us / What we did", warranty lines at no charge, the amount charged.
 */
export const emailedInvoiceLayout = defineLayout('emailed_invoice', {
  order: { mode: 'mixed' },
  media: ['pdf_text', 'png', 'photo_jpeg'],
  prints: ['complaint', 'correction', 'mileageOut'],
  dates: { styles: ['Mon D, YYYY', 'M/D/YYYY'], clock: 'ampm' },
  labels: {
    number: ['Repair order', 'RO #', 'RO number'],
    dates: [
      ['Dropped off', 'Completed'],
      ['Date in', 'Date out'],
      ['Checked in', 'Ready'],
    ],
    mileage: [
      ['Miles in', 'Miles out'],
      ['Mileage in', 'Mileage out'],
    ],
    threeCs: [
      ['You told us', 'What we did'],
      ['Your concern', 'What we did'],
    ],
    total: ['Amount charged', 'Total paid', 'Your total'],
  },
  render(facts, random, { date, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, threeCs, total } = labels;
    const slug = dealer.name.toLowerCase().replace(/[^a-z]/g, '');
    const first = customer.name.split(' ')[0];
    // A mailbox name keeps to plain letters: "tomas.lindgren36".
    const ascii = (text: string) =>
      text
        .normalize('NFD')
        .toLowerCase()
        .replace(/[^a-z]/g, '');
    const email = `${ascii(first)}.${ascii(customer.name.split(' ')[1])}${random.int(1, 99)}@${random.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`;
    // Sent after the shop closed the order; printed later, the same evening at the earliest.
    const sent = random.int(19 * 60, 21 * 60 + 30);
    const printed = facts.printedDate === facts.invoicedDate ? sent + random.int(10, 140) : random.int(7 * 60, 22 * 60);
    const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const [sentTime, printTime] = [clockOf(sent), clockOf(printed)];
    const subject = `Your invoice ${facts.invoiceNumber} from ${dealer.name}`;
    const rows = facts.lines
      .map(
        (line) => `
        <tr><td class="d"><b>${h(line.description)}</b>
          <div><i>${threeCs.complaint}:</i> ${h(line.complaint)}</div>
          <div><i>${threeCs.correction}:</i> ${h(line.correction)}</div></td>
          <td class="a">${line.pay === 'W' ? `<span class="w">Covered by ${h(dealer.make)} warranty</span><s>${money(line.labor + line.partsTotal)}</s>` : dollars(line.labor + line.partsTotal)}</td></tr>`,
      )
      .join('');
    const page = `
      <div class="ph"><span>${formatDate(facts.printedDate, 'M/D/YY')}, ${formatTime(printTime, 'ampm')}</span><span>Mail - ${h(subject)}</span><span></span></div>
      <div class="mail">
        <div class="acct">${h(email)}</div>
        <h1>${h(subject)}</h1>
        <div class="from"><span class="av">${h(dealer.name.slice(0, 1))}</span>
          <div><b>${h(dealer.name)} Service</b> &lt;service@${slug}.com&gt;<br><span class="to">To: ${h(email)}</span></div>
          <span class="when">${formatDate(facts.invoicedDate, 'Wkd, Mon D, YYYY')} at ${formatTime(sentTime, 'ampm')}</span></div>
        <div class="body">
          <p>Hi ${h(first)},</p>
          <p>Thank you for choosing ${h(dealer.name)}. Your invoice for the visit of your ${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)} is below. Please keep it for your records.</p>
          <table class="inv">
            <tr class="band"><td colspan="2">${h(dealer.name)} · ${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} · ${dealer.phone}</td></tr>
            <tr><td colspan="2"><table class="facts">
              <tr><td>Invoice</td><td>${facts.invoiceNumber}</td><td>${number}</td><td><b>${facts.roNumber}</b></td></tr>
              <tr><td>${dates.in}</td><td>${date(facts.dateIn, facts.timeIn)}</td><td>${dates.out}</td><td>${date(facts.dateOut, facts.timeOut)}</td></tr>
              <tr><td>${mileage.in}</td><td>${miles(facts.mileageIn)}</td><td>${mileage.out}</td><td>${miles(facts.mileageOut)}</td></tr>
              <tr><td>VIN</td><td>${vehicle.vin}</td><td>Advisor</td><td>${h(facts.advisor)}</td></tr>
            </table></td></tr>
            ${rows}
            <tr><td class="d">Shop supplies</td><td class="a">${dollars(totals.supplies)}</td></tr>
            <tr><td class="d">Tax</td><td class="a">${dollars(totals.tax)}</td></tr>
            <tr class="tot"><td class="d">${total}</td><td class="a">${dollars(totals.customerPay)}</td></tr>
          </table>
          <p>Questions about your visit? Reply to this email or call us at ${dealer.phone}.</p>
          <p class="small">You are receiving this email because you had service at ${h(dealer.name)}. Unsubscribe · Privacy</p>
        </div>
      </div>
      <div class="pf"><span>https://mail.example.com/mail/u/0/#inbox/${random.int(100000, 999999)}f${random.int(1000, 9999)}</span><span>1/1</span></div>`;
    const css = `
      .page { font: 13px/1.45 'Liberation Sans', sans-serif; color: #202124; }
      .ph, .pf { display: flex; justify-content: space-between; font-size: 10px; color: #333; padding: 12px 26px 0; }
      .pf { position: absolute; bottom: 12px; left: 0; right: 0; }
      .mail { padding: 10px 40px; }
      .acct { text-align: right; font-size: 11px; color: #5f6368; border-bottom: 1px solid #dadce0; padding-bottom: 6px; }
      h1 { font: 21px 'Liberation Sans', sans-serif; margin: 14px 0 10px; }
      .from { display: flex; align-items: center; gap: 10px; font-size: 12.5px; }
      .av { width: 34px; height: 34px; border-radius: 50%; background: #1a73e8; color: #fff; text-align: center; font: bold 17px/34px 'Liberation Sans'; }
      .to { color: #5f6368; font-size: 11.5px; }
      .when { margin-left: auto; color: #5f6368; font-size: 11.5px; }
      .body { margin: 10px 0 0 44px; }
      .inv { width: 100%; border-collapse: collapse; border: 1px solid #dadce0; font-size: 12px; }
      .band td { background: #263238; color: #fff; padding: 6px 10px; font-size: 11.5px; }
      .facts { width: 100%; font-size: 11.5px; }
      .facts td:nth-child(odd) { color: #5f6368; }
      .inv .d { padding: 6px 10px; border-top: 1px solid #eee; }
      .inv .d div { font-size: 11.5px; color: #3c4043; }
      .inv .a { padding: 6px 10px; border-top: 1px solid #eee; text-align: right; white-space: nowrap; vertical-align: top; }
      .w { display: block; color: #188038; font-size: 11px; }
      s { color: #999; font-size: 11px; }
      .tot td { font-weight: bold; font-size: 15px; background: #f1f3f4; }
      .small { font-size: 10px; color: #80868b; }`;
    return letterPages(css, page);
  },
});
