import { PUERTO_RICO_DEALERS, PUERTO_RICO_MAINTENANCE, PUERTO_RICO_REPAIRS } from '../data';
import { addDays, formatTime, miles, money } from '../format';
import type { OrderLine } from '../order';
import { defineLayout, h, letterPages, upper } from './layout';
import { laterDate, type LaterDateStyle } from './later-format';

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** A maintenance line's three Cs in Spanish (the order writes them in English for every dealer). */
const spanish = (line: OrderLine) =>
  line.cause === 'Maintenance due'
    ? {
        complaint: `Cliente solicita ${line.description.toLowerCase()}`,
        cause: 'Mantenimiento programado',
        correction: `Se realizó ${line.description.toLowerCase()}`,
      }
    : line;

const payer = (line: OrderLine) => ({ C: 'Cliente', W: 'Garantía', I: 'Interno', S: 'Contrato' })[line.pay];

/**
 * A Puerto Rico dealer's repair order, printed wholly in Spanish: day-first dates ("04/03/2025",
 * the form saying so as "dd/mm/aaaa", or "4-mar-2025"), the plate ("tablilla") and the month the
 * registration sticker ("marbete") runs out, an appointment, a promised date and the last visit's
 * miles beside the two readings that count, each line's three Cs, the maker's share ("Garantía")
 * apart, and the IVU (the island's sales tax) in the customer's total.
 */
