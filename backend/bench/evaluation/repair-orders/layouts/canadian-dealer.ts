import { CANADIAN_DEALERS } from '../data';
import { cents, miles, money } from '../format';
import { defineLayout, letterPages, h, upper } from './layout';

/** French over English; a word that is the same in both is printed once. */
const label = (french: string, english: string) =>
  french === english ? `<span class="en">${english}</span>` : `<span class="fr">${french}</span><span class="en">${english}</span>`;

/**
 * A Canadian franchised dealer's bilingual repair order (French label over English), with GST/HST
 * and QST registration numbers, the provincial taxes split, and the odometer in miles with its km.
 */
export const canadianDealerLayout = defineLayout('canadian_dealer', {
  order: { mode: 'mixed', dealers: CANADIAN_DEALERS },
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['ISO', 'DD/MON/YYYY', 'D Mon YYYY'], clock: '24h' },
  labels: {
    number: [label('N° B.T.', 'R.O. No.'), label('Bon de travail', 'Repair Order'), label('N° de réparation', 'RO #')],
    dates: [
      [label("Date d'arrivée", 'Date In'), label('Date de fin', 'Date Completed')],
      [label('Reçu le', 'Received'), label('Terminé le', 'Completed')],
    ],
    mileage: [
      [label('Odomètre entrée', 'Odometer In'), label('Odomètre sortie', 'Odometer Out')],
      [label('Kilométrage arrivée', 'Mileage In'), label('Kilométrage départ', 'Mileage Out')],
    ],
    total: [label('Total à payer', 'Total Due'), label('Montant dû', 'Amount Due'), label('Total client', 'Customer Total')],
  },
  render(facts, random, { date, time, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, total } = labels;
    const quebec = dealer.state === 'QC';
    const base = totals.parts + totals.supplies;
    const gst = quebec ? cents(base * 0.05) : 0;
    const taxes = quebec
      ? `<tr><td>${label('TPS 5 %', 'GST 5%')}</td><td>${money(gst)}</td></tr><tr><td>${label('TVQ 9,975 %', 'QST 9.975%')}</td><td>${money(cents(totals.tax - gst))}</td></tr>`
      : `<tr><td>${label(`TVH ${Math.round(dealer.taxRate * 100)} %`, `HST ${Math.round(dealer.taxRate * 100)}%`)}</td><td>${money(totals.tax)}</td></tr>`;
    const registrations = `TPS/GST ${random.int(10000, 99999)} ${random.int(1000, 9999)} RT0001${quebec ? ` · TVQ/QST ${random.int(1000000000, 1299999999)} TQ0001` : ''}`;
    const km = (value: number) => miles(Math.round(value * 1.609344)).replace(/,/g, ' ');
    const postal = `${dealer.zip.slice(0, 3)} ${random.int(1, 9)}${random.pick(['A', 'B', 'C', 'E', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'T'])}${random.int(1, 9)}`;
    const lines = facts.lines
      .map(
        (line) => `
        <tr class="lh"><td>${line.letter}</td><td>${h(line.description)}</td><td>${line.opCode}</td><td>${line.tech}</td><td>${line.pay === 'W' ? 'GAR/WAR' : 'CLI/CUS'}</td><td>${line.hours.toFixed(1)}</td><td>${money(line.labor)}</td><td>${money(line.partsTotal)}</td></tr>
        <tr><td></td><td colspan="7" class="cs">
          <div>${label('Plainte', 'Complaint')}: ${h(line.complaint)}</div>
          <div>${label('Cause', 'Cause')}: ${h(line.cause)}</div>
          <div>${label('Correction', 'Correction')}: ${h(line.correction)}</div>
          ${line.parts.map((part) => `<div class="pt">${part.quantity} × ${h(part.number)} ${h(part.description)} @ ${money(part.price)}</div>`).join('')}</td></tr>`,
      )
      .join('');
    const page = `
      <div class="ro">
        <div class="hd">
          <div><div class="dn">${upper(dealer.name)}</div><div class="ad">${h(dealer.legalName)} · ${h(dealer.street)}, ${h(dealer.city)} (${dealer.state}) ${dealer.zip}<br>Tél. / Tel. ${dealer.phone} · Téléc. / Fax ${dealer.fax}<br>${registrations}</div></div>
          <div class="title"><div>BON DE TRAVAIL<br>REPAIR ORDER</div><table><tr><th>${number}</th><td class="num">${facts.roNumber}</td></tr><tr><th>${label('Facture', 'Invoice')}</th><td>${facts.invoiceNumber}</td></tr><tr><th>${label('Conseiller', 'Advisor')}</th><td>${h(facts.advisor)} (${facts.advisorNumber})</td></tr></table></div>
        </div>
        <div class="grid">
          <div class="box"><div class="bl">${label('Client', 'Customer')}</div>${h(customer.name)}<br>${h(customer.street)}, ${h(dealer.city)} (${dealer.state}) ${postal}<br>${customer.phone}</div>
          <div class="box"><div class="bl">${label('Véhicule', 'Vehicle')}</div>${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)} · ${h(vehicle.color)}<br>NIV/VIN ${vehicle.vin}<br>${label('Plaque', 'Plate')} ${random.pick(['C', 'B', 'F'])}${random.pick(['KM', 'XR', 'TA'])}${random.int(1000, 9999)}</div>
        </div>
        <table class="facts">
          <tr><th>${dates.in}</th><th>${label('Heure', 'Time')}</th><th>${dates.out}</th><th>${label('Heure', 'Time')}</th><th>${mileage.in}</th><th>${mileage.out}</th><th>${label('Rendez-vous', 'Appointment')}</th></tr>
          <tr><td>${date(facts.dateIn)}</td><td>${time(facts.timeIn)}</td><td>${date(facts.dateOut)}</td><td>${time(facts.timeOut)}</td>
            <td>${miles(facts.mileageIn)} mi<small>${km(facts.mileageIn)} km</small></td><td>${miles(facts.mileageOut)} mi<small>${km(facts.mileageOut)} km</small></td><td>${date(facts.appointmentDate)}</td></tr>
        </table>
        <table class="lines"><tr><th></th><th>${label('Description', 'Description')}</th><th>${label('Code op.', 'Op code')}</th><th>${label('Tech.', 'Tech')}</th><th>${label('Payé par', 'Pay type')}</th><th>${label('Heures', 'Hours')}</th><th>${label("Main-d'œuvre", 'Labour')}</th><th>${label('Pièces', 'Parts')}</th></tr>${lines}</table>
        <div class="bottom">
          <div class="legal">${label('Garantie sur les réparations : 12 mois ou 20 000 km.', 'Repairs are warranted 12 months or 20,000 km.')}<br>${label('Les pièces remplacées sont disponibles sur demande.', 'Replaced parts available on request.')}<br><br>${label('Signature du client', 'Customer signature')} ____________________</div>
          <table class="sum">
            <tr><td>${label("Main-d'œuvre", 'Labour')}</td><td>${money(totals.labor)}</td></tr>
            <tr><td>${label('Pièces', 'Parts')}</td><td>${money(totals.parts)}</td></tr>
            <tr><td>${label("Fournitures d'atelier", 'Shop supplies')}</td><td>${money(totals.supplies)}</td></tr>
            <tr><td>${label('Sous-total', 'Subtotal')}</td><td>${money(totals.labor + totals.parts + totals.supplies)}</td></tr>
            ${taxes}
            <tr class="g"><td>${total}</td><td>${money(totals.customerPay)} $</td></tr>
            <tr class="w"><td>${label('Garantie fabricant', 'Manufacturer warranty')}</td><td>${money(totals.warrantyPay)}</td></tr>
          </table>
        </div>
      </div>`;
    const css = `
      .ro { font: 11.5px/1.35 'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif; color: #1b1b1b; padding: 30px 34px; }
      .fr { display: block; font-size: .82em; color: #6a2020; }
      .en { display: block; }
      td .fr, td .en, .cs .fr, .cs .en, .legal .fr, .legal .en { display: inline; }
      .cs .fr::after, .sum .fr::after, .legal .fr::after { content: ' / '; }
      .hd { display: flex; justify-content: space-between; border-bottom: 2px solid #6a2020; padding-bottom: 6px; }
      .dn { font: bold 21px 'DejaVu Serif', serif; }
      .ad { font-size: 9.5px; color: #444; }
      .title { text-align: right; }
      .title > div { font-weight: bold; font-size: 13px; color: #6a2020; }
      .title table { margin-left: auto; border-collapse: collapse; }
      .title th { font-weight: normal; font-size: 10px; text-align: right; padding: 1px 6px; }
      .title th .fr, .title th .en { display: inline; }
      .title th .fr::after { content: ' / '; }
      .title .num { font: bold 17px 'DejaVu Sans Mono', monospace; }
      .grid { display: flex; gap: 10px; margin: 8px 0; }
      .box { flex: 1; border: 1px solid #aaa; padding: 4px 7px; }
      .bl { font-weight: bold; font-size: 10px; margin-bottom: 2px; }
      .box .fr, .box .en { display: inline; } .box .fr::after { content: ' / '; }
      .facts { width: 100%; border-collapse: collapse; text-align: center; }
      .facts th { border: 1px solid #888; background: #f2eaea; font-size: 9.5px; font-weight: normal; padding: 2px; }
      .facts td { border: 1px solid #888; padding: 4px 2px; font-size: 12px; }
      .facts small { display: block; font-size: 9px; color: #666; }
      .lines { width: 100%; border-collapse: collapse; margin-top: 10px; }
      .lines th { font-size: 9px; font-weight: normal; border-bottom: 1px solid #333; text-align: left; padding: 2px 3px; }
      .lines td { padding: 3px; vertical-align: top; }
      .lines .lh td { font-weight: bold; border-top: 1px solid #ccc; }
      .cs { font-size: 11px; }
      .cs .fr { font-size: 10px; }
      .pt { font-size: 10px; color: #555; }
      .bottom { display: flex; gap: 16px; margin-top: 14px; }
      .legal { flex: 1; font-size: 9.5px; color: #444; }
      .sum { border-collapse: collapse; min-width: 280px; }
      .sum td { padding: 2px 5px; text-align: right; }
      .sum td:first-child { text-align: left; }
      .sum .fr, .sum .en { display: inline; }
      .sum .g td { font-size: 14px; font-weight: bold; border-top: 2px solid #6a2020; border-bottom: 2px solid #6a2020; }
      .sum .w td { font-size: 9.5px; color: #777; }`;
    return letterPages(css, page);
  },
});
