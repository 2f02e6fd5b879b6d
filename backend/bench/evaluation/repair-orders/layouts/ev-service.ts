import { miles, money } from '../format';
import { heldOutDate, type HeldOutDateStyle } from './held-out-format';
import { defineLayout, letterPages, h, upper } from './layout';

/** An EV and hybrid service report: the brand's banner beside the dealer, the totals box above the lines, concern/diagnosis/repair. */
export const evServiceLayout = defineLayout('ev_service', {
  order: { mode: 'mixed' },
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['ISO'], clock: '24h' },
  labels: {
    dates: [
      ['Check-in', 'Vehicle Released'],
      ['Arrival', 'Ready for pickup'],
    ],
    threeCs: [
      ['Concern', 'Diagnosis', 'Repair'],
      ['Customer concern', 'Technician diagnosis', 'Repair performed'],
    ],
    total: ['Customer Portion', 'Your Total'],
  },
  render(facts, random, { labels }) {
    const style = random.pick<HeldOutDateStyle>(['Wkd DD Mon YYYY', 'Mon-DD-YY']);
    const date = (iso: string, time?: string) => heldOutDate(iso, style, time);
    const { dates, threeCs, total } = labels;
    const { dealer, vehicle, customer, totals } = facts;
    const claim = (letter: string) => `WC${facts.roNumber.slice(-4)}${letter}`;
    const jobs = facts.lines
      .map(
        (line) => `
        <div class="job">
          <div class="jh"><span>Job ${line.letter} · ${line.opCode}</span><span>${line.pay === 'W' ? `Warranty claim ${claim(line.letter)}` : 'Customer paid'}</span><span>${money(line.labor + line.partsTotal)}</span></div>
          <dl><dt>${threeCs.complaint}</dt><dd>${h(line.complaint)}</dd><dt>${threeCs.cause}</dt><dd>${h(line.cause)}</dd><dt>${threeCs.correction}</dt><dd>${h(line.correction)}</dd></dl>
          <div class="m">${line.hours.toFixed(1)} h labor · technician ${line.tech}${line.parts.length ? ` · parts ${line.parts.map((part) => `${h(part.number)} ×${part.quantity}`).join(', ')}` : ''}</div>
        </div>`,
      )
      .join('');
    const page = `
      <div class="ro">
        <div class="banner"><div class="brand">${upper(dealer.make)}</div><div class="who"><div class="dn">${h(dealer.name)}</div><div class="sub">EV &amp; Hybrid Service Center · ${h(dealer.street)}, ${h(dealer.city)} ${dealer.state} ${dealer.zip} · ${dealer.phone}</div></div></div>
        <div class="head">
          <div class="facts">
            <div><label>Repair Order</label><b>${facts.roNumber}</b></div>
            <div><label>${dates.in}</label>${date(facts.dateIn, facts.timeIn)}</div>
            <div><label>${dates.out}</label>${date(facts.dateOut, facts.timeOut)}</div>
            <div><label>Odometer in</label>${miles(facts.mileageIn)} mi</div>
            <div><label>Odometer out</label>${miles(facts.mileageOut)} mi</div>
            <div><label>Owner</label>${h(customer.name)}</div>
            <div><label>Vehicle</label>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}</div>
            <div><label>VIN</label>${vehicle.vin}</div>
            <div><label>State of charge in</label>${random.int(18, 80)}%</div>
          </div>
          <div class="summary">
            <div class="st">Visit summary</div>
            <table>
              <tr><td>Labor</td><td>${money(totals.labor)}</td></tr>
              <tr><td>Parts</td><td>${money(totals.parts)}</td></tr>
              <tr><td>Supplies</td><td>${money(totals.supplies)}</td></tr>
              <tr><td>Tax</td><td>${money(totals.tax)}</td></tr>
              <tr><td>Covered by warranty</td><td>${money(totals.warrantyPay)}</td></tr>
              <tr class="g"><td>${total}</td><td>$${money(totals.customerPay)}</td></tr>
            </table>
          </div>
        </div>
        ${jobs}
        <p class="f">Advisor ${h(facts.advisor)} · Invoice ${facts.invoiceNumber} · Report generated ${date(facts.printedDate)}. High-voltage system checked and isolation verified before release.</p>
      </div>`;
    const css = `
      .ro { font: 12px/1.4 'Liberation Sans', sans-serif; color: #1a1f24; padding: 32px 40px; }
      .banner { display: flex; align-items: center; gap: 16px; border-bottom: 2px solid #0a8a6a; padding-bottom: 8px; }
      .brand { background: #0a8a6a; color: #fff; font: bold 20px 'Liberation Sans', sans-serif; letter-spacing: 4px; padding: 10px 16px; border-radius: 6px; }
      .dn { font: bold 20px 'Liberation Sans', sans-serif; }
      .sub { font-size: 10.5px; color: #56636e; }
      .head { display: flex; gap: 16px; margin: 14px 0; }
      .facts { flex: 1; display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 6px 12px; }
      .facts label { display: block; font-size: 9px; color: #0a8a6a; text-transform: uppercase; font-weight: bold; }
      .summary { width: 250px; flex: none; border: 2px solid #0a8a6a; border-radius: 6px; padding: 6px 10px; }
      .st { font-weight: bold; color: #0a8a6a; margin-bottom: 4px; }
      .summary table { width: 100%; border-collapse: collapse; }
      .summary td { padding: 2px 0; text-align: right; }
      .summary td:first-child { text-align: left; }
      .summary .g td { font-weight: bold; font-size: 15px; border-top: 1px solid #0a8a6a; padding-top: 4px; }
      .job { border-left: 4px solid #0a8a6a; background: #f3f8f6; margin: 10px 0; padding: 6px 10px; }
      .jh { display: flex; justify-content: space-between; font-weight: bold; }
      dl { display: grid; grid-template-columns: 150px 1fr; margin: 6px 0 2px; gap: 2px 8px; }
      dt { font-size: 10px; font-weight: bold; color: #56636e; text-transform: uppercase; padding-top: 2px; }
      dd { margin: 0; }
      .m { font-size: 10px; color: #6a7680; }
      .f { font-size: 9.5px; color: #6a7680; margin-top: 18px; }`;
    return letterPages(css, page);
  },
});
