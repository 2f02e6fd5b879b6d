import { miles, money } from '../format';
import { heldOutDate, type HeldOutDateStyle } from './held-out-format';
import { defineLayout, letterPages, h, upper } from './layout';

/** A fleet account's work-order invoice: labels down a left column, a unit and PO number, a settled previous balance. */
export const fleetInvoiceLayout = defineLayout('fleet_invoice', {
  order: { mode: 'mixed', previousBalance: true },
  prints: [],
  dates: { styles: ['ISO'], clock: '24h' },
  labels: {
    dates: [
      ['Arrival', 'Work Completed'],
      ['Received', 'Completed'],
    ],
    total: ['Amount Payable', 'Net Due This Invoice'],
  },
  render(facts, random, { labels }) {
    const style = random.pick<HeldOutDateStyle>(['ISO', 'YYYY/MM/DD']);
    const date = (iso: string, time?: string) => heldOutDate(iso, style, time);
    const { dates, total } = labels;
    const { dealer, vehicle, customer, totals } = facts;
    const fleet = `${customer.name.split(' ')[1]} ${random.pick(['Logistics', 'Plumbing Co.', 'Property Services', 'Landscaping'])}`;
    const unit = `U-${random.int(100, 999)}`;
    const po = `PO ${random.int(40_000, 49_999)}`;
    const rows = facts.lines
      .map(
        (line) => `
        <tr><td>${line.letter}</td><td>${h(line.description)}<div class="s">Op ${line.opCode} · Tech ${line.tech} · ${line.hours.toFixed(1)} h${line.parts.length ? ` · ${line.parts.map((part) => h(part.number)).join(', ')}` : ''}</div></td>
          <td>${line.pay === 'W' ? 'Mfr warranty' : 'Fleet acct'}</td><td>${money(line.labor)}</td><td>${money(line.partsTotal)}</td></tr>`,
      )
      .join('');
    const field = (label: string, value: string) => `<tr><th>${label}</th><td>${value}</td></tr>`;
    const page = `
      <div class="ro">
        <div class="top"><div><div class="dn">${upper(dealer.name)}</div><div class="sub">Fleet &amp; Commercial Service · ${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone}</div></div>
          <div class="kind">FLEET WORK ORDER<br><small>Invoice No. ${facts.invoiceNumber}</small></div></div>
        <div class="body">
          <table class="left">
            ${field('W/O #', `<b>${facts.roNumber}</b>`)}
            ${field('Fleet account', `${h(fleet)}<br>Acct ${customer.number}`)}
            ${field('Unit #', unit)}
            ${field('P.O.', po)}
            ${field('Vehicle', `${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}`)}
            ${field('VIN', vehicle.vin)}
            ${field('Odo', `${miles(facts.mileageIn)}`)}
            ${field(dates.in, date(facts.dateIn, facts.timeIn))}
            ${field(dates.out, date(facts.dateOut, facts.timeOut))}
            ${field('Invoiced', date(facts.invoicedDate))}
            ${field('Driver', h(customer.name))}
          </table>
          <div class="right">
            <table class="lines"><tr><th></th><th>Work performed</th><th>Billed to</th><th>Labor</th><th>Parts</th></tr>${rows}</table>
            <table class="sum">
              <tr><td>Labor (fleet)</td><td>${money(totals.labor)}</td></tr>
              <tr><td>Parts (fleet)</td><td>${money(totals.parts)}</td></tr>
              <tr><td>Shop supplies</td><td>${money(totals.supplies)}</td></tr>
              <tr><td>Sales tax</td><td>${money(totals.tax)}</td></tr>
              <tr class="g"><td>${total}</td><td>$${money(totals.customerPay)}</td></tr>
              <tr class="w"><td>Billed to manufacturer (not payable)</td><td>${money(totals.warrantyPay)}</td></tr>
            </table>
            <div class="acct">${totals.previousBalance > 0 ? `Account statement — previous balance ${money(totals.previousBalance)} received with thanks.` : 'No balance brought forward.'} Terms net 30 from ${date(facts.invoicedDate)}.</div>
          </div>
        </div>
        <p class="f">Work order prepared by ${h(facts.advisor)}. Please quote W/O # and unit # with your remittance.</p>
      </div>`;
    const css = `
      .ro { font: 12px/1.4 'Liberation Sans', sans-serif; color: #202020; padding: 38px 40px; }
      .top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px double #444; padding-bottom: 8px; }
      .dn { font: bold 21px 'Liberation Sans', sans-serif; letter-spacing: .5px; }
      .sub { font-size: 10.5px; color: #555; }
      .kind { text-align: right; font-weight: bold; font-size: 15px; color: #7a2e0e; }
      .kind small { font-size: 11px; color: #333; font-weight: normal; }
      .body { display: flex; gap: 16px; margin-top: 14px; }
      .left { width: 230px; flex: none; border-collapse: collapse; background: #f4f1ea; }
      .left th { text-align: left; font-size: 10px; color: #6b5a3a; text-transform: uppercase; padding: 5px 6px; vertical-align: top; width: 84px; }
      .left td { padding: 5px 6px; font-size: 11.5px; border-bottom: 1px solid #e0d9c9; }
      .right { flex: 1; }
      .lines { width: 100%; border-collapse: collapse; }
      .lines th { font-size: 10px; text-align: right; border-bottom: 1px solid #444; padding: 3px; }
      .lines th:nth-child(2) { text-align: left; }
      .lines td { padding: 4px 3px; text-align: right; vertical-align: top; border-bottom: 1px dotted #bbb; }
      .lines td:nth-child(2) { text-align: left; }
      .s { font-size: 9.5px; color: #777; }
      .sum { margin: 12px 0 0 auto; border-collapse: collapse; min-width: 290px; }
      .sum td { padding: 3px 6px; text-align: right; }
      .sum td:first-child { text-align: left; }
      .sum .g td { font-weight: bold; font-size: 15px; border-top: 2px solid #222; border-bottom: 2px solid #222; }
      .sum .w td { font-size: 10px; color: #777; }
      .acct { margin-top: 14px; font-size: 10.5px; border: 1px dashed #aaa; padding: 6px; }
      .f { font-size: 9.5px; color: #777; margin-top: 24px; }`;
    return letterPages(css, page);
  },
});
