import { miles, money } from '../format';
import { defineLayout, letterPages, h, upper } from './layout';

/** A pre-printed carbon form: ruled boxes with small labels above typed values. */
export const preprintedLayout = defineLayout('preprinted', {
  order: { mode: 'mixed' },
  prints: ['complaint', 'correction', 'mileageOut'],
  dates: { styles: ['DD-Mon-YY', 'M/D/YY'], clock: 'short' },
  labels: {
    total: ['TOTAL', 'TOTAL AMOUNT DUE'],
  },
  render(facts, random, { date, time, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const box = (label: string, value: string, flex = 1) =>
      `<div class="bx" style="flex:${flex}"><div class="lb">${label}</div><div class="vl">${value}</div></div>`;
    const page = `
      <div class="ro">
        <div class="top"><div class="dn">${h(dealer.name)}</div><div class="ad">${h(dealer.street)} · ${h(dealer.city)}, ${dealer.state} ${dealer.zip}<br>PHONE ${dealer.phone} · FAX ${dealer.fax}</div>
          <div class="no"><div class="lb">R.O. NO.</div><div class="num">${facts.roNumber}</div></div></div>
        <div class="row">${box('CUSTOMER NAME', upper(customer.name), 3)}${box('TELEPHONE', customer.phone, 2)}${box('TAG NO.', facts.tagNumber)}</div>
        <div class="row">${box('ADDRESS', `${upper(customer.street)}, ${upper(customer.city)} ${customer.state} ${customer.zip}`, 4)}${box('WRITER', h(facts.advisor), 2)}</div>
        <div class="row">${box('YEAR', String(vehicle.year))}${box('MAKE', upper(vehicle.make))}${box('MODEL', upper(vehicle.model), 2)}${box('VEHICLE IDENTIFICATION NO.', vehicle.vin, 3)}</div>
        <div class="row">${box('DATE RECEIVED', date(facts.dateIn))}${box('TIME', time(facts.timeIn))}${box('DATE COMPLETED', date(facts.dateOut))}${box('TIME', time(facts.timeOut))}${box('MILEAGE IN', miles(facts.mileageIn))}${box('MILEAGE OUT', miles(facts.mileageOut))}</div>
        <div class="row body">
          <div class="work">
            <div class="bx tall"><div class="lb">CUSTOMER REQUEST / COMPLAINT</div><div class="vl">${facts.lines.map((line) => `${line.letter}. ${h(line.complaint)}`).join('<br>')}</div></div>
            <div class="bx tall"><div class="lb">WORK PERFORMED</div><div class="vl">${facts.lines.map((line) => `${line.letter}. ${h(line.correction)} <span class="oc">(${line.opCode} / ${line.tech}${line.pay === 'W' ? ' / WARR' : ''})</span>`).join('<br>')}</div></div>
            <div class="bx"><div class="lb">PARTS USED</div><div class="vl small">${facts.lines.flatMap((line) => line.parts.map((part) => `${part.quantity} × ${h(part.number)} ${h(part.description)} ${money(part.amount)}${line.pay === 'W' ? ' W' : ''}`)).join('<br>') || '—'}</div></div>
          </div>
          <div class="totals">
            ${box('LABOR', money(totals.labor))}${box('PARTS', money(totals.parts))}${box('SUBLET', '0.00')}${box('SUPPLIES', money(totals.supplies))}${box('TAX', money(totals.tax))}
            ${box('WARRANTY (NO CHARGE)', money(totals.warrantyPay))}
            <div class="bx grand"><div class="lb">${labels.total}</div><div class="vl">${money(totals.customerPay)}</div></div>
          </div>
        </div>
        <div class="legal">I hereby authorize the above repair work to be done along with the necessary material. An express mechanic's lien is acknowledged on above vehicle to secure the amount of repairs thereto.
          <span class="sig">AUTHORIZED BY ________________________ DATE ___________</span></div>
      </div>`;
    const css = `
      .ro { font: 12px/1.3 'DejaVu Sans Mono', monospace; color: #15224d; padding: 30px 34px; }
      .top { display: flex; align-items: flex-start; gap: 16px; border: 2px solid #9b1c1c; padding: 6px 10px; }
      .dn { font: bold 20px 'Liberation Serif', serif; color: #9b1c1c; text-transform: uppercase; }
      .ad { font: 9.5px 'Liberation Sans', sans-serif; color: #9b1c1c; flex: 1; padding-top: 4px; }
      .no .num { font: bold 20px 'Liberation Mono', monospace; color: #b00; }
      .lb { font: bold 7.5px 'Liberation Sans', sans-serif; color: #9b1c1c; letter-spacing: .5px; }
      .row { display: flex; }
      .bx { border: 1px solid #9b1c1c; border-top: none; border-right: none; padding: 2px 5px 4px; min-height: 30px; }
      .row .bx:last-child { border-right: 1px solid #9b1c1c; }
      .vl { font-size: 12.5px; padding-top: 2px; }
      .body { align-items: stretch; }
      .work { flex: 3; display: flex; flex-direction: column; }
      .work .bx { border-right: none; }
      .tall { min-height: 210px; }
      .oc { color: #555; font-size: 10px; }
      .small { font-size: 10.5px; }
      .totals { flex: 1; display: flex; flex-direction: column; }
      .totals .bx { border-right: 1px solid #9b1c1c; text-align: right; }
      .totals .lb { text-align: left; }
      .grand { background: #fbeaea; }
      .grand .vl { font-size: 16px; font-weight: bold; }
      .legal { font: 8.5px 'Liberation Sans', sans-serif; color: #9b1c1c; border: 1px solid #9b1c1c; border-top: none; padding: 6px; }
      .sig { display: block; margin-top: 18px; font-size: 10px; }`;
    return letterPages(css, page);
  },
});
