import { miles, money } from '../format';
import { defineLayout, h, letterPages } from './layout';
import { kilometres, zonedDateTime, type SealedDateStyle } from './sealed-format';

const icon = (path: string) =>
  `<svg class="ic" viewBox="0 0 24 24" width="16" height="16"><path d="${path}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
const ICONS = {
  person: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6'),
  car: icon('M3 13l2-5h14l2 5v5h-3M3 13v5h3M3 13h18M7 18a2 2 0 1 0 0-.1M17 18a2 2 0 1 0 0-.1'),
  clock: icon('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2'),
  gauge: icon('M4 17a8 8 0 1 1 16 0M12 17l4-5'),
  wrench: icon('M14 7a4 4 0 0 0 5 5L10 21l-3-3 9-9a4 4 0 0 0-2-2z'),
  card: icon('M3 6h18v12H3zM3 10h18'),
};

/**
 * A modern cloud DMS's repair order, exported to PDF: rounded cards with line icons, a status chip,
 * every date with its time and the dealer's time zone ("03/14/2025 08:12 AM PDT"), the odometer in
 * miles with kilometres after it, each job a card with its concern, diagnosis and repair, and the
 * payment summary, terms and signature on a second page.
 */
export const cloudDmsLayout = defineLayout('cloud_dms', {
  order: { mode: 'mixed' },
  media: ['pdf_text', 'pdf_scan'],
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['MM/DD/YYYY'], clock: 'ampm' },
  labels: {
    dates: [
      ['Checked in', 'Closed'],
      ['Check-in', 'Work completed'],
      ['Arrived', 'Ready'],
    ],
    threeCs: [
      ['Concern', 'Diagnosis', 'Repair'],
      ['Concern', 'Cause found', 'Work performed'],
      ['Customer concern', 'Technician diagnosis', 'Repair performed'],
    ],
    total: ['Customer total', 'Amount due', 'Total customer pay'],
  },
  render(facts, random, { labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const style = random.pick<SealedDateStyle>(['MM/DD/YYYY', 'Wkd MM/DD/YYYY', 'YYYY/MM/DD']);
    const at = (iso: string, time: string) => zonedDateTime(iso, time, dealer.state, style);
    const { dates, threeCs } = labels;
    const printedAt = at(facts.printedDate, `${random.int(19, 20)}:${String(random.int(0, 59)).padStart(2, '0')}`);
    const accent = random.pick(['#4f46e5', '#0f766e', '#b45309', '#be123c']);
    const reading = (value: number) => `${miles(value)} mi <span class="km">(${miles(kilometres(value))} km)</span>`;
    const jobs = facts.lines
      .map(
        (line, index) => `
        <div class="card job">
          <div class="jh">${ICONS.wrench}<b>Job ${index + 1}</b><span class="muted">${h(line.description)}</span>
            <span class="chip ${line.pay}">${line.pay === 'W' ? `Warranty · ${h(dealer.make)}` : line.pay === 'I' ? 'Internal' : 'Customer pay'}</span></div>
          <div class="meta">Op code ${line.opCode} · Technician #${line.tech} · ${line.hours.toFixed(1)} h</div>
          <div class="c3"><label>${threeCs.complaint}</label><p>${h(line.complaint)}</p></div>
          <div class="c3"><label>${threeCs.cause}</label><p>${h(line.cause)}</p></div>
          <div class="c3"><label>${threeCs.correction}</label><p>${h(line.correction)}</p></div>
          <table class="pt">
            <tr><td>Labor</td><td></td><td>${money(line.labor)}</td></tr>
            ${line.parts.map((part) => `<tr><td>${h(part.number)} · ${h(part.description)}</td><td>×${part.quantity}</td><td>${money(part.amount)}</td></tr>`).join('')}
            <tr class="js"><td>Job total</td><td></td><td>${money(line.labor + line.partsTotal)}</td></tr>
          </table>
        </div>`,
      )
      .join('');
    const top = `
      <div class="bar"><span class="logo">${h(dealer.name.slice(0, 1))}</span><div><b>${h(dealer.name)}</b><small>${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone}</small></div>
        <div class="ro">Repair Order <b>#${facts.roNumber}</b><span class="st">● Closed</span></div></div>`;
    const footer = (page: number) =>
      `<div class="foot">RO #${facts.roNumber} · Invoice ${facts.invoiceNumber} · Printed ${printedAt} · Page ${page} of 2</div>`;
    const first = `
      ${top}
      <div class="grid">
        <div class="card"><h4>${ICONS.person} Customer</h4><b>${h(customer.name)}</b><br>${h(customer.street)}<br>${h(customer.city)}, ${customer.state} ${customer.zip}<br>${customer.phone}</div>
        <div class="card"><h4>${ICONS.car} Vehicle</h4><b>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}</b><br>VIN ${vehicle.vin}<br>${h(vehicle.color.charAt(0) + vehicle.color.slice(1).toLowerCase())} · Tag ${facts.tagNumber}</div>
        <div class="card"><h4>${ICONS.clock} Visit</h4>
          <div class="kv"><span>Appointment</span>${at(facts.appointmentDate, '08:00')}</div>
          <div class="kv"><span>${dates.in}</span><b>${at(facts.dateIn, facts.timeIn)}</b></div>
          <div class="kv"><span>Promised</span>${at(facts.promisedDate, '17:00')}</div>
          <div class="kv"><span>${dates.out}</span><b>${at(facts.dateOut, facts.timeOut)}</b></div>
          <div class="kv"><span>Advisor</span>${h(facts.advisor)}</div></div>
        <div class="card"><h4>${ICONS.gauge} Mileage</h4>
          <div class="kv"><span>In</span><b>${reading(facts.mileageIn)}</b></div>
          <div class="kv"><span>Out</span><b>${reading(facts.mileageOut)}</b></div></div>
      </div>
      <h3>Jobs</h3>
      ${jobs}
      ${footer(1)}`;
    const second = `
      ${top}
      <div class="card sum"><h4>${ICONS.card} Payment summary</h4>
        <div class="kv"><span>Customer labor</span>${money(totals.labor)}</div>
        <div class="kv"><span>Customer parts</span>${money(totals.parts)}</div>
        <div class="kv"><span>Shop supplies</span>${money(totals.supplies)}</div>
        <div class="kv"><span>Tax</span>${money(totals.tax)}</div>
        ${totals.warrantyPay > 0 ? `<div class="kv muted"><span>Warranty (billed to ${h(dealer.make)})</span>${money(totals.warrantyPay)}</div>` : ''}
        <div class="kv big"><span>${labels.total}</span>$${money(totals.customerPay)}</div>
        <div class="kv muted"><span>Payment</span>${totals.customerPay > 0 ? `Card ending ${random.int(1000, 9999)}` : 'No charge'}</div>
      </div>
      <div class="card terms"><h4>Terms</h4>
        <p>I acknowledge the work above was completed to my satisfaction. ${h(dealer.name)} warrants its labor for 12 months or 12,000 miles, whichever comes first. Parts carry their manufacturer's warranty. Vehicles left more than 72 hours after completion may be charged storage.</p>
        <div class="sign">Customer signature<span>e-signed ${at(facts.dateOut, facts.timeOut)}</span></div>
      </div>
      ${footer(2)}`;
    const css = `
      .page { font: 11.5px/1.4 'DejaVu Sans', sans-serif; color: #1f2937; background: #f8fafc; padding: 26px 32px; }
      .bar { display: flex; align-items: center; gap: 12px; border-bottom: 3px solid ${accent}; padding-bottom: 10px; }
      .logo { width: 36px; height: 36px; border-radius: 10px; background: ${accent}; color: #fff; font: bold 20px/36px 'DejaVu Sans'; text-align: center; }
      .bar small { display: block; color: #6b7280; font-size: 10px; }
      .bar b { font-size: 15px; }
      .ro { margin-left: auto; text-align: right; color: #6b7280; }
      .ro b { display: block; color: #111827; font-size: 18px; }
      .st { color: #15803d; font-size: 10.5px; }
      .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; margin-top: 12px; }
      .card { background: #fff; border: 1px solid #e5e7eb; border-radius: 10px; padding: 9px 12px; box-shadow: 0 1px 2px rgba(0,0,0,.06); }
      h4 { margin: 0 0 6px; font-size: 11px; text-transform: uppercase; letter-spacing: .5px; color: ${accent}; display: flex; align-items: center; gap: 5px; }
      h3 { margin: 14px 0 6px; font-size: 13px; }
      .ic { color: ${accent}; }
      .kv { display: flex; justify-content: space-between; gap: 8px; padding: 2px 0; }
      .kv span { color: #6b7280; }
      .km { color: #9ca3af; font-weight: normal; }
      .job { margin-bottom: 9px; }
      .jh { display: flex; align-items: center; gap: 6px; }
      .jh .muted { color: #6b7280; }
      .chip { margin-left: auto; border-radius: 10px; padding: 1px 9px; font-size: 10px; background: #e0e7ff; color: #3730a3; }
      .chip.W { background: #dcfce7; color: #166534; }
      .chip.I { background: #f3f4f6; color: #374151; }
      .meta { font-size: 10px; color: #9ca3af; margin: 2px 0 4px; }
      .c3 label { display: block; font-size: 9.5px; font-weight: bold; color: #6b7280; text-transform: uppercase; margin-top: 3px; }
      .c3 p { margin: 0; }
      .pt { width: 100%; border-collapse: collapse; margin-top: 5px; font-size: 10.5px; }
      .pt td { border-top: 1px solid #f1f5f9; padding: 2px 0; }
      .pt td:nth-child(n+2) { text-align: right; width: 70px; }
      .js td { font-weight: bold; }
      .sum { margin-top: 14px; width: 360px; margin-left: auto; }
      .sum .big { font-size: 17px; font-weight: bold; color: #111827; border-top: 1px solid #e5e7eb; margin-top: 4px; padding-top: 6px; }
      .sum .big span { color: #111827; }
      .muted { color: #9ca3af; }
      .terms { margin-top: 14px; font-size: 10px; color: #4b5563; }
      .sign { margin-top: 26px; border-top: 1px solid #9ca3af; width: 280px; padding-top: 3px; font-size: 10px; }
      .sign span { display: block; color: #6b7280; }
      .foot { position: absolute; bottom: 14px; left: 32px; right: 32px; font-size: 9.5px; color: #9ca3af; text-align: center; }`;
    return letterPages(css, first, second);
  },
});
