import type { Random } from '../seeded-random';

/** The pools a repair order is drawn from: dealers, vehicles, people and repairs. */

export interface Dealer {
  name: string;
  legalName: string;
  make: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  fax: string;
  /** Sales tax on parts and supplies. */
  taxRate: number;
  laborRate: number;
}

const dealer = (
  name: string,
  legalName: string,
  make: string,
  street: string,
  city: string,
  state: string,
  zip: string,
  area: string,
  taxRate: number,
  laborRate: number,
): Dealer => ({
  name,
  legalName,
  make,
  street,
  city,
  state,
  zip,
  phone: `(${area}) 555-01${zip.slice(-2)}`,
  fax: `(${area}) 555-01${String((Number(zip.slice(-2)) + 7) % 100).padStart(2, '0')}`,
  taxRate,
  laborRate,
});

export const DEALERS: Dealer[] = [
  dealer('Lakeside Ford', 'Lakeside Ford Sales, Inc.', 'Ford', '1900 Lakeshore Dr', 'White Bear Lake', 'MN', '55110', '651', 0.06875, 164.5),
  dealer('Metro Toyota of Dearborn', 'Metro Dearborn Motors LLC', 'Toyota', '22811 Michigan Ave', 'Dearborn', 'MI', '48124', '313', 0.06, 149),
  dealer('Sunset Chevrolet', 'Sunset Chevrolet-Cadillac Co.', 'Chevrolet', '4410 W Sunset Blvd', 'Tacoma', 'WA', '98409', '253', 0.102, 172),
  dealer('Pacific Honda', 'Pacific Auto Group LLC', 'Honda', '8800 SW Canyon Rd', 'Beaverton', 'OR', '97005', '503', 0, 158),
  dealer('Riverside Volkswagen', 'Riverside Imports, Inc.', 'Volkswagen', '4410 River Rd', 'Columbus', 'OH', '43221', '614', 0.075, 155),
  dealer('Tri-County Mazda', 'Tri-County Motor Cars Inc.', 'Mazda', '310 Route 22', 'Somerville', 'NJ', '08876', '908', 0.06625, 167),
  dealer('Harbor BMW', 'Harbor Motorcars LP', 'BMW', '2200 Harbor Blvd', 'Long Beach', 'CA', '90813', '562', 0.1025, 219),
  dealer('Valley Hyundai', 'Valley Automotive Partners LLC', 'Hyundai', '1515 E Camelback Rd', 'Phoenix', 'AZ', '85014', '602', 0.086, 146),
  dealer('Gateway Ram Trucks', 'Gateway CDJR of St. Louis LLC', 'Ram', '7300 Manchester Rd', 'St. Louis', 'MO', '63143', '314', 0.09679, 161),
  dealer('Crossroads GMC', 'Crossroads Buick GMC Inc.', 'GMC', '900 Crossroads Pkwy', 'Amarillo', 'TX', '79106', '806', 0.0825, 139),
  dealer('Northgate Subaru', 'Northgate Imports Ltd.', 'Subaru', '11600 Northgate Way', 'Seattle', 'WA', '98125', '206', 0.1025, 176),
  dealer('Capitol Jeep Ram', 'Capitol Chrysler Jeep Dodge Ram, Inc.', 'Jeep', '6020 Capitol Blvd', 'Raleigh', 'NC', '27616', '919', 0.0725, 153),
  dealer('Bayview Nissan', 'Bayview Nissan of Tampa LLC', 'Nissan', '3401 W Bay Dr', 'Tampa', 'FL', '33611', '813', 0.075, 142),
  dealer('Summit Kia', 'Summit Auto Holdings Inc.', 'Kia', '4455 Summit Ave', 'Greensboro', 'NC', '27405', '336', 0.0675, 131),
  dealer('Prestige Lexus', 'Prestige Luxury Imports LLC', 'Lexus', '500 Prestige Way', 'Scottsdale', 'AZ', '85260', '480', 0.0805, 205),
  dealer('Granite Ford', 'Granite State Ford-Lincoln Inc.', 'Ford', '55 Depot Rd', 'Concord', 'NH', '03301', '603', 0, 152),
];

/** Independent shops (no franchise): the quick-lube layout's businesses. */
export const INDEPENDENT_SHOPS: Dealer[] = [
  dealer("Sparky's Lube & Tune", "Sparky's Automotive LLC", 'Ford', '2814 E Main St', 'Mesa', 'AZ', '85213', '480', 0.083, 119),
  dealer('Main Street Auto Care', 'MSAC Enterprises Inc.', 'Honda', '410 N Main St', 'Ann Arbor', 'MI', '48104', '734', 0.06, 128),
  dealer('Precision Tire & Service', 'Precision Tire Co.', 'Toyota', '7720 Garners Ferry Rd', 'Columbia', 'SC', '29209', '803', 0.07, 112),
  dealer('Northside Quick Lube', 'Northside Quick Lube LLC', 'Chevrolet', '1601 N Lamar Blvd', 'Austin', 'TX', '78701', '512', 0.0825, 105),
  dealer('Oakridge Express Service', 'Oakridge Express LLC', 'Subaru', '95 Oakridge Tpke', 'Danbury', 'CT', '06810', '203', 0.0635, 124),
];

/** Motorcycle and side-by-side dealers (the powersports layout's businesses). */
export const POWERSPORTS_DEALERS: Dealer[] = [
  dealer('Thunder Road Harley-Davidson', 'Thunder Road H-D LLC', 'Harley-Davidson', '4801 S Orange Blossom Trl', 'Orlando', 'FL', '32839', '407', 0.065, 139),
  dealer('Big Sky Powersports', 'Big Sky Motorsports Inc.', 'Yamaha', '2120 King Ave W', 'Billings', 'MT', '59102', '406', 0, 118),
  dealer('Cascade Kawasaki', 'Cascade Cycle Center LLC', 'Kawasaki', '9910 Evergreen Way', 'Everett', 'WA', '98204', '425', 0.106, 132),
  dealer('Ozark Polaris', 'Ozark Power Sports LLC', 'Polaris', '3350 W Sunshine St', 'Springfield', 'MO', '65807', '417', 0.081, 112),
  dealer('Lone Star Indian Motorcycle', 'Lone Star Motorcycle Group LP', 'Indian', '8800 North Fwy', 'Fort Worth', 'TX', '76137', '817', 0.0825, 129),
];

/** Luxury-brand dealers (the cover-letter layout's businesses): two of the franchised dealers above and two more. */
export const LUXURY_DEALERS: Dealer[] = [
  ...DEALERS.filter((candidate) => candidate.make === 'BMW' || candidate.make === 'Lexus'),
  dealer('Westlake Audi', 'Westlake Motor Cars LLC', 'Audi', '3801 E Thousand Oaks Blvd', 'Westlake Village', 'CA', '91362', '805', 0.0925, 238),
  dealer('Beacon Hill Mercedes-Benz', 'Beacon Motors of Boston LLC', 'Mercedes-Benz', '1100 Commonwealth Ave', 'Boston', 'MA', '02215', '617', 0.0625, 249),
];

