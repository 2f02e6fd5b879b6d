import { Dice } from '../../../src/testing/dice';

/**
 * Repair orders made up from templates, with the truth beside each: varied dealers, labels, date
 * styles, amounts and layouts (two columns, tables, free text, a narrow receipt). Pure: the same
 * seed gives the same documents, so a measurement can be repeated and a seed kept unseen.
 */

export type DocumentFormat = 'png' | 'jpeg' | 'pdf-text' | 'pdf-image';
export const DOCUMENT_FORMATS: DocumentFormat[] = ['png', 'jpeg', 'pdf-text', 'pdf-image'];

export interface RepairOrderTruth {
  dealer_name: string;
  date_in: string | null;
  date_out: string | null;
  issue_summary: string;
  line_items: { desc: string; amount: number }[];
  total: number | null;
}

export interface RepairOrderSpec {
  id: string;
  layout: Layout;
  format: DocumentFormat;
  html: string;
  truth: RepairOrderTruth;
}

type Layout = 'two-column' | 'table' | 'free-text' | 'receipt' | 'banner';
const LAYOUTS: Layout[] = ['two-column', 'table', 'free-text', 'receipt', 'banner'];

const BRANDS = [
  'Honda',
  'Toyota',
  'Ford',
  'Chevrolet',
  'Nissan',
  'Hyundai',
  'Kia',
  'Subaru',
  'Mazda',
  'Volkswagen',
  'Jeep',
  'GMC',
  'Buick',
  'Chrysler',
  'Dodge',
  'Lexus',
  'Acura',
  'Volvo',
  'Mitsubishi',
  'Cadillac',
];
const PLACES = [
  'Riverside',
  'Lakeside',
  'Summit',
  'Oak Valley',
  'Bayview',
  'Northgate',
  'Cedar Creek',
  'Westfield',
  'Pine Ridge',
  'Harbor',
  'Granite City',
  'Fairview',
  'Maple Grove',
  'Sunset',
  'Eastwood',
  'Millbrook',
  'Stonebridge',
  'Brookhaven',
  'Clearwater',
  'Redwood',
  'Silver Lake',
  'Prairie',
];
const PEOPLE = [
  'Johnson',
  'Miller',
  'Garcia',
  'Thompson',
  'Patel',
  'Nguyen',
  'Schmidt',
  'Rivera',
  'Henderson',
  'McAllister',
  'Castillo',
  'Whitaker',
  'Donovan',
  'Bennett',
];
const STREETS = ['Main St', 'Commerce Dr', 'Auto Mall Pkwy', 'Industrial Blvd', 'Highway 9', 'Route 66', 'Market St', 'Dealer Row', 'Motor Ave'];
const CITIES = [
  'Springfield, IL 62704',
  'Columbus, OH 43215',
  'Tulsa, OK 74103',
  'Boise, ID 83702',
  'Fresno, CA 93721',
  'Madison, WI 53703',
  'Raleigh, NC 27601',
  'Mesa, AZ 85201',
];
const VEHICLES = [
  '2021 Honda Accord EX',
  '2022 Toyota RAV4 XLE',
  '2020 Ford F-150 XLT',
  '2023 Chevrolet Equinox LT',
  '2019 Nissan Rogue SV',
  '2022 Hyundai Tucson SEL',
  '2021 Subaru Outback',
  '2023 Kia Telluride EX',
  '2020 Jeep Grand Cherokee',
];

const ISSUES = [
  'transmission slips when shifting from 2nd to 3rd gear',
  'check engine light is on and engine runs rough at idle',
  'A/C blows warm air after 10 minutes of driving',
  'grinding noise from the front brakes when stopping',
  'infotainment screen goes black intermittently',
  'vehicle pulls to the right at highway speed',
  'oil leak under the engine, spots on the driveway',
  'battery drains overnight, vehicle will not start',
  'shudder felt at 40 mph under light acceleration',
  'coolant leak and low coolant warning on the dash',
  'power liftgate will not close all the way',
  'clunking noise from the rear suspension over bumps',
  'steering wheel vibrates when braking from highway speed',
  'engine stalls at stop lights',
];
const CONCERN_LABELS = ['Customer Concern', 'Complaint', 'Customer States', 'Concern', 'Reported Problem', 'Reason for Visit'];

