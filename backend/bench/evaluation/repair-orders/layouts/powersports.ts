import { POWERSPORTS_DEALERS, POWERSPORTS_MAINTENANCE, POWERSPORTS_REPAIRS } from '../data';
import { miles, money } from '../format';
import { defineLayout, letterPages, h, upper } from './layout';

/**
 * A motorcycle and side-by-side dealer's service ticket from a powersports dealer system: the unit
 * (not "vehicle") with its stock number and, for a side-by-side, its engine hours; concern, tech
 * findings and work performed per job; a next-service-due reminder in miles.
 */
export const powersportsLayout = defineLayout('powersports', {
  order: { mode: 'mixed', previousBalance: true, dealers: POWERSPORTS_DEALERS, repairs: POWERSPORTS_REPAIRS, maintenance: POWERSPORTS_MAINTENANCE },
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['MM/DD/YYYY', 'M-D-YY', 'MM-DD-YYYY'], clock: 'ampm' },
  labels: {
    number: ['Work Order #', 'Service Ticket #', 'WO No.'],
    dates: [
      ['Date In', 'Date Out'],
      ['Drop-Off', 'Completed'],
      ['Checked In', 'Finished'],
    ],
    mileage: [
      ['Odometer In', 'Odometer Out'],
      ['Miles In', 'Miles Out'],
    ],
    threeCs: [
      ['Customer Concern', 'Tech Findings', 'Work Performed'],
      ['Concern', 'Cause', 'Correction'],
      ['Complaint', 'Diagnosis', 'Repair'],
    ],
    total: ['Total Due', 'Ticket Total', 'Balance Due'],
  },
  render(facts, random, { date, time, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, threeCs, total } = labels;
    const sideBySide = vehicle.make === 'Polaris';
    const engineHours = (facts.mileageIn / random.int(18, 34)).toFixed(1);
    const stock = `${random.pick(['U', 'N', 'C'])}${random.int(1000, 9999)}`;
    const nextDue = Math.ceil((facts.mileageOut + random.pick([2500, 4000, 5000])) / 500) * 500;
    const jobs = facts.lines
      .map((line, index) => {
        const parts = line.parts
          .map(
            (part) =>
              `<tr><td>${h(part.number)}</td><td>${h(part.description)}</td><td>${part.quantity}</td><td>${money(part.price)}</td><td>${money(part.amount)}</td></tr>`,
          )
          .join('');
        return `
        <div class="job">
          <div class="jh"><span>Job ${index + 1} · ${h(line.description)}</span><span>Op ${line.opCode} · Tech #${line.tech} · ${line.pay === 'W' ? 'WARRANTY' : 'CUSTOMER PAY'}</span></div>
          <table class="cc"><tr><th>${threeCs.complaint}</th><td>${h(line.complaint)}</td></tr><tr><th>${threeCs.cause}</th><td>${h(line.cause)}</td></tr><tr><th>${threeCs.correction}</th><td>${h(line.correction)}</td></tr></table>
          <table class="pl"><tr><th>Part #</th><th>Description</th><th>Qty</th><th>Each</th><th>Ext</th></tr>${parts || '<tr><td colspan="5" class="none">No parts</td></tr>'}
            <tr class="lab"><td colspan="4">Labor ${line.hours.toFixed(1)} hr @ ${money(dealer.laborRate)}</td><td>${money(line.labor)}</td></tr>
            <tr class="jt"><td colspan="4">Job ${index + 1} total${line.pay === 'W' ? ' (billed to manufacturer)' : ''}</td><td>${money(line.labor + line.partsTotal)}</td></tr></table>
        </div>`;
      })
      .join('');
    const page = `
      <div class="ro">
        <div class="hd">
          <div><div class="dn">${upper(dealer.name)}</div><div class="ad">${h(dealer.street)} · ${h(dealer.city)}, ${dealer.state} ${dealer.zip}<br>Service ${dealer.phone} · Parts ${dealer.fax}</div></div>
          <div class="tk"><div class="kind">SERVICE TICKET</div><table><tr><th>${number}</th><td class="num">${facts.roNumber}</td></tr><tr><th>Invoice #</th><td>${facts.invoiceNumber}</td></tr><tr><th>Tech board</th><td>${facts.tagNumber}</td></tr></table></div>
        </div>
        <div class="panels">
          <div class="pn"><h4>Customer</h4>${h(customer.name)}<br>${h(customer.street)}<br>${h(customer.city)}, ${customer.state} ${customer.zip}<br>Cell ${customer.phone} · Cust # ${customer.number}</div>
          <div class="pn"><h4>Unit</h4>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}<br>VIN ${vehicle.vin}<br>Color ${h(vehicle.color)} · Stock # ${stock}${sideBySide ? `<br>Engine hours ${engineHours}` : ''}</div>
          <div class="pn dates">
            <div><span>${dates.in}</span><b>${date(facts.dateIn)}</b> ${time(facts.timeIn)}</div>
            <div><span>Promised</span>${date(facts.promisedDate)}</div>
            <div><span>${dates.out}</span><b>${date(facts.dateOut)}</b> ${time(facts.timeOut)}</div>
            <div><span>${mileage.in}</span><b>${miles(facts.mileageIn)}</b></div>
            <div><span>${mileage.out}</span><b>${miles(facts.mileageOut)}</b></div>
            <div><span>Writer</span>${h(facts.advisor)}</div>
          </div>
        </div>
        ${jobs}
        <div class="foot">
          <div class="notes"><b>Next service due:</b> ${miles(nextDue)} mi or 12 months.<br>Keys${sideBySide ? ' and winch remote' : ''} returned with unit. Test ride performed by technician on dealer plate.${totals.previousBalance > 0 ? `<br>Account: previous balance ${money(totals.previousBalance)} paid ${date(facts.appointmentDate)} · balance forward 0.00` : ''}<br>Storage charges of $15.00/day apply to units not picked up within 3 days of notice.</div>
          <table class="sum">
            <tr><td>Parts</td><td>${money(totals.parts)}</td></tr>
            <tr><td>Labor</td><td>${money(totals.labor)}</td></tr>
            <tr><td>Shop supplies &amp; disposal</td><td>${money(totals.supplies)}</td></tr>
            <tr><td>Sales tax</td><td>${money(totals.tax)}</td></tr>
            <tr><td>Warranty (no charge)</td><td>${money(totals.warrantyPay)}</td></tr>
            <tr class="g"><td>${total}</td><td>$${money(totals.customerPay)}</td></tr>
          </table>
        </div>
        <div class="sig">Customer signature ______________________________ &nbsp; Thank you for riding with us!</div>
      </div>`;
    const css = `
      .ro { font: 11.5px/1.35 'Liberation Sans', sans-serif; color: #111; padding: 30px 36px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 4px solid #e0591b; padding-bottom: 8px; }
      .dn { font: bold italic 24px 'Liberation Sans', sans-serif; letter-spacing: .5px; }
      .ad { font-size: 10px; color: #444; }
      .tk { text-align: right; }
      .kind { background: #111; color: #fff; font-weight: bold; padding: 2px 10px; display: inline-block; letter-spacing: 2px; }
      .tk table { margin-left: auto; border-collapse: collapse; }
      .tk th { font-size: 10px; color: #555; text-align: right; padding: 1px 6px; font-weight: normal; }
      .tk td { text-align: left; font-family: 'Liberation Mono', monospace; }
      .tk .num { font-size: 17px; font-weight: bold; color: #e0591b; }
      .panels { display: flex; gap: 10px; margin: 10px 0; }
      .pn { flex: 1; border: 1px solid #bbb; border-radius: 4px; padding: 5px 8px; font-size: 11px; }
      .pn h4 { margin: 0 0 3px; font-size: 9.5px; text-transform: uppercase; color: #e0591b; }
      .dates div { display: flex; gap: 6px; border-bottom: 1px dotted #ccc; padding: 1px 0; }
      .dates span { width: 84px; color: #555; font-size: 10px; }
      .job { border: 1px solid #999; margin-top: 8px; }
      .jh { display: flex; justify-content: space-between; background: #eee; font-weight: bold; padding: 3px 6px; font-size: 11px; }
      .cc { width: 100%; border-collapse: collapse; }
      .cc th { width: 120px; text-align: left; vertical-align: top; font-size: 10px; color: #555; padding: 2px 6px; }
      .cc td { padding: 2px 6px; }
      .pl { width: 100%; border-collapse: collapse; font-size: 10.5px; }
      .pl th { text-align: left; border-top: 1px solid #ccc; border-bottom: 1px solid #ccc; font-size: 9.5px; color: #555; padding: 2px 6px; }
      .pl td { padding: 2px 6px; }
      .pl td:last-child, .pl th:last-child { text-align: right; }
      .pl .none { color: #888; font-style: italic; }
      .pl .jt td { font-weight: bold; border-top: 1px solid #ccc; }
      .foot { display: flex; gap: 20px; margin-top: 12px; }
      .notes { flex: 1; font-size: 10px; color: #333; border: 1px dashed #aaa; padding: 6px; }
      .sum { border-collapse: collapse; min-width: 260px; }
      .sum td { padding: 2px 6px; text-align: right; }
      .sum td:first-child { text-align: left; }
      .sum .g td { font-size: 15px; font-weight: bold; background: #111; color: #fff; }
      .sig { margin-top: 26px; font-size: 10.5px; }`;
    return letterPages(css, page);
  },
});
