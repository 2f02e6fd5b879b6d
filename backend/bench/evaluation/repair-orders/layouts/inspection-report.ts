import { addDays, cents, dollars, miles, money } from '../format';
import { defineLayout, h, letterPages } from './layout';

type Light = 'g' | 'y' | 'r';

/** The work an inspection recommends for a check that is not green, with the range of the dealer's estimate. */
const RECOMMENDATIONS: Record<string, { item: string; price: [number, number] }> = {
  oil: { item: 'Oil and filter change', price: [79, 119] },
  coolant: { item: 'Coolant flush', price: [159, 219] },
  fluid: { item: 'Brake fluid exchange', price: [129, 169] },
  battery: { item: 'Replace battery', price: [229, 299] },
  front: { item: 'Front brake pads and rotors', price: [419, 589] },
  rear: { item: 'Rear brake pads and rotors', price: [389, 529] },
  wipers: { item: 'Front wiper blades', price: [42, 58] },
  belts: { item: 'Serpentine belt', price: [149, 239] },
  tires: { item: 'Four tires, mount and balance', price: [780, 1260] },
  interval: { item: 'Transmission fluid service', price: [219, 329] },
};

/**
 * A dealer's "vehicle health report" that the owner takes home in place of the invoice: the
 * multi-point inspection fills the top of the sheet (traffic-light circles, tread depths in 32nds,
 * brake pads in millimetres, the battery's rated and tested amps, fluid readings), then the
 * recommended work with the price of each and the declined total, a next-service reminder in miles
 * and by date, and only below them "Today's visit": the order's number, its dates, one odometer
 * reading, each line's request and work performed, and what was paid.
 */
