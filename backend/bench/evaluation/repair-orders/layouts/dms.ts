import { miles, money } from '../format';
import { defineLayout, letterPages, h, payName, upper } from './layout';

/** A dealer-management-system printout: dense boxed header, upper case, op codes, three Cs per line. */
export const dmsLayout = defineLayout('dms', {
  order: { mode: 'mixed' },
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['DDMONYY', 'DDMONYY', 'M/D/YY'], clock: '24h' },
  labels: {
    total: ['TOTAL CUSTOMER PAY', 'PLEASE PAY THIS AMOUNT', 'TOTAL'],
  },
  render(facts, random, { date, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const cell = (label: string, value: string, extra = '') => `<td ${extra}><div class="l">${label}</div><div class="v">${value}</div></td>`;
    const lines = facts.lines
      .map(
        (line) => `
        <div class="line">
          <div class="lh"><b>LINE ${line.letter}</b> OPCODE ${line.opCode} &nbsp; TECH# ${line.tech} &nbsp; TYPE ${line.pay} (${payName(line)}) <span class="r">${money(line.labor)} ${money(line.partsTotal)}</span></div>
          <div><b>CONCERN:</b> ${upper(line.complaint)}</div>
          <div><b>CAUSE:</b> ${upper(line.cause)}</div>
          <div><b>CORRECTION:</b> ${upper(line.correction)}</div>
          ${line.parts.map((part) => `<div class="pt">${part.quantity} ${h(part.number)} ${h(part.description)} <span class="r">@ ${money(part.price)} = ${money(part.amount)}</span></div>`).join('')}
          <div class="pt">LABOR ${line.hours.toFixed(2)} HRS</div>
        </div>`,
      )
      .join('');
    const page = `
      <div class="ro">
        <table class="head"><tr>
          <td class="dealer"><div class="dn">${upper(dealer.name)}</div>${upper(dealer.street)}<br>${upper(dealer.city)}, ${dealer.state} ${dealer.zip}<br>PH ${dealer.phone} FAX ${dealer.fax}</td>
          <td class="title">REPAIR ORDER<div class="ron">RO# ${facts.roNumber}</div>INV# ${facts.invoiceNumber} &nbsp; PAGE 1 OF 1</td>
        </tr></table>
        <table class="grid">
          <tr>${cell('CUSTOMER', `${upper(customer.name)}<br>${upper(customer.street)}<br>${upper(customer.city)} ${customer.state} ${customer.zip}`, 'rowspan="2"')}
            ${cell('CUST#', customer.number)}${cell('TAG#', facts.tagNumber)}${cell('ADVISOR', `${h(facts.advisor)} #${facts.advisorNumber}`)}</tr>
          <tr>${cell('HOME PH', customer.phone)}${cell('APPT', date(facts.appointmentDate))}${cell('PROMISED', date(facts.promisedDate, '17:00'))}</tr>
          <tr>${cell('YR/MAKE/MODEL', `${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)}`)}${cell('VIN', vehicle.vin, 'colspan="2"')}${cell('COLOR', vehicle.color)}</tr>
          <tr>${cell('MILEAGE IN / OUT', `${miles(facts.mileageIn)} / ${miles(facts.mileageOut)}`)}${cell('OPENED', date(facts.dateIn, facts.timeIn))}${cell('CLOSED', date(facts.dateOut, facts.timeOut))}${cell('INVOICED', date(facts.invoicedDate))}</tr>
        </table>
        <div class="lines">${lines}</div>
        <table class="tot">
          <tr><td>LABOR AMOUNT</td><td>${money(totals.labor)}</td><td class="wi">WARRANTY ${money(totals.warrantyPay)}</td></tr>
          <tr><td>PARTS AMOUNT</td><td>${money(totals.parts)}</td><td class="wi">INTERNAL ${money(totals.internalPay)}</td></tr>
          <tr><td>SUBLET AMOUNT</td><td>0.00</td><td></td></tr>
          <tr><td>SHOP SUPPLIES</td><td>${money(totals.supplies)}</td><td></td></tr>
          <tr><td>SALES TAX</td><td>${money(totals.tax)}</td><td></td></tr>
          <tr class="grand"><td>${labels.total}</td><td>${money(totals.customerPay)}</td><td></td></tr>
        </table>
        <div class="foot">PRINTED ${date(facts.printedDate)} &nbsp; CUSTOMER SIGNATURE ______________________ &nbsp; THANK YOU FOR YOUR BUSINESS</div>
      </div>`;
    const css = `
      .ro { font: 10.5px/1.3 'Liberation Mono', monospace; color: #111; padding: 34px 38px; }
      .head { width: 100%; border-collapse: collapse; }
      .dealer .dn { font: bold 17px 'Liberation Sans', sans-serif; }
      .title { text-align: right; font: bold 13px 'Liberation Sans', sans-serif; vertical-align: top; }
      .ron { font-size: 20px; margin: 2px 0; }
      .grid { width: 100%; border-collapse: collapse; margin-top: 8px; }
      .grid td { border: 1px solid #333; padding: 2px 4px; vertical-align: top; }
      .l { font-size: 8px; color: #444; }
      .v { font-weight: bold; }
      .lines { margin-top: 10px; border-top: 2px solid #111; }
      .line { padding: 6px 0; border-bottom: 1px dashed #888; }
      .lh { background: #e8e8e8; padding: 2px 3px; }
      .r { float: right; }
      .pt { padding-left: 18px; }
      .tot { margin: 12px 0 0 auto; border-collapse: collapse; min-width: 380px; }
      .tot td { padding: 2px 6px; border: 1px solid #333; text-align: right; }
      .tot td:first-child { text-align: left; }
      .tot .wi { color: #555; font-size: 9px; }
      .grand td { font-weight: bold; font-size: 13px; background: #eee; }
      .foot { margin-top: 18px; font-size: 9px; }`;
    return letterPages(css, page);
  },
});
