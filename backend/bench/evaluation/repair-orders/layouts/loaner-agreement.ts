import { pickVehicle } from '../data';
import { addDays, cents, miles, money } from '../format';
import { defineLayout, h, letterPages, upper } from './layout';

const FUEL = ['F', '7/8', '3/4', '5/8', '1/2', '3/8', '1/4'];

/**
 * A franchised dealer's warranty order printed on one sheet with the courtesy-vehicle agreement
 * for the loaner the owner drove meanwhile: the loaner's own year, model, VIN, stock number, plate,
 * odometer out and in and fuel levels, its dates out and back (back when the owner collected the
 * car, which may be the day after it was ready), the owner's licence and insurance policy numbers,
 * the daily rate billed to the maker's rental reimbursement, and the customer's $0.00. The order's
 * own miles in and out sit in a small box among the vehicle's details.
 */
export const loanerAgreementLayout = defineLayout('loaner_agreement', {
  order: { mode: 'warranty' },
  media: ['pdf_scan', 'png', 'photo_jpeg'],
  prints: ['complaint', 'correction', 'mileageOut'],
  dates: { styles: ['M/D/YYYY', 'MM/DD/YYYY', 'D Mon YYYY'], clock: 'short' },
  labels: {
    number: ['RO', 'Repair Order No.', 'R/O #'],
    dates: [
      ['Opened', 'Closed'],
      ['Date In', 'Date Out'],
      ['Received', 'Ready'],
    ],
    mileage: [
      ['Miles In', 'Miles Out'],
      ['Odometer In', 'Odometer Out'],
      ['Mileage In', 'Mileage Out'],
    ],
    threeCs: [
      ['Concern', 'Repair'],
      ['Customer states', 'Technician performed'],
      ['Complaint', 'Correction'],
    ],
    total: ['Customer Pay', 'Customer Total', 'Amount Due'],
  },
  render(facts, random, { date, time, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, threeCs, total } = labels;
    const loaner = pickVehicle(random, dealer.make);
    const loanerStock = `L${random.int(1000, 9999)}`;
    const plate = `${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}-${random.int(1000, 9999)}`;
    const loanerOut = random.int(2500, 24000);
    const returnedOn = random.chance(0.4) ? addDays(facts.dateOut, 1) : facts.dateOut;
    const days = Math.max(1, Math.round((Date.parse(returnedOn) - Date.parse(facts.dateIn)) / 86_400_000));
    const loanerIn = loanerOut + random.int(8, 45) * days;
    const [fuelOut, fuelIn] = [random.pick(FUEL.slice(0, 3)), random.pick(FUEL)];
    const rate = random.pick([35, 40, 45, 50]);
    const rental = cents(rate * days);
    const licence = `${customer.state}${random.int(1000000, 9999999)}`;
    const policy = `${random.pick(['PGR', 'SF', 'GEI', 'ALL', 'NWD'])}-${random.int(10000000, 99999999)}`;
    const claim = (index: number) => `${dealer.make.slice(0, 2).toUpperCase()}${random.int(100000, 999999)}${index}`;
    const rows = facts.lines
      .map(
        (line, index) => `
        <div class="ln">
          <div class="lh"><b>${line.letter}</b> <span>${upper(line.description)}</span><span class="pay">W · ${upper(dealer.make)} WARRANTY · CLAIM ${claim(index)}</span></div>
          <div class="c"><i>${threeCs.complaint}:</i> ${h(line.complaint)}</div>
          <div class="c"><i>${threeCs.correction}:</i> ${h(line.correction)}</div>
          <div class="d">Op ${line.opCode} · Tech ${line.tech} · ${line.hours.toFixed(1)} hrs · Labor ${money(line.labor)} · Parts ${money(line.partsTotal)}${line.parts.map((part) => ` · ${h(part.number)} ×${part.quantity}`).join('')}</div>
        </div>`,
      )
      .join('');
    const page = `
      <div class="wrap">
        <div class="hd">
          <div><div class="dn">${h(dealer.name)}</div><div class="ad">${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · Service ${dealer.phone}</div></div>
          <div class="num">${number}<b>${facts.roNumber}</b><small>Tag ${facts.tagNumber} · Inv. ${facts.invoiceNumber}</small></div>
        </div>
        <div class="cols">
          <div class="left">
            <div class="grid">
              <div><label>Customer</label>${h(customer.name)}<br>${h(customer.street)}<br>${h(customer.city)}, ${customer.state} ${customer.zip}</div>
              <div><label>Vehicle</label>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}<br>${vehicle.vin}<br>${h(vehicle.color)}</div>
              <div><label>${dates.in}</label>${date(facts.dateIn)} ${time(facts.timeIn)}<label>${dates.out}</label>${date(facts.dateOut)} ${time(facts.timeOut)}</div>
              <div class="mi"><label>${mileage.in}</label>${miles(facts.mileageIn)}<label>${mileage.out}</label>${miles(facts.mileageOut)}</div>
              <div><label>Advisor</label>${h(facts.advisor)}<label>Promised</label>${date(facts.promisedDate)}</div>
              <div><label>Transportation</label>LOANER ${loanerStock}</div>
            </div>
            <div class="work">${rows}</div>
            <table class="tot">
              <tr><td>Warranty labor</td><td>${money(cents(facts.lines.reduce((sum, line) => sum + line.labor, 0)))}</td></tr>
              <tr><td>Warranty parts</td><td>${money(cents(facts.lines.reduce((sum, line) => sum + line.partsTotal, 0)))}</td></tr>
              <tr><td>Rental reimbursement (billed to ${h(dealer.make)})</td><td>${money(rental)}</td></tr>
              <tr><td>Total warranty</td><td>${money(cents(totals.warrantyPay + rental))}</td></tr>
              <tr class="g"><td>${total}</td><td>$${money(totals.customerPay)}</td></tr>
            </table>
          </div>
          <div class="loaner">
            <div class="lt">COURTESY VEHICLE AGREEMENT</div>
            <div class="lb">
              <label>Loaner</label>${loaner.year} ${h(loaner.make)} ${h(loaner.model)} · ${loaner.color}
              <label>Loaner VIN</label>${loaner.vin}
              <label>Stock / Plate</label>${loanerStock} / ${plate}
              <table>
                <tr><th></th><th>OUT</th><th>IN</th></tr>
                <tr><th>Date</th><td>${date(facts.dateIn)}</td><td>${date(returnedOn)}</td></tr>
                <tr><th>Odometer</th><td>${miles(loanerOut)}</td><td>${miles(loanerIn)}</td></tr>
                <tr><th>Fuel</th><td>${fuelOut}</td><td>${fuelIn}</td></tr>
              </table>
              <label>Driver licence</label>${licence}
              <label>Insurance / policy</label>${policy}
              <label>Daily rate</label>$${money(rate)}/day × ${days} = $${money(rental)} (warranty rental reimbursement; no charge to customer)
              <label>Charges to customer</label>Fuel $0.00 · Tolls $0.00 · Damage $0.00
              <p>I agree to return the courtesy vehicle with the fuel level shown under OUT, and that I am responsible for tolls, citations and any damage while it is in my care. My insurance is primary. Limit 100 miles per day.</p>
              <div class="sig">Driver signature</div>
              <div class="sig">Returned / inspected by</div>
            </div>
          </div>
        </div>
        <div class="ft">Warranty repairs are paid by ${h(dealer.make)} under the new-vehicle limited warranty. Printed ${date(facts.printedDate)}. Customer copy.</div>
      </div>`;
    const css = `
      .wrap { font: 11px/1.35 'DejaVu Sans', sans-serif; color: #1a1a1a; padding: 26px 30px; }
      .hd { display: flex; justify-content: space-between; border-bottom: 3px solid #0b3d6e; padding-bottom: 6px; }
      .dn { font: bold 21px 'DejaVu Serif', serif; color: #0b3d6e; }
      .ad { font-size: 10px; color: #444; }
      .num { text-align: right; font-size: 10px; color: #0b3d6e; }
      .num b { display: block; font: bold 20px 'DejaVu Sans Mono', monospace; color: #111; }
      .num small { display: block; color: #444; }
      .cols { display: flex; gap: 12px; margin-top: 10px; }
      .left { flex: 1; }
      .grid { display: grid; grid-template-columns: 1fr 1fr 1fr; border: 1px solid #8aa3bd; }
      .grid > div { padding: 4px 6px; border: 0.5px solid #c2d0de; font-size: 10.5px; }
      .mi { background: #eef3f8; }
      label { display: block; font-size: 8px; text-transform: uppercase; color: #0b3d6e; letter-spacing: .3px; margin-top: 3px; }
      .work { margin-top: 8px; }
      .ln { border-bottom: 1px solid #c2d0de; padding: 5px 0; }
      .lh { display: flex; gap: 8px; font-size: 11px; }
      .lh .pay { margin-left: auto; font-size: 9px; color: #0b6e3d; font-weight: bold; }
      .c { margin-left: 16px; }
      .c i { color: #555; font-style: normal; font-weight: bold; font-size: 10px; }
      .d { margin-left: 16px; font-size: 9px; color: #666; }
      .tot { margin: 10px 0 0 auto; border-collapse: collapse; font-size: 10.5px; }
      .tot td { padding: 2px 8px; border-bottom: 1px solid #dde5ee; }
      .tot td:last-child { text-align: right; font-family: 'DejaVu Sans Mono', monospace; min-width: 80px; }
      .tot .g td { font-weight: bold; font-size: 13px; border-top: 2px solid #0b3d6e; border-bottom: none; }
      .loaner { width: 245px; border: 2px solid #a33; }
      .lt { background: #a33; color: #fff; font-weight: bold; padding: 4px 6px; font-size: 10.5px; letter-spacing: .5px; }
      .lb { padding: 4px 7px; font-size: 10px; }
      .lb label { color: #a33; }
      .lb table { border-collapse: collapse; margin-top: 5px; width: 100%; }
      .lb th { font-size: 8px; text-align: left; color: #a33; padding: 1px 3px; }
      .lb td { border: 1px solid #d9a6a6; padding: 2px 3px; font-family: 'DejaVu Sans Mono', monospace; font-size: 9.5px; }
      .lb p { font-size: 8px; color: #555; margin: 6px 0; }
      .sig { border-top: 1px solid #555; margin-top: 22px; font-size: 8px; color: #555; }
      .ft { margin-top: 14px; font-size: 8.5px; color: #666; border-top: 1px solid #ccc; padding-top: 4px; }`;
    return letterPages(css, page);
  },
});