/** Canadian dealers: provincial sales taxes, postal codes (the bilingual layout's businesses). */
const canadian = (
  name: string,
  legalName: string,
  make: string,
  street: string,
  city: string,
  province: string,
  postalCode: string,
  phone: string,
  taxRate: number,
  laborRate: number,
): Dealer => ({
  name,
  legalName,
  make,
  street,
  city,
  state: province,
  zip: postalCode,
  phone: `(${phone.slice(0, 3)}) 555-${phone.slice(3)}`,
  fax: `(${phone.slice(0, 3)}) 555-0199`,
  taxRate,
  laborRate,
});
export const CANADIAN_DEALERS: Dealer[] = [
  canadian('Lakeshore Toyota', 'Lakeshore Toyota Ltd.', 'Toyota', '2380 Lake Shore Blvd W', 'Etobicoke', 'ON', 'M8V 1C4', '4160148', 0.13, 165),
  canadian('Rive-Sud Honda', 'Honda Rive-Sud Inc.', 'Honda', '3500 boul. Taschereau', 'Longueuil', 'QC', 'J4V 2H8', '4500172', 0.14975, 139),
  canadian('Rideau Ford', 'Rideau Ford Sales Ltd.', 'Ford', '1050 Baseline Rd', 'Ottawa', 'ON', 'K2C 0A8', '6130131', 0.13, 172),
  canadian('Gatineau Hyundai', 'Hyundai Gatineau Inc.', 'Hyundai', '400 boul. Maloney O', 'Gatineau', 'QC', 'J8P 7A5', '8190190', 0.14975, 135),
  canadian('Moncton Subaru', 'Moncton Subaru Ltd.', 'Subaru', '1500 Mountain Rd', 'Moncton', 'NB', 'E1G 1A6', '5060117', 0.15, 148),
];

const MODELS: Record<string, string[]> = {
  Ford: ['Explorer', 'F-150', 'Escape', 'Bronco Sport', 'Mustang Mach-E', 'Expedition'],
  Toyota: ['RAV4', 'Camry', 'Highlander', 'Tacoma', 'Tundra', 'Corolla Cross'],
  Chevrolet: ['Silverado 1500', 'Equinox', 'Traverse', 'Tahoe', 'Malibu', 'Colorado'],
  Honda: ['Accord', 'CR-V', 'Pilot', 'Civic', 'HR-V', 'Odyssey'],
  Volkswagen: ['Atlas', 'Tiguan', 'ID.4', 'Jetta', 'Taos'],
  Mazda: ['CX-5', 'CX-50', 'Mazda3', 'CX-90', 'CX-30'],
  BMW: ['X5 xDrive40i', 'X3 xDrive30i', '330i', 'iX xDrive50', 'X7 xDrive40i'],
  Hyundai: ['Tucson', 'Santa Fe', 'Ioniq 5', 'Palisade', 'Elantra'],
  Ram: ['1500 Big Horn', '2500 Tradesman', '1500 Laramie', 'ProMaster 2500'],
  GMC: ['Sierra 1500', 'Acadia', 'Yukon', 'Terrain', 'Canyon'],
  Subaru: ['Outback', 'Forester', 'Crosstrek', 'Ascent', 'WRX'],
  Jeep: ['Grand Cherokee', 'Wrangler 4xe', 'Compass', 'Gladiator', 'Cherokee'],
  Nissan: ['Rogue', 'Altima', 'Pathfinder', 'Frontier', 'Leaf'],
  Kia: ['Telluride', 'Sportage', 'EV6', 'Sorento', 'Forte'],
  Lexus: ['RX 350', 'NX 350h', 'ES 300h', 'GX 550', 'TX 500h'],
  // Makes of the unseen layouts' dealers only.
  Audi: ['Q5 45 TFSI', 'Q7 55 TFSI', 'A6 allroad', 'Q8 e-tron', 'RS 5 Sportback'],
  'Mercedes-Benz': ['GLE 450 4MATIC', 'C 300', 'GLC 300', 'S 580', 'EQE 350+'],
  'Harley-Davidson': ['Street Glide', 'Road King Special', 'Fat Boy 114', 'Sportster S', 'Pan America 1250'],
  Yamaha: ['MT-09', 'Tenere 700', 'YZF-R7', 'Bolt R-Spec', 'Grizzly EPS'],
  Kawasaki: ['Ninja 650', 'Z900', 'KLR650', 'Vulcan S', 'Versys 650'],
  Polaris: ['Ranger XP 1000', 'RZR XP 1000', 'Sportsman 570', 'General XP 1000'],
  Indian: ['Scout Bobber', 'Chief Dark Horse', 'Chieftain Limited', 'FTR 1200'],
  // Makes of the blind layouts' dealers only.
  Freightliner: ['Cascadia 126', 'M2 106', '114SD'],
  Peterbilt: ['579', '389', '567'],
  Kenworth: ['T680', 'W900', 'T880'],
  Mack: ['Anthem 64T', 'Granite 64FR', 'Pinnacle 64T'],
  Winnebago: ['Vista 29VE', 'View 24D', 'Adventurer 35F', 'Minnie Winnie 31K'],
  'Thor Motor Coach': ['Four Winds 28A', 'Chateau 31WV', 'Axis 24.1', 'Miramar 35.2'],
  Tiffin: ['Allegro 34PA', 'Open Road 32SA', 'Wayfarer 25RW'],
};

const WMI: Record<string, string[]> = {
  Ford: ['1FM', '1FT', '3FM'],
  Toyota: ['2T3', '4T1', '5TF', 'JTE'],
  Chevrolet: ['1GC', '2GN', '3GN', '1G1'],
  Honda: ['1HG', '2HK', '5FN', '7FA'],
  Volkswagen: ['1V2', '3VW', 'WVG'],
  Mazda: ['JM3', 'JM1', '3MV'],
  BMW: ['5UX', 'WBA', 'WBY'],
  Hyundai: ['5NM', 'KM8', '5NP'],
  Ram: ['1C6', '3C6', '3C7'],
  GMC: ['1GT', '3GK', '1GK'],
  Subaru: ['4S4', 'JF2', '4S3'],
  Jeep: ['1C4', '3C4'],
  Nissan: ['JN8', '5N1', '1N4', '1N6'],
  Kia: ['5XY', 'KND', '3KP'],
  Lexus: ['2T2', 'JTJ', '58A'],
  Audi: ['WA1', 'WAU', 'WUA'],
  'Mercedes-Benz': ['4JG', 'W1K', 'W1N'],
  'Harley-Davidson': ['1HD', '5HD'],
  Yamaha: ['JYA', '5Y4'],
  Kawasaki: ['JKA', 'ML5'],
  Polaris: ['4XA', '3NS'],
  Indian: ['56K'],
  Freightliner: ['1FU', '3AK', '1FV'],
  Peterbilt: ['1XP', '2XP'],
  Kenworth: ['1XK', '2NK'],
  Mack: ['1M1', '1M2'],
  // A motorhome carries its chassis maker's VIN (Ford F-53, Ram ProMaster, Mercedes Sprinter).
  Winnebago: ['1F6', '3C6', 'W1X'],
  'Thor Motor Coach': ['1F6', '1FD', 'W1X'],
  Tiffin: ['1F6', '4UZ'],
};