const WORK = [
  { desc: 'Diagnose concern and road test', low: 95, high: 220 },
  { desc: 'Replace torque converter', low: 900, high: 1900 },
  { desc: 'Transmission fluid exchange', low: 160, high: 320 },
  { desc: 'Replace front brake pads and rotors', low: 320, high: 690 },
  { desc: 'Recharge A/C system', low: 140, high: 260 },
  { desc: 'Replace A/C compressor', low: 850, high: 1600 },
  { desc: 'Software update to control module', low: 90, high: 210 },
  { desc: 'Replace ignition coil', low: 180, high: 420 },
  { desc: 'Four wheel alignment', low: 110, high: 180 },
  { desc: 'Replace rear main seal', low: 700, high: 1400 },
  { desc: 'Replace battery', low: 170, high: 290 },
  { desc: 'Replace water pump and thermostat', low: 520, high: 980 },
  { desc: 'Replace liftgate strut', low: 150, high: 340 },
  { desc: 'Replace rear sway bar links', low: 190, high: 380 },
  { desc: 'Oil and filter change', low: 55, high: 120 },
  { desc: 'Shop supplies', low: 15, high: 45 },
  { desc: 'Replace spark plugs', low: 160, high: 380 },
  { desc: 'Replace wheel bearing hub assembly', low: 380, high: 720 },
];

