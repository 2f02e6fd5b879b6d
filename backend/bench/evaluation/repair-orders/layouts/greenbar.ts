import { miles, money } from '../format';
import { defineLayout, upper } from './layout';

/** A landscape green-bar printout from an older system: tractor-feed edges, banded rows, fixed columns. */
export const greenbarLayout = defineLayout('greenbar', {
  order: { mode: 'mixed' },
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['ISO', 'DDMONYY'], clock: '24h' },
  labels: {
    total: ['INVOICE TOTAL', 'TOTAL DUE'],
  },
  render(facts, random, { date, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const pad = (text: string, width: number) => text.padEnd(width).slice(0, width);
    const lines: string[] = [
      `${pad(upper(dealer.name), 44)}${pad(upper(`${dealer.street}, ${dealer.city} ${dealer.state} ${dealer.zip}`), 60)}PAGE 001`,
      `${pad(`PHONE ${dealer.phone}   FAX ${dealer.fax}`, 60)}SVC REPAIR ORDER   RO NUMBER ${facts.roNumber}`,
      '',
      `CUSTOMER: ${pad(upper(customer.name), 30)} CUST NO ${pad(customer.number, 10)} VEH: ${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)}`,
      `VIN ${vehicle.vin}   COLOR ${vehicle.color}   TAG ${facts.tagNumber}   SVC ADVISOR ${upper(facts.advisor)}`,
      `OPEN DATE  ${date(facts.dateIn, facts.timeIn)}   CLOSE DATE ${date(facts.dateOut, facts.timeOut)}   INV DATE ${date(facts.invoicedDate)}`,
      `ODOMETER IN ${miles(facts.mileageIn)}   ODOMETER OUT ${miles(facts.mileageOut)}   APPT ${date(facts.appointmentDate)}`,
      '-'.repeat(118),
    ];
    for (const line of facts.lines) {
      lines.push(
        `L${line.letter}  OP ${pad(line.opCode, 8)} TECH ${line.tech}  PAY ${line.pay}  HRS ${line.hours.toFixed(2)}   LABOR ${money(line.labor).padStart(9)}   PARTS ${money(line.partsTotal).padStart(9)}`,
      );
      lines.push(`    C1 ${upper(line.complaint)}`);
      lines.push(`    CAUSE: ${upper(line.cause)}`);
      lines.push(`    CORR:  ${upper(line.correction)}`);
      for (const part of line.parts)
        lines.push(`      ${pad(`${part.quantity} ${part.number}`, 24)} ${pad(part.description, 30)} ${money(part.amount).padStart(10)}`);
    }
    lines.push('-'.repeat(118));
    lines.push(`${' '.repeat(60)}CUST LABOR ${money(totals.labor).padStart(10)}   WARRANTY ${money(totals.warrantyPay).padStart(10)}`);
    lines.push(`${' '.repeat(60)}CUST PARTS ${money(totals.parts).padStart(10)}   INTERNAL ${money(totals.internalPay).padStart(10)}`);
    lines.push(`${' '.repeat(60)}SUPPLIES   ${money(totals.supplies).padStart(10)}`);
    lines.push(`${' '.repeat(60)}SALES TAX  ${money(totals.tax).padStart(10)}`);
    lines.push(`${' '.repeat(60)}${pad(labels.total, 14)}${money(totals.customerPay).padStart(7)}`);
    const page = `<div class="ro"><div class="holes l"></div><div class="holes r"></div><pre>${lines.join('\n')}</pre></div>`;
    const css = `
      .ro { position: relative; height: 100%; padding: 26px 60px; box-sizing: border-box;
        background: repeating-linear-gradient(#fff 0 48px, #dcefdc 48px 96px); background-position: 0 24px; }
      .holes { position: absolute; top: 0; bottom: 0; width: 30px; background: radial-gradient(circle at 15px 12px, #888 0 6px, transparent 7px) 0 0 / 30px 24px repeat-y; }
      .holes.l { left: 4px; } .holes.r { right: 4px; }
      pre { margin: 0; font: 11px/16px 'DejaVu Sans Mono', monospace; color: #26262e; }`;
    return { css, pages: [page], width: 1056, height: 816 };
  },
});
