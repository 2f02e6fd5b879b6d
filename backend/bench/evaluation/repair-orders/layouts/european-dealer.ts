import { money } from '../format';
import { heldOutDate, spacedMiles, type HeldOutDateStyle } from './held-out-format';
import { defineLayout, letterPages, h, upper } from './layout';

/** A European-brand dealer's order in its importer's house style: brand badge, day-first written dates, spaced mileage, a grand total. */
export const europeanDealerLayout = defineLayout('european_dealer', {
  order: { mode: 'mixed' },
  prints: ['complaint', 'correction', 'mileageOut'],
  dates: { styles: ['ISO'], clock: '24h' },
  labels: {
    dates: [
      ['Vehicle received', 'Work completed'],
      ['Order opened', 'Order completed'],
    ],
    total: ['Grand Total', 'Total payable'],
  },
  render(facts, random, { labels }) {
    const style = random.pick<HeldOutDateStyle>(['DD Month YYYY', 'D-Mon-YYYY']);
    const date = (iso: string, time?: string) => heldOutDate(iso, style, time);
    const { dates, total } = labels;
    const { dealer, vehicle, customer, totals } = facts;
    const rows = facts.lines
      .map(
        (line) => `
        <tr class="item"><td>${line.letter}</td><td><div class="k">Customer request</div>${h(line.complaint)}<div class="k">Work carried out</div>${h(line.correction)}</td>
          <td>${line.pay === 'W' ? 'Warranty claim' : 'Customer'}</td><td>${line.hours.toFixed(1)}</td><td>${money(line.labor)}</td><td>${money(line.partsTotal)}</td></tr>`,
      )
      .join('');
    const vat = (dealer.taxRate * 100).toFixed(3).replace(/\.?0+$/, '');
    const km = (value: number) => spacedMiles(Math.round(value * 1.609344));
    const page = `
      <div class="ro">
        <div class="hd">
          <div class="badge">${upper(dealer.make)}</div>
          <div class="who"><div class="dn">${h(dealer.name)}</div><div class="ad">${h(dealer.street)} · ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone} · Authorised ${h(dealer.make)} Service Partner</div></div>
        </div>
        <div class="two">
          <table class="kv">
            <tr><th>Repair order no.</th><td><b>${facts.roNumber}</b></td></tr>
            <tr><th>${dates.in}</th><td>${date(facts.dateIn, facts.timeIn)}</td></tr>
            <tr><th>${dates.out}</th><td>${date(facts.dateOut, facts.timeOut)}</td></tr>
            <tr><th>Service advisor</th><td>${h(facts.advisor)}</td></tr>
          </table>
          <table class="kv">
            <tr><th>Vehicle</th><td>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}</td></tr>
            <tr><th>VIN</th><td>${vehicle.vin}</td></tr>
            <tr><th>Mileage in</th><td><span class="nw">${spacedMiles(facts.mileageIn)} mi</span> <small>(${km(facts.mileageIn)} km)</small></td></tr>
            <tr><th>Mileage out</th><td><span class="nw">${spacedMiles(facts.mileageOut)} mi</span> <small>(${km(facts.mileageOut)} km)</small></td></tr>
          </table>
        </div>
        <div class="cust">Customer: ${h(customer.name)}, ${h(customer.street)}, ${h(customer.city)} ${customer.state} ${customer.zip}</div>
        <table class="lines"><tr><th></th><th>Item</th><th>Charged to</th><th>Hours</th><th>Labour</th><th>Parts</th></tr>${rows}</table>
        <table class="sum">
          <tr><td>Labour</td><td>${money(totals.labor)}</td></tr>
          <tr><td>Parts</td><td>${money(totals.parts)}</td></tr>
          <tr><td>Workshop consumables</td><td>${money(totals.supplies)}</td></tr>
          <tr><td>Sales tax ${vat}%</td><td>${money(totals.tax)}</td></tr>
          <tr class="g"><td>${total} (USD)</td><td>${money(totals.customerPay)}</td></tr>
          <tr class="w"><td>Warranty claims, settled by ${h(dealer.make)}</td><td>${money(totals.warrantyPay)}</td></tr>
        </table>
        <p class="f">Invoice ${facts.invoiceNumber} of ${date(facts.invoicedDate)}. Thank you for choosing ${h(dealer.name)}.</p>
      </div>`;
    const css = `
      .ro { font: 12px/1.45 'Liberation Sans', sans-serif; color: #1c1c1c; padding: 36px 44px; }
      .hd { display: flex; align-items: center; gap: 18px; }
      .badge { width: 74px; height: 74px; border-radius: 50%; background: #12284a; color: #fff; display: flex; align-items: center; justify-content: center; font: bold 12px 'Liberation Sans', sans-serif; text-align: center; }
      .dn { font: 300 24px 'Liberation Sans', sans-serif; letter-spacing: 1px; }
      .ad { font-size: 10.5px; color: #666; }
      .two { display: flex; gap: 24px; margin-top: 16px; }
      .kv { flex: 1; border-collapse: collapse; }
      .kv th { text-align: left; font-weight: normal; color: #666; font-size: 11px; padding: 3px 0; width: 130px; }
      .kv td { padding: 3px 0; border-bottom: 1px solid #ddd; }
      .nw { white-space: nowrap; }
      .cust { margin: 10px 0; font-size: 11px; color: #444; }
      .lines { width: 100%; border-collapse: collapse; }
      .lines th { background: #12284a; color: #fff; font-size: 10.5px; font-weight: normal; padding: 4px; text-align: right; }
      .lines th:nth-child(2), .lines td:nth-child(2) { text-align: left; }
      .lines td { padding: 5px 4px; border-bottom: 1px solid #ddd; vertical-align: top; text-align: right; }
      .k { font-size: 9.5px; color: #12284a; text-transform: uppercase; margin-top: 2px; }
      .sum { margin: 12px 0 0 auto; border-collapse: collapse; min-width: 320px; }
      .sum td { padding: 3px 6px; text-align: right; }
      .sum td:first-child { text-align: left; }
      .sum .g td { font-weight: bold; font-size: 15px; border-top: 2px solid #12284a; border-bottom: 2px solid #12284a; }
      .sum .w td { font-size: 10px; color: #777; }
      .f { font-size: 9.5px; color: #777; margin-top: 22px; }`;
    return letterPages(css, page);
  },
});