export const puertoRicoDealerLayout = defineLayout('puerto_rico_dealer', {
  order: { mode: 'mixed', dealers: PUERTO_RICO_DEALERS, repairs: PUERTO_RICO_REPAIRS, maintenance: PUERTO_RICO_MAINTENANCE },
  media: ['pdf_scan', 'png', 'photo_jpeg'],
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['MM/DD/YYYY'], clock: 'ampm' },
  labels: {
    number: ['Orden de Reparación Núm.', 'Núm. de Orden', 'O.R. Núm.'],
    dates: [
      ['Fecha de Entrada', 'Fecha de Salida'],
      ['Recibido', 'Terminado'],
      ['Entró al Taller', 'Listo para Entrega'],
    ],
    mileage: [
      ['Millaje Entrada', 'Millaje Salida'],
      ['Millas al Entrar', 'Millas al Salir'],
      ['Odómetro Entrada', 'Odómetro Salida'],
    ],
    threeCs: [
      ['Queja', 'Causa', 'Corrección'],
      ['Síntoma', 'Diagnóstico', 'Reparación'],
      ['Cliente Indica', 'Técnico Encontró', 'Trabajo Realizado'],
    ],
    total: ['Total a Pagar', 'Total Cliente', 'Balance a Pagar'],
  },
  render(facts, random, { labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const style = random.pick<LaterDateStyle>(['DD/MM/YYYY', 'DD/MM/YYYY', 'D-mes-YYYY']);
    const date = (iso: string) => laterDate(iso, style);
    const clock = (time: string) => formatTime(time, 'ampm').replace('AM', 'a.m.').replace('PM', 'p.m.');
    const { number, dates, mileage, threeCs, total } = labels;
    const plate = `${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}-${random.int(100, 999)}`;
    const sticker = addDays(facts.dateIn, random.int(20, 330));
    const [stickerYear, stickerMonth] = sticker.split('-').map(Number);
    const lastVisitMiles = Math.max(5, facts.mileageIn - random.int(2500, 7000));
    const lastVisit = addDays(facts.dateIn, -random.int(90, 240));
    const nextMiles = Math.ceil((facts.mileageOut + 5000) / 1000) * 1000;
    const cells = (pairs: Array<[string, string]>) =>
      pairs.map(([label, value]) => `<td><span class="l">${label}</span><span class="v">${value}</span></td>`).join('');
    const lines = facts.lines
      .map((line) => {
        const story = spanish(line);
        return `
        <div class="ln">
          <div class="lh"><b>${line.letter}</b><span>${upper(line.description)}</span><span>Op. ${line.opCode} · Téc. ${line.tech} · ${line.hours.toFixed(1)} h</span><span class="pay">${payer(line)}</span><span class="amt">$${money(line.labor + line.partsTotal)}</span></div>
          <div class="c"><span class="cl">${threeCs.complaint}:</span> ${h(story.complaint)}</div>
          <div class="c"><span class="cl">${threeCs.cause}:</span> ${h(story.cause)}</div>
          <div class="c"><span class="cl">${threeCs.correction}:</span> ${h(story.correction)}</div>
          ${line.parts.map((part) => `<div class="pt">${part.quantity} · ${h(part.number)} · ${h(part.description)} · $${money(part.amount)}</div>`).join('')}
          <div class="pt">Mano de obra ${line.hours.toFixed(1)} h · $${money(line.labor)}</div>
        </div>`;
      })
      .join('');
    const format = style === 'DD/MM/YYYY' ? ' <span class="fmt">(dd/mm/aaaa)</span>' : '';
    const page = `
      <div class="ro">
        <div class="hd">
          <div class="logo">${upper(vehicle.make)}</div>
          <div class="who"><div class="dn">${h(dealer.name)}</div><div class="ad">${h(dealer.legalName)} · Concesionario Autorizado<br>${h(dealer.street)}, ${h(dealer.city)}, PR ${dealer.zip}<br>Servicio: ${dealer.phone} · Fax: ${dealer.fax}</div></div>
          <div class="num"><div>${number}</div><b>${facts.roNumber}</b><div class="sm">Factura ${facts.invoiceNumber} · Etiqueta ${facts.tagNumber}</div></div>
        </div>
        <h2>ORDEN DE REPARACIÓN${format}</h2>
        <table class="grid">
          <tr>${cells([
            ['Cliente', h(customer.name)],
            ['Núm. Cliente', customer.number],
            ['Teléfono', customer.phone],
          ])}</tr>
          <tr>${cells([
            ['Dirección', `${h(customer.street)}, ${h(customer.city)}, PR ${customer.zip}`],
            ['Tablilla', plate],
            ['Marbete vence', `${MESES[stickerMonth - 1]} ${stickerYear}`],
          ])}</tr>
          <tr>${cells([
            ['Vehículo', `${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)} · ${h(vehicle.color)}`],
            ['Núm. de Serie (VIN)', vehicle.vin],
            ['Asesor', `${h(facts.advisor)} (${facts.advisorNumber})`],
          ])}</tr>
          <tr>${cells([
            ['Fecha de Cita', date(facts.appointmentDate)],
            [dates.in, `${date(facts.dateIn)} ${clock(facts.timeIn)}`],
            ['Fecha Prometida', date(facts.promisedDate)],
          ])}</tr>
          <tr>${cells([
            [dates.out, `${date(facts.dateOut)} ${clock(facts.timeOut)}`],
            [mileage.in, miles(facts.mileageIn)],
            [mileage.out, miles(facts.mileageOut)],
          ])}</tr>
          <tr>${cells([
            ['Última Visita', `${date(lastVisit)} · ${miles(lastVisitMiles)} millas`],
            ['Próximo Servicio', `${miles(nextMiles)} millas`],
            ['Fecha de Factura', date(facts.invoicedDate)],
          ])}</tr>
        </table>
        <h3>Trabajos Realizados</h3>
        ${lines}
        <div class="bot">
          <div class="fine">Autorizo las reparaciones arriba descritas y el uso de los materiales necesarios. El concesionario no se hace responsable por artículos dejados en el vehículo. Vehículos no recogidos 3 días después de notificados pagarán almacenaje de $25.00 diarios.<br><br>Firma del cliente: ______________________________</div>
          <table class="tot">
            <tr><td>Mano de obra</td><td>${money(totals.labor)}</td></tr>
            <tr><td>Piezas</td><td>${money(totals.parts)}</td></tr>
            <tr><td>Materiales de taller</td><td>${money(totals.supplies)}</td></tr>
            <tr><td>IVU ${(dealer.taxRate * 100).toFixed(1)}%</td><td>${money(totals.tax)}</td></tr>
            <tr class="g"><td>${total}</td><td>$${money(totals.customerPay)}</td></tr>
            <tr class="o"><td>Garantía (pagado por fábrica)</td><td>${money(totals.warrantyPay)}</td></tr>
          </table>
        </div>
        <div class="foot">¡Gracias por su preferencia! · Horario de servicio: lunes a viernes 7:00 a.m. – 5:00 p.m., sábados 7:30 a.m. – 12:00 m.</div>
      </div>`;
    const css = `
      .ro { font: 11px/1.38 'Liberation Sans', sans-serif; color: #1d1d1d; padding: 28px 38px; }
      .hd { display: flex; align-items: center; gap: 14px; border-bottom: 3px solid #8b1a1a; padding-bottom: 8px; }
      .logo { width: 88px; height: 50px; border: 2px solid #8b1a1a; color: #8b1a1a; font: bold 13px 'Liberation Sans', sans-serif; display: flex; align-items: center; justify-content: center; text-align: center; }
      .who { flex: 1; }
      .dn { font: bold 19px 'Liberation Serif', serif; }
      .ad { font-size: 9.5px; color: #444; }
      .num { text-align: right; font-size: 10px; }
      .num b { display: block; font: bold 20px 'Liberation Mono', monospace; color: #8b1a1a; }
      .num .sm { font-size: 8.5px; color: #555; }
      h2 { font-size: 13px; margin: 8px 0 4px; letter-spacing: 1px; }
      h2 .fmt { font-size: 9px; font-weight: normal; letter-spacing: 0; color: #555; }
      h3 { font-size: 11.5px; margin: 10px 0 2px; border-bottom: 1px solid #8b1a1a; color: #8b1a1a; }
      .grid { width: 100%; border-collapse: collapse; }
      .grid td { border: 1px solid #bbb; padding: 2px 5px; vertical-align: top; width: 33%; }
      .grid .l { display: block; font-size: 7.5px; color: #666; text-transform: uppercase; }
      .grid .v { font-size: 10.5px; }
      .ln { border-bottom: 1px dashed #aaa; padding: 5px 0; }
      .lh { display: flex; gap: 10px; align-items: baseline; }
      .lh span:nth-child(3) { color: #555; font-size: 9.5px; }
      .lh .pay { font-size: 9px; border: 1px solid #888; padding: 0 4px; }
      .lh .amt { margin-left: auto; font-family: 'Liberation Mono', monospace; }
      .c { padding-left: 16px; }
      .cl { font-weight: bold; font-size: 9.5px; }
      .pt { padding-left: 16px; font: 9.5px 'Liberation Mono', monospace; color: #444; }
      .bot { display: flex; justify-content: space-between; gap: 20px; margin-top: 12px; }
      .fine { font-size: 8.5px; color: #444; flex: 1; }
      .tot { border-collapse: collapse; min-width: 270px; border: 1px solid #555; }
      .tot td { padding: 2px 8px; }
      .tot td:last-child { text-align: right; font-family: 'Liberation Mono', monospace; }
      .tot .g td { font-weight: bold; font-size: 13px; border-top: 2px solid #555; border-bottom: 2px solid #555; }
      .tot .o td { font-size: 9.5px; color: #555; }
      .foot { margin-top: 14px; text-align: center; font-size: 9px; color: #666; }`;
    return letterPages(css, page);
  },
});