const COLORS = ['WHITE', 'BLACK', 'SILVER', 'GRAY', 'BLUE', 'RED', 'GREEN', 'BRONZE'];
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [...'0123456789']
    .map((digit) => [digit, Number(digit)] as [string, number])
    .concat(
      [...'ABCDEFGH'].map((letter, i) => [letter, i + 1]),
      [...'JKLMN'].map((letter, i) => [letter, i + 1]),
      [
        ['P', 7],
        ['R', 9],
      ],
      [...'STUVWXYZ'].map((letter, i) => [letter, i + 2]),
    ),
);
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const YEAR_CODES: Record<number, string> = { 2019: 'K', 2020: 'L', 2021: 'M', 2022: 'N', 2023: 'P', 2024: 'R', 2025: 'S', 2026: 'T' };

/** A 17-character VIN with a correct check digit and the model year's code. */
export function makeVin(random: Random, make: string, year: number): string {
  const chars = [...random.pick(WMI[make])];
  for (let i = 3; i < 8; i += 1) chars.push(random.pick([...VIN_CHARS]));
  chars.push('0');
  chars.push(YEAR_CODES[year]);
  chars.push(random.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ']));
  for (let i = 11; i < 17; i += 1) chars.push(String(random.int(0, 9)));
  const sum = chars.reduce((total, char, i) => total + VIN_VALUES[char] * VIN_WEIGHTS[i], 0);
  chars[8] = sum % 11 === 10 ? 'X' : String(sum % 11);
  return chars.join('');
}

export function pickVehicle(random: Random, make: string) {
  const year = random.int(2019, 2025);
  return { year, make, model: random.pick(MODELS[make]), color: random.pick(COLORS), vin: makeVin(random, make, year) };
}

export const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'David',
  'Patricia',
  'Kevin',
  'Angela',
  'Brian',
  'Keisha',
  'Tomás',
  'Mei',
  'Arjun',
  'Olga',
  'Dwayne',
  'Fatima',
];
export const LAST_NAMES = [
  'Hollis',
  'Ramirez',
  'Okonkwo',
  'Lindgren',
  'Petrov',
  'Nakamura',
  'Brennan',
  'Duarte',
  'Castillo',
  'Whitaker',
  'Singh',
  'Moreau',
  'Kowalczyk',
  'Abernathy',
];
export const STREETS = ['Maple Ave', 'Oak St', 'Ridgeview Dr', 'Cedar Ln', 'Elm Ct', 'Lakeview Rd', 'Sunset Blvd', 'Hillcrest Way', 'Birch St'];
export const ADVISORS = ['J. MORALES', 'K. STANTON', 'D. PHAM', 'R. ALVAREZ', 'T. BECKER', 'S. OYELARAN', 'L. CHEN', 'M. RUSSO'];

export interface RepairStory {
  complaint: string;
  cause: string;
  correction: string;
  /** A short line description for layouts without the three Cs. */
  description: string;
  opCode: string;
  hours: number;
  parts: Array<{ number: string; description: string; quantity: number; price: number }>;
}

/** Repairs as technicians and advisors write them. */
export const REPAIRS: RepairStory[] = [
  {
    complaint: 'Customer states check engine light on and engine runs rough at idle',
    cause: 'Found misfire on cylinder 3, ignition coil failed',
    correction: 'Replaced cylinder 3 ignition coil, cleared codes, road tested OK',
    description: 'Diagnose misfire / replace ignition coil',
    opCode: '18A2AX',
    hours: 1.4,
    parts: [{ number: 'CM5Z-12029-A', description: 'COIL ASY - IGNITION', quantity: 1, price: 96.4 }],
  },
  {
    complaint: 'Customer states vehicle will not start intermittently, clicks only',
    cause: 'Battery failed load test, terminal corroded',
    correction: 'Replaced battery and cleaned terminals, tested charging system within spec',
    description: 'No start - battery replacement',
    opCode: '14BAT01',
    hours: 0.8,
    parts: [{ number: 'BXT-65-750', description: 'BATTERY 750CCA', quantity: 1, price: 214.95 }],
  },
  {
    complaint: 'Customer states grinding noise from front brakes when stopping',
    cause: 'Front pads worn to 2 mm, rotors scored',
    correction: 'Replaced front pads and rotors, road tested, brakes OK',
    description: 'Front brake pads and rotors',
    opCode: '06FBR',
    hours: 1.6,
    parts: [
      { number: '45022-TVA-A01', description: 'PAD SET FR', quantity: 1, price: 89.5 },
      { number: '45251-TVA-A01', description: 'ROTOR FR BRAKE', quantity: 2, price: 118.2 },
    ],
  },
  {
    complaint: 'Customer states transmission shifts harshly from 2nd to 3rd gear',
    cause: 'Found TCM software out of date per technical service bulletin',
    correction: 'Reprogrammed TCM to latest calibration and performed adaptive relearn, road test OK',
    description: 'TCM reprogram per TSB',
    opCode: '21TCM4',
    hours: 1.2,
    parts: [],
  },
  {
    complaint: 'Customer states A/C blows warm air',
    cause: 'Found leak at A/C condenser, system empty',
    correction: 'Replaced A/C condenser, evacuated and recharged system, verified vent temperature 41F',
    description: 'A/C condenser replacement and recharge',
    opCode: '82AC12',
    hours: 2.6,
    parts: [
      { number: '88460-0R150', description: 'CONDENSER ASSY', quantity: 1, price: 412.8 },
      { number: 'R1234YF', description: 'REFRIGERANT 1LB', quantity: 2, price: 64.5 },
    ],
  },
  {
    complaint: 'Customer states coolant leak under vehicle and low coolant message',
    cause: 'Water pump seal leaking',
    correction: 'Replaced water pump and coolant, pressure tested system, no leaks',
    description: 'Water pump replacement',
    opCode: '27WP01',
    hours: 3.1,
    parts: [
      { number: '16100-F9010', description: 'PUMP ASSY, WATER', quantity: 1, price: 286.15 },
      { number: '0888980140', description: 'COOLANT SLLC 1GAL', quantity: 2, price: 38.9 },
    ],
  },
  {
    complaint: 'Customer states infotainment screen goes black and reboots while driving',
    cause: 'Found head unit software fault, DTC U0184 stored',
    correction: 'Updated head unit software, verified operation over 20 minute test drive',
    description: 'Radio reboots - software update',
    opCode: '91RAD7',
    hours: 0.9,
    parts: [],
  },
  {
    complaint: 'Customer states water on passenger floor after rain',
    cause: 'Sunroof drain tube disconnected at A-pillar',
    correction: 'Reconnected and secured drain tube, water tested OK, dried carpet',
    description: 'Water leak - sunroof drain',
    opCode: '60LEAK',
    hours: 1.8,
    parts: [{ number: 'CLIP-5521', description: 'CLIP, DRAIN HOSE', quantity: 2, price: 6.75 }],
  },
  {
    complaint: 'Customer states vehicle pulls to the right at highway speed',
    cause: 'Front toe out of specification',
    correction: 'Performed four wheel alignment, road tested, vehicle tracks straight',
    description: 'Four wheel alignment',
    opCode: '04ALGN',
    hours: 1.0,
    parts: [],
  },
  {
    complaint: 'Customer states clunk from rear suspension over bumps',
    cause: 'Rear sway bar end links worn',
    correction: 'Replaced both rear sway bar end links, road tested, noise gone',
    description: 'Rear sway bar links',
    opCode: '05RSL2',
    hours: 1.1,
    parts: [{ number: '48830-42030', description: 'LINK ASSY STABILIZER RR', quantity: 2, price: 58.6 }],
  },
  {
    complaint: 'Customer states hybrid system warning light on',
    cause: 'Inverter coolant pump inoperative, DTC P0A93',
    correction: 'Replaced inverter coolant pump, bled system, cleared DTC, verified repair',
    description: 'Hybrid warning - inverter pump',
    opCode: 'HV1120',
    hours: 2.2,
    parts: [{ number: 'G9020-47031', description: 'PUMP, INVERTER COOLING', quantity: 1, price: 338.4 }],
  },
  {
    complaint: 'Customer states power liftgate will not open from key fob',
    cause: 'Liftgate control module not responding, module failed',
    correction: 'Replaced liftgate control module and programmed, operation verified',
    description: 'Liftgate module',
    opCode: '76LG03',
    hours: 1.5,
    parts: [{ number: '68402113AB', description: 'MODULE-LIFTGATE', quantity: 1, price: 402.25 }],
  },
];

