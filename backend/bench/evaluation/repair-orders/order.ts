import type { Random } from '../seeded-random';
import {
  ADVISORS,
  DEALERS,
  FIRST_NAMES,
  INDEPENDENT_SHOPS,
  LAST_NAMES,
  MAINTENANCE,
  REPAIRS,
  STREETS,
  pickVehicle,
  type Dealer,
  type MaintenanceItem,
  type RepairStory,
} from './data';
import { addDays, cents } from './format';

/**
 * Who pays for a line: the customer, the manufacturer's warranty, the dealer itself, or a service
 * contract's administrator (a third party, not the manufacturer's warranty).
 */
export type Pay = 'C' | 'W' | 'I' | 'S';

export interface OrderLine {
  letter: string;
  opCode: string;
  tech: string;
  complaint: string;
  cause: string;
  correction: string;
  description: string;
  hours: number;
  labor: number;
  parts: Array<{ number: string; description: string; quantity: number; price: number; amount: number }>;
  partsTotal: number;
  pay: Pay;
}

/** Everything printed on an order; a layout shows some of it. */
export interface OrderFacts {
  dealer: Dealer;
  customer: { name: string; street: string; city: string; state: string; zip: string; phone: string; number: string };
  vehicle: { year: number; make: string; model: string; color: string; vin: string };
  advisor: string;
  advisorNumber: string;
  roNumber: string;
  invoiceNumber: string;
  tagNumber: string;
  dateIn: string;
  timeIn: string;
  dateOut: string;
  timeOut: string;
  invoicedDate: string;
  appointmentDate: string;
  printedDate: string;
  promisedDate: string;
  mileageIn: number;
  mileageOut: number;
  lines: OrderLine[];
  totals: {
    labor: number;
    parts: number;
    supplies: number;
    tax: number;
    customerPay: number;
    warrantyPay: number;
    internalPay: number;
    previousBalance: number;
    /** What a service contract's administrator pays: its lines less the deductible (0 unless mode 'contract'). */
    contractPay: number;
    /** The contract's deductible, which the customer pays and customerPay includes (0 unless mode 'contract'). */
    deductible: number;
  };
}

/**
 * How an order's lines are paid: a layout picks one ('campaign': recalls only, one or two, none twice;
 * 'contract': a repair paid by a service contract less its deductible, perhaps a customer line;
 * 'dueBill': a repair the dealer owes from a sale, paid internally, perhaps a customer line).
 */
export type PayMode = 'mixed' | 'warranty' | 'split' | 'customer' | 'maintenance' | 'campaign' | 'contract' | 'dueBill';

/** The repairs and maintenance an order's lines are drawn from (a layout may bring its own). */
interface LinePools {
  repairs: readonly RepairStory[];
  maintenance: readonly MaintenanceItem[];
}
const CAR_POOLS: LinePools = { repairs: REPAIRS, maintenance: MAINTENANCE };

const FIRST_DAY = Date.UTC(2023, 0, 2);
const DAYS_SPAN = 1150;

