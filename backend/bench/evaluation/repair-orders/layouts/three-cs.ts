import { miles, money, dollars } from '../format';
import { defineLayout, letterPages, h } from './layout';

/** A modern dealer form with one block per line: concern/complaint, cause, correction. */
export const threeCsLayout = defineLayout('three_cs', {
  order: { mode: 'mixed' },
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['MM/DD/YYYY', 'Mon D, YYYY'], clock: 'ampm' },
  labels: {
    dates: [
      ['Date In', 'Date Out'],
      ['Arrived', 'Completed'],
    ],
    total: ['Amount Due', 'Total', 'Total Customer Pay'],
  },
  render(facts, random, { date, labels }) {
    const { dates, total } = labels;
    const { dealer, vehicle, customer, totals } = facts;
    const blocks = facts.lines
      .map(
        (line) => `
        <section class="job">
          <header><span class="tag">${line.letter}</span> Op ${line.opCode} · Tech #${line.tech} · ${line.pay === 'W' ? 'Warranty' : line.pay === 'I' ? 'Internal' : 'Customer pay'}<span class="amt">${dollars(line.labor + line.partsTotal)}</span></header>
          <div class="c"><label>CONCERN/COMPLAINT</label><p>${h(line.complaint)}</p></div>
          <div class="c"><label>CAUSE</label><p>${h(line.cause)}</p></div>
          <div class="c"><label>CORRECTION</label><p>${h(line.correction)}</p></div>
          <div class="meta">Labor ${line.hours.toFixed(1)} h · ${line.parts.map((part) => `${h(part.number)} ×${part.quantity}`).join(', ') || 'no parts'}</div>
        </section>`,
      )
      .join('');
    const page = `
      <div class="ro">
        <div class="bar"><div><div class="dn">${h(dealer.name)}</div><div class="sub">${h(dealer.street)} · ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone}</div></div>
          <div class="no"><small>R.O. No.</small>${facts.roNumber}</div></div>
        <table class="info">
          <tr><th>Customer</th><td>${h(customer.name)}<br>${h(customer.street)}, ${h(customer.city)} ${customer.state} ${customer.zip}</td>
              <th>Vehicle</th><td>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}<br>VIN ${vehicle.vin}</td></tr>
          <tr><th>${dates.in}</th><td>${date(facts.dateIn, facts.timeIn)}</td><th>Odometer In</th><td>${miles(facts.mileageIn)} mi</td></tr>
          <tr><th>${dates.out}</th><td>${date(facts.dateOut, facts.timeOut)}</td><th>Odometer Out</th><td>${miles(facts.mileageOut)} mi</td></tr>
          <tr><th>Advisor</th><td>${h(facts.advisor)}</td><th>Appointment</th><td>${date(facts.appointmentDate)}</td></tr>
        </table>
        ${blocks}
        <table class="sum">
          <tr><td>Labor</td><td>${dollars(totals.labor)}</td></tr>
          <tr><td>Parts</td><td>${dollars(totals.parts)}</td></tr>
          <tr><td>Shop supplies</td><td>${dollars(totals.supplies)}</td></tr>
          <tr><td>Tax (${(dealer.taxRate * 100).toFixed(3).replace(/0+$/, '')}%)</td><td>${dollars(totals.tax)}</td></tr>
          <tr><td>Warranty (paid by manufacturer)</td><td>${dollars(totals.warrantyPay)}</td></tr>
          <tr class="g"><td>${total}</td><td>${dollars(totals.customerPay)}</td></tr>
        </table>
        <p class="fine">Printed ${date(facts.printedDate)}. Parts removed will be discarded after 3 days unless requested. Invoice ${facts.invoiceNumber}. ${money(0)} sublet.</p>
      </div>`;
    const css = `
      .ro { font: 12px/1.35 'Liberation Sans', sans-serif; color: #1b1b1b; padding: 36px 44px; }
      .bar { display: flex; justify-content: space-between; align-items: center; border-bottom: 4px solid #1d4e89; padding-bottom: 8px; }
      .dn { font: bold 22px 'Liberation Serif', serif; color: #1d4e89; }
      .sub { font-size: 10.5px; color: #555; }
      .no { text-align: right; font: bold 22px 'Liberation Sans', sans-serif; }
      .no small { display: block; font-size: 10px; color: #777; }
      .info { width: 100%; border-collapse: collapse; margin: 12px 0; font-size: 11.5px; }
      .info th { text-align: left; color: #1d4e89; font-size: 10px; text-transform: uppercase; padding: 3px 6px; width: 90px; vertical-align: top; }
      .info td { padding: 3px 6px; border-bottom: 1px solid #dde; }
      .job { border: 1px solid #c9d3e3; border-radius: 4px; margin: 8px 0; }
      .job header { background: #eef3fa; padding: 4px 8px; font-weight: bold; }
      .tag { display: inline-block; background: #1d4e89; color: #fff; padding: 0 6px; border-radius: 3px; }
      .amt { float: right; }
      .c { display: flex; padding: 2px 8px; }
      .c label { width: 150px; flex: none; font-size: 9.5px; font-weight: bold; color: #555; padding-top: 2px; }
      .c p { margin: 0; }
      .meta { font-size: 10px; color: #666; padding: 2px 8px 5px; }
      .sum { margin: 10px 0 0 auto; border-collapse: collapse; min-width: 320px; }
      .sum td { padding: 3px 8px; text-align: right; border-bottom: 1px solid #e3e3e3; }
      .sum td:first-child { text-align: left; }
      .sum .g td { font-weight: bold; font-size: 15px; border-top: 2px solid #1d4e89; }
      .fine { font-size: 9px; color: #777; margin-top: 16px; }`;
    return letterPages(css, page);
  },
});
