import { addDays, cents, miles, money } from '../format';
import { defineLayout, h, letterPages, upper } from './layout';
import { zoneName } from './sealed-format';

/** Hours the dealer's clock is behind UTC on a day, from its zone's name. */
const BEHIND_UTC: Record<string, number> = { EST: 5, EDT: 4, CST: 6, CDT: 5, MST: 7, MDT: 6, PST: 8, PDT: 7 };

/** A signer's scribble: a few loops and a tail, the same for the same stream. */
function scribble(points: number[]): string {
  const [a, b, c, d, e, f] = points;
  return `<svg class="scr" viewBox="0 0 260 70" width="260" height="70"><path d="M8 ${40 + a} C 30 ${5 + b}, 45 ${70 - c}, 60 ${35 + d} S 90 ${10 + e}, 105 ${42 - f} C 120 ${70 - a}, 135 ${8 + c}, 150 ${38 + b} S 185 ${55 - d}, 200 ${30 + e} C 215 ${12 + f}, 235 ${48 - a}, 252 ${26 + c}" fill="none" stroke="#1b2a7a" stroke-width="2.2" stroke-linecap="round"/><path d="M20 ${58 - b} L 230 ${50 + d}" stroke="#1b2a7a" stroke-width="1.4" fill="none"/></svg>`;
}

/**
 * A repair order written up and closed on the advisor's tablet and signed on the glass, saved as
 * the e-signature service's completed envelope: the service's envelope number along the top and
 * down the margin, a walk-around diagram and fuel gauge, the order itself (dates with times, miles
 * in and out, each job's concern, cause and correction), the estimate the owner authorized at
 * write-up, and two signature boxes whose scribbles run over the printed consent text, each with
 * the service's own time stamp in UTC, which falls on the next day when the owner signed late.
 */