/** Maintenance lines for the second line of an order and for quick-lube invoices. */
export const MAINTENANCE = [
  { description: 'Oil & filter change, 0W-20 full synthetic', opCode: '01LOF', hours: 0.4, parts: 58.9 },
  { description: 'Tire rotation and pressure check', opCode: '02ROT', hours: 0.5, parts: 0 },
  { description: 'Engine air filter', opCode: '03AIR', hours: 0.2, parts: 34.5 },
  { description: 'Cabin air filter', opCode: '03CAB', hours: 0.3, parts: 41.25 },
  { description: 'Wiper blades, pair', opCode: '09WIP', hours: 0.2, parts: 46.8 },
  { description: 'Multi-point inspection', opCode: '00MPI', hours: 0, parts: 0 },
];

export type MaintenanceItem = (typeof MAINTENANCE)[number];

/** Motorcycle and side-by-side repairs, for the powersports layout. */
export const POWERSPORTS_REPAIRS: RepairStory[] = [
  {
    complaint: 'Customer states bike hard to start when cold and backfires through exhaust',
    cause: 'Found front cylinder fuel injector partially clogged, lean condition',
    correction: 'Replaced front fuel injector, performed idle relearn, test rode OK',
    description: 'Hard start - front injector',
    opCode: 'FI220',
    hours: 1.7,
    parts: [{ number: '27654-06A', description: 'INJECTOR, FUEL FRONT', quantity: 1, price: 148.95 }],
  },
  {
    complaint: 'Customer states clutch slipping under hard acceleration',
    cause: 'Clutch friction plates worn beyond service limit',
    correction: 'Replaced clutch friction and steel plates and springs, adjusted cable, test rode OK',
    description: 'Clutch pack replacement',
    opCode: 'CL410',
    hours: 3.2,
    parts: [
      { number: '37911-11A', description: 'KIT, CLUTCH FRICTION', quantity: 1, price: 219.5 },
      { number: '37951-98', description: 'SPRING, CLUTCH', quantity: 1, price: 42.95 },
    ],
  },
  {
    complaint: 'Customer states front brake lever feels soft and spongy',
    cause: 'Front brake fluid contaminated, air in system',
    correction: 'Flushed and bled front brake system with DOT 4, lever firm, test rode OK',
    description: 'Front brake bleed',
    opCode: 'BR105',
    hours: 0.8,
    parts: [{ number: 'DOT4-12OZ', description: 'BRAKE FLUID DOT 4', quantity: 1, price: 16.95 }],
  },
  {
    complaint: 'Customer states battery keeps going dead after sitting a few days',
    cause: 'Voltage regulator overcharging at 15.9 volts, battery sulfated',
    correction: 'Replaced voltage regulator and battery, charging output 14.3 volts',
    description: 'Charging system - regulator and battery',
    opCode: 'EL330',
    hours: 1.3,
    parts: [
      { number: '74711-08A', description: 'REGULATOR, VOLTAGE', quantity: 1, price: 189.95 },
      { number: 'YTX20HL-BS', description: 'BATTERY AGM 12V', quantity: 1, price: 164.5 },
    ],
  },
  {
    complaint: 'Customer states chain noise and jerky take-off',
    cause: 'Drive chain stretched and rear sprocket teeth hooked',
    correction: 'Replaced chain and both sprockets, adjusted slack to spec, test rode OK',
    description: 'Chain and sprocket kit',
    opCode: 'DR210',
    hours: 1.5,
    parts: [{ number: 'CSK-520-116', description: 'KIT, CHAIN & SPROCKET', quantity: 1, price: 236.4 }],
  },
  {
    complaint: 'Customer states check engine light on and engine temperature warning on trail',
    cause: 'Radiator packed with mud, cooling fan fuse blown',
    correction: 'Cleaned radiator, replaced fan fuse, verified fan operation at temperature',
    description: 'Overheat - clean radiator, fan fuse',
    opCode: 'CO150',
    hours: 1.1,
    parts: [{ number: '4010289', description: 'FUSE, 30A MINI', quantity: 1, price: 4.5 }],
  },
];

/** Maintenance for motorcycles and side-by-sides. */
export const POWERSPORTS_MAINTENANCE: MaintenanceItem[] = [
  { description: 'Oil, filter and primary service', opCode: 'SV01', hours: 0.9, parts: 74.85 },
  { description: 'Chain clean, lube and adjust', opCode: 'SV04', hours: 0.4, parts: 0 },
  { description: 'Final drive belt inspection and adjust', opCode: 'SV05', hours: 0.5, parts: 0 },
  { description: 'Tire pressure and tread check', opCode: 'SV02', hours: 0.2, parts: 0 },
  { description: 'Air filter element', opCode: 'SV07', hours: 0.3, parts: 38.95 },
  { description: 'Spark plugs, pair', opCode: 'SV09', hours: 0.6, parts: 27.9 },
];

