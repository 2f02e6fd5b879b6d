// Writes backend/assets/demo-dealers.csv: the sample dealer directory of the embedded setup,
// generated from the ZIP code table of the `zipcodes` package, so every dealer sits in a real
// US city at real coordinates. The dealers themselves are made up (names say "(sample)", phone
// numbers are in the 555-01xx range kept for fiction, addresses on .example domains).
// Run: node tools/dealers/generate-demo-dealers.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'backend', 'package.json'));
const zipcodes = require('zipcodes');

const STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );
const CITIES_PER_STATE = 8;
/** Brands and the makes a dealer of that brand sells or services. */
const BRANDS = [
  ['Honda', ['Honda', 'Acura']],
  ['Toyota', ['Toyota', 'Lexus']],
  ['Ford', ['Ford', 'Lincoln']],
  ['Chevrolet', ['Chevrolet', 'Buick', 'GMC']],
  ['Nissan', ['Nissan', 'Infiniti']],
  ['Hyundai', ['Hyundai', 'Genesis']],
  ['Kia', ['Kia']],
  ['Subaru', ['Subaru']],
  ['Mazda', ['Mazda']],
  ['Volkswagen', ['Volkswagen']],
  ['BMW', ['BMW', 'MINI']],
  ['Mercedes-Benz', ['Mercedes-Benz']],
  ['Chrysler Dodge Jeep Ram', ['Chrysler', 'Dodge', 'Jeep', 'Ram']],
  ['Tesla', ['Tesla']],
  ['Volvo', ['Volvo']],
  ['Audi', ['Audi']],
];
const STREETS = [
  'Auto Center Dr',
  'Motor Mile',
  'Commerce Pkwy',
  'Main St',
  'Highway 1',
  'Dealer Row',
  'Industrial Blvd',
  'Market St',
  'Parkway Dr',
  'Gateway Blvd',
];

/** A stable small hash (FNV-1a), so the file is the same on every run. */
function hash(text) {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}
const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
const csv = (value) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

const byCity = new Map();
for (const place of Object.values(zipcodes.codes)) {
  if (place.country !== 'US' || !STATES.includes(place.state)) continue;
  const key = `${place.state}|${place.city}`;
  if (!byCity.has(key)) byCity.set(key, []);
  byCity.get(key).push(place);
}

const rows = [];
for (const state of STATES) {
  // The cities with the most ZIP codes stand in for the largest.
  const cities = [...byCity.entries()]
    .filter(([key]) => key.startsWith(`${state}|`))
    .sort(([a, zipsA], [b, zipsB]) => zipsB.length - zipsA.length || a.localeCompare(b))
    .slice(0, CITIES_PER_STATE);
  for (const [index, [key, zips]] of cities.entries()) {
    const city = key.split('|')[1];
    const place = [...zips].sort((a, b) => a.zip.localeCompare(b.zip))[0];
    // The largest city of each state gets a second dealer of another brand.
    const count = index === 0 ? 2 : 1;
    for (let n = 0; n < count; n++) {
      const h = hash(`${key}#${n}`);
      const [brand, makes] = BRANDS[(hash(key) + n * 7) % BRANDS.length];
      const name = `${city} ${brand} (sample)`;
      const site = slug(`${city}${brand}`);
      const services = ['Service', 'Parts', 'Sales', ...(h % 3 === 0 ? ['Loaner Vehicles'] : []), ...(h % 5 === 0 ? ['Collision'] : [])];
      rows.push([
        name,
        `${100 + (h % 8900)} ${STREETS[h % STREETS.length]}`,
        city,
        state,
        place.zip,
        `555-01${String(h % 100).padStart(2, '0')}`,
        `service@${site}.example`,
        `https://${site}.example`,
        // Within a couple of miles of the ZIP code's centre, so dealers of one city do not overlap.
        (place.latitude + (((h >>> 8) % 41) - 20) / 1000).toFixed(4),
        (place.longitude + (((h >>> 16) % 41) - 20) / 1000).toFixed(4),
        makes.join(';'),
        services.join(';'),
      ]);
    }
  }
}

const header = 'name,address,city,state,zip,phone,email,website,lat,lng,makes,services';
const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'backend', 'assets', 'demo-dealers.csv');
writeFileSync(out, `${[header, ...rows.map((row) => row.map(csv).join(','))].join('\n')}\n`);
console.log(`Wrote ${rows.length} sample dealers in ${new Set(rows.map((row) => row[3])).size} states to ${out}`);