const DATE_IN_LABELS = ['Date In', 'Opened', 'Arrived', 'Date Received', 'Date Opened', 'Received', 'Date/Time In', 'Drop-off Date'];
const DATE_OUT_LABELS = ['Date Out', 'Closed', 'Completed', 'Ready', 'Date Completed', 'Date Closed', 'Date/Time Out', 'Pick-up Date'];
const TOTAL_LABELS = [
  'Total',
  'Amount Due',
  'Balance Due',
  'Grand Total',
  'Total Due',
  'Invoice Total',
  'TOTAL DUE',
  'Please Pay This Amount',
  'Total Amount Due',
];
const FONTS = [
  '"Liberation Sans", Arial, sans-serif',
  '"DejaVu Sans", sans-serif',
  '"Liberation Serif", serif',
  '"DejaVu Serif", serif',
  '"Liberation Sans Narrow", sans-serif',
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FULL_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type DateStyle = (date: Date) => string;
const pad = (value: number) => String(value).padStart(2, '0');
const DATE_STYLES: DateStyle[] = [
  (d) => `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`,
  (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
  (d) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`,
  (d) => `${pad(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${String(d.getUTCFullYear()).slice(2)}`,
  (d) => `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${String(d.getUTCFullYear()).slice(2)}`,
  (d) => `${FULL_MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`,
];

const iso = (date: Date) => date.toISOString().slice(0, 10);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function money(dice: Dice, amount: number, style: number): string {
  const fixed = amount.toFixed(2);
  const grouped = Number(fixed).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (style === 0) return `$${grouped}`;
  if (style === 1) return grouped;
  if (style === 2) return `$ ${grouped}`;
  return dice.chance(0.5) ? `$${fixed}` : fixed;
}

function dealerName(dice: Dice): string {
  const brand = dice.pick(BRANDS);
  const place = dice.pick(PLACES);
  const person = dice.pick(PEOPLE);
  return dice.pick([
    `${place} ${brand}`,
    `${person} ${brand}`,
    `${brand} of ${place}`,
    `${place} Motors`,
    `${person} Auto Group`,
    `${place} ${brand} Service Center`,
    `${person} Motor Company`,
    `${place} Automotive`,
    `${person} ${brand} of ${place}`,
  ]);
}

interface Facts {
  dealer: string;
  address: string[];
  roNumber: string;
  vehicle: string;
  vin: string;
  mileage: string;
  customer: string;
  dateIn: Date;
  dateOut: Date | null;
  printed: Date;
  dateStyle: DateStyle;
  dateInLabel: string;
  dateOutLabel: string;
  concernLabel: string;
  issue: string;
  items: { desc: string; amount: number }[];
  subtotal: number;
  tax: number;
  taxRate: number;
  total: number | null;
  totalLabel: string;
  moneyStyle: number;
  dealerLabelled: boolean;
}

function makeFacts(dice: Dice, incomplete: boolean): Facts {
  const dealer = dealerName(dice);
  const start = Date.UTC(2024, 0, 1);
  const dateIn = new Date(start + dice.int(0, 1000) * 86_400_000);
  const stayDays = dice.pick([0, 1, 2, 3, 4, 5, 6, 8, 10, 13, 17, 24, 31]);
  // A few orders are still open (no date out) or carry no amount due (an estimate).
  const open = dice.chance(0.1) || incomplete;
  const dateOut = open ? null : new Date(dateIn.getTime() + stayDays * 86_400_000);
  const items = dice
    .shuffle(WORK)
    .slice(0, dice.int(1, 5))
    .map((work) => ({ desc: work.desc, amount: Math.round((work.low + dice.float() * (work.high - work.low)) * 100) / 100 }));
  if (dice.chance(0.15)) items[0] = { ...items[0], amount: 0 };
  const subtotal = Math.round(items.reduce((sum, item) => sum + item.amount, 0) * 100) / 100;
  const taxRate = dice.pick([0, 5, 6, 6.25, 7, 7.5, 8.25, 9]);
  const tax = Math.round(subtotal * taxRate) / 100;
  const total = dice.chance(0.08) || incomplete ? null : Math.round((subtotal + tax) * 100) / 100;
  return {
    dealer,
    address: [`${dice.int(100, 9999)} ${dice.pick(STREETS)}`, dice.pick(CITIES), `(${dice.int(200, 989)}) ${dice.int(200, 989)}-${dice.int(1000, 9999)}`],
    roNumber: `${dice.pick(['', 'RO', 'R'])}${dice.int(10000, 999999)}`,
    vehicle: dice.pick(VEHICLES),
    vin: Array.from({ length: 17 }, () => dice.pick('ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.split(''))).join(''),
    mileage: dice.int(3000, 120000).toLocaleString('en-US'),
    customer: `${dice.pick(['Alex', 'Jordan', 'Maria', 'Sam', 'Priya', 'Chris', 'Dana', 'Lee'])} ${dice.pick(PEOPLE)}`,
    dateIn,
    dateOut,
    printed: new Date((dateOut ?? dateIn).getTime() + dice.int(0, 3) * 86_400_000),
    dateStyle: dice.pick(DATE_STYLES),
    dateInLabel: dice.pick(DATE_IN_LABELS),
    dateOutLabel: dice.pick(DATE_OUT_LABELS),
    concernLabel: dice.pick(CONCERN_LABELS),
    issue: dice.pick(ISSUES),
    items,
    subtotal,
    tax,
    taxRate,
    total,
    totalLabel: dice.pick(TOTAL_LABELS),
    moneyStyle: dice.int(0, 3),
    dealerLabelled: dice.chance(0.2),
  };
}

function page(dice: Dice, body: string, extraCss = ''): string {
  const font = dice.pick(FONTS);
  const size = dice.int(13, 16);
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    html, body { margin: 0; background: #fff; color: #111; }
    body { font-family: ${font}; font-size: ${size}px; line-height: 1.35; padding: 28px 36px; width: 744px; box-sizing: content-box; }
    h1 { font-size: ${size + dice.int(8, 14)}px; margin: 0 0 4px; }
    h2 { font-size: ${size + 3}px; margin: 14px 0 6px; }
    table { border-collapse: collapse; width: 100%; }
    td, th { padding: 4px 6px; text-align: left; vertical-align: top; }
    .amount { text-align: right; white-space: nowrap; }
    .muted { color: #444; }
    ${extraCss}
  </style></head><body>${body}</body></html>`;
}

function header(dice: Dice, f: Facts): string {
  const title = dice.pick(['REPAIR ORDER', 'Service Invoice', 'Repair Order', 'SERVICE REPAIR ORDER', 'Invoice']);
  const address = f.address.map((line) => `<div class="muted">${escape(line)}</div>`).join('');
  if (f.dealerLabelled) return `<h1>${title}</h1><div><b>Dealer:</b> ${escape(f.dealer)}</div>${address}`;
  return dice.chance(0.5)
    ? `<h1>${escape(f.dealer)}</h1>${address}<h2>${title}</h2>`
    : `<div class="muted">${title}</div><h1>${escape(f.dealer)}</h1>${address}`;
}

function itemsTable(dice: Dice, f: Facts): string {
  const bordered = dice.chance(0.5);
  const withType = dice.chance(0.4);
  const head = `<tr><th>${dice.pick(['Description', 'Work Performed', 'Operation', 'Labor / Parts'])}</th>${withType ? '<th>Type</th>' : ''}<th class="amount">${dice.pick(['Amount', 'Price', 'Ext. Price', 'Charge'])}</th></tr>`;
  const rows = f.items
    .map(
      (item) =>
        `<tr><td>${escape(item.desc)}</td>${withType ? `<td>${dice.pick(['Labor', 'Parts', 'Labor'])}</td>` : ''}<td class="amount">${money(dice, item.amount, f.moneyStyle)}</td></tr>`,
    )
    .join('');
  return `<table class="${bordered ? 'bordered' : ''}">${head}${rows}</table>`;
}

function totalsBlock(dice: Dice, f: Facts): string {
  const lines: [string, string][] = [];
  if (dice.chance(0.3)) {
    lines.push(['Labor Total', money(dice, Math.round(f.subtotal * 0.6 * 100) / 100, f.moneyStyle)]);
    lines.push(['Parts Total', money(dice, Math.round((f.subtotal - Math.round(f.subtotal * 0.6 * 100) / 100) * 100) / 100, f.moneyStyle)]);
  }
  lines.push([dice.pick(['Subtotal', 'Sub Total', 'Sub-Total']), money(dice, f.subtotal, f.moneyStyle)]);
  lines.push([f.taxRate ? `Tax (${f.taxRate}%)` : 'Tax', money(dice, f.tax, f.moneyStyle)]);
  if (f.total !== null) lines.push([f.totalLabel, money(dice, f.total, f.moneyStyle)]);
  else lines.push(['Estimate only', 'not an invoice']);
  return `<table class="totals">${lines.map(([label, value]) => `<tr><td>${label}${dice.chance(0.5) ? ':' : ''}</td><td class="amount"><b>${value}</b></td></tr>`).join('')}</table>`;
}

const colon = (dice: Dice) => (dice.chance(0.8) ? ':' : '');
const dateOutText = (f: Facts) => (f.dateOut ? f.dateStyle(f.dateOut) : '');

function twoColumn(dice: Dice, f: Facts): string {
  const c = colon(dice);
  const right = [
    `<div><b>RO #${c}</b> ${f.roNumber}</div>`,
    `<div><b>${f.dateInLabel}${c}</b> ${f.dateStyle(f.dateIn)}</div>`,
    `<div><b>${f.dateOutLabel}${c}</b> ${dateOutText(f)}</div>`,
    `<div><b>Mileage In${c}</b> ${f.mileage}</div>`,
  ].join('');
  const customer = `<div><b>Customer${c}</b> ${escape(f.customer)}</div><div><b>Vehicle${c}</b> ${f.vehicle}</div><div><b>VIN${c}</b> ${f.vin}</div>`;
  return page(
    dice,
    `<div class="cols"><div>${header(dice, f)}</div><div class="box">${right}</div></div>
     <div class="cols"><div>${customer}</div><div><b>Service Advisor${c}</b> ${dice.pick(PEOPLE)}</div></div>
     <h2>${f.concernLabel}${c}</h2><div>${escape(f.issue)}</div>
     <h2>${dice.pick(['Work Performed', 'Repairs', 'Charges'])}</h2>${itemsTable(dice, f)}
     <div class="cols"><div class="muted">Printed ${f.dateStyle(f.printed)}</div><div>${totalsBlock(dice, f)}</div></div>`,
    `.cols { display: flex; justify-content: space-between; gap: 40px; margin-bottom: 10px; }
     .box { border: 1px solid #333; padding: 8px 12px; min-width: 230px; }
     table.bordered td, table.bordered th { border: 1px solid #555; }
     .totals { width: 300px; }`,
  );
}

function tableLayout(dice: Dice, f: Facts): string {
  const rows: [string, string][] = dice.shuffle([
    ['RO Number', f.roNumber],
    ['Customer', escape(f.customer)],
    ['Vehicle', f.vehicle],
    ['VIN', f.vin],
  ] as [string, string][]);
  rows.splice(dice.int(0, 2), 0, [f.dateInLabel, f.dateStyle(f.dateIn)]);
  rows.splice(dice.int(3, rows.length), 0, [f.dateOutLabel, dateOutText(f)]);
  rows.push(['Odometer', f.mileage]);
  const cells = dice.chance(0.5)
    ? rows.map(([label, value]) => `<tr><th>${label}</th><td>${value}</td></tr>`).join('')
    : Array.from({ length: Math.ceil(rows.length / 2) }, (_, i) => {
        const [a, b] = [rows[i * 2], rows[i * 2 + 1]];
        return `<tr><th>${a[0]}</th><td>${a[1]}</td>${b ? `<th>${b[0]}</th><td>${b[1]}</td>` : '<th></th><td></td>'}</tr>`;
      }).join('');
  return page(
    dice,
    `${header(dice, f)}<table class="grid">${cells}</table>
     <table class="grid"><tr><th>${f.concernLabel}</th></tr><tr><td>${escape(f.issue)}</td></tr></table>
     ${itemsTable(dice, f)}<div class="right">${totalsBlock(dice, f)}</div>`,
    `.grid { margin: 12px 0; } .grid th, .grid td, table.bordered td, table.bordered th { border: 1px solid #444; }
     .grid th { background: #eee; width: 140px; } .right { display: flex; justify-content: flex-end; margin-top: 10px; } .totals { width: 320px; }`,
  );
}

function freeText(dice: Dice, f: Facts): string {
  const inDate = f.dateStyle(f.dateIn);
  const sentence = f.dateOut
    ? dice.pick([
        `Your ${f.vehicle} arrived on ${inDate} and was completed on ${dateOutText(f)}.`,
        `${f.dateInLabel}: ${inDate}. ${f.dateOutLabel}: ${dateOutText(f)}.`,
        `Vehicle received ${inDate}; repairs completed ${dateOutText(f)}.`,
      ])
    : `Your ${f.vehicle} arrived on ${inDate} and is still being repaired.`;
  const lines = f.items
    .map((item) => `<div class="line"><span>${escape(item.desc)}</span><span class="dots"></span><span>${money(dice, item.amount, f.moneyStyle)}</span></div>`)
    .join('');
  const due =
    f.total !== null
      ? `<p><b>${f.totalLabel}: ${money(dice, f.total, f.moneyStyle)}</b> (tax ${money(dice, f.tax, f.moneyStyle)} included)</p>`
      : '<p>This is an estimate; no amount is due yet.</p>';
  return page(
    dice,
    `${header(dice, f)}<p>Dear ${escape(f.customer)},</p><p>${sentence} Repair order ${f.roNumber}, mileage ${f.mileage}.</p>
     <p>${dice.pick(['Customer states', 'You told us that the', 'Concern reported:'])} ${escape(f.issue)}.</p>
     <p>We performed the following work:</p>${lines}<p>Subtotal ${money(dice, f.subtotal, f.moneyStyle)}.</p>${due}
     <p class="muted">Thank you for choosing ${escape(f.dealer)}. Questions? Call ${f.address[2]}.</p>`,
    `.line { display: flex; gap: 8px; } .dots { flex: 1; border-bottom: 1px dotted #666; margin-bottom: 5px; }`,
  );
}

function receipt(dice: Dice, f: Facts): string {
  const width = 44;
  const row = (label: string, value: string) => `${label}${' '.repeat(Math.max(1, width - label.length - value.length))}${value}`;
  const lines = [
    f.dealerLabelled ? `DEALER: ${f.dealer.toUpperCase()}` : f.dealer.toUpperCase(),
    ...f.address,
    '-'.repeat(width),
    row('RO#', f.roNumber),
    row(`${f.dateInLabel.toUpperCase()}:`, f.dateStyle(f.dateIn)),
    row(`${f.dateOutLabel.toUpperCase()}:`, dateOutText(f)),
    row('VEHICLE:', f.vehicle),
    '-'.repeat(width),
    `${f.concernLabel.toUpperCase()}:`,
    f.issue,
    '-'.repeat(width),
    ...f.items.map((item) => row(item.desc.slice(0, 30), money(dice, item.amount, f.moneyStyle))),
    '-'.repeat(width),
    row('SUBTOTAL', money(dice, f.subtotal, f.moneyStyle)),
    row('TAX', money(dice, f.tax, f.moneyStyle)),
    f.total !== null ? row(`${f.totalLabel.toUpperCase()}`, money(dice, f.total, f.moneyStyle)) : 'ESTIMATE - NOT AN INVOICE',
  ];
  return page(dice, `<pre>${escape(lines.join('\n'))}</pre>`, `pre { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: 16px; }`);
}

/**
 * `count` repair orders from `seed`, layouts and formats in turn so every pairing comes up. The
 * last `incomplete` of them are open estimates: no date out and no amount due.
 */
/** A dark header band with the title on the left and the dealer on the right; times beside the dates. */
function banner(dice: Dice, f: Facts): string {
  const time = () => `${dice.int(7, 11)}:${pad(dice.int(0, 59))} ${dice.pick(['AM', 'am'])}`;
  const dealerRow = f.dealerLabelled ? `<div><b>Dealership:</b> ${escape(f.dealer)}</div>` : '';
  const rows: [string, string][] = [
    ['Repair Order', f.roNumber],
    [f.dateInLabel, `${f.dateStyle(f.dateIn)} ${dice.chance(0.5) ? time() : ''}`],
    ['Promised', f.dateStyle(new Date(f.dateIn.getTime() + 2 * 86_400_000))],
    [f.dateOutLabel, f.dateOut ? `${f.dateStyle(f.dateOut)} ${dice.chance(0.5) ? time() : ''}` : '—'],
    ['Odometer In / Out', `${f.mileage} / ${f.mileage}`],
  ];
  return page(
    dice,
    `<div class="band"><div class="title">${dice.pick(['REPAIR ORDER', 'CUSTOMER INVOICE', 'SERVICE RECORD'])}</div><div class="dealer"><div class="name">${f.dealerLabelled ? 'Service Department' : escape(f.dealer)}</div><div>${escape(f.address.join(' · '))}</div></div></div>
     ${dealerRow}
     <table class="facts">${rows.map(([label, value]) => `<tr><td class="label">${label}</td><td>${value}</td></tr>`).join('')}</table>
     <p><b>${f.concernLabel}:</b> ${escape(f.issue)}</p>
     ${itemsTable(dice, f)}<div class="right">${totalsBlock(dice, f)}</div>`,
    `.band { display: flex; justify-content: space-between; align-items: center; background: #1d2b3a; color: #fff; padding: 14px 18px; margin: -28px -36px 16px; }
     .band .title { font-size: 22px; font-weight: bold; letter-spacing: 1px; } .band .dealer { text-align: right; } .band .name { font-size: 20px; font-weight: bold; }
     .facts { width: 60%; margin-bottom: 10px; } .facts .label { color: #333; width: 45%; } .right { display: flex; justify-content: flex-end; } .totals { width: 340px; }`,
  );
}

export function repairOrderSpecs(seed: number, count: number, options: { formats?: DocumentFormat[]; incomplete?: number } = {}): RepairOrderSpec[] {
  const formats = options.formats ?? DOCUMENT_FORMATS;
  const dice = new Dice(seed);
  return Array.from({ length: count }, (_, index) => {
    const f = makeFacts(dice, index >= count - (options.incomplete ?? 0));
    const layout = LAYOUTS[(index + seed) % LAYOUTS.length];
    const html =
      layout === 'two-column'
        ? twoColumn(dice, f)
        : layout === 'table'
          ? tableLayout(dice, f)
          : layout === 'free-text'
            ? freeText(dice, f)
            : layout === 'banner'
              ? banner(dice, f)
              : receipt(dice, f);
    return {
      id: `ro-${seed}-${index + 1}`,
      layout,
      format: formats[index % formats.length],
      html,
      truth: {
        dealer_name: f.dealer,
        date_in: iso(f.dateIn),
        date_out: f.dateOut ? iso(f.dateOut) : null,
        issue_summary: f.issue,
        line_items: f.items,
        total: f.total,
      },
    };
  });
}