/** Safety recalls and service campaigns, done at the manufacturer's expense. */
export const RECALLS: RepairStory[] = [
  {
    complaint: 'Customer received safety recall notice 24V-317 and requests recall be performed',
    cause: 'Vehicle included in safety recall 24V-317, low pressure fuel pump may fail',
    correction: 'Performed safety recall 24V-317, replaced low pressure fuel pump, verified operation',
    description: 'Safety recall 24V-317 fuel pump',
    opCode: 'RC24V317',
    hours: 2.1,
    parts: [{ number: '77020-0E140', description: 'PUMP ASSY, FUEL', quantity: 1, price: 318.6 }],
  },
  {
    complaint: 'Customer requests open recall for passenger airbag inflator',
    cause: 'Vehicle affected by recall 23V-865, passenger airbag inflator may rupture',
    correction: 'Replaced passenger airbag inflator module per recall 23V-865, SRS light off',
    description: 'Recall 23V-865 airbag inflator',
    opCode: 'RC23V865',
    hours: 1.6,
    parts: [{ number: '98520-AB000', description: 'MODULE, PASS AIRBAG', quantity: 1, price: 512.3 }],
  },
  {
    complaint: 'Open campaign found at write-up, customer approves',
    cause: 'Customer satisfaction program 22SA07 open for engine control software',
    correction: 'Reprogrammed engine control module per program 22SA07, no DTCs stored',
    description: 'Program 22SA07 ECM software',
    opCode: 'CSP22SA07',
    hours: 0.7,
    parts: [],
  },
  {
    complaint: 'Customer states rear camera image does not display, recall letter received',
    cause: 'Vehicle in recall 23V-502, rearview camera image may not display',
    correction: 'Updated radio software per recall 23V-502, camera image verified in reverse',
    description: 'Recall 23V-502 rear camera software',
    opCode: 'RC23V502',
    hours: 0.6,
    parts: [],
  },
  {
    complaint: 'Customer requests recall 24V-109 rear hub nut inspection',
    cause: 'Vehicle covered by recall 24V-109, rear hub nuts may be under-torqued',
    correction: 'Inspected and torqued rear hub nuts to specification per recall 24V-109',
    description: 'Recall 24V-109 hub nut torque',
    opCode: 'RC24V109',
    hours: 0.5,
    parts: [{ number: '90304-T0A', description: 'NUT, HUB 24MM', quantity: 2, price: 7.85 }],
  },
  {
    complaint: 'Customer received notice for emissions warranty extension campaign',
    cause: 'Campaign 21E-044 applies, EGR cooler may crack and leak coolant',
    correction: 'Replaced EGR cooler per campaign 21E-044, pressure tested cooling system OK',
    description: 'Campaign 21E-044 EGR cooler',
    opCode: 'CM21E044',
    hours: 3.4,
    parts: [{ number: '25680-2M400', description: 'COOLER ASSY, EGR', quantity: 1, price: 466.7 }],
  },
];

/** Mobile mechanics who come to the customer (the e-mailed invoice layout's businesses). */
export const MOBILE_MECHANICS: Dealer[] = [
  dealer('Wrench Wagon Mobile Repair', 'Wrench Wagon LLC', 'Honda', 'PO Box 4412', 'Boise', 'ID', '83704', '208', 0.06, 115),
  dealer('Driveway Doc Auto', 'Driveway Doc Auto Services LLC', 'Toyota', '1180 Palmetto Ave', 'Sarasota', 'FL', '34236', '941', 0.07, 125),
  dealer('RoadReady Mobile Mechanics', 'RoadReady Services Inc.', 'Ford', '72 Gristmill Ln', 'Nashua', 'NH', '03062', '603', 0, 120),
  dealer('Curbside Car Care', 'Curbside Car Care LLC', 'Chevrolet', '3907 Ludlow St', 'Philadelphia', 'PA', '19104', '215', 0.08, 132),
];

/** Heavy-duty truck dealers (the truck layout's businesses); one letter code for each branch. */
export const TRUCK_DEALERS: Dealer[] = [
  dealer('Interstate Freightliner', 'Interstate Truck Center LLC', 'Freightliner', '4200 I-35 Service Rd', 'Fort Worth', 'TX', '76106', '817', 0.0825, 168),
  dealer('Great Plains Peterbilt', 'Great Plains Truck Sales Inc.', 'Peterbilt', '6610 N Broadway Ave', 'Wichita', 'KS', '67219', '316', 0.075, 159),
  dealer('Keystone Kenworth', 'Keystone Kenworth Co.', 'Kenworth', '1801 Industrial Hwy', 'York', 'PA', '17402', '717', 0.06, 174),
  dealer('Tidewater Mack Trucks', 'Tidewater Truck Group LLC', 'Mack', '3315 Military Hwy', 'Chesapeake', 'VA', '23323', '757', 0.053, 162),
];

/** Motorhome dealers (the RV layout's businesses). */
export const RV_DEALERS: Dealer[] = [
  dealer('Desert Sun RV', 'Desert Sun Recreational Vehicles LLC', 'Winnebago', '9550 E Apache Trl', 'Mesa', 'AZ', '85207', '480', 0.083, 179),
  dealer('Pine Ridge RV Center', 'Pine Ridge RV Sales & Service Inc.', 'Thor Motor Coach', '2400 US-31 N', 'Traverse City', 'MI', '49686', '231', 0.06, 164),
  dealer('Gulf Coast Motorhomes', 'Gulf Coast Motorhomes LLC', 'Tiffin', '18150 US-19 N', 'Clearwater', 'FL', '33764', '727', 0.07, 169),
];

/** Dealers in Spanish-speaking neighbourhoods that print their orders in both languages. */
export const BILINGUAL_DEALERS: Dealer[] = [
  dealer('Rio Grande Chevrolet', 'Rio Grande Valley Motors LLC', 'Chevrolet', '1200 E Expressway 83', 'McAllen', 'TX', '78503', '956', 0.0825, 138),
  dealer('Sol Nissan de Hialeah', 'Sol Automotive Group Inc.', 'Nissan', '1550 W 49th St', 'Hialeah', 'FL', '33012', '305', 0.07, 141),
  dealer('Mission Valley Toyota', 'Mission Valley Imports LLC', 'Toyota', '4805 E Olympic Blvd', 'Los Angeles', 'CA', '90022', '323', 0.095, 189),
  dealer('Sandia Hyundai', 'Sandia Auto Partners LLC', 'Hyundai', '9300 Coors Blvd NW', 'Albuquerque', 'NM', '87114', '505', 0.07875, 144),
];

