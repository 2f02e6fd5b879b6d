import { miles, dollars } from '../format';
import { defineLayout, letterPages, h } from './layout';

/** A warranty order: every line billed to the manufacturer, Customer Pay $0.00 beside the warranty amount. */
export const warrantyLayout = defineLayout('warranty', {
  order: { mode: 'warranty' },
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['ISO', 'DD-Mon-YY'], clock: 'short' },
  render(facts, random, { date }) {
    const { dealer, vehicle, customer, totals } = facts;
    const inService = `${vehicle.year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    const claim = `${facts.dealer.zip.slice(0, 2)}${facts.roNumber.slice(2)}W`;
    const lines = facts.lines
      .map(
        (line) => `
        <tr class="lhead"><td colspan="4">LINE ${line.letter} — LABOR OP ${line.opCode} — TECH ${line.tech} — PAY TYPE: WARRANTY — CLAIM ${claim}-${line.letter}</td></tr>
        <tr><th>Complaint</th><td colspan="3">${h(line.complaint)}</td></tr>
        <tr><th>Cause</th><td colspan="3">${h(line.cause)}</td></tr>
        <tr><th>Correction</th><td colspan="3">${h(line.correction)}</td></tr>
        <tr><th>Billed</th><td>${line.hours.toFixed(1)} hrs labor ${dollars(line.labor)}</td><td>Parts ${dollars(line.partsTotal)}</td><td>Customer $0.00</td></tr>`,
      )
      .join('');
    const page = `
      <div class="ro">
        <div class="top">
          <div><div class="dn">${h(dealer.name)}</div><div>${h(dealer.legalName)} · ${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} ${dealer.zip}</div><div>Service ${dealer.phone} · Fax ${dealer.fax}</div></div>
          <div class="box"><div class="k">WARRANTY</div><div>Repair Order</div><div class="n">${facts.roNumber}</div></div>
        </div>
        <table class="hdr">
          <tr><th>Owner</th><td>${h(customer.name)}</td><th>VIN</th><td>${vehicle.vin}</td></tr>
          <tr><th>Vehicle</th><td>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}, ${vehicle.color.toLowerCase()}</td><th>In-service date</th><td>${date(inService)}</td></tr>
          <tr><th>Date in</th><td>${date(facts.dateIn, facts.timeIn)}</td><th>MILEAGE IN / OUT</th><td>${miles(facts.mileageIn)} / ${miles(facts.mileageOut)}</td></tr>
          <tr><th>Date out</th><td>${date(facts.dateOut, facts.timeOut)}</td><th>Advisor</th><td>${h(facts.advisor)}</td></tr>
        </table>
        <table class="lines">${lines}</table>
        <table class="pay">
          <tr><th>Customer Pay</th><th>Warranty Pay</th><th>Internal</th></tr>
          <tr><td class="cp">$0.00</td><td>${dollars(totals.warrantyPay)}</td><td>$0.00</td></tr>
        </table>
        <p class="note">Repairs performed under the manufacturer's New Vehicle Limited Warranty. No charge to customer. Warranty claim ${claim} submitted ${date(facts.invoicedDate)}.</p>
        <p class="sig">Customer signature __________________________ Date ____________</p>
      </div>`;
    const css = `
      .ro { font: 11.5px/1.35 'DejaVu Sans', sans-serif; color: #222; padding: 36px 40px; }
      .top { display: flex; justify-content: space-between; border-bottom: 2px solid #7a0c0c; padding-bottom: 6px; }
      .dn { font: bold 19px 'DejaVu Sans', sans-serif; }
      .box { border: 2px solid #7a0c0c; padding: 4px 12px; text-align: center; }
      .box .k { background: #7a0c0c; color: #fff; font-weight: bold; letter-spacing: 2px; margin: -4px -12px 4px; padding: 2px; }
      .box .n { font-size: 18px; font-weight: bold; }
      .hdr, .lines { width: 100%; border-collapse: collapse; margin-top: 10px; }
      .hdr th, .lines th { text-align: left; font-size: 9.5px; color: #7a0c0c; width: 110px; padding: 3px 4px; vertical-align: top; }
      .hdr td, .lines td { padding: 3px 4px; border-bottom: 1px solid #ddd; }
      .lhead td { background: #f4e9e9; font-weight: bold; font-size: 10.5px; padding: 4px; }
      .pay { margin: 14px 0 0 auto; border-collapse: collapse; }
      .pay th, .pay td { border: 1px solid #7a0c0c; padding: 5px 16px; text-align: center; }
      .pay td { font-size: 15px; font-weight: bold; }
      .note { font-size: 10px; color: #555; margin-top: 14px; }
      .sig { margin-top: 26px; }`;
    return letterPages(css, page);
  },
});
