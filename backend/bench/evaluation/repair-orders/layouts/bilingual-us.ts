import { BILINGUAL_DEALERS } from '../data';
import { formatTime, miles, money } from '../format';
import { blindDate, type BlindDateStyle } from './blind-format';
import { defineLayout, h, letterPages, upper } from './layout';

/** Spanish, then English. */
const both = (spanish: string, english: string) => `<span class="es">${spanish}</span> / <span class="en">${english}</span>`;

/**
 * A US dealer's repair order printed in Spanish and English ("Fecha de entrada / Date in"), its
 * dates written the Spanish way ("12 de marzo de 2024", "12/mar/2024"), the technicians' three Cs
 * in English, an appointment and a promised date beside the two that count, one mileage reading.
 */
export const bilingualUsLayout = defineLayout('bilingual_us', {
  order: { mode: 'mixed', dealers: BILINGUAL_DEALERS },
  prints: ['complaint', 'cause', 'correction'],
  dates: { styles: ['ISO'], clock: 'ampm' },
  labels: {
    number: [both('Orden de reparación', 'Repair order'), both('Orden No.', 'RO No.'), both('Núm. de orden', 'Order #')],
    dates: [
      [both('Fecha de entrada', 'Date in'), both('Fecha de salida', 'Date out')],
      [both('Recibido', 'Received'), both('Terminado', 'Completed')],
      [both('Ingreso', 'Arrival'), both('Entregado listo', 'Ready')],
    ],
    mileage: [both('Millaje', 'Mileage'), both('Odómetro', 'Odometer'), both('Millas', 'Miles')],
    total: [both('Total a pagar', 'Amount due'), both('Total cliente', 'Customer total'), both('Su total', 'Your total')],
  },
  render(facts, random, { labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const style = random.pick<BlindDateStyle>(['D de mes de YYYY', 'DD/mes/YYYY']);
    const date = (iso: string) => blindDate(iso, style);
    const clock = (time: string) => formatTime(time, 'ampm');
    const { number, dates, mileage, total } = labels;
    const field = (label: string, value: string, flex = 1) =>
      `<div class="f" style="flex:${flex}"><span class="l">${label}:</span> <span class="val">${value}</span></div>`;
    const lines = facts.lines
      .map(
        (line) => `
        <div class="ln">
          <div class="lh"><b>${line.letter}</b> ${upper(line.description)} <span>${line.opCode} · Téc./Tech ${line.tech} · ${line.pay === 'W' ? both('Garantía', 'Warranty') : both('Cliente', 'Customer')}</span><span class="amt">${money(line.labor + line.partsTotal)}</span></div>
          <div class="c"><span class="l">${both('Queja', 'Complaint')}:</span> ${h(line.complaint)}</div>
          <div class="c"><span class="l">${both('Causa', 'Cause')}:</span> ${h(line.cause)}</div>
          <div class="c"><span class="l">${both('Corrección', 'Correction')}:</span> ${h(line.correction)}</div>
          ${line.parts.map((part) => `<div class="pt">${part.quantity} · ${h(part.number)} · ${h(part.description)} · ${money(part.amount)}</div>`).join('')}
          <div class="pt">${both('Mano de obra', 'Labor')} ${line.hours.toFixed(1)} h · ${money(line.labor)}</div>
        </div>`,
      )
      .join('');
    const page = `
      <div class="ro">
        <div class="hd">
          <div><div class="dn">${upper(dealer.name)}</div><div class="ad">${h(dealer.street)} · ${h(dealer.city)}, ${dealer.state} ${dealer.zip}<br>Servicio / Service ${dealer.phone} · Se habla español</div></div>
          <div class="num"><div>${number}</div><b>${facts.roNumber}</b><div class="sm">${both('Factura', 'Invoice')} ${facts.invoiceNumber} · ${both('Etiqueta', 'Tag')} ${facts.tagNumber}</div></div>
        </div>
        <div class="row">${field(both('Cliente', 'Customer'), h(customer.name), 2)}${field(both('Teléfono', 'Phone'), customer.phone)}</div>
        <div class="row">${field(both('Dirección', 'Address'), `${h(customer.street)}, ${h(customer.city)}, ${customer.state} ${customer.zip}`, 2)}${field(both('Asesor', 'Advisor'), h(facts.advisor))}</div>
        <div class="row">${field(both('Vehículo', 'Vehicle'), `${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)} ${h(vehicle.color)}`, 2)}${field('VIN', vehicle.vin)}</div>
        <div class="row">${field(both('Cita', 'Appointment'), date(facts.appointmentDate))}${field(dates.in, `${date(facts.dateIn)} ${clock(facts.timeIn)}`)}${field(both('Prometido', 'Promised'), date(facts.promisedDate))}</div>
        <div class="row">${field(dates.out, `${date(facts.dateOut)} ${clock(facts.timeOut)}`)}${field(mileage, miles(facts.mileageIn))}${field(both('Cliente No.', 'Cust. No.'), customer.number)}</div>
        <h3>${both('Trabajo realizado', 'Work performed')}</h3>
        ${lines}
        <div class="bottom">
          <div class="legal">${both('Autorizo las reparaciones descritas.', 'I authorize the repairs described.')} ${both('Las piezas usadas se devuelven a petición.', 'Used parts returned on request.')}<br><br>${both('Firma', 'Signature')} ______________________</div>
          <table class="sum">
            <tr><td>${both('Mano de obra', 'Labor')}</td><td>${money(totals.labor)}</td></tr>
            <tr><td>${both('Piezas', 'Parts')}</td><td>${money(totals.parts)}</td></tr>
            <tr><td>${both('Materiales', 'Shop supplies')}</td><td>${money(totals.supplies)}</td></tr>
            <tr><td>${both('Impuesto', 'Tax')}</td><td>${money(totals.tax)}</td></tr>
            <tr class="w"><td>${both('Garantía del fabricante', 'Manufacturer warranty')}</td><td>${money(totals.warrantyPay)}</td></tr>
            <tr class="g"><td>${total}</td><td>$${money(totals.customerPay)}</td></tr>
          </table>
        </div>
      </div>`;
    const css = `
      .ro { font: 11.5px/1.35 'DejaVu Sans', sans-serif; color: #1a1a1a; padding: 30px 36px; }
      .es { color: #8a1c1c; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px double #8a1c1c; padding-bottom: 6px; margin-bottom: 6px; }
      .dn { font: bold 20px 'DejaVu Serif', serif; }
      .ad { font-size: 9.5px; color: #444; }
      .num { text-align: right; font-size: 10px; }
      .num b { font: bold 18px 'DejaVu Sans Mono', monospace; }
      .sm { font-size: 9px; color: #555; }
      .row { display: flex; gap: 8px; border-bottom: 1px solid #ddd; }
      .f { padding: 4px 2px; }
      .l { font-size: 9.5px; color: #444; }
      .val { font-size: 12px; }
      h3 { font-size: 12px; margin: 12px 0 4px; border-bottom: 1px solid #8a1c1c; }
      .ln { margin-bottom: 8px; }
      .lh { display: flex; gap: 10px; font-size: 11.5px; background: #f5ecec; padding: 2px 4px; }
      .lh span { font-size: 10px; color: #444; }
      .lh .amt { margin-left: auto; font-size: 11.5px; color: #111; }
      .c { padding: 1px 4px 1px 16px; }
      .pt { padding-left: 16px; font-size: 10px; color: #555; }
      .bottom { display: flex; gap: 16px; margin-top: 14px; }
      .legal { flex: 1; font-size: 9.5px; color: #444; }
      .sum { border-collapse: collapse; min-width: 300px; }
      .sum td { padding: 2px 6px; text-align: right; }
      .sum td:first-child { text-align: left; font-size: 10.5px; }
      .sum .w td { color: #777; font-size: 10px; }
      .sum .g td { font-weight: bold; font-size: 14px; border-top: 2px solid #8a1c1c; }`;
    return letterPages(css, page);
  },
});