/** Heavy-duty truck repairs. */
export const TRUCK_REPAIRS: RepairStory[] = [
  {
    complaint: 'Driver reports check engine light and derate, DPF regen will not complete',
    cause: 'DPF soot load 142 percent, 7th injector doser clogged with carbon',
    correction: 'Replaced doser injector, cleaned DPF, performed parked regen, road tested no codes',
    description: 'Aftertreatment derate - doser and DPF',
    opCode: '43DPF1',
    hours: 5.5,
    parts: [
      { number: 'A0001402778', description: 'VALVE, DOSING HC', quantity: 1, price: 612.4 },
      { number: 'DPF-CLN-XCH', description: 'DPF CLEAN EXCHANGE', quantity: 1, price: 485 },
    ],
  },
  {
    complaint: 'Driver reports air pressure builds slowly and audible leak at rear of tractor',
    cause: 'Found cracked air line at rear drive axle relay valve',
    correction: 'Replaced air line and fitting at relay valve, leak down test passed',
    description: 'Air leak - relay valve line',
    opCode: '13AIR4',
    hours: 1.8,
    parts: [
      { number: 'NYL-38-25', description: 'TUBING NYLON 3/8 25FT', quantity: 1, price: 44.6 },
      { number: 'FTG-1468-6', description: 'FITTING PUSH-TO-CONNECT', quantity: 2, price: 12.85 },
    ],
  },
  {
    complaint: 'Unit came in with coolant loss and steam from passenger side under hood',
    cause: 'Upper radiator hose split at clamp, hose swollen',
    correction: 'Replaced upper radiator hose and clamps, refilled ELC, pressure tested OK',
    description: 'Coolant loss - upper radiator hose',
    opCode: '26HOS2',
    hours: 2.1,
    parts: [
      { number: 'RH-5521-SIL', description: 'HOSE, RADIATOR UPPER SIL', quantity: 1, price: 238.7 },
      { number: 'ELC-50-GAL', description: 'COOLANT ELC 50/50 GAL', quantity: 3, price: 24.9 },
    ],
  },
  {
    complaint: 'Driver states ABS light on and trailer ABS lamp flashing',
    cause: 'Right rear drive wheel speed sensor air gap excessive, sensor damaged',
    correction: 'Replaced RR drive speed sensor and clip, adjusted gap, cleared fault, verified',
    description: 'ABS light - wheel speed sensor',
    opCode: '33ABS2',
    hours: 1.4,
    parts: [
      { number: 'WSS-801-S', description: 'SENSOR, WHEEL SPEED', quantity: 1, price: 96.3 },
      { number: 'CLP-SNS-1', description: 'CLIP, SENSOR RETAINER', quantity: 1, price: 8.45 },
    ],
  },
  {
    complaint: 'Driver reports hard shifting into high range and grinding in 7th',
    cause: 'Range cylinder O-rings leaking air, range shift slow',
    correction: 'Replaced range cylinder seal kit, adjusted air supply, road tested all gears OK',
    description: 'Transmission range cylinder reseal',
    opCode: '24RNG1',
    hours: 3.2,
    parts: [{ number: 'K-2381', description: 'KIT, RANGE CYL SEAL', quantity: 1, price: 118.95 }],
  },
];

/** Heavy-duty truck preventive maintenance. */
export const TRUCK_MAINTENANCE: MaintenanceItem[] = [
  { description: 'PM-A service: engine oil 44 qt, filters, chassis lube', opCode: 'PMA', hours: 2.5, parts: 386.4 },
  { description: 'DOT annual inspection', opCode: 'DOT1', hours: 1.5, parts: 0 },
  { description: 'Fuel filters and water separator', opCode: 'FF02', hours: 0.8, parts: 142.6 },
  { description: 'Adjust brakes all axles', opCode: 'BRK1', hours: 1, parts: 0 },
];

/** Motorhome coach and chassis repairs. */
export const RV_REPAIRS: RepairStory[] = [
  {
    complaint: 'Customer states bedroom slide-out will not retract, motor runs',
    cause: 'Slide-out gear rack shear pin broken on curb side',
    correction: 'Replaced shear pin and realigned slide room, cycled slide 5 times OK',
    description: 'Bedroom slide-out inoperative',
    opCode: 'SL210',
    hours: 3.5,
    parts: [{ number: 'LCI-379768', description: 'PIN, SHEAR SLIDE GEAR', quantity: 2, price: 18.4 }],
  },
  {
    complaint: 'Customer states generator shuts down after a few minutes under load',
    cause: 'Generator fuel pump weak, low fuel pressure at carburetor',
    correction: 'Replaced generator fuel pump and fuel filter, load tested 30 minutes OK',
    description: 'Generator shutdown under load',
    opCode: 'GN115',
    hours: 2.4,
    parts: [
      { number: '149-2620', description: 'PUMP, GEN FUEL', quantity: 1, price: 164.75 },
      { number: '149-2528', description: 'FILTER, GEN FUEL', quantity: 1, price: 21.6 },
    ],
  },
  {
    complaint: 'Customer states water dripping from ceiling above dinette after rain',
    cause: 'Roof sealant cracked around front roof vent flange',
    correction: 'Removed old sealant, resealed vent and all roof seams, water tested no leak',
    description: 'Roof leak - reseal vent',
    opCode: 'RF300',
    hours: 4,
    parts: [{ number: 'DICOR-501LSW', description: 'SEALANT, SELF LEVELING', quantity: 3, price: 14.95 }],
  },
  {
    complaint: 'Customer states water heater will not light on gas, electric works',
    cause: 'Water heater igniter board failed, no spark',
    correction: 'Replaced water heater ignition control board, verified gas and electric operation',
    description: 'Water heater igniter board',
    opCode: 'WH140',
    hours: 1.3,
    parts: [{ number: '91367', description: 'BOARD, IGNITION CONTROL', quantity: 1, price: 142.3 }],
  },
  {
    complaint: 'Customer states coach shakes and wanders at highway speed',
    cause: 'Front track bar bushings worn, toe out of specification',
    correction: 'Installed track bar bushings, performed front alignment on chassis, road tested OK',
    description: 'Chassis wander - track bar and alignment',
    opCode: 'CH220',
    hours: 3,
    parts: [{ number: 'TB-F53-22', description: 'BUSHING KIT, TRACK BAR', quantity: 1, price: 129.9 }],
  },
];

/** Motorhome maintenance. */
export const RV_MAINTENANCE: MaintenanceItem[] = [
  { description: 'Generator oil and filter service', opCode: 'GN01', hours: 0.8, parts: 48.5 },
  { description: 'Chassis oil and filter, 7.3L V8', opCode: 'CH01', hours: 1, parts: 96.4 },
  { description: 'Roof and seal inspection', opCode: 'RF01', hours: 1, parts: 0 },
  { description: 'LP leak-down test', opCode: 'LP01', hours: 0.6, parts: 0 },
  { description: 'Dewinterize and sanitize fresh water system', opCode: 'WS01', hours: 1.5, parts: 22 },
];

/** Dealers of Japanese makes whose orders box the header in two columns (the sealed Japanese-dealer layout's businesses). */
export const JAPANESE_DEALERS: Dealer[] = [
  dealer('Fairway Toyota', 'Fairway Motors of Fresno Inc.', 'Toyota', '5150 N Blackstone Ave', 'Fresno', 'CA', '93710', '559', 0.0798, 178),
  dealer('Hilltop Honda', 'Hilltop Automotive Group LLC', 'Honda', '880 Hilltop Rd', 'Knoxville', 'TN', '37919', '865', 0.0925, 141),
  dealer('Coastline Nissan', 'Coastline Imports of Savannah LLC', 'Nissan', '7400 Abercorn St', 'Savannah', 'GA', '31406', '912', 0.07, 137),
  dealer('Mountain View Subaru', 'Mountain View Motors Ltd.', 'Subaru', '2600 S Colorado Blvd', 'Denver', 'CO', '80222', '303', 0.0881, 168),
  dealer('Lakeshore Mazda', 'Lakeshore Mazda of Madison Inc.', 'Mazda', '3301 E Washington Ave', 'Madison', 'WI', '53704', '608', 0.055, 145),
  dealer('Kingsway Toyota', 'Kingsway Auto Sales Corp.', 'Toyota', '1200 Kingsway Blvd', 'Albany', 'NY', '12205', '518', 0.08, 162),
];

