import { QUEBEC_DEALERS, QUEBEC_MAINTENANCE, QUEBEC_REPAIRS } from '../data';
import { cents, miles } from '../format';
import type { OrderLine } from '../order';
import { defineLayout, h, letterPages, upper } from './layout';
import { frenchMoney, frenchTime, recentDate, type RecentDateStyle } from './recent-format';

/** The towns across the border its visitors come from, with their state, ZIP and area code. */
const HOMES: Array<[string, string, string, string]> = [
  ['Burlington', 'VT', '05401', '802'],
  ['St. Johnsbury', 'VT', '05819', '802'],
  ['Newport', 'VT', '05855', '802'],
  ['Plattsburgh', 'NY', '12901', '518'],
  ['Massena', 'NY', '13662', '315'],
  ['Bangor', 'ME', '04401', '207'],
];
const COULEURS: Record<string, string> = {
  WHITE: 'BLANC',
  BLACK: 'NOIR',
  SILVER: 'ARGENT',
  GRAY: 'GRIS',
  BLUE: 'BLEU',
  RED: 'ROUGE',
  GREEN: 'VERT',
  BRONZE: 'BRONZE',
};

/** A maintenance line's three Cs in French (the order writes them in English for every dealer). */
const french = (line: OrderLine) =>
  line.cause === 'Maintenance due'
    ? {
        complaint: `Le client demande : ${line.description.toLowerCase()}`,
        cause: 'Entretien prévu au carnet',
        correction: `Effectué : ${line.description.toLowerCase()}`,
      }
    : line;

const payer = (line: OrderLine) => ({ C: 'Client', W: 'Garantie', I: 'Interne', S: 'Contrat' })[line.pay];
const dollarsFr = (amount: number) => `${frenchMoney(amount)} $`;

/**
 * A Québec dealer's service invoice, printed wholly in French, for a visitor from across the border
 * whose car's odometer reads in miles: the dealer's trading name over its legal name (often a
 * numbered company, "9187-4452 Québec inc.") and its GST and QST numbers; "FACTURE" as the title with
 * the invoice's number beside the work order's ("Bon de travail"); dates day first ("04/03/2025", the
 * form saying so as "JJ/MM/AAAA"), year first ("2025-03-04") or with the month in French ("4 mars
 * 2025") and times as "8 h 12"; an appointment, a promised and an invoicing date beside the two that
 * count; every amount with a space between thousands and a decimal comma, the dollar sign after
 * ("1 234,56 $"); the two sales taxes (TPS, TVQ); the maker's share apart; a repair guarantee in
 * kilometres and a storage fee in the conditions.
 */
