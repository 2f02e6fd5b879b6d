import { RECALLS } from '../data';
import { miles, money } from '../format';
import { defineLayout, letterPages, h, upper } from './layout';

/**
 * A franchised dealer's recall / service-campaign order: every line is the manufacturer's, so the
 * customer's total is $0.00 while each line carries its campaign, claim number and claim amount.
 */
/** "24V-317" or "22SA07", as the recall's description names it. */
const campaignOf = (description: string) => /\b\d{2}[A-Z]{1,2}-?\d{2,3}\b/.exec(description)?.[0] ?? description;

export const recallCampaignLayout = defineLayout('recall_campaign', {
  order: { mode: 'campaign', repairs: RECALLS },
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['MM/DD/YYYY', 'DDMONYY', 'MM-DD-YYYY'], clock: '24h' },
  labels: {
    number: ['RO Number', 'R.O. #', 'Repair Order No.'],
    dates: [
      ['Open Date', 'Close Date'],
      ['Date In', 'Date Out'],
      ['Arrived', 'Completed'],
    ],
    mileage: [
      ['Miles In', 'Miles Out'],
      ['Odometer In', 'Odometer Out'],
    ],
    total: ['Customer Pay Total', 'Amount Due', 'Customer Total'],
  },
  render(facts, random, { date, time, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, total } = labels;
    const dealerCode = `${random.pick(['F', 'N', 'T', 'C'])}${random.int(10000, 69999)}`;
    const noticeDate = facts.appointmentDate;
    const lines = facts.lines
      .map((line) => {
        const claim = `${random.int(100, 999)}${random.int(10000, 99999)}`;
        const parts = line.parts.map((part) => `${part.quantity} × ${h(part.number)} ${h(part.description)} ${money(part.amount)}`).join(' · ');
        return `
        <div class="ln">
          <div class="lh"><b>Line ${line.letter}</b><span>Campaign ${campaignOf(line.description)}</span><span>Labor op ${line.opCode}</span><span>Tech ${line.tech}</span><span>Pay type W – Recall/Campaign</span></div>
          <table><tr><th>Complaint</th><td>${h(line.complaint)}</td></tr><tr><th>Cause</th><td>${h(line.cause)}</td></tr><tr><th>Correction</th><td>${h(line.correction)}</td></tr></table>
          <div class="cl">Claim # ${claim} · FRT ${line.hours.toFixed(1)} hr · Labor ${money(line.labor)} · Parts ${money(line.partsTotal)}${parts ? ` (${parts})` : ''} · Claim amount ${money(line.labor + line.partsTotal)}</div>
        </div>`;
      })
      .join('');
    const page = `
      <div class="ro">
        <div class="hd">
          <div><div class="dn">${h(dealer.name)}</div><div class="ad">${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone} · Dealer code ${dealerCode}</div></div>
          <div class="no"><div>${number}</div><b>${facts.roNumber}</b><div class="inv">Invoice ${facts.invoiceNumber} · Tag ${facts.tagNumber}</div></div>
        </div>
        <div class="banner">SAFETY RECALL / SERVICE CAMPAIGN — PERFORMED AT NO CHARGE TO THE OWNER</div>
        <table class="meta">
          <tr><th>Owner</th><td>${upper(customer.name)}<br>${h(customer.street)}, ${h(customer.city)} ${customer.state} ${customer.zip}<br>${customer.phone}</td>
              <th>Vehicle</th><td>${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)}<br>VIN ${vehicle.vin}<br>Color ${h(vehicle.color)}</td></tr>
        </table>
        <table class="grid">
          <tr><th>${dates.in}</th><th>Time</th><th>${dates.out}</th><th>Time</th><th>${mileage.in}</th><th>${mileage.out}</th><th>Advisor</th></tr>
          <tr><td>${date(facts.dateIn)}</td><td>${time(facts.timeIn)}</td><td>${date(facts.dateOut)}</td><td>${time(facts.timeOut)}</td><td>${miles(facts.mileageIn)}</td><td>${miles(facts.mileageOut)}</td><td>${h(facts.advisor)} #${facts.advisorNumber}</td></tr>
        </table>
        <div class="note">Open campaigns checked at write-up. Owner notification letter dated ${date(noticeDate)} presented. Loaner not required.</div>
        ${lines}
        <table class="sum">
          <tr><td>Customer labor</td><td>${money(totals.labor)}</td></tr>
          <tr><td>Customer parts</td><td>${money(totals.parts)}</td></tr>
          <tr><td>Sales tax</td><td>${money(totals.tax)}</td></tr>
          <tr><td>Warranty / recall (billed to ${h(dealer.make)})</td><td>${money(totals.warrantyPay)}</td></tr>
          <tr class="g"><td>${total}</td><td>$${money(totals.customerPay)}</td></tr>
        </table>
        <p class="legal">Recall and campaign repairs are performed at the manufacturer's expense. Keep this record: proof of completion may be required for future ownership. Recall information: www.nhtsa.gov/recalls.</p>
        <p class="sig">Customer signature ____________________________ Date ____________</p>
      </div>`;
    const css = `
      .ro { font: 11.5px/1.35 'DejaVu Sans', sans-serif; color: #1a1a1a; padding: 34px 40px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; }
      .dn { font: bold 20px 'DejaVu Serif', serif; }
      .ad { font-size: 9.5px; color: #555; }
      .no { text-align: right; font-size: 10px; }
      .no b { font: bold 18px 'DejaVu Sans Mono', monospace; }
      .inv { color: #666; }
      .banner { margin: 10px 0; background: #b3261e; color: #fff; font-weight: bold; text-align: center; padding: 4px; letter-spacing: .5px; font-size: 11px; }
      .meta { width: 100%; border-collapse: collapse; }
      .meta th { text-align: left; vertical-align: top; width: 60px; font-size: 9.5px; color: #666; padding: 3px; }
      .meta td { vertical-align: top; padding: 3px; }
      .grid { width: 100%; border-collapse: collapse; margin-top: 8px; }
      .grid th { background: #eee; font-size: 9.5px; font-weight: normal; border: 1px solid #999; padding: 2px; }
      .grid td { border: 1px solid #999; text-align: center; padding: 4px 2px; }
      .note { font-size: 10px; color: #444; margin: 6px 0; }
      .ln { border-top: 2px solid #333; margin-top: 8px; padding-top: 3px; }
      .lh { display: flex; gap: 16px; font-size: 10.5px; }
      .ln table { border-collapse: collapse; margin: 3px 0; }
      .ln th { text-align: left; vertical-align: top; width: 80px; font-size: 10px; color: #444; padding: 1px 4px; }
      .ln td { padding: 1px 4px; }
      .cl { font-size: 9.5px; color: #555; }
      .sum { margin: 16px 0 0 auto; border-collapse: collapse; min-width: 330px; }
      .sum td { padding: 2px 6px; text-align: right; }
      .sum td:first-child { text-align: left; }
      .sum .g td { font-weight: bold; font-size: 15px; border-top: 2px solid #000; }
      .legal { font-size: 9px; color: #555; margin-top: 24px; }
      .sig { margin-top: 20px; }`;
    return letterPages(css, page);
  },
});