/** Dealers in Puerto Rico, whose orders are printed wholly in Spanish (the later Puerto Rico layout's businesses). */
export const PUERTO_RICO_DEALERS: Dealer[] = [
  dealer('Autos del Caribe Toyota', 'Autos del Caribe, Inc.', 'Toyota', 'Carr. 2 Km 11.3, Ave. Comerío', 'Bayamón', 'PR', '00961', '787', 0.115, 118),
  dealer('Hyundai de Caguas', 'Caguas Motor Group, LLC', 'Hyundai', 'Ave. Rafael Cordero 200', 'Caguas', 'PR', '00725', '787', 0.115, 109),
  dealer('Plaza Kia Ponce', 'Plaza Automotriz del Sur, Corp.', 'Kia', 'Ave. Las Américas 1055', 'Ponce', 'PR', '00717', '787', 0.115, 104),
  dealer('Isla Jeep Ram', 'Isla Chrysler Jeep Ram, Inc.', 'Jeep', 'Ave. 65 de Infantería Km 5.2', 'Carolina', 'PR', '00985', '939', 0.115, 121),
  dealer('Nissan del Oeste', 'Oeste Automotriz, LLC', 'Nissan', 'Carr. 2 Km 156.8', 'Mayagüez', 'PR', '00680', '787', 0.115, 112),
];

/** Repairs as Puerto Rico dealers' advisors and technicians write them, in Spanish. */
export const PUERTO_RICO_REPAIRS: RepairStory[] = [
  {
    complaint: 'Cliente indica que el aire acondicionado no enfría',
    cause: 'Embrague del compresor de A/C defectuoso, sistema con presión baja',
    correction: 'Se reemplazó el compresor de A/C, se hizo vacío y se recargó el sistema, temperatura en ventilas 40F',
    description: 'A/C no enfría - compresor',
    opCode: 'AC4410',
    hours: 3.2,
    parts: [
      { number: '88310-0R020', description: 'COMPRESOR A/C', quantity: 1, price: 648.3 },
      { number: 'R1234YF', description: 'REFRIGERANTE 1LB', quantity: 2, price: 62.75 },
    ],
  },
  {
    complaint: 'Cliente indica que la luz de check engine está encendida y el motor vibra en mínimo',
    cause: 'Fallo de encendido en cilindro 2, bobina de ignición defectuosa',
    correction: 'Se reemplazó la bobina del cilindro 2, se borraron códigos, prueba de carretera OK',
    description: 'Fallo de encendido - bobina',
    opCode: 'EN1822',
    hours: 1.3,
    parts: [{ number: '27301-2M315', description: 'BOBINA IGNICION', quantity: 1, price: 104.6 }],
  },
  {
    complaint: 'Cliente indica ruido de rechinido en los frenos delanteros al frenar',
    cause: 'Pastillas delanteras gastadas a 2 mm y discos rayados',
    correction: 'Se reemplazaron pastillas y discos delanteros, prueba de carretera, frenos OK',
    description: 'Pastillas y discos delanteros',
    opCode: 'BR0612',
    hours: 1.7,
    parts: [
      { number: '58101-L1A00', description: 'PASTILLAS DEL.', quantity: 1, price: 92.4 },
      { number: '51712-L1000', description: 'DISCO FRENO DEL.', quantity: 2, price: 121.15 },
    ],
  },
  {
    complaint: 'Cliente indica que el vehículo no arranca en las mañanas, solo hace clic',
    cause: 'Batería falló la prueba de carga, terminales sulfatados',
    correction: 'Se reemplazó la batería y se limpiaron los terminales, sistema de carga dentro de especificación',
    description: 'No arranca - batería',
    opCode: 'EL1401',
    hours: 0.8,
    parts: [{ number: 'BAT-24F-750', description: 'BATERIA 750CCA', quantity: 1, price: 209.95 }],
  },
  {
    complaint: 'Cliente indica que el cristal de la puerta del conductor no sube',
    cause: 'Regulador del cristal delantero izquierdo roto, cable desenrollado',
    correction: 'Se reemplazó el regulador y motor del cristal, operación verificada',
    description: 'Cristal conductor - regulador',
    opCode: 'BD7720',
    hours: 1.6,
    parts: [{ number: '82403-D3010', description: 'REGULADOR CRISTAL DEL IZQ', quantity: 1, price: 238.8 }],
  },
  {
    complaint: 'Cliente indica que la pantalla del radio se apaga y se reinicia sola',
    cause: 'Falla de programación en la unidad principal, código U0184 almacenado',
    correction: 'Se actualizó el programa de la unidad principal, operación verificada en prueba de 20 minutos',
    description: 'Radio se reinicia - programación',
    opCode: 'EL9107',
    hours: 0.9,
    parts: [],
  },
  {
    complaint: 'Cliente indica golpeteo en la suspensión delantera al pasar por hoyos',
    cause: 'Bieletas de la barra estabilizadora delantera con juego excesivo',
    correction: 'Se reemplazaron ambas bieletas delanteras, prueba de carretera, ruido eliminado',
    description: 'Bieletas barra estabilizadora',
    opCode: 'SU0521',
    hours: 1.1,
    parts: [{ number: '54830-F2000', description: 'BIELETA ESTAB. DEL.', quantity: 2, price: 61.2 }],
  },
  {
    complaint: 'Cliente indica fuga de refrigerante y mensaje de temperatura alta',
    cause: 'Bomba de agua con el sello goteando',
    correction: 'Se reemplazó la bomba de agua y el refrigerante, prueba de presión sin fugas',
    description: 'Bomba de agua',
    opCode: 'EN2701',
    hours: 3.0,
    parts: [
      { number: '25100-2GTA0', description: 'BOMBA DE AGUA', quantity: 1, price: 274.5 },
      { number: 'COOL-LL-1G', description: 'REFRIGERANTE 1GAL', quantity: 2, price: 36.4 },
    ],
  },
];

/** Maintenance as Puerto Rico dealers print it ("gomas" for tyres). */
export const PUERTO_RICO_MAINTENANCE: MaintenanceItem[] = [
  { description: 'Cambio de aceite y filtro, sintético 0W-20', opCode: 'MT01AC', hours: 0.4, parts: 61.5 },
  { description: 'Rotación de gomas y presión', opCode: 'MT02RG', hours: 0.5, parts: 0 },
  { description: 'Filtro de aire del motor', opCode: 'MT03FA', hours: 0.2, parts: 32.9 },
  { description: 'Filtro de aire de cabina', opCode: 'MT03FC', hours: 0.3, parts: 39.75 },
  { description: 'Inspección de puntos múltiples', opCode: 'MT00IN', hours: 0, parts: 0 },
];

