import { RV_DEALERS, RV_MAINTENANCE, RV_REPAIRS } from '../data';
import { cents, money, miles } from '../format';
import { blindDate, type BlindDateStyle } from './blind-format';
import { defineLayout, h, letterPages } from './layout';

const CHASSIS: Record<string, string> = {
  '1F6': 'Ford F-53 7.3L V8',
  '1FD': 'Ford E-450 7.3L V8',
  '3C6': 'Ram ProMaster 3500',
  W1X: 'Mercedes-Benz Sprinter 3500',
  '4UZ': 'Freightliner XCS',
};

/**
 * A motorhome dealer's service work order over two pages: page 1 the coach and its chassis (coach
 * serial, generator hours, chassis odometer), each job split into coach or chassis with the
 * maker who pays for it; page 2 the parts and labour detail, the total, the deposit taken at
 * drop-off and the balance paid at pick-up. Printed to PDF only.
 */
export const rvCoachLayout = defineLayout('rv_coach', {
  order: { mode: 'mixed', dealers: RV_DEALERS, repairs: RV_REPAIRS, maintenance: RV_MAINTENANCE },
  media: ['pdf_text', 'pdf_scan'],
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['ISO'], clock: 'ampm' },
  labels: {
    number: ['Work Order #', 'W.O. No.', 'Service Order'],
    dates: [
      ['Arrived on lot', 'Released to customer'],
      ['Check-in date', 'Work completed'],
      ['Drop-off', 'Ready for pickup'],
    ],
    threeCs: [
      ['Customer states', 'Tech found', 'Repair made'],
      ['Concern', 'Cause', 'Correction'],
      ['Reported', 'Diagnosis', 'Action taken'],
    ],
  },
  render(facts, random, { labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const style = random.pick<BlindDateStyle>(['AP', 'Weekday, Month D, YYYY']);
    const date = (iso: string) => blindDate(iso, style);
    const { number, dates, threeCs } = labels;
    const chassis = CHASSIS[vehicle.vin.slice(0, 3)] ?? 'Ford F-53 7.3L V8';
    const chassisMaker = chassis.split(' ')[0];
    const coachSerial = `${vehicle.make.slice(0, 2).toUpperCase()}${random.int(100000, 999999)}`;
    const generatorHours = (random.int(40, 1400) + random.int(0, 9) / 10).toFixed(1);
    const site = `Lot ${random.pick(['A', 'B', 'C'])}-${random.int(1, 48)}`;
    const isChassis = (opCode: string) => opCode.startsWith('CH');
    const payer = (line: (typeof facts.lines)[number]) =>
      line.pay === 'W' ? `${isChassis(line.opCode) ? h(chassisMaker) : h(vehicle.make)} warranty` : 'Customer pay';
    const jobs = facts.lines
      .map(
        (line) => `
        <div class="job">
          <div class="jh"><span>${line.letter} · ${isChassis(line.opCode) ? 'CHASSIS' : 'COACH'} · ${h(line.description)}</span><span>${payer(line)}</span></div>
          <p><i>${threeCs.complaint}:</i> ${h(line.complaint)}</p>
          <p><i>${threeCs.cause}:</i> ${h(line.cause)}</p>
          <p><i>${threeCs.correction}:</i> ${h(line.correction)}</p>
        </div>`,
      )
      .join('');
    const deposit = [500, 250, 100].find((amount) => amount < totals.customerPay * 0.7) ?? 0;
    const depositDay = facts.dateIn;
    const details = facts.lines
      .map(
        (line) => `
        <tr class="lh"><td>${line.letter}</td><td>${h(line.description)} — labor ${line.hours.toFixed(1)} hr (${line.opCode}, tech ${line.tech})</td><td>${line.pay === 'W' ? 'W' : 'C'}</td><td>${money(line.labor)}</td></tr>
        ${line.parts.map((part) => `<tr><td></td><td class="pt">${h(part.number)} ${h(part.description)} · ${part.quantity} @ ${money(part.price)}</td><td>${line.pay === 'W' ? 'W' : 'C'}</td><td>${money(part.amount)}</td></tr>`).join('')}`,
      )
      .join('');
    const header = (page: number) => `
        <div class="hd">
          <div><div class="dn">${h(dealer.name)}</div><div class="ad">${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · Service ${dealer.phone}</div></div>
          <div class="no"><span>${number}</span><b>${facts.roNumber}</b><small>Page ${page} of 2</small></div>
        </div>`;
    const first = `
      <div class="ro">${header(1)}
        <div class="cols">
          <div class="card"><h4>Owner</h4>${h(customer.name)}<br>${h(customer.street)}<br>${h(customer.city)}, ${customer.state} ${customer.zip}<br>${customer.phone} · Acct ${customer.number}</div>
          <div class="card"><h4>Coach</h4>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}<br>Coach serial ${coachSerial}<br>Chassis ${h(chassis)}<br>Chassis VIN ${vehicle.vin}<br>Generator hours ${generatorHours}</div>
        </div>
        <table class="when">
          <tr><th>${dates.in}</th><td>${date(facts.dateIn)}</td><th>Chassis odometer in</th><td>${miles(facts.mileageIn)}</td></tr>
          <tr><th>${dates.out}</th><td>${date(facts.dateOut)}</td><th>Chassis odometer out</th><td>${miles(facts.mileageOut)}</td></tr>
          <tr><th>Appointment made</th><td>${date(facts.appointmentDate)}</td><th>Parked at</th><td>${site}</td></tr>
        </table>
        <h3>Work performed</h3>
        ${jobs}
        <p class="cont">Charges continue on page 2.</p>
      </div>`;
    const second = `
      <div class="ro">${header(2)}
        <h3>Parts &amp; labor detail</h3>
        <table class="det"><tr><th></th><th>Item</th><th>Pay</th><th>Amount</th></tr>${details}</table>
        <div class="bottom">
          <div class="legal">W = billed to the coach or chassis manufacturer under warranty, no charge to owner. Storage on our lot is free for 5 days after the owner is told the coach is ready, then $45.00 per night. ${h(dealer.legalName)}.</div>
          <table class="sum">
            <tr><td>Customer labor</td><td>${money(totals.labor)}</td></tr>
            <tr><td>Customer parts</td><td>${money(totals.parts)}</td></tr>
            <tr><td>Shop supplies / environmental</td><td>${money(totals.supplies)}</td></tr>
            <tr><td>Sales tax</td><td>${money(totals.tax)}</td></tr>
            <tr class="g"><td>Work order total</td><td>$${money(totals.customerPay)}</td></tr>
            ${deposit ? `<tr><td>Less deposit received ${date(depositDay)}</td><td>(${money(deposit)})</td></tr><tr class="b"><td>Balance paid at pickup</td><td>$${money(cents(totals.customerPay - deposit))}</td></tr>` : `<tr class="b"><td>Paid at pickup</td><td>$${money(totals.customerPay)}</td></tr>`}
            <tr class="w"><td>Warranty (manufacturers)</td><td>${money(totals.warrantyPay)}</td></tr>
          </table>
        </div>
        <div class="sig">I acknowledge receipt of my coach and the work above. Owner ____________________ &nbsp; Walk-through by ${h(facts.advisor)}</div>
      </div>`;
    const css = `
      .ro { font: 12px/1.4 'DejaVu Serif', serif; color: #222; padding: 40px 48px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #2f5d3a; padding-bottom: 8px; }
      .dn { font: bold 24px 'DejaVu Sans', sans-serif; color: #2f5d3a; }
      .ad { font: 10px 'DejaVu Sans', sans-serif; color: #555; }
      .no { text-align: right; font-family: 'DejaVu Sans', sans-serif; }
      .no span { display: block; font-size: 10px; color: #2f5d3a; }
      .no b { font-size: 19px; display: block; }
      .no small { font-size: 9px; color: #777; }
      .cols { display: flex; gap: 14px; margin: 14px 0 8px; }
      .card { flex: 1; border: 1px solid #c9d6c9; border-radius: 6px; padding: 6px 10px; font-size: 11.5px; }
      .card h4 { margin: 0 0 3px; font: bold 10px 'DejaVu Sans', sans-serif; color: #2f5d3a; text-transform: uppercase; }
      .when { width: 100%; border-collapse: collapse; font-size: 11.5px; }
      .when th { text-align: left; font: 10px 'DejaVu Sans', sans-serif; color: #555; padding: 3px 6px; width: 22%; }
      .when td { padding: 3px 6px; border-bottom: 1px solid #e3e9e3; }
      h3 { font: bold 13px 'DejaVu Sans', sans-serif; color: #2f5d3a; margin: 16px 0 6px; }
      .job { border-left: 4px solid #2f5d3a; padding: 2px 10px; margin-bottom: 10px; }
      .jh { display: flex; justify-content: space-between; font: bold 11.5px 'DejaVu Sans', sans-serif; }
      .job p { margin: 2px 0; }
      .cont { font-size: 10px; color: #777; text-align: right; }
      .det { width: 100%; border-collapse: collapse; font-size: 11px; }
      .det th { text-align: left; font: 10px 'DejaVu Sans', sans-serif; border-bottom: 1px solid #2f5d3a; padding: 2px 4px; }
      .det td { padding: 2px 4px; vertical-align: top; }
      .det td:last-child, .det th:last-child { text-align: right; }
      .det .lh td { border-top: 1px solid #e3e9e3; }
      .det .pt { padding-left: 18px; color: #555; }
      .bottom { display: flex; gap: 18px; margin-top: 16px; }
      .legal { flex: 1; font-size: 9.5px; color: #555; }
      .sum { border-collapse: collapse; min-width: 310px; font-family: 'DejaVu Sans', sans-serif; }
      .sum td { padding: 3px 6px; text-align: right; }
      .sum td:first-child { text-align: left; }
      .sum .g td { font-weight: bold; font-size: 14px; border-top: 2px solid #2f5d3a; }
      .sum .b td { font-weight: bold; }
      .sum .w td { font-size: 10px; color: #777; }
      .sig { margin-top: 40px; font-size: 11px; }`;
    return letterPages(css, first, second);
  },
});