export const quebecDealerLayout = defineLayout('quebec_dealer', {
  order: { mode: 'mixed', dealers: QUEBEC_DEALERS, repairs: QUEBEC_REPAIRS, maintenance: QUEBEC_MAINTENANCE },
  media: ['pdf_text', 'png', 'photo_jpeg'],
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['ISO'], clock: '24h' },
  labels: {
    number: ['Bon de travail n°', 'N° B.T.', 'N° de réparation'],
    dates: [
      ["Date d'arrivée", 'Fin des travaux'],
      ['Reçu le', 'Terminé le'],
      ['Ouverture du B.T.', 'Travaux terminés le'],
    ],
    mileage: [
      ["Odomètre à l'arrivée", 'Odomètre au départ'],
      ['Milles entrée', 'Milles sortie'],
    ],
    threeCs: [
      ['Plainte', 'Cause', 'Correction'],
      ['Symptôme', 'Diagnostic', 'Réparation'],
      ['Demande du client', 'Constat du technicien', 'Travail effectué'],
    ],
    total: ['Total à payer', 'Montant dû par le client', 'Solde à payer'],
  },
  render(facts, random, { labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const style = random.pick<RecentDateStyle>(['JJ/MM/AAAA', 'JJ/MM/AAAA', 'AAAA-MM-JJ', 'J mois AAAA']);
    const date = (iso: string) => recentDate(iso, style);
    const hint = style === 'J mois AAAA' ? '' : ` <span class="fmt">(${style})</span>`;
    const { number, dates, mileage, threeCs, total } = labels;
    const [town, state, zip, area] = random.pick(HOMES);
    const plate = `${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))} ${random.int(100, 999)}`;
    const phone = `(${area}) 555-0${random.int(100, 199)}`;
    const gstNumber = `${random.int(10000, 99999)} ${random.int(1000, 9999)} RT0001`;
    const qstNumber = `${random.int(1000000000, 1299999999)} TQ0001`;
    const neq = String(random.int(1140000000, 1179999999));
    const base = cents(totals.parts + totals.supplies);
    const gst = cents(base * 0.05);
    const qst = cents(totals.tax - gst);
    const storage = random.pick([25, 35, 40]);
    const printedAt = `${String(random.int(11, 18)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const card = random.pick(['Visa', 'Mastercard', 'Amex', 'Interac']);
    const last4 = random.int(1000, 9999);
    const lines = facts.lines
      .map((line) => {
        const story = french(line);
        return `
        <div class="ln">
          <div class="lh"><b>${line.letter}</b><span class="ds">${upper(line.description)}</span><span class="op">Code op. ${line.opCode} · Tech. ${line.tech} · ${line.hours.toFixed(1).replace('.', ',')} h</span><span class="pay">${payer(line)}</span><span class="amt">${dollarsFr(line.labor + line.partsTotal)}</span></div>
          <div class="c"><span class="cl">${threeCs.complaint} :</span> ${h(story.complaint)}</div>
          <div class="c"><span class="cl">${threeCs.cause} :</span> ${h(story.cause)}</div>
          <div class="c"><span class="cl">${threeCs.correction} :</span> ${h(story.correction)}</div>
          ${line.parts.map((part) => `<div class="pt">${part.quantity} × ${h(part.number)} ${h(part.description)} à ${dollarsFr(part.price)} = ${dollarsFr(part.amount)}</div>`).join('')}
          <div class="pt">Main-d'œuvre ${line.hours.toFixed(1).replace('.', ',')} h × ${dollarsFr(dealer.laborRate)} = ${dollarsFr(line.labor)}</div>
        </div>`;
      })
      .join('');
    const cell = (label: string, value: string) => `<td><span class="l">${label}</span><span class="v">${value}</span></td>`;
    const page = `
      <div class="fa">
        <div class="hd">
          <div class="who">
            <div class="dn">${h(dealer.name)}</div>
            <div class="ad">Concessionnaire ${h(vehicle.make)} autorisé · ${h(dealer.legalName)}<br>${h(dealer.street)}, ${h(dealer.city)} (Québec) ${dealer.zip}<br>Tél. ${dealer.phone} · Téléc. ${dealer.fax}<br>TPS ${gstNumber} · TVQ ${qstNumber} · NEQ ${neq}</div>
          </div>
          <div class="ttl">
            <div class="big">FACTURE</div>
            <table>
              <tr><th>Facture n°</th><td>${facts.invoiceNumber}</td></tr>
              <tr><th>${number}</th><td class="ro">${facts.roNumber}</td></tr>
              <tr><th>N° client</th><td>${customer.number}</td></tr>
              <tr><th>Étiquette</th><td>${facts.tagNumber}</td></tr>
            </table>
          </div>
        </div>
        <table class="grid">
          <tr>${cell('Client', h(customer.name))}${cell('Adresse', `${h(customer.street)}, ${town}, ${state} ${zip} (É.-U.)`)}${cell('Téléphone', phone)}</tr>
          <tr>${cell('Véhicule', `${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)} · ${COULEURS[vehicle.color] ?? h(vehicle.color)}`)}${cell('NIV', vehicle.vin)}${cell('Immatriculation', `${state} ${plate} (hors Québec)`)}</tr>
          <tr>${cell('Rendez-vous', date(facts.appointmentDate))}${cell(`${dates.in}${hint}`, `${date(facts.dateIn)} à ${frenchTime(facts.timeIn)}`)}${cell('Promis pour', date(facts.promisedDate))}</tr>
          <tr>${cell(`${dates.out}${hint}`, `${date(facts.dateOut)} à ${frenchTime(facts.timeOut)}`)}${cell(mileage.in, `${miles(facts.mileageIn).replace(/,/g, ' ')} mi`)}${cell(mileage.out, `${miles(facts.mileageOut).replace(/,/g, ' ')} mi`)}</tr>
          <tr>${cell('Date de facturation', date(facts.invoicedDate))}${cell('Conseiller', `${h(facts.advisor)} (${facts.advisorNumber})`)}${cell('Unité du compteur', 'MILLES (véhicule américain)')}</tr>
        </table>
        <h3>Travaux effectués</h3>
        ${lines}
        <div class="bot">
          <div class="fine">
            <b>Conditions</b><br>
            Les réparations sont garanties 12 mois ou 20 000 km, selon la première éventualité. Les pièces remplacées sont disponibles sur demande au moment de la livraison.
            Tout véhicule non récupéré 48 heures après l'avis de fin des travaux entraîne des frais d'entreposage de ${dollarsFr(storage)} par jour.
            Les montants sont en dollars canadiens.<br><br>
            ${totals.customerPay > 0 ? `Paiement : ${card} ****${last4} · ${dollarsFr(totals.customerPay)}` : 'Aucun montant à payer par le client.'}<br><br>
            Signature du client : ______________________________
          </div>
          <table class="tot">
            <tr><td>Main-d'œuvre</td><td>${dollarsFr(totals.labor)}</td></tr>
            <tr><td>Pièces</td><td>${dollarsFr(totals.parts)}</td></tr>
            <tr><td>Fournitures d'atelier</td><td>${dollarsFr(totals.supplies)}</td></tr>
            <tr><td>Sous-total</td><td>${dollarsFr(cents(totals.labor + totals.parts + totals.supplies))}</td></tr>
            <tr><td>TPS (5 %) sur ${dollarsFr(base)}</td><td>${dollarsFr(gst)}</td></tr>
            <tr><td>TVQ (9,975 %)</td><td>${dollarsFr(qst)}</td></tr>
            <tr class="g"><td>${total}</td><td>${dollarsFr(totals.customerPay)}</td></tr>
            <tr class="o"><td>Garantie — facturé au fabricant</td><td>${dollarsFr(totals.warrantyPay)}</td></tr>
          </table>
        </div>
        <div class="foot">Merci de votre confiance ! · Service : du lundi au vendredi de 7 h à 18 h · Imprimé le ${date(facts.printedDate)} à ${frenchTime(printedAt)} · Page 1 de 1</div>
      </div>`;
    const css = `
      .fa { font: 11px/1.38 'Liberation Sans', sans-serif; color: #1b1b1b; padding: 28px 38px; }
      .hd { display: flex; justify-content: space-between; gap: 18px; border-bottom: 3px solid #1d3f8a; padding-bottom: 8px; }
      .dn { font: bold 21px 'Liberation Sans', sans-serif; color: #1d3f8a; }
      .ad { font-size: 9.5px; color: #444; }
      .ttl { text-align: right; }
      .ttl .big { font: bold 24px 'Liberation Sans', sans-serif; letter-spacing: 3px; color: #1d3f8a; }
      .ttl table { border-collapse: collapse; margin-left: auto; font-size: 10px; }
      .ttl th { text-align: left; font-weight: normal; color: #555; padding: 1px 8px 1px 0; }
      .ttl td { font-family: 'Liberation Mono', monospace; text-align: right; }
      .ttl td.ro { font-weight: bold; font-size: 15px; }
      .grid { width: 100%; border-collapse: collapse; margin-top: 10px; }
      .grid td { border: 1px solid #b7c0d6; padding: 2px 6px; vertical-align: top; width: 33%; }
      .grid .l { display: block; font-size: 8px; color: #555; text-transform: uppercase; }
      .grid .l .fmt { text-transform: none; }
      .grid .v { font-size: 11px; }
      h3 { font-size: 12px; color: #1d3f8a; border-bottom: 1px solid #1d3f8a; margin: 12px 0 2px; }
      .ln { border-bottom: 1px dashed #aab; padding: 5px 0; }
      .lh { display: flex; gap: 10px; align-items: baseline; }
      .lh .op { color: #555; font-size: 9.5px; }
      .lh .pay { font-size: 9px; border: 1px solid #777; padding: 0 4px; }
      .lh .amt { margin-left: auto; font-family: 'Liberation Mono', monospace; white-space: nowrap; }
      .c { padding-left: 16px; }
      .cl { font-weight: bold; font-size: 9.5px; }
      .pt { padding-left: 16px; font: 9.5px 'Liberation Mono', monospace; color: #444; }
      .bot { display: flex; justify-content: space-between; gap: 20px; margin-top: 12px; }
      .fine { font-size: 8.8px; color: #333; flex: 1; }
      .tot { border-collapse: collapse; min-width: 300px; border: 1px solid #555; }
      .tot td { padding: 2px 8px; }
      .tot td:last-child { text-align: right; font-family: 'Liberation Mono', monospace; white-space: nowrap; }
      .tot .g td { font-weight: bold; font-size: 13px; border-top: 2px solid #555; border-bottom: 2px solid #555; }
      .tot .o td { font-size: 9.5px; color: #555; }
      .foot { margin-top: 14px; text-align: center; font-size: 9px; color: #666; }`;
    return letterPages(css, page);
  },
});