export const inspectionReportLayout = defineLayout('inspection_report', {
  order: { mode: 'customer' },
  media: ['png', 'photo_jpeg'],
  prints: ['complaint', 'correction'],
  dates: { styles: ['Mon D, YYYY', 'MM/DD/YYYY', 'Wkd, Mon D, YYYY'], clock: 'ampm' },
  labels: {
    number: ['Repair Order', 'RO #', 'Visit / RO'],
    dates: [
      ['Checked in', 'Completed'],
      ['Date in', 'Date out'],
      ['Arrived', 'Ready'],
    ],
    mileage: ['Odometer', 'Mileage', 'Miles at visit'],
    threeCs: [
      ['You told us', 'What we did'],
      ['Your concern', 'Work performed'],
      ['Request', 'Result'],
    ],
    total: ['Total paid today', 'Today’s total', 'Amount charged'],
  },
  render(facts, random, { date, time, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const light = (weights: [number, number]): Light => {
      const roll = random.next();
      return roll < weights[0] ? 'g' : roll < weights[1] ? 'y' : 'r';
    };
    const tread = () => random.int(3, 10);
    const tires = ['LF', 'RF', 'LR', 'RR'].map((corner) => ({ corner, depth: tread(), psi: random.int(30, 38) }));
    const pads = { front: random.int(3, 10), rear: random.int(2, 9) };
    const rated = random.pick([600, 650, 700, 750, 800]);
    const tested = rated - random.int(0, 260);
    const volts = (12 + random.int(1, 7) / 10).toFixed(1);
    const freeze = -random.int(18, 40);
    const moisture = random.int(0, 4);
    const tireLight = (depth: number): Light => (depth >= 6 ? 'g' : depth >= 4 ? 'y' : 'r');
    const padLight = (mm: number): Light => (mm >= 6 ? 'g' : mm >= 4 ? 'y' : 'r');
    const wipers = random.chance(0.6);
    const belts = random.chance(0.75);
    const checks: Array<[string, string, Light, string]> = [
      ['Engine oil level / condition', random.pick(['Full, clean', 'Full', 'At add mark']), light([0.8, 0.97]), 'oil'],
      ['Coolant freeze point', `${freeze}°F`, freeze <= -30 ? 'g' : 'y', 'coolant'],
      ['Brake fluid moisture', `${moisture}%`, moisture < 3 ? 'g' : 'y', 'fluid'],
      ['Battery', `${rated} CCA rated / ${tested} tested · ${volts} V`, tested >= rated * 0.75 ? 'g' : tested >= rated * 0.6 ? 'y' : 'r', 'battery'],
      ['Front brake pads', `${pads.front} mm`, padLight(pads.front), 'front'],
      ['Rear brake pads', `${pads.rear} mm`, padLight(pads.rear), 'rear'],
      ['Wiper blades', wipers ? 'Good' : 'Streaking', wipers ? 'g' : 'y', 'wipers'],
      ['Belts and hoses', belts ? 'No cracks' : 'Minor cracking', belts ? 'g' : 'y', 'belts'],
      ['Exterior lights', 'All operating', 'g', ''],
      ['Shocks / struts', 'No leaks', 'g', ''],
    ];
    const allLights = [...checks.map((check) => check[2]), ...tires.map((tire) => tireLight(tire.depth))];
    // What was done today is not recommended again.
    const doneToday = facts.lines.map((line) => line.opCode);
    const keys = [
      ...checks.filter((check) => check[2] !== 'g').map((check) => check[3]),
      ...(tires.some((tire) => tireLight(tire.depth) !== 'g') ? ['tires'] : []),
    ].filter(
      (key) =>
        !(key === 'oil' && doneToday.includes('01LOF')) &&
        !(key === 'wipers' && doneToday.includes('09WIP')) &&
        !(key === 'front' && doneToday.includes('06FBR')),
    );
    const recommended = (keys.length ? keys : ['interval']).map((key) => RECOMMENDATIONS[key]);
    const priced = recommended.map((item) => ({ ...item, amount: cents(random.int(item.price[0], item.price[1]) + random.pick([0, 0.5, 0.95])) }));
    const declined = cents(priced.reduce((sum, item) => sum + item.amount, 0));
    const nextMiles = Math.ceil((facts.mileageIn + random.pick([5000, 7500, 10000])) / 500) * 500;
    const nextDate = addDays(facts.dateOut, random.pick([120, 180, 182]));
    const tech = facts.lines[0].tech;
    const dot = (value: Light) => `<span class="dot ${value}"></span>`;
    const { number, dates, mileage, threeCs, total } = labels;
    const lines = facts.lines
      .map(
        (line) => `
        <div class="ln"><div class="lt"><b>${h(line.description)}</b><span>${dollars(line.labor + line.partsTotal)}</span></div>
          <div><i>${threeCs.complaint}:</i> ${h(line.complaint)}</div>
          <div><i>${threeCs.correction}:</i> ${h(line.correction)}</div>
          <div class="sm">Labor ${line.hours.toFixed(1)} h ${money(line.labor)}${line.parts.map((part) => ` · ${h(part.description)} ${part.quantity} × ${money(part.price)}`).join('')}</div></div>`,
      )
      .join('');
    const page = `
      <div class="rep">
        <div class="hd"><div><div class="dn">${h(dealer.name)}</div><div class="sub">${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} · ${dealer.phone}</div></div>
          <div class="ti">VEHICLE HEALTH REPORT<small>Multi-point inspection · Technician #${tech}</small></div></div>
        <div class="veh">${h(customer.name)} · ${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)} · VIN ${vehicle.vin} · Inspected ${date(facts.dateIn)}</div>
        <div class="summary"><span>${dot('g')} ${allLights.filter((value) => value === 'g').length} checked OK</span><span>${dot('y')} ${allLights.filter((value) => value === 'y').length} may need attention soon</span><span>${dot('r')} ${allLights.filter((value) => value === 'r').length} needs attention now</span></div>
        <div class="two">
          <table class="chk">${checks.map(([item, value, state]) => `<tr><td>${dot(state)}</td><td>${item}</td><td>${value}</td></tr>`).join('')}</table>
          <div>
            <table class="tires"><tr><th></th><th>Tread</th><th>Pressure</th></tr>${tires.map((tire) => `<tr><td>${dot(tireLight(tire.depth))} ${tire.corner}</td><td>${tire.depth}/32"</td><td>${tire.psi} psi</td></tr>`).join('')}</table>
            <div class="next">Next service due<b>${miles(nextMiles)} mi or ${date(nextDate)}</b></div>
          </div>
        </div>
        <table class="rec"><tr><th>Recommended</th><th>Estimate</th><th>Status</th></tr>
          ${priced.map((item) => `<tr><td>${item.item}</td><td>${dollars(item.amount)}</td><td>Declined today</td></tr>`).join('')}
          <tr class="dt"><td>Declined work, estimated</td><td>${dollars(declined)}</td><td></td></tr></table>
        <div class="visit">
          <div class="vh"><b>Today’s visit</b><span>${number} <b>${facts.roNumber}</b></span></div>
          <div class="vg"><div><i>${dates.in}</i>${date(facts.dateIn)} ${time(facts.timeIn)}</div><div><i>${dates.out}</i>${date(facts.dateOut)} ${time(facts.timeOut)}</div><div><i>${mileage}</i>${miles(facts.mileageIn)}</div><div><i>Advisor</i>${h(facts.advisor)}</div></div>
          ${lines}
          <div class="tt"><span>Labor ${money(totals.labor)} · Parts ${money(totals.parts)} · Shop supplies ${money(totals.supplies)} · Tax ${money(totals.tax)}</span><span class="g">${total} ${dollars(totals.customerPay)}</span></div>
        </div>
        <div class="ft">Invoice ${facts.invoiceNumber} · Estimates for recommended work are valid 30 days and include parts, labor and tax.</div>
      </div>`;
    const css = `
      .rep { font: 11px/1.35 'DejaVu Sans', sans-serif; color: #1d2733; padding: 24px 30px; }
      .hd { display: flex; justify-content: space-between; align-items: center; }
      .dn { font: bold 19px 'DejaVu Sans', sans-serif; color: #123b5e; }
      .sub { font-size: 9.5px; color: #556; }
      .ti { background: #123b5e; color: #fff; font: bold 15px 'DejaVu Sans', sans-serif; padding: 6px 12px; border-radius: 4px; text-align: right; }
      .ti small { display: block; font-size: 9px; font-weight: normal; }
      .veh { margin-top: 8px; font-size: 10px; color: #334; border-bottom: 1px solid #ccd; padding-bottom: 5px; }
      .summary { display: flex; gap: 18px; margin: 7px 0; font-size: 10.5px; }
      .dot { display: inline-block; width: 11px; height: 11px; border-radius: 50%; vertical-align: -1px; border: 1px solid rgba(0,0,0,.3); }
      .dot.g { background: #2e9d4a; } .dot.y { background: #e8b923; } .dot.r { background: #d2372b; }
      .two { display: flex; gap: 16px; }
      .chk { border-collapse: collapse; flex: 1; }
      .chk td { border-bottom: 1px solid #e2e6ea; padding: 2.5px 4px; font-size: 10.5px; }
      .chk td:last-child { color: #334; font-family: 'DejaVu Sans Mono', monospace; font-size: 10px; }
      .tires { border-collapse: collapse; width: 230px; }
      .tires th { font-size: 9px; text-align: left; color: #556; padding: 2px 4px; }
      .tires td { border-bottom: 1px solid #e2e6ea; padding: 3px 4px; font-size: 10.5px; }
      .next { margin-top: 10px; border: 2px dashed #123b5e; padding: 6px 8px; font-size: 10px; color: #123b5e; }
      .next b { display: block; font-size: 13px; }
      .rec { width: 100%; border-collapse: collapse; margin-top: 10px; }
      .rec th { background: #fff4d6; text-align: left; font-size: 9.5px; padding: 3px 5px; }
      .rec td { padding: 2.5px 5px; border-bottom: 1px solid #f0e2b8; font-size: 10.5px; }
      .rec td:nth-child(2) { text-align: right; font-family: 'DejaVu Sans Mono', monospace; }
      .rec .dt td { font-weight: bold; }
      .visit { margin-top: 12px; border: 1px solid #9fb2c4; border-radius: 4px; padding: 6px 10px; background: #f7f9fb; }
      .vh { display: flex; justify-content: space-between; font-size: 12px; border-bottom: 1px solid #9fb2c4; padding-bottom: 3px; }
      .vg { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; margin: 5px 0; font-size: 10.5px; }
      .vg i, .ln i { display: block; font-style: normal; font-size: 8.5px; color: #556; text-transform: uppercase; }
      .ln i { display: inline; }
      .ln { border-top: 1px dotted #9fb2c4; padding: 4px 0; }
      .lt { display: flex; justify-content: space-between; }
      .sm { font-size: 9px; color: #667; }
      .tt { display: flex; justify-content: space-between; align-items: baseline; border-top: 1px solid #123b5e; padding-top: 4px; font-size: 9.5px; color: #445; }
      .tt .g { font-size: 14px; font-weight: bold; color: #123b5e; }
      .ft { margin-top: 8px; font-size: 8.5px; color: #778; }`;
    return letterPages(css, page);
  },
});
