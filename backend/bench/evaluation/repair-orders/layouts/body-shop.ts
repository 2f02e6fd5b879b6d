import { miles, money } from '../format';
import { heldOutDate, type HeldOutDateStyle } from './held-out-format';
import { defineLayout, letterPages, h } from './layout';

/** A dealer's collision and body shop final bill: an estimate number beside the RO, a two-column header, the owner's amount at the bottom left. */
export const bodyShopLayout = defineLayout('body_shop', {
  order: { mode: 'customer' },
  prints: [],
  dates: { styles: ['ISO'], clock: 'ampm' },
  labels: {
    number: ['Repair Order', 'RO Number'],
    dates: [
      ['Vehicle In', 'Repairs Completed'],
      ['Drop-off Date', 'Completion Date'],
    ],
    total: ['Amount Due from Owner', 'Owner Pays'],
  },
  render(facts, random, { labels }) {
    const style = random.pick<HeldOutDateStyle>(['DD Month YYYY', 'Mon-DD-YY']);
    const date = (iso: string) => heldOutDate(iso, style);
    const { dates, total, number } = labels;
    const { dealer, vehicle, customer, totals } = facts;
    const estimate = `E-${facts.invoiceNumber.slice(0, 4)}-${random.int(10, 99)}`;
    const rows = facts.lines
      .map(
        (line, index) => `
        <tr><td>${index + 1}</td><td>${h(line.description)}</td><td>${line.hours.toFixed(1)}</td><td>${money(line.labor)}</td><td>${money(line.partsTotal)}</td><td>${money(line.labor + line.partsTotal)}</td></tr>`,
      )
      .join('');
    const page = `
      <div class="ro">
        <div class="cols">
          <div>
            <div class="dn">${h(dealer.name)}</div>
            <div class="cc">Collision · Paint · Body Repair</div>
            <div class="ad">${h(dealer.street)}<br>${h(dealer.city)}, ${dealer.state} ${dealer.zip}<br>${dealer.phone}</div>
            <div class="own"><b>Owner</b><br>${h(customer.name)}<br>${h(customer.street)}<br>${h(customer.city)}, ${customer.state} ${customer.zip}</div>
          </div>
          <div class="idbox">
            <div class="row big"><span>${number}</span><b>${facts.roNumber}</b></div>
            <div class="row"><span>Estimate #</span>${estimate}</div>
            <div class="row"><span>Claim / Ins.</span>Customer pay – no claim</div>
            <div class="row"><span>${dates.in}</span>${date(facts.dateIn)}</div>
            <div class="row"><span>Target date</span>${date(facts.promisedDate)}</div>
            <div class="row"><span>${dates.out}</span>${date(facts.dateOut)}</div>
            <div class="row"><span>Vehicle</span>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)} (${h(vehicle.color)})</div>
            <div class="row"><span>VIN</span>${vehicle.vin}</div>
            <div class="row"><span>Mileage at drop-off</span>${miles(facts.mileageIn)}</div>
          </div>
        </div>
        <table class="lines"><tr><th>#</th><th>Operation</th><th>Hrs</th><th>Labor</th><th>Parts</th><th>Line</th></tr>${rows}</table>
        <div class="bottom">
          <div class="due"><div>${total}</div><b>$${money(totals.customerPay)}</b></div>
          <table class="sum">
            <tr><td>Labor</td><td>${money(totals.labor)}</td></tr>
            <tr><td>Parts</td><td>${money(totals.parts)}</td></tr>
            <tr><td>Paint &amp; materials</td><td>${money(totals.supplies)}</td></tr>
            <tr><td>Sales tax</td><td>${money(totals.tax)}</td></tr>
          </table>
        </div>
        <p class="f">Lifetime warranty on paint workmanship while you own the vehicle. Estimator ${h(facts.advisor)}. Please inspect your vehicle before leaving.</p>
      </div>`;
    const css = `
      .ro { font: 12px/1.45 'Liberation Serif', serif; color: #222; padding: 40px 48px; }
      .cols { display: flex; justify-content: space-between; gap: 20px; }
      .dn { font: bold 24px 'Liberation Serif', serif; color: #8b1a1a; }
      .cc { font-style: italic; color: #8b1a1a; margin-bottom: 6px; }
      .ad { font-size: 11px; }
      .own { margin-top: 12px; font-size: 11.5px; }
      .idbox { width: 360px; border: 1px solid #8b1a1a; }
      .row { display: flex; border-bottom: 1px solid #e6d4d4; padding: 3px 8px; font-size: 12px; }
      .row span { width: 130px; flex: none; font-size: 10px; color: #8b1a1a; text-transform: uppercase; padding-top: 2px; }
      .row.big { font-size: 16px; background: #f7eded; }
      .lines { width: 100%; border-collapse: collapse; margin-top: 18px; font-family: 'Liberation Sans', sans-serif; }
      .lines th { border-top: 2px solid #8b1a1a; border-bottom: 1px solid #8b1a1a; padding: 4px; font-size: 10.5px; text-align: right; }
      .lines th:nth-child(2), .lines td:nth-child(2) { text-align: left; }
      .lines td { padding: 4px; text-align: right; border-bottom: 1px solid #eee; }
      .bottom { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 16px; font-family: 'Liberation Sans', sans-serif; }
      .due { border: 3px solid #8b1a1a; padding: 8px 18px; text-align: center; }
      .due b { font-size: 22px; }
      .sum { border-collapse: collapse; min-width: 240px; }
      .sum td { padding: 3px 8px; text-align: right; }
      .sum td:first-child { text-align: left; }
      .f { font-size: 10px; color: #666; margin-top: 24px; }`;
    return letterPages(css, page);
  },
});
