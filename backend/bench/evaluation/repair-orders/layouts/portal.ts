import { miles, dollars } from '../format';
import { defineLayout, h } from './layout';

/** A dealer web portal's invoice page: navigation, cards, a status chip, the vehicle in the title. */
export const portalLayout = defineLayout('portal', {
  order: { mode: 'customer', previousBalance: true },
  prints: ['mileageOut'],
  dates: { styles: ['Mon D, YYYY', 'MM/DD/YYYY'], clock: 'ampm', between: ', ' },
  labels: {
    total: ['Amount Due', 'Total', 'Invoice Total'],
  },
  render(facts, random, { date, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const rows = facts.lines
      .map(
        (line) =>
          `<tr><td>${h(line.description)}<div class="m">${line.opCode} · ${line.hours.toFixed(1)} h labor${line.parts.length ? ` · ${line.parts.length} part(s)` : ''}</div></td><td>${dollars(line.labor)}</td><td>${dollars(line.partsTotal)}</td><td>${dollars(line.labor + line.partsTotal)}</td></tr>`,
      )
      .join('');
    const balance = totals.previousBalance
      ? `<div class="card small"><h4>Account</h4><div class="kv"><span>Previous balance</span><span>${dollars(totals.previousBalance)}</span></div><div class="kv"><span>Payment received ${date(facts.appointmentDate)}</span><span>−${dollars(totals.previousBalance)}</span></div><div class="kv"><span>Carried forward</span><span>$0.00</span></div></div>`
      : '';
    const page = `
      <div class="ro">
        <nav><span class="logo">${h(dealer.name)}</span><span>Service</span><span>Parts</span><span class="on">My invoices</span><span>Schedule</span><span class="user">Hi, ${h(customer.name.split(' ')[0])} ▾</span></nav>
        <div class="crumbs">Home › My vehicles › ${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)} › Invoices</div>
        <h1>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)} — Service invoice <span class="chip">Paid</span></h1>
        <div class="grid">
          <div class="card"><h4>Invoice</h4>
            <div class="kv"><span>Invoice #</span><b>${facts.roNumber}</b></div>
            <div class="kv"><span>Checked in</span><span>${date(facts.dateIn, facts.timeIn)}</span></div>
            <div class="kv"><span>Completed</span><span>${date(facts.dateOut, facts.timeOut)}</span></div>
            <div class="kv"><span>Odometer in / out</span><span>${miles(facts.mileageIn)} mi / ${miles(facts.mileageOut)} mi</span></div>
            <div class="kv"><span>Advisor</span><span>${h(facts.advisor)}</span></div></div>
          <div class="card"><h4>Vehicle</h4>
            <div class="kv"><span>VIN</span><span>${vehicle.vin}</span></div>
            <div class="kv"><span>Color</span><span>${vehicle.color.toLowerCase()}</span></div>
            <div class="kv"><span>Next appointment</span><span>${date(facts.printedDate)}</span></div>
            <div class="kv"><span>Dealer</span><span>${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone}</span></div></div>
        </div>
        <div class="card"><table><tr><th>Work performed</th><th>Labor</th><th>Parts</th><th>Line total</th></tr>${rows}</table>
          <div class="sum"><div class="kv"><span>Subtotal</span><span>${dollars(totals.labor + totals.parts)}</span></div>
          <div class="kv"><span>Shop fees</span><span>${dollars(totals.supplies)}</span></div>
          <div class="kv"><span>Tax</span><span>${dollars(totals.tax)}</span></div>
          <div class="kv g"><span>${labels.total}</span><span>${dollars(totals.customerPay)}</span></div></div></div>
        ${balance}
        <footer>© ${facts.dateOut.slice(0, 4)} ${h(dealer.legalName)} · Privacy · Terms · Powered by DealerConnect</footer>
      </div>`;
    const css = `
      .ro { font: 13px/1.45 'DejaVu Sans', sans-serif; color: #202124; background: #f3f5f8; min-height: 100%; }
      nav { background: #0f2742; color: #cfd8e3; padding: 12px 24px; display: flex; gap: 22px; font-size: 12px; align-items: center; }
      nav .logo { color: #fff; font-weight: bold; font-size: 15px; margin-right: 20px; }
      nav .on { color: #fff; border-bottom: 2px solid #4da3ff; }
      nav .user { margin-left: auto; }
      .crumbs { font-size: 11px; color: #6b7785; padding: 10px 24px 0; }
      h1 { font-size: 19px; margin: 6px 24px 12px; font-weight: normal; }
      .chip { font-size: 11px; background: #d7f5df; color: #146c2e; border-radius: 10px; padding: 2px 9px; vertical-align: middle; }
      .grid { display: flex; gap: 14px; margin: 0 24px; }
      .grid .card { flex: 1; margin: 0; }
      .card { background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.12); padding: 12px 16px; margin: 14px 24px; }
      .card h4 { margin: 0 0 6px; font-size: 12px; color: #6b7785; text-transform: uppercase; }
      .kv { display: flex; justify-content: space-between; padding: 3px 0; border-bottom: 1px solid #eef0f3; gap: 12px; }
      table { width: 100%; border-collapse: collapse; }
      th { text-align: left; font-size: 11px; color: #6b7785; border-bottom: 1px solid #dfe3e8; padding: 4px; }
      td { padding: 6px 4px; border-bottom: 1px solid #eef0f3; }
      .m { font-size: 10.5px; color: #8a94a0; }
      .sum { width: 300px; margin: 10px 0 0 auto; }
      .g { font-weight: bold; font-size: 15px; border-bottom: none; }
      .small { width: 360px; }
      footer { font-size: 10px; color: #8a94a0; padding: 16px 24px; }`;
    return { css, pages: [page], width: 900, height: null };
  },
});