/** Québec dealers (the French-only layout's businesses), several of them numbered companies by their legal name. */
export const QUEBEC_DEALERS: Dealer[] = [
  canadian('Toyota Rive-Nord', '9187-4452 Québec inc.', 'Toyota', '1500 boul. des Seigneurs', 'Terrebonne', 'QC', 'J6W 3X8', '4500163', 0.14975, 152),
  canadian(
    'Mazda des Laurentides',
    '9301-2278 Québec inc.',
    'Mazda',
    '1055 boul. Jean-Baptiste-Rolland O',
    'Saint-Jérôme',
    'QC',
    'J7Y 4Y7',
    '4500187',
    0.14975,
    146,
  ),
  canadian('Subaru Sainte-Foy', 'Les Automobiles Sainte-Foy ltée', 'Subaru', '2690 boul. Laurier', 'Québec', 'QC', 'G1V 4T3', '4180125', 0.14975, 158),
  canadian('Hyundai Trois-Rivières', '9055-6108 Québec inc.', 'Hyundai', '4800 boul. des Forges', 'Trois-Rivières', 'QC', 'G8Y 1X1', '8190144', 0.14975, 139),
  canadian('Honda de Sherbrooke', 'Sherbrooke Honda (1992) inc.', 'Honda', '4255 boul. Bourque', 'Sherbrooke', 'QC', 'J1N 1S4', '8190131', 0.14975, 149),
];

/** Repairs as Québec dealers' advisors and technicians write them, in French. */
export const QUEBEC_REPAIRS: RepairStory[] = [
  {
    complaint: 'Client mentionne témoin moteur allumé et le moteur tourne mal au ralenti',
    cause: "Raté d'allumage au cylindre 3, bobine d'allumage défectueuse",
    correction: "Remplacé la bobine d'allumage du cylindre 3, effacé les codes, essai routier OK",
    description: "Raté d'allumage - bobine",
    opCode: 'MO1820',
    hours: 1.4,
    parts: [{ number: '90919-02258', description: "BOBINE D'ALLUMAGE", quantity: 1, price: 104.6 }],
  },
  {
    complaint: 'Client mentionne un bruit de grincement aux freins avant au freinage',
    cause: 'Plaquettes avant usées à 2 mm, disques rayés',
    correction: 'Remplacé les plaquettes et les disques avant, essai routier, freinage OK',
    description: 'Plaquettes et disques avant',
    opCode: 'FR0601',
    hours: 1.6,
    parts: [
      { number: '04465-0R020', description: 'PLAQUETTES AV', quantity: 1, price: 96.4 },
      { number: '43512-0R030', description: 'DISQUE DE FREIN AV', quantity: 2, price: 129.9 },
    ],
  },
  {
    complaint: "Client mentionne que la climatisation souffle de l'air chaud",
    cause: 'Fuite au condenseur de climatisation, système vide',
    correction: 'Remplacé le condenseur, fait le vide et rechargé le système, température aux bouches 5 °C',
    description: 'Condenseur de climatisation',
    opCode: 'CL8212',
    hours: 2.6,
    parts: [
      { number: '88460-0R150', description: 'CONDENSEUR', quantity: 1, price: 438.2 },
      { number: 'R1234YF', description: 'RÉFRIGÉRANT 454 G', quantity: 2, price: 69.95 },
    ],
  },
  {
    complaint: 'Client mentionne une fuite de liquide de refroidissement et un message de niveau bas',
    cause: 'Joint de la pompe à eau qui fuit',
    correction: 'Remplacé la pompe à eau et le liquide de refroidissement, test de pression, aucune fuite',
    description: 'Pompe à eau',
    opCode: 'RE2701',
    hours: 3.1,
    parts: [
      { number: '16100-F9010', description: 'POMPE À EAU', quantity: 1, price: 301.4 },
      { number: '00272-1LLAC', description: 'ANTIGEL 3,78 L', quantity: 2, price: 41.25 },
    ],
  },
  {
    complaint: 'Client mentionne que le véhicule ne démarre pas par moments, fait seulement un clic',
    cause: 'Batterie a échoué le test de charge, borne corrodée',
    correction: 'Remplacé la batterie et nettoyé les bornes, système de charge conforme',
    description: 'Démarrage - batterie',
    opCode: 'EL1401',
    hours: 0.8,
    parts: [{ number: 'BAT-H6-760', description: 'BATTERIE 760 A', quantity: 1, price: 229.95 }],
  },
  {
    complaint: 'Client mentionne un cognement à la suspension avant dans les bosses',
    cause: 'Biellettes de barre stabilisatrice avant avec jeu excessif',
    correction: 'Remplacé les deux biellettes avant, essai routier, bruit éliminé',
    description: 'Biellettes de stabilisateur avant',
    opCode: 'SU0521',
    hours: 1.1,
    parts: [{ number: '48820-42030', description: 'BIELLETTE STAB. AV', quantity: 2, price: 64.8 }],
  },
  {
    complaint: "Client mentionne que l'écran multimédia s'éteint et redémarre en roulant",
    cause: "Défaut logiciel de l'unité principale, code U0184 enregistré",
    correction: "Mis à jour le logiciel de l'unité principale, fonctionnement vérifié lors d'un essai de 20 minutes",
    description: 'Écran redémarre - logiciel',
    opCode: 'EL9107',
    hours: 0.9,
    parts: [],
  },
  {
    complaint: "Client mentionne que le véhicule tire vers la droite sur l'autoroute",
    cause: 'Parallélisme avant hors spécification',
    correction: 'Effectué un alignement des quatre roues, essai routier, le véhicule roule droit',
    description: 'Alignement quatre roues',
    opCode: 'AL0400',
    hours: 1.0,
    parts: [],
  },
  {
    complaint: 'Client mentionne que la transmission passe durement de la 2e à la 3e vitesse',
    cause: 'Logiciel du module de transmission pas à jour selon le bulletin technique',
    correction: 'Reprogrammé le module de transmission et fait le réapprentissage, essai routier OK',
    description: 'Module de transmission - bulletin',
    opCode: 'TR2104',
    hours: 1.2,
    parts: [],
  },
];

/** Maintenance as Québec dealers print it, the season's tire change among it. */
export const QUEBEC_MAINTENANCE: MaintenanceItem[] = [
  { description: "Vidange d'huile et filtre, synthétique 0W-20", opCode: 'EN01VH', hours: 0.4, parts: 64.5 },
  { description: 'Permutation des pneus et vérification de la pression', opCode: 'PN02PE', hours: 0.5, parts: 0 },
  { description: "Pose des pneus d'hiver sur jantes", opCode: 'PN05HV', hours: 0.6, parts: 0 },
  { description: "Filtre à air de l'habitacle", opCode: 'EN03FH', hours: 0.3, parts: 44.25 },
  { description: 'Inspection multipoints', opCode: 'EN00IM', hours: 0, parts: 0 },
];
