import { addDays, dollars, miles } from '../format';
import { defineLayout, h } from './layout';

/**
 * The owner's "Service history" page on a dealer group's customer site: one card per visit, the
 * newest open with its details, older visits folded to a title, and a recommended-service card.
 */
export const serviceHistoryLayout = defineLayout('service_history', {
  order: { mode: 'mixed' },
  prints: ['complaint'],
  dates: { styles: ['Wkd, Mon D, YYYY', 'Mon D, YYYY', 'M/D/YYYY'], clock: 'ampm', between: ' at ' },
  labels: {
    number: ['Repair order', 'RO #', 'Order number'],
    dates: [
      ['Checked in', 'Completed'],
      ['Dropped off', 'Service completed'],
      ['Arrived', 'Ready'],
    ],
    mileage: ['Mileage', 'Odometer', 'Miles at visit'],
    total: ['You paid', 'Total paid', 'Your total'],
  },
  render(facts, random, { date, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, total } = labels;
    const older = Array.from({ length: random.int(2, 3) }, (_, index) => ({
      day: addDays(facts.dateIn, -(index + 1) * random.int(120, 200)),
      title: random.pick(['Oil & filter change', 'Tire rotation', 'Multi-point inspection', 'State inspection', 'Cabin air filter', 'Brake inspection']),
    }));
    const warranty = facts.lines.some((line) => line.pay === 'W');
    const items = facts.lines
      .map(
        (line) =>
          `<li><div class="it"><span>${h(line.description)}</span><span class="${line.pay === 'W' ? 'cov' : ''}">${line.pay === 'W' ? 'Covered by warranty' : dollars(line.labor + line.partsTotal)}</span></div>
          <div class="why">What you told us: ${h(line.complaint)}</div></li>`,
      )
      .join('');
    const page = `
      <div class="ro">
        <header><span class="logo">${h(dealer.name)}</span><span>Shop</span><span>Service</span><span class="on">My garage</span><span class="me">${h(customer.name)} ▾</span></header>
        <div class="wrap">
          <aside>
            <div class="car">${vehicle.year} ${h(vehicle.make)}<br><b>${h(vehicle.model)}</b><small>VIN ${vehicle.vin}</small></div>
            <ul><li>Overview</li><li class="on">Service history</li><li>Recalls</li><li>Documents</li><li>Payment methods</li></ul>
            <div class="help">Questions? Call ${dealer.phone}<br>${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state}</div>
          </aside>
          <main>
            <h1>Service history</h1>
            <div class="card rec"><b>Recommended next:</b> Oil change and tire rotation — due by ${date(addDays(facts.dateOut, 180))} or ${miles(Math.ceil((facts.mileageOut + 5000) / 1000) * 1000)} mi <span class="btn">Schedule</span></div>
            <div class="card open">
              <div class="top"><div><div class="when">${date(facts.dateIn)}</div><div class="where">${h(dealer.name)} · Advisor ${h(facts.advisor)}</div></div><span class="chip">${warranty ? 'Paid · warranty applied' : 'Paid'}</span></div>
              <div class="facts">
                <div><span>${number}</span><b>${facts.roNumber}</b></div>
                <div><span>${dates.in}</span>${date(facts.dateIn, facts.timeIn)}</div>
                <div><span>${dates.out}</span>${date(facts.dateOut, facts.timeOut)}</div>
                <div><span>${mileage}</span>${miles(facts.mileageIn)} mi</div>
              </div>
              <ul class="items">${items}</ul>
              <div class="money">
                <div><span>Subtotal</span><span>${dollars(totals.labor + totals.parts + totals.supplies)}</span></div>
                <div><span>Tax</span><span>${dollars(totals.tax)}</span></div>
                ${warranty ? `<div class="dim"><span>Paid by ${h(dealer.make)} warranty</span><span>${dollars(totals.warrantyPay)}</span></div>` : ''}
                <div class="g"><span>${total}</span><span>${dollars(totals.customerPay)}</span></div>
              </div>
              <div class="links"><span>View invoice ${facts.invoiceNumber} (PDF)</span><span>Inspection report</span><span>Rate your visit</span></div>
            </div>
            ${older.map((visit) => `<div class="card shut"><span class="when">${date(visit.day)}</span><span>${visit.title}</span><span class="more">Details ›</span></div>`).join('')}
          </main>
        </div>
        <footer>© ${facts.printedDate.slice(0, 4)} ${h(dealer.legalName)} · Privacy · Terms · Accessibility</footer>
      </div>`;
    const css = `
      .ro { font: 13px/1.45 'DejaVu Sans', sans-serif; color: #1d232b; background: #f6f7f9; min-height: 100%; }
      header { display: flex; gap: 24px; align-items: center; background: #fff; border-bottom: 1px solid #e3e6ea; padding: 14px 28px; font-size: 12.5px; color: #5c6670; }
      header .logo { font-weight: bold; font-size: 16px; color: #111; margin-right: 18px; }
      header .on { color: #111; border-bottom: 2px solid #d0021b; padding-bottom: 2px; }
      header .me { margin-left: auto; }
      .wrap { display: flex; gap: 22px; padding: 20px 28px; }
      aside { width: 210px; flex: none; font-size: 12px; }
      .car { background: #fff; border-radius: 10px; padding: 12px; box-shadow: 0 1px 2px rgba(0,0,0,.08); }
      .car b { font-size: 16px; }
      .car small { display: block; color: #7b8590; font-size: 10px; margin-top: 4px; }
      aside ul { list-style: none; padding: 0; margin: 14px 0; }
      aside li { padding: 7px 10px; border-radius: 6px; color: #46505a; }
      aside li.on { background: #fde8ea; color: #b0011a; font-weight: bold; }
      .help { font-size: 11px; color: #7b8590; }
      main { flex: 1; }
      h1 { font-size: 22px; font-weight: normal; margin: 0 0 12px; }
      .card { background: #fff; border-radius: 10px; box-shadow: 0 1px 3px rgba(0,0,0,.1); padding: 14px 18px; margin-bottom: 12px; }
      .rec { font-size: 12px; background: #fffaf0; border: 1px solid #f3dfb0; display: flex; gap: 8px; align-items: center; }
      .btn { margin-left: auto; background: #d0021b; color: #fff; border-radius: 16px; padding: 4px 14px; font-size: 11.5px; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .when { font-size: 16px; font-weight: bold; }
      .where { font-size: 11.5px; color: #7b8590; }
      .chip { font-size: 11px; background: #e5f6ea; color: #17693a; border-radius: 12px; padding: 2px 10px; }
      .facts { display: flex; gap: 14px; margin: 12px 0; flex-wrap: wrap; }
      .facts div { flex: 1; min-width: 130px; background: #f6f7f9; border-radius: 8px; padding: 6px 10px; }
      .facts span { display: block; font-size: 10.5px; color: #7b8590; }
      .items { list-style: none; padding: 0; margin: 0; }
      .items li { border-top: 1px solid #eef0f2; padding: 7px 0; }
      .it { display: flex; justify-content: space-between; font-weight: bold; }
      .cov { color: #17693a; font-weight: normal; font-size: 12px; }
      .why { font-size: 11.5px; color: #5c6670; }
      .money { width: 300px; margin: 8px 0 0 auto; }
      .money div { display: flex; justify-content: space-between; padding: 2px 0; }
      .money .dim { color: #7b8590; font-size: 11.5px; }
      .money .g { font-weight: bold; font-size: 16px; border-top: 1px solid #e3e6ea; padding-top: 5px; }
      .links { display: flex; gap: 18px; font-size: 11.5px; color: #1463c7; margin-top: 10px; }
      .shut { display: flex; gap: 18px; align-items: center; color: #5c6670; }
      .shut .when { font-size: 13px; color: #1d232b; }
      .shut .more { margin-left: auto; color: #1463c7; font-size: 12px; }
      footer { font-size: 10.5px; color: #8a939c; padding: 10px 28px 18px; }`;
    return { css, pages: [page], width: 1024, height: null };
  },
});
