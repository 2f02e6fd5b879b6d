import { LUXURY_DEALERS } from '../data';
import { miles, money } from '../format';
import { defineLayout, h, letterPages } from './layout';

/**
 * A luxury-brand dealer's emailed invoice: a cover letter from the client advisor first (next
 * service due, loaner agreement), then the repair order on page 2. Printed to PDF only.
 */
export const luxuryCoverLayout = defineLayout('luxury_cover', {
  order: { mode: 'mixed', dealers: LUXURY_DEALERS },
  media: ['pdf_text', 'pdf_scan'],
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['Month D, YYYY', 'Wkd, Mon D, YYYY', 'MM/DD/YYYY'], clock: 'ampm', between: ' · ' },
  labels: {
    number: ['Repair Order', 'Service Order No.', 'RO #'],
    dates: [
      ['Arrival', 'Completion'],
      ['Date Received', 'Vehicle Ready'],
      ['Opened', 'Closed'],
    ],
    mileage: ['Mileage in / out', 'Odometer in / out', 'Miles in / out'],
    threeCs: [
      ['Client Concern', 'Diagnosis', 'Work Performed'],
      ['Concern', 'Cause', 'Correction'],
    ],
    total: ['Client Pay Total', 'Amount Due', 'Total Amount'],
  },
  render(facts, random, { date, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, threeCs, total, mileage } = labels;
    // The owner's first name or full name: a title would guess at who they are.
    const greeting = random.pick([customer.name.split(' ')[0], customer.name]);
    const advisor = facts.advisor.replace(
      /^(\w)\. (\w)(\w+)$/,
      (_, initial: string, first: string, rest: string) => `${initial}. ${first}${rest.toLowerCase()}`,
    );
    const nextMiles = Math.ceil((facts.mileageOut + 10_000) / 1000) * 1000;
    const loaner = `LA-${random.int(20000, 89999)}`;
    const letterhead = `<div class="lh"><div class="brand">${h(dealer.make.toUpperCase())}</div><div class="dn">${h(dealer.name)}</div><div class="ad">${h(dealer.street)} · ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone}</div></div>`;
    const cover = `
      <div class="ro">${letterhead}
        <p class="when">${date(facts.printedDate)}</p>
        <p>${h(customer.name)}<br>${h(customer.street)}<br>${h(customer.city)}, ${customer.state} ${customer.zip}</p>
        <p>Dear ${h(greeting)},</p>
        <p>Thank you for entrusting your ${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)} to ${h(dealer.name)}. Enclosed is the repair order for your recent visit, including the work our certified technicians performed and any items covered under your ${h(dealer.make)} warranty.</p>
        <p>Based on our inspection, your next scheduled maintenance is due at approximately ${miles(nextMiles)} miles. We will send a reminder; you may also book online at any time. Your complimentary loaner (agreement ${loaner}) has been closed with no charges.</p>
        <p>Should you have any questions about your invoice, please contact me directly at ${dealer.phone}, extension ${random.int(200, 299)}. It is our privilege to care for your vehicle.</p>
        <p class="close">With kind regards,<br><br><span class="sign">${h(advisor)}</span><br>Client Advisor, ${h(dealer.name)}</p>
        <div class="encl">Enclosure: repair order (1 page)</div>
      </div>`;
    const jobs = facts.lines
      .map(
        (line) => `
        <tr class="jh"><td>${line.letter}</td><td>${h(line.description)}</td><td>${line.pay === 'W' ? `${h(dealer.make)} Warranty` : 'Client'}</td><td>${line.hours.toFixed(1)}</td><td>${money(line.labor)}</td><td>${money(line.partsTotal)}</td></tr>
        <tr><td></td><td colspan="5" class="cs"><p><i>${threeCs.complaint}:</i> ${h(line.complaint)}</p><p><i>${threeCs.cause}:</i> ${h(line.cause)}</p><p><i>${threeCs.correction}:</i> ${h(line.correction)}</p>
          ${line.parts.map((part) => `<p class="pt">${h(part.number)} · ${h(part.description)} · qty ${part.quantity} · ${money(part.amount)}</p>`).join('')}</td></tr>`,
      )
      .join('');
    const order = `
      <div class="ro">${letterhead}
        <div class="title"><span>${number} <b>${facts.roNumber}</b></span><span>Invoice ${facts.invoiceNumber}</span></div>
        <table class="kv">
          <tr><th>Client</th><td>${h(customer.name)} · ${customer.phone}</td><th>${dates.in}</th><td>${date(facts.dateIn, facts.timeIn)}</td></tr>
          <tr><th>Vehicle</th><td>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}</td><th>${dates.out}</th><td>${date(facts.dateOut, facts.timeOut)}</td></tr>
          <tr><th>VIN</th><td>${vehicle.vin}</td><th>${mileage}</th><td>${miles(facts.mileageIn)} / ${miles(facts.mileageOut)}</td></tr>
          <tr><th>Client Advisor</th><td>${h(advisor)}</td><th>Loaner</th><td>${loaner}</td></tr>
        </table>
        <table class="lines"><tr><th></th><th>Service</th><th>Paid by</th><th>Hours</th><th>Labor</th><th>Parts</th></tr>${jobs}</table>
        <table class="sum">
          <tr><td>Labor</td><td>${money(totals.labor)}</td></tr>
          <tr><td>Parts</td><td>${money(totals.parts)}</td></tr>
          <tr><td>Shop supplies</td><td>${money(totals.supplies)}</td></tr>
          <tr><td>Tax</td><td>${money(totals.tax)}</td></tr>
          <tr class="g"><td>${total}</td><td>$${money(totals.customerPay)}</td></tr>
          <tr class="w"><td>Covered by ${h(dealer.make)} warranty</td><td>${money(totals.warrantyPay)}</td></tr>
        </table>
        <p class="legal">${h(dealer.legalName)} · Parts and labor warranted 12 months / unlimited miles. Page 2 of 2.</p>
      </div>`;
    const css = `
      .ro { font: 12px/1.5 'Liberation Serif', serif; color: #222; padding: 54px 70px; }
      .lh { text-align: center; border-bottom: 1px solid #b59a5b; padding-bottom: 10px; margin-bottom: 18px; }
      .brand { font: 11px 'Liberation Sans', sans-serif; letter-spacing: 6px; color: #b59a5b; }
      .dn { font: 26px 'Liberation Serif', serif; letter-spacing: 2px; }
      .ad { font: 9.5px 'Liberation Sans', sans-serif; color: #777; letter-spacing: .5px; }
      .when { margin-top: 26px; }
      p { margin: 0 0 12px; }
      .close { margin-top: 26px; }
      .sign { font: italic 20px 'Liberation Serif', serif; color: #233a6b; }
      .encl { position: absolute; bottom: 54px; left: 70px; font-size: 10px; color: #777; }
      .title { display: flex; justify-content: space-between; font: 14px 'Liberation Sans', sans-serif; margin-bottom: 8px; }
      .title b { font-size: 17px; }
      .kv { width: 100%; border-collapse: collapse; font: 11px 'Liberation Sans', sans-serif; }
      .kv th { text-align: left; color: #8a7443; font-weight: normal; padding: 3px 6px 3px 0; width: 100px; }
      .kv td { padding: 3px 10px 3px 0; border-bottom: 1px solid #eee; }
      .lines { width: 100%; border-collapse: collapse; margin-top: 16px; font: 11px 'Liberation Sans', sans-serif; }
      .lines th { text-align: right; font-weight: normal; color: #8a7443; border-bottom: 1px solid #b59a5b; padding: 3px; }
      .lines th:nth-child(2), .lines td:nth-child(2), .lines th:nth-child(3), .lines td:nth-child(3) { text-align: left; }
      .lines td { padding: 3px; text-align: right; vertical-align: top; }
      .lines .jh td { font-weight: bold; border-top: 1px solid #eee; }
      .cs { text-align: left !important; }
      .cs p { margin: 1px 0; }
      .pt { color: #777; font-size: 10px; }
      .sum { margin: 16px 0 0 auto; border-collapse: collapse; min-width: 300px; font: 12px 'Liberation Sans', sans-serif; }
      .sum td { padding: 3px 6px; text-align: right; }
      .sum td:first-child { text-align: left; }
      .sum .g td { font-weight: bold; font-size: 15px; border-top: 1px solid #b59a5b; border-bottom: 1px solid #b59a5b; }
      .sum .w td { font-size: 10px; color: #888; }
      .legal { font: 9px 'Liberation Sans', sans-serif; color: #888; margin-top: 30px; }`;
    return letterPages(css, cover, order);
  },
});