export const tabletEsignLayout = defineLayout('tablet_esign', {
  order: { mode: 'mixed' },
  media: ['pdf_text', 'png'],
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['MM/DD/YYYY', 'Mon D, YYYY', 'M/D/YY'], clock: 'short' },
  labels: {
    number: ['Repair Order', 'RO #', 'Order'],
    dates: [
      ['Write-up', 'Completed'],
      ['Checked in', 'Work complete'],
      ['Open', 'Closed'],
    ],
    mileage: [
      ['Odometer in', 'Odometer out'],
      ['Miles in', 'Miles out'],
    ],
    threeCs: [
      ['Concern', 'Cause', 'Correction'],
      ['Customer concern', 'Diagnosis', 'Repair'],
      ['Complaint', 'Found', 'Fixed'],
    ],
    total: ['Total due', 'Customer total', 'Balance to pay'],
  },
  render(facts, random, { date, time, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, threeCs, total } = labels;
    const hex = (length: number) => Array.from({ length }, () => '0123456789ABCDEF'[random.int(0, 15)]).join('');
    const envelope = `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`;
    /** The service's UTC stamp for a local day and time, some minutes after it. */
    const stamp = (iso: string, local: string, later: number) => {
      const [hours, minutes] = local.split(':').map(Number);
      const total = hours * 60 + minutes + later + BEHIND_UTC[zoneName(dealer.state, iso)] * 60;
      const day = addDays(iso, Math.floor(total / 1440));
      const inDay = total % 1440;
      return `${day} ${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')} UTC`;
    };
    const authorizedAt = stamp(facts.dateIn, facts.timeIn, random.int(4, 20));
    const pickedUpAt = stamp(facts.dateOut, facts.timeOut, random.int(10, 150));
    const estimate = cents(Math.max(totals.customerPay, 49.95) * (0.8 + random.next() * 0.35));
    const fuel = random.int(1, 7);
    const marks = Array.from(
      { length: random.int(1, 3) },
      () => `<text x="${random.int(30, 150)}" y="${random.int(20, 70)}" class="mk">${random.pick(['S', 'D', 'C'])}</text>`,
    ).join('');
    const points = () => Array.from({ length: 6 }, () => random.int(0, 18));
    const jobs = facts.lines
      .map(
        (line) => `
        <div class="job">
          <div class="jh"><span class="jl">${line.letter}</span><b>${h(line.description)}</b><span class="pt ${line.pay}">${line.pay === 'W' ? 'Warranty' : line.pay === 'I' ? 'Internal' : 'Customer'}</span><span class="am">${money(line.labor + line.partsTotal)}</span></div>
          <div class="c"><label>${threeCs.complaint}</label>${h(line.complaint)}</div>
          <div class="c"><label>${threeCs.cause}</label>${h(line.cause)}</div>
          <div class="c"><label>${threeCs.correction}</label>${h(line.correction)}</div>
          <div class="m">${line.opCode} · Tech ${line.tech} · ${line.hours.toFixed(1)} h · labor ${money(line.labor)} · parts ${money(line.partsTotal)}</div>
        </div>`,
      )
      .join('');
    const page = `
      <div class="env">Envelope ID: ${envelope}</div>
      <div class="margin">Electronically signed · Envelope ID ${envelope} · SignPad</div>
      <div class="body">
        <div class="hd">
          <div class="logo">${h(dealer.name)}<small>${h(dealer.street)} · ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone}</small></div>
          <div class="ro">${number}<b>${facts.roNumber}</b><small>Tag ${facts.tagNumber} · Customer ${customer.number}</small></div>
        </div>
        <div class="strip">
          <div><label>Customer</label>${h(customer.name)}<br>${customer.phone}</div>
          <div><label>Vehicle</label>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}<br>${vehicle.vin}</div>
          <div><label>${dates.in}</label>${date(facts.dateIn)} ${time(facts.timeIn)}<label>Promised</label>${date(facts.promisedDate)}</div>
          <div><label>${dates.out}</label>${date(facts.dateOut)} ${time(facts.timeOut)}<label>Advisor</label>${h(facts.advisor)}</div>
          <div><label>${mileage.in}</label>${miles(facts.mileageIn)}<label>${mileage.out}</label>${miles(facts.mileageOut)}</div>
        </div>
        <div class="walk">
          <svg width="190" height="90" viewBox="0 0 190 90"><rect x="20" y="12" width="150" height="66" rx="26" fill="none" stroke="#555" stroke-width="2"/><rect x="62" y="20" width="60" height="50" rx="8" fill="none" stroke="#999"/>${marks}</svg>
          <div class="wk">Walk-around: ${upper(vehicle.color)} · S scratch · D dent · C chip<br>Fuel <span class="gauge"><span style="width:${fuel * 12.5}%"></span></span> ${fuel}/8<br>Valuables removed · Wheel locks in glovebox</div>
        </div>
        ${jobs}
        <div class="bottom">
          <div class="sigs">
            <div class="sig"><p>I authorize the repairs estimated at $${money(estimate)} plus tax and agree to the terms shown on the tablet, including a mechanic's lien for the amount of the repairs.</p>${scribble(points())}<div class="tag">Signed ${authorizedAt}</div><div class="who">${h(customer.name)} · authorization</div></div>
            <div class="sig"><p>I have received my vehicle and a copy of this order. Work was explained to me and I accept the charges shown.</p>${scribble(points())}<div class="tag">Signed ${pickedUpAt}</div><div class="who">${h(customer.name)} · pick-up</div></div>
          </div>
          <table class="tot">
            <tr><td>Labor</td><td>${money(totals.labor)}</td></tr>
            <tr><td>Parts</td><td>${money(totals.parts)}</td></tr>
            <tr><td>Shop fee</td><td>${money(totals.supplies)}</td></tr>
            <tr><td>Tax</td><td>${money(totals.tax)}</td></tr>
            ${totals.warrantyPay > 0 ? `<tr class="w"><td>Covered by ${h(dealer.make)} warranty</td><td>${money(totals.warrantyPay)}</td></tr>` : ''}
            <tr class="g"><td>${total}</td><td>$${money(totals.customerPay)}</td></tr>
          </table>
        </div>
      </div>
      <div class="foot">Page 1 of 1 · Invoice ${facts.invoiceNumber} · Completed with SignPad · certificate of completion on file</div>`;
    const css = `
      .page { font: 10.5px/1.35 'DejaVu Sans', sans-serif; color: #222; }
      .env { font: 9px 'DejaVu Sans Mono', monospace; color: #555; padding: 8px 30px 0; }
      .margin { position: absolute; left: 6px; top: 120px; transform-origin: left top; transform: rotate(90deg) translate(0, -12px); font: 8px 'DejaVu Sans Mono', monospace; color: #777; white-space: nowrap; }
      .body { padding: 10px 34px 0 40px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #2563eb; padding-bottom: 6px; }
      .logo { font: bold 19px 'DejaVu Sans', sans-serif; color: #1e3a8a; }
      .logo small { display: block; font-size: 9px; color: #555; font-weight: normal; }
      .ro { text-align: right; color: #555; font-size: 10px; }
      .ro b { display: block; font-size: 19px; color: #111; }
      .ro small { display: block; }
      .strip { display: grid; grid-template-columns: 1.1fr 1.5fr 1fr 1fr 0.9fr; gap: 6px; margin-top: 8px; }
      .strip > div { background: #f1f5fb; border-radius: 6px; padding: 5px 7px; font-size: 10px; }
      label { display: block; font-size: 8px; color: #1e40af; text-transform: uppercase; letter-spacing: .4px; }
      .walk { display: flex; gap: 10px; align-items: center; margin: 6px 0; font-size: 9.5px; color: #444; }
      .mk { font: bold 11px 'DejaVu Sans'; fill: #c2410c; }
      .gauge { display: inline-block; width: 70px; height: 7px; border: 1px solid #666; vertical-align: middle; }
      .gauge span { display: block; height: 100%; background: #16a34a; }
      .job { border: 1px solid #dbe3ef; border-radius: 6px; padding: 5px 8px; margin-bottom: 6px; }
      .jh { display: flex; gap: 8px; align-items: center; }
      .jl { background: #1e3a8a; color: #fff; border-radius: 50%; width: 17px; height: 17px; text-align: center; font-size: 10px; line-height: 17px; }
      .pt { font-size: 9px; border-radius: 8px; padding: 0 7px; background: #e0e7ff; }
      .pt.W { background: #dcfce7; }
      .am { margin-left: auto; font-family: 'DejaVu Sans Mono', monospace; }
      .c { margin: 2px 0 0 25px; }
      .c label { display: inline; margin-right: 5px; }
      .m { margin-left: 25px; font-size: 8.5px; color: #777; }
      .bottom { display: flex; gap: 14px; justify-content: space-between; margin-top: 8px; }
      .sigs { display: flex; gap: 10px; }
      .sig { position: relative; width: 220px; height: 118px; border: 1.5px solid #999; border-radius: 4px; padding: 5px 7px; box-sizing: border-box; }
      .sig p { margin: 0; font-size: 8.5px; color: #444; }
      .scr { position: absolute; left: -8px; top: 10px; }
      .tag { position: absolute; left: 6px; bottom: 18px; background: #fde68a; font: 8.5px 'DejaVu Sans Mono', monospace; padding: 1px 4px; border: 1px solid #d97706; }
      .who { position: absolute; left: 7px; bottom: 3px; font-size: 8.5px; color: #555; }
      .tot { border-collapse: collapse; align-self: flex-start; font-size: 10.5px; }
      .tot td { padding: 2px 8px; }
      .tot td:last-child { text-align: right; font-family: 'DejaVu Sans Mono', monospace; min-width: 78px; }
      .tot .w td { color: #15803d; }
      .tot .g td { font-weight: bold; font-size: 14px; border-top: 2px solid #1e3a8a; }
      .foot { position: absolute; bottom: 10px; left: 40px; right: 30px; font: 8.5px 'DejaVu Sans Mono', monospace; color: #777; border-top: 1px solid #ddd; padding-top: 3px; }`;
    return letterPages(css, page);
  },
});
