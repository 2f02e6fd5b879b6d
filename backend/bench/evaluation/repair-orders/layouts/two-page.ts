import { miles, dollars } from '../format';
import { defineLayout, letterPages, h } from './layout';

/** A two-page invoice: the work on page 1, parts, totals and signatures on page 2. Printed to PDF only. */
export const twoPageLayout = defineLayout('two_page', {
  order: { mode: 'mixed' },
  media: ['pdf_text', 'pdf_scan'],
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['Long', 'Mon D, YYYY'], clock: 'ampm', between: ' at ' },
  labels: {
    total: ['Invoice Total', 'Balance Due'],
  },
  render(facts, random, { date, labels }) {
    const { total } = labels;
    const { dealer, vehicle, customer, totals } = facts;
    const header = (pageNo: number) => `
      <div class="hd"><div><div class="dn">${h(dealer.name)}</div><div class="ad">${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ${dealer.phone}</div></div>
      <div class="pg">Repair Order <b>${facts.roNumber}</b><br>Invoice ${facts.invoiceNumber}<br>Page ${pageNo} of 2</div></div>`;
    const jobs = facts.lines
      .map(
        (line) => `
        <div class="job"><h3>Job ${line.letter} · ${h(line.description)} <small>(${line.opCode}, technician ${line.tech})</small></h3>
          <p><i>Complaint:</i> ${h(line.complaint)}</p><p><i>Cause:</i> ${h(line.cause)}</p><p><i>Correction:</i> ${h(line.correction)}</p>
          <p class="tn">Technician notes: verified concern, performed repair per service information, road tested ${random.int(3, 12)} miles.</p></div>`,
      )
      .join('');
    const checks = ['Tires', 'Brakes', 'Wipers', 'Lights', 'Belts & hoses', 'Fluids', 'Battery', 'Suspension']
      .map((item) => `<span class="ck">☑ ${item}</span>`)
      .join('');
    const page1 = `
      <div class="ro">${header(1)}
        <table class="meta">
          <tr><td>Customer</td><td>${h(customer.name)}, ${h(customer.street)}, ${h(customer.city)} ${customer.state}</td></tr>
          <tr><td>Vehicle</td><td>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)} · VIN ${vehicle.vin}</td></tr>
          <tr><td>Received</td><td>${date(facts.dateIn, facts.timeIn)} · odometer ${miles(facts.mileageIn)} mi</td></tr>
          <tr><td>Completed</td><td>${date(facts.dateOut, facts.timeOut)} · odometer ${miles(facts.mileageOut)} mi</td></tr>
          <tr><td>Service advisor</td><td>${h(facts.advisor)} · appointment made ${date(facts.appointmentDate)}</td></tr>
        </table>
        ${jobs}
        <div class="mpi"><b>Multi-point inspection</b><br>${checks}</div>
        <div class="cont">Continued on page 2</div></div>`;
    const parts = facts.lines.flatMap((line) => line.parts.map((part) => ({ ...part, letter: line.letter, pay: line.pay })));
    const page2 = `
      <div class="ro">${header(2)}
        <h3>Parts</h3>
        <table class="parts"><tr><th>Job</th><th>Part number</th><th>Description</th><th>Qty</th><th>Unit</th><th>Amount</th><th>Pay</th></tr>
          ${parts.map((part) => `<tr><td>${part.letter}</td><td>${h(part.number)}</td><td>${h(part.description)}</td><td>${part.quantity}</td><td>${dollars(part.price)}</td><td>${dollars(part.amount)}</td><td>${part.pay}</td></tr>`).join('') || '<tr><td colspan="7">No parts</td></tr>'}
        </table>
        <h3>Labor</h3>
        <table class="parts"><tr><th>Job</th><th>Op code</th><th>Hours</th><th>Amount</th><th>Pay</th></tr>
          ${facts.lines.map((line) => `<tr><td>${line.letter}</td><td>${line.opCode}</td><td>${line.hours.toFixed(1)}</td><td>${dollars(line.labor)}</td><td>${line.pay}</td></tr>`).join('')}
        </table>
        <table class="tot">
          <tr><td>Customer labor</td><td>${dollars(totals.labor)}</td></tr>
          <tr><td>Customer parts</td><td>${dollars(totals.parts)}</td></tr>
          <tr><td>Environmental / shop supplies</td><td>${dollars(totals.supplies)}</td></tr>
          <tr><td>Tax</td><td>${dollars(totals.tax)}</td></tr>
          <tr><td>Warranty (not billed)</td><td>${dollars(totals.warrantyPay)}</td></tr>
          <tr class="g"><td>${total}</td><td>${dollars(totals.customerPay)}</td></tr>
        </table>
        <p class="legal">I acknowledge receipt of the vehicle and that the work listed was performed to my satisfaction. ${h(dealer.legalName)} warrants its repairs for 12 months or 12,000 miles, whichever comes first.</p>
        <p>Customer signature ____________________________ &nbsp;&nbsp; Date __________</p></div>`;
    const css = `
      .ro { font: 12px/1.4 'Liberation Serif', serif; color: #1a1a1a; padding: 44px 52px; }
      .hd { display: flex; justify-content: space-between; border-bottom: 1px solid #000; padding-bottom: 6px; margin-bottom: 10px; }
      .dn { font: bold 21px 'Liberation Serif', serif; font-variant: small-caps; }
      .ad { font-size: 10.5px; }
      .pg { text-align: right; font-size: 11px; }
      .pg b { font-size: 15px; }
      .meta td { padding: 2px 8px 2px 0; vertical-align: top; }
      .meta td:first-child { font-weight: bold; width: 120px; }
      .job { margin-top: 12px; }
      .job h3 { font-size: 13px; margin: 0 0 3px; border-bottom: 1px dotted #777; }
      .job p { margin: 2px 0 2px 14px; }
      .tn { color: #555; font-size: 11px; }
      .mpi { margin-top: 18px; border: 1px solid #999; padding: 6px; font-size: 11px; }
      .ck { display: inline-block; width: 24%; }
      .cont { position: absolute; bottom: 40px; right: 52px; font-style: italic; }
      h3 { font-size: 13px; margin: 14px 0 4px; }
      .parts { width: 100%; border-collapse: collapse; font-size: 11px; }
      .parts th { text-align: left; border-bottom: 1px solid #000; }
      .parts td { padding: 2px 4px; border-bottom: 1px solid #ddd; }
      .tot { margin: 18px 0 0 auto; border-collapse: collapse; min-width: 300px; }
      .tot td { padding: 3px 6px; text-align: right; }
      .tot td:first-child { text-align: left; }
      .tot .g td { font-weight: bold; font-size: 16px; border-top: 2px solid #000; }
      .legal { font-size: 10px; margin-top: 30px; }`;
    return letterPages(css, page1, page2);
  },
});
