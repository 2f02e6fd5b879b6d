import { cents, dollars, miles, money } from '../format';
import { defineLayout, h, letterPages } from './layout';

/**
 * A dealer's service invoice for work paid partly up front: the estimate the owner approved at
 * drop-off (another amount than the final), the invoice total, the deposit taken at drop-off and
 * the balance due after it; a note where added work was approved by phone. Each line prints its
 * request and the work performed; one odometer reading.
 */
export const estimateDepositLayout = defineLayout('estimate_deposit', {
  order: { mode: 'customer' },
  prints: ['complaint', 'correction'],
  dates: { styles: ['Month D, YYYY', 'M/D/YYYY', 'MM-DD-YYYY'], clock: 'ampm' },
  labels: {
    number: ['Repair Order', 'RO No.', 'Work Order / RO'],
    dates: [
      ['Vehicle In', 'Vehicle Ready'],
      ['Drop-off', 'Completed'],
      ['Date Received', 'Date Completed'],
    ],
    mileage: ['Odometer', 'Mileage In', 'Miles'],
    threeCs: [
      ['Request', 'Work performed'],
      ['Reason for visit', 'Work done'],
      ['Customer concern', 'Repair made'],
    ],
    total: ['Invoice total', 'Total charges', 'Total'],
  },
  render(facts, random, { date, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, threeCs, total } = labels;
    const paid = totals.customerPay;
    const estimate = cents(paid * (random.chance(0.6) ? 0.7 + random.next() * 0.22 : 1.06 + random.next() * 0.2));
    const candidates = [25, 50, 100, 150, 200, 250, 500].filter((amount) => amount <= paid * 0.6);
    const deposit = candidates.length ? random.pick(candidates) : Math.floor(paid / 2);
    const balance = cents(paid - deposit);
    const method = random.pick(['Visa', 'Debit', 'Check #' + random.int(1000, 4999), 'Cash', 'Mastercard']);
    const rows = facts.lines
      .map(
        (line) => `
        <div class="ln">
          <div class="lt"><span>${line.letter}. ${h(line.description)}</span><span>${dollars(line.labor + line.partsTotal)}</span></div>
          <div class="tc"><b>${threeCs.complaint}:</b> ${h(line.complaint)}</div>
          <div class="tc"><b>${threeCs.correction}:</b> ${h(line.correction)}</div>
          <div class="dt">Labor ${line.hours.toFixed(1)} hr ${money(line.labor)}${line.parts.map((part) => ` · ${h(part.description)} (${h(part.number)}) ${part.quantity} @ ${money(part.price)}`).join('')} · Tech ${line.tech}</div>
        </div>`,
      )
      .join('');
    const page = `
      <div class="sheet">
        <div class="lh"><div class="dn">${h(dealer.name)}</div><div>${h(dealer.street)} · ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone}</div></div>
        <div class="title"><span>SERVICE INVOICE</span><span>${number} <b>${facts.roNumber}</b></span></div>
        <div class="info">
          <div><b>${h(customer.name)}</b><br>${h(customer.street)}<br>${h(customer.city)}, ${customer.state} ${customer.zip}<br>${customer.phone}</div>
          <div><b>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}</b><br>VIN ${vehicle.vin}<br>${mileage}: ${miles(facts.mileageIn)}<br>Advisor: ${h(facts.advisor)}</div>
          <div class="dates"><span>Appointment</span>${date(facts.appointmentDate)}<span>${dates.in}</span><b>${date(facts.dateIn, facts.timeIn)}</b><span>${dates.out}</span><b>${date(facts.dateOut, facts.timeOut)}</b></div>
        </div>
        ${rows}
        <div class="money">
          <div class="est"><div class="r"><span>Estimate approved at drop-off (${date(facts.dateIn)})</span><span>${dollars(estimate)}</span></div>
            ${paid > estimate ? `<div class="note">Additional work of ${dollars(cents(paid - estimate))} approved by phone, ${h(customer.name.split(' ')[0])}, ${date(facts.promisedDate <= facts.dateOut ? facts.promisedDate : facts.dateIn)}.</div>` : `<div class="note">Final came in under the estimate.</div>`}</div>
          <div class="r"><span>Labor</span><span>${money(totals.labor)}</span></div>
          <div class="r"><span>Parts</span><span>${money(totals.parts)}</span></div>
          <div class="r"><span>Shop supplies &amp; disposal</span><span>${money(totals.supplies)}</span></div>
          <div class="r"><span>Sales tax</span><span>${money(totals.tax)}</span></div>
          <div class="r t"><span>${total}</span><span>${dollars(paid)}</span></div>
          <div class="r"><span>Less deposit received ${date(facts.dateIn)} (${h(method)})</span><span>-${dollars(deposit)}</span></div>
          <div class="r bal"><span>BALANCE DUE</span><span>${dollars(balance)}</span></div>
        </div>
        <div class="ft">Invoice ${facts.invoiceNumber} · Estimates are valid 30 days; the final amount may differ from the estimate where added work was approved. Deposits apply to this repair order only.</div>
      </div>`;
    const css = `
      .sheet { font: 12px/1.45 'DejaVu Sans', sans-serif; color: #222; padding: 38px 46px; }
      .lh { text-align: center; font-size: 11px; color: #555; }
      .dn { font: bold 23px 'DejaVu Serif', serif; color: #222; letter-spacing: .5px; }
      .title { display: flex; justify-content: space-between; background: #2f3b45; color: #fff; padding: 5px 10px; margin: 14px 0 10px; font-size: 13px; letter-spacing: 1px; }
      .title b { font-size: 15px; }
      .info { display: flex; gap: 16px; font-size: 11px; border-bottom: 1px solid #bbb; padding-bottom: 10px; }
      .info > div { flex: 1; }
      .dates { display: grid; grid-template-columns: auto auto; column-gap: 8px; }
      .dates span { color: #666; }
      .ln { border-bottom: 1px solid #ddd; padding: 8px 0; }
      .lt { display: flex; justify-content: space-between; font-weight: bold; }
      .tc { margin-left: 14px; }
      .dt { margin-left: 14px; font-size: 10px; color: #666; }
      .money { width: 430px; margin: 14px 0 0 auto; }
      .est { border: 1px dashed #999; padding: 4px 8px; margin-bottom: 8px; background: #fafafa; }
      .note { font-size: 10px; color: #666; }
      .r { display: flex; justify-content: space-between; padding: 1px 8px; }
      .t { font-weight: bold; border-top: 1px solid #222; margin-top: 3px; padding-top: 3px; font-size: 13px; }
      .bal { font-weight: bold; font-size: 15px; background: #2f3b45; color: #fff; padding: 4px 8px; margin-top: 4px; }
      .ft { margin-top: 26px; font-size: 9.5px; color: #777; }`;
    return letterPages(css, page);
  },
});