const clock = (random: Random, fromHour: number, toHour: number) =>
  `${String(random.int(fromHour, toHour)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;

function repairLine(random: Random, letter: string, pay: Pay, laborRate: number, stories: readonly RepairStory[] = REPAIRS): OrderLine {
  return storyLine(random, random.pick(stories), letter, pay, laborRate);
}

function storyLine(random: Random, story: RepairStory, letter: string, pay: Pay, laborRate: number): OrderLine {
  const parts = story.parts.map((part) => ({ ...part, amount: cents(part.quantity * part.price) }));
  return {
    letter,
    opCode: story.opCode,
    tech: String(random.int(100, 999)),
    complaint: story.complaint,
    cause: story.cause,
    correction: story.correction,
    description: story.description,
    hours: story.hours,
    labor: cents(story.hours * laborRate),
    parts,
    partsTotal: cents(parts.reduce((sum, part) => sum + part.amount, 0)),
    pay,
  };
}

function maintenanceLine(
  random: Random,
  letter: string,
  pay: Pay,
  laborRate: number,
  exclude: string[] = [],
  items: readonly MaintenanceItem[] = MAINTENANCE,
): OrderLine {
  const item = random.pick(items.filter((candidate) => !exclude.includes(candidate.opCode)));
  const parts =
    item.parts > 0
      ? [{ number: `M-${item.opCode}`, description: item.description.toUpperCase().slice(0, 24), quantity: 1, price: item.parts, amount: item.parts }]
      : [];
  return {
    letter,
    opCode: item.opCode,
    tech: String(random.int(100, 999)),
    complaint: `Customer requests ${item.description.toLowerCase()}`,
    cause: 'Maintenance due',
    correction: `Performed ${item.description.toLowerCase()}`,
    description: item.description,
    hours: item.hours,
    labor: cents(item.hours * laborRate),
    parts,
    partsTotal: item.parts,
    pay,
  };
}

function linesFor(random: Random, mode: PayMode, laborRate: number, pools: LinePools = CAR_POOLS): OrderLine[] {
  const repair = (letter: string, pay: Pay) => repairLine(random, letter, pay, laborRate, pools.repairs);
  const maintenance = (letter: string, pay: Pay, exclude: string[] = []) => maintenanceLine(random, letter, pay, laborRate, exclude, pools.maintenance);
  switch (mode) {
    case 'warranty':
      return random.chance(0.5) ? [repair('A', 'W')] : [repair('A', 'W'), repair('B', 'W')];
    case 'split': {
      const customer = maintenance('B', 'C');
      const internal = { ...maintenance('C', 'I', ['01LOF', customer.opCode]), complaint: 'Recheck per used vehicle department' };
      return [repair('A', 'W'), customer, internal];
    }
    case 'customer':
      return random.chance(0.5) ? [repair('A', 'C')] : [repair('A', 'C'), maintenance('B', 'C')];
    case 'maintenance': {
      const first = maintenance('A', 'C');
      const second = maintenance('B', 'C', [first.opCode]);
      return random.chance(0.6) ? [first, second] : [first];
    }
    case 'mixed': {
      const main = repair('A', random.chance(0.45) ? 'W' : 'C');
      // A warranty visit in these layouts always carries something the customer pays for.
      return main.pay === 'W' || random.chance(0.5) ? [main, maintenance('B', 'C')] : [main];
    }
    case 'campaign': {
      const [first, second] = random.shuffle(pools.repairs);
      const lines = [storyLine(random, first, 'A', 'W', laborRate)];
      return random.chance(0.35) ? [...lines, storyLine(random, second, 'B', 'W', laborRate)] : lines;
    }
    case 'contract': {
      const covered = repair('A', 'S');
      return random.chance(0.5) ? [covered, maintenance('B', 'C')] : [covered];
    }
    case 'dueBill': {
      const owed = repair('A', 'I');
      return random.chance(0.45) ? [owed, maintenance('B', 'C')] : [owed];
    }
  }
}

/** What kind of business an order comes from; `dealers`, `repairs` and `maintenance` replace the car dealers' pools. */
export interface OrderOptions {
  sameDay?: boolean;
  previousBalance?: boolean;
  independent?: boolean;
  dealers?: readonly Dealer[];
  repairs?: readonly RepairStory[];
  maintenance?: readonly MaintenanceItem[];
}

/** Draws one order: dealer, customer, vehicle, dates, mileage, lines and totals. */
export function planOrder(random: Random, mode: PayMode, options: OrderOptions = {}): OrderFacts {
  const dealer = random.pick(options.dealers ?? (options.independent ? INDEPENDENT_SHOPS : DEALERS));
  const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const vehicle = pickVehicle(random, dealer.make);
  const dateIn = new Date(FIRST_DAY + random.int(0, DAYS_SPAN) * 86_400_000).toISOString().slice(0, 10);
  const days = options.sameDay ? 0 : random.pick([0, 1, 1, 2, 3, 4, 5, 7, 9, 12]);
  const dateOut = addDays(dateIn, days);
  const timeIn = clock(random, 7, 10);
  const timeOut = clock(random, 11, 18);
  const invoicedDate = addDays(dateOut, random.chance(0.3) ? 1 : 0);
  const age = (2026 - vehicle.year) * random.int(6000, 14000) + random.int(50, 4000);
  const mileageIn = Math.max(12, age);
  const lines = linesFor(random, mode, dealer.laborRate, { repairs: options.repairs ?? REPAIRS, maintenance: options.maintenance ?? MAINTENANCE });

  const paid = (pay: Pay) => lines.filter((line) => line.pay === pay);
  const sum = (items: OrderLine[], pick: (line: OrderLine) => number) => cents(items.reduce((total, line) => total + pick(line), 0));
  const customer = paid('C');
  const labor = sum(customer, (line) => line.labor);
  const parts = sum(customer, (line) => line.partsTotal);
  const supplies = labor > 0 ? Math.min(cents(labor * 0.08), 39.95) : 0;
  const tax = cents((parts + supplies) * dealer.taxRate);
  // Only a contract order draws its deductible, so the other modes' draws stay as they were.
  const contractGross = sum(paid('S'), (line) => line.labor + line.partsTotal);
  const deductible = mode === 'contract' ? Math.min(random.pick([50, 100, 100, 200, 250]), contractGross) : 0;
  return {
    dealer,
    customer: {
      name,
      street: `${random.int(12, 9800)} ${random.pick(STREETS)}`,
      city: dealer.city,
      state: dealer.state,
      zip: String(Number(dealer.zip) + random.int(1, 40)).padStart(5, '0'),
      phone: `(${dealer.phone.slice(1, 4)}) 555-0${random.int(200, 299)}`,
      number: String(random.int(10_000, 899_999)),
    },
    vehicle,
    advisor: random.pick(ADVISORS),
    advisorNumber: String(random.int(10, 99)),
    roNumber: String(random.int(100_000, 899_999)),
    invoiceNumber: `${random.int(10, 99)}${random.int(10_000, 99_999)}`,
    tagNumber: `T${random.int(100, 999)}`,
    dateIn,
    timeIn,
    dateOut,
    timeOut,
    invoicedDate,
    appointmentDate: addDays(dateIn, -random.int(1, 12)),
    printedDate: addDays(invoicedDate, random.int(0, 4)),
    promisedDate: addDays(dateIn, random.int(0, 3)),
    mileageIn,
    mileageOut: mileageIn + (days === 0 && mode === 'maintenance' ? 0 : random.int(1, 28)),
    lines,
    totals: {
      labor,
      parts,
      supplies,
      tax,
      customerPay: cents(labor + parts + supplies + tax + deductible),
      warrantyPay: sum(paid('W'), (line) => line.labor + line.partsTotal),
      internalPay: sum(paid('I'), (line) => line.labor + line.partsTotal),
      previousBalance: options.previousBalance && random.chance(0.7) ? cents(random.int(2000, 45000) / 100) : 0,
      contractPay: cents(contractGross - deductible),
      deductible,
    },
  };
}
