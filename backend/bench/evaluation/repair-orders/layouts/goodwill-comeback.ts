import { MAINTENANCE } from '../data';
import { addDays, cents, miles, money } from '../format';
import { defineLayout, h, letterPages, upper } from './layout';

/**
 * A franchised dealer's order for a comeback: the car returned with the concern of an earlier visit,
 * whose RO number, close date and mileage the order repeats at the top. The repair is claimed on
 * warranty, a further line is written off as the dealer's goodwill (a policy adjustment), and the
 * customer pays what is left after both are taken off the gross.
 */
export const goodwillComebackLayout = defineLayout('goodwill_comeback', {
  // Only maintenance that costs something, so the goodwill line is never a write-off of nothing.
  order: { mode: 'split', maintenance: MAINTENANCE.filter((item) => item.hours > 0) },
  prints: ['complaint', 'correction', 'mileageOut'],
  dates: { styles: ['MM/DD/YYYY', 'Mon D, YYYY', 'M/D/YY'], clock: 'short', between: ' @ ' },
  labels: {
    number: ['RO #', 'Repair Order', 'R/O'],
    dates: [
      ['Opened', 'Closed'],
      ['Write-up', 'Finished'],
      ['In', 'Out'],
    ],
    threeCs: [
      ['Concern', 'Correction'],
      ['Reason for visit', 'Tech performed'],
      ['Complaint', 'Repair'],
    ],
    total: ['Customer responsibility', 'Net due from customer', 'Customer pays'],
  },
  render(facts, random, { date, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, threeCs } = labels;
    const mileageStyle = random.pick(['pair', 'rows']);
    const { total } = labels;
    const manager = random.pick(['B. HALVORSEN', 'C. ADEYEMI', 'R. TANAKA', 'G. FITZGERALD']);
    let priorRo = String(random.int(100_000, 899_999));
    if (priorRo === facts.roNumber) priorRo = String(Number(priorRo) + 7);
    const priorDate = addDays(facts.dateIn, -random.int(9, 75));
    const priorMiles = Math.max(5, facts.mileageIn - random.int(250, 2400));
    const policyNumber = `GW-${random.int(1000, 9999)}`;
    const gross = cents(totals.customerPay + totals.warrantyPay + totals.internalPay);
    const payName = { C: 'Customer', W: 'Warranty', I: 'Policy (goodwill)', S: 'Service contract' } as const;
    const lines = facts.lines
      .map((line) => {
        const story =
          line.pay === 'I'
            ? `<div class="st">Policy adjustment ${policyNumber}: ${h(line.description.toLowerCase())} at no charge to customer, approved by ${h(manager)}, service manager.</div>`
            : `<div class="st"><u>${threeCs.complaint}</u> ${h(line.complaint)}</div><div class="st"><u>${threeCs.correction}</u> ${h(line.correction)}</div>`;
        return `
        <tr class="lh"><td>${line.letter}</td><td>${upper(line.description)}<div class="op">Op ${line.opCode} · tech ${line.tech} · ${line.hours.toFixed(1)} hr${line.parts.length ? ` · ${line.parts.map((part) => h(part.number)).join(', ')}` : ''}</div>${story}</td><td>${payName[line.pay]}</td><td>${money(line.labor)}</td><td>${money(line.partsTotal)}</td></tr>`;
      })
      .join('');
    const mileage =
      mileageStyle === 'pair'
        ? `<tr><th>Mileage in / out</th><td>${miles(facts.mileageIn)} / ${miles(facts.mileageOut)}</td></tr>`
        : `<tr><th>Miles in</th><td>${miles(facts.mileageIn)}</td></tr><tr><th>Miles out</th><td>${miles(facts.mileageOut)}</td></tr>`;
    const page = `
      <div class="ro">
        <div class="hd">
          <div><div class="dn">${h(dealer.name)}</div><div class="ad">${h(dealer.legalName)} · ${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone}</div></div>
          <div class="id">${number} <b>${facts.roNumber}</b><br><span>Invoice ${facts.invoiceNumber}</span></div>
        </div>
        <div class="banner">RETURN VISIT — COMEBACK OF ${number.toUpperCase()} ${priorRo}, closed ${date(priorDate)} at ${miles(priorMiles)} mi · same concern, no charge for rework</div>
        <div class="top">
          <table class="kv">
            <tr><th>Customer</th><td>${h(customer.name)} (#${customer.number})</td></tr>
            <tr><th>Phone</th><td>${customer.phone}</td></tr>
            <tr><th>Vehicle</th><td>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}, ${h(vehicle.color.toLowerCase())}</td></tr>
            <tr><th>VIN</th><td>${vehicle.vin}</td></tr>
          </table>
          <table class="kv">
            <tr><th>${dates.in}</th><td>${date(facts.dateIn, facts.timeIn)}</td></tr>
            <tr><th>${dates.out}</th><td>${date(facts.dateOut, facts.timeOut)}</td></tr>
            ${mileage}
            <tr><th>Advisor</th><td>${h(facts.advisor)}</td></tr>
          </table>
        </div>
        <table class="lines"><tr><th></th><th>Work</th><th>Paid by</th><th>Labor</th><th>Parts</th></tr>${lines}</table>
        <div class="bottom">
          <div class="note">Goodwill assistance is a one-time courtesy and does not extend the warranty. Warranty lines are claimed from ${h(dealer.make)}; policy lines are absorbed by the dealership.</div>
          <table class="sum">
            <tr><td>Gross repair order</td><td>${money(gross)}</td></tr>
            <tr><td>Less warranty claim</td><td>-${money(totals.warrantyPay)}</td></tr>
            <tr><td>Less policy adjustment ${policyNumber}</td><td>-${money(totals.internalPay)}</td></tr>
            <tr class="dim"><td>incl. shop supplies ${money(totals.supplies)} and tax ${money(totals.tax)}</td><td></td></tr>
            <tr class="g"><td>${total}</td><td>${money(totals.customerPay)}</td></tr>
          </table>
        </div>
      </div>`;
    const css = `
      .ro { font: 11.5px/1.4 'Liberation Sans', sans-serif; color: #151515; padding: 32px 38px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .dn { font: bold 22px 'Liberation Serif', serif; }
      .ad { font-size: 9.5px; color: #555; }
      .id { text-align: right; font-size: 12px; }
      .id b { font-size: 20px; }
      .id span { font-size: 10px; color: #666; }
      .banner { margin: 10px 0; padding: 5px 8px; background: #fff1c9; border: 1px solid #d9a400; font-size: 11px; font-weight: bold; }
      .top { display: flex; gap: 20px; }
      .kv { flex: 1; border-collapse: collapse; }
      .kv th { text-align: left; font-weight: normal; color: #666; width: 110px; padding: 2px 4px; font-size: 10.5px; }
      .kv td { padding: 2px 4px; border-bottom: 1px solid #eee; }
      .lines { width: 100%; border-collapse: collapse; margin-top: 12px; }
      .lines th { text-align: left; font-size: 10px; color: #666; border-bottom: 2px solid #333; padding: 3px; }
      .lines td { vertical-align: top; padding: 4px 3px; border-bottom: 1px solid #ddd; }
      .lines td:nth-child(4), .lines td:nth-child(5), .lines th:nth-child(4), .lines th:nth-child(5) { text-align: right; width: 70px; }
      .lines td:nth-child(3) { width: 110px; font-size: 10.5px; }
      .op { font-size: 9.5px; color: #777; }
      .st { margin-top: 2px; }
      .st u { text-decoration: none; font-weight: bold; font-size: 10.5px; margin-right: 4px; }
      .bottom { display: flex; gap: 18px; margin-top: 14px; }
      .note { flex: 1; font-size: 9.5px; color: #555; }
      .sum { border-collapse: collapse; min-width: 320px; }
      .sum td { padding: 2px 6px; text-align: right; }
      .sum td:first-child { text-align: left; }
      .sum .dim td { font-size: 9.5px; color: #777; }
      .sum .g td { font-weight: bold; font-size: 15px; border-top: 2px solid #333; border-bottom: 2px solid #333; }`;
    return letterPages(css, page);
  },
});
