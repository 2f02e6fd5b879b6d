import { Dice } from '../../../src/testing/dice';
import type { AiIntent } from '@dct/contracts';

/**
 * Dealer replies to a goodwill claim, made up from templates, with the truth beside each: what the
 * dealer means, the dollars they offer and the deadline in calendar days. Pure: the same seed gives
 * the same replies, so a measurement can be repeated and a seed kept unseen. The truth is computed
 * here from the facts each reply is written from, never by the triage it measures.
 *
 * Conventions the truth follows: an amount quoted back from the claim, refused, or a cost of the
 * repair is not offered; a non-cash offer is an offer of null dollars; a deadline is a day by which
 * the owner must act (answer, send, accept) or the dealer says
 * it will answer; dates of the repair, of the claim, closures and office hours are not deadlines.
 */

export interface ReplyTruth {
  intent: AiIntent;
  offered_amount: number | null;
  due_in_days: number | null;
}

export interface ReplySpec {
  id: string;
  /** The day the reply is read, YYYY-MM-DD. */
  today: string;
  email: string;
  truth: ReplyTruth;
}

// ——— Calendar ———

const DAY_MS = 86_400_000;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const daysFrom = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / DAY_MS);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const pad = (value: number) => String(value).padStart(2, '0');

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const NUMBER_NAMES: Record<number, string> = {
  1: 'one',
  2: 'two',
  3: 'three',
  4: 'four',
  5: 'five',
  7: 'seven',
  10: 'ten',
  14: 'fourteen',
  15: 'fifteen',
  30: 'thirty',
};

const ordinal = (day: number) =>
  `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;

/** The day `count` business days (Monday to Friday) after `from`, counted here rather than by the code under test. */
function afterBusinessDays(from: Date, count: number): Date {
  let day = from;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left -= 1;
  }
  return day;
}

function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  const first = new Date(Date.UTC(year, month, 1));
  return addDays(first, ((weekday - first.getUTCDay() + 7) % 7) + (nth - 1) * 7);
}

function lastWeekday(year: number, month: number, weekday: number): Date {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return addDays(last, -((last.getUTCDay() - weekday + 7) % 7));
}

/** The first dealership holiday after `today`. */
function nextHoliday(today: Date): { name: string; date: Date } {
  const year = today.getUTCFullYear();
  const holidays = [year, year + 1].flatMap((y) => [
    { name: "New Year's Day", date: new Date(Date.UTC(y, 0, 1)) },
    { name: 'Martin Luther King Jr. Day', date: nthWeekday(y, 0, 1, 3) },
    { name: "Presidents' Day", date: nthWeekday(y, 1, 1, 3) },
    { name: 'Memorial Day', date: lastWeekday(y, 4, 1) },
    { name: 'Independence Day', date: new Date(Date.UTC(y, 6, 4)) },
    { name: 'Labor Day', date: nthWeekday(y, 8, 1, 1) },
    { name: 'Thanksgiving', date: nthWeekday(y, 10, 4, 4) },
    { name: 'Christmas', date: new Date(Date.UTC(y, 11, 25)) },
  ]);
  return holidays.filter((holiday) => holiday.date > today).sort((a, b) => a.date.getTime() - b.date.getTime())[0];
}

type DateStyle = (date: Date) => string;
/** How a reply writes a date: most leave the year out, as people do in mail. */
const DATE_STYLES: DateStyle[] = [
  (d) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`,
  (d) => `${MONTHS[d.getUTCMonth()]} ${ordinal(d.getUTCDate())}`,
  (d) => `${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`,
  (d) => `${SHORT_MONTHS[d.getUTCMonth()]}${d.getUTCMonth() === 4 ? '' : '.'} ${d.getUTCDate()}`,
  (d) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`,
  (d) => `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`,
  (d) => `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`,
  (d) => `${d.getUTCMonth() + 1}/${d.getUTCDate()}`,
  (d) => `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`,
  (d) => `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${String(d.getUTCFullYear()).slice(2)}`,
  (d) => iso(d),
];

// ——— Money ———

type MoneyStyle = (amount: number) => string;
const grouped = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const MONEY_STYLES: MoneyStyle[] = [
  (amount) => `$${grouped(amount)}`,
  (amount) => (Number.isInteger(amount) ? `$${amount.toLocaleString('en-US')}` : `$${grouped(amount)}`),
  (amount) => `$${amount.toFixed(2)}`,
  (amount) => `$ ${grouped(amount)}`,
];
const cents = (amount: number) => Math.round(amount * 100) / 100;

// ——— People, places, cars ———

const BRANDS = ['Honda', 'Toyota', 'Ford', 'Chevrolet', 'Nissan', 'Hyundai', 'Kia', 'Subaru', 'Mazda', 'Volkswagen', 'Jeep', 'Lexus', 'Acura', 'Volvo'];
const MODELS: Record<string, string[]> = {
  Honda: ['Accord', 'CR-V', 'Pilot'],
  Toyota: ['RAV4', 'Camry', 'Highlander'],
  Ford: ['F-150', 'Explorer', 'Escape'],
  Chevrolet: ['Equinox', 'Silverado', 'Traverse'],
  Nissan: ['Rogue', 'Altima', 'Pathfinder'],
  Hyundai: ['Tucson', 'Santa Fe', 'Elantra'],
  Kia: ['Telluride', 'Sorento', 'Sportage'],
  Subaru: ['Outback', 'Forester', 'Ascent'],
  Mazda: ['CX-5', 'CX-9', 'Mazda3'],
  Volkswagen: ['Atlas', 'Tiguan', 'Jetta'],
  Jeep: ['Grand Cherokee', 'Wrangler', 'Compass'],
  Lexus: ['RX 350', 'ES 350', 'NX 300'],
  Acura: ['MDX', 'RDX', 'TLX'],
  Volvo: ['XC90', 'XC60', 'S60'],
};
const PLACES = ['Riverside', 'Lakeside', 'Summit', 'Oak Valley', 'Bayview', 'Northgate', 'Cedar Creek', 'Westfield', 'Pine Ridge', 'Harbor', 'Fairview'];
const FIRST_NAMES = ['Jordan', 'Maria', 'Sam', 'Priya', 'Chris', 'Dana', 'Alex', 'Lee', 'Taylor', 'Morgan', 'Jamie', 'Robin', 'Kevin', 'Grace'];
const SURNAMES = ['Johnson', 'Miller', 'Garcia', 'Thompson', 'Patel', 'Nguyen', 'Schmidt', 'Rivera', 'Henderson', 'Castillo', 'Whitaker', 'Bennett'];
const STAFF = ['Mike Alvarez', 'Karen Brooks', 'Tom Reilly', 'Angela Ortiz', 'Dave Kowalski', 'Lisa Chen', 'Brian Foster', 'Rachel Kim', 'Steve Marino'];
const ROLES = [
  'Service Manager',
  'Service Director',
  'Customer Relations Manager',
  'Service Advisor',
  'General Manager',
  'Fixed Operations Director',
  'Customer Care',
];
const ISSUES = [
  'the transmission replacement',
  'the engine repair',
  'the A/C compressor replacement',
  'the electrical diagnosis',
  'the water pump repair',
  'the turbocharger replacement',
];
const PURPOSES = [
  'your rental car costs',
  'your loss of use',
  'the rental expenses',
  'your out-of-pocket costs',
  'the time you were without your vehicle',
  'your alternative transportation',
];
const REASONS = [
  "loss of use is not covered under the manufacturer's warranty",
  'the repair was completed within the normal time frame for this kind of work',
  'the vehicle is outside the 3-year/36,000-mile new vehicle warranty',
  'the delay was caused by a parts backorder outside of our control',
  'our policy does not reimburse transportation arranged without our approval',
  'a loaner vehicle was available to you during the repair',
];
const DOCUMENTS = [
  'copies of the repair orders',
  'the rental car receipts',
  'proof of payment for the rental',
  'your current mileage and VIN',
  'a copy of your registration',
  'the invoice from the towing company',
  'photos of the damage',
  'the receipts for your out-of-pocket expenses',
  'a copy of the rental agreement',
];

interface Facts {
  today: Date;
  first: string;
  surname: string;
  honorific: string;
  dealer: string;
  brand: string;
  model: string;
  vehicle: string;
  signer: string;
  role: string;
  colleague: string;
  phone: string;
  asked: number;
  repairCost: number;
  deductible: number;
  dateIn: Date;
  dateOut: Date;
  claimSent: Date;
  issue: string;
  purpose: string;
  money: MoneyStyle;
  date: DateStyle;
}

function makeFacts(dice: Dice): Facts {
  const today = new Date(Date.UTC(2024, 0, 1) + dice.int(0, 3 * 365) * DAY_MS);
  const brand = dice.pick(BRANDS);
  const model = dice.pick(MODELS[brand]);
  const dateOut = addDays(today, -dice.int(12, 150));
  const asked = dice.chance(0.5) ? dice.int(12, 300) * 10 : cents(dice.int(9000, 320000) / 100);
  let repairCost = cents(dice.int(40000, 560000) / 100);
  if (repairCost === asked) repairCost += 17.5;
  const [signer, colleague] = [dice.pick(STAFF), dice.pick(STAFF)];
  return {
    today,
    first: dice.pick(FIRST_NAMES),
    surname: dice.pick(SURNAMES),
    honorific: dice.pick(['Mr.', 'Ms.']),
    dealer: dice.pick([`${dice.pick(PLACES)} ${brand}`, `${brand} of ${dice.pick(PLACES)}`, `${dice.pick(SURNAMES)} ${brand}`]),
    brand,
    model,
    vehicle: `${dice.int(2017, 2024)} ${brand} ${model}`,
    signer,
    role: dice.pick(ROLES),
    colleague: colleague === signer ? 'Pat Doyle' : colleague,
    phone: `(${dice.int(201, 989)}) ${dice.int(200, 989)}-${dice.int(1000, 9999)}`,
    asked,
    repairCost,
    deductible: dice.pick([50, 100, 200, 250]),
    dateIn: addDays(dateOut, -dice.int(3, 30)),
    dateOut,
    claimSent: addDays(today, -dice.int(3, 10)),
    issue: dice.pick(ISSUES),
    purpose: dice.pick(PURPOSES),
    money: dice.pick(MONEY_STYLES),
    date: dice.pick(DATE_STYLES),
  };
}

// ——— Deadlines: each phrase is written from a day chosen first, so its truth is that day ———

interface Due {
  phrase: string;
  days: number;
}

function businessDays(dice: Dice, f: Facts): Due {
  const count = dice.pick([2, 3, 5, 7, 10, 15]);
  const days = daysFrom(f.today, afterBusinessDays(f.today, count));
  const name = NUMBER_NAMES[count];
  const phrase = dice.pick([
    `within ${count} business days`,
    `within ${count} working days`,
    `within the next ${count} business days`,
    name ? `within ${name} (${count}) business days` : `within ${count} business days`,
  ]);
  return { phrase, days };
}

function calendarDays(dice: Dice): Due {
  const count = dice.pick([3, 5, 7, 10, 14, 15, 21, 30]);
  const name = NUMBER_NAMES[count];
  const phrase = dice.pick([
    `within ${count} days`,
    `within ${count} calendar days`,
    `in the next ${count} days`,
    name ? `within ${name} days` : `within ${count} days`,
  ]);
  return { phrase, days: count };
}

function weeks(dice: Dice): Due {
  const count = dice.pick([1, 2, 2, 3, 4]);
  const unit = count === 1 ? 'week' : 'weeks';
  const amount = count === 1 ? 'a' : dice.pick([String(count), NUMBER_NAMES[count]]);
  return { phrase: dice.pick([`within ${amount} ${unit}`, `in the next ${amount === 'a' ? 'week' : `${amount} ${unit}`}`]), days: count * 7 };
}

function hours(dice: Dice): Due {
  const count = dice.pick([24, 48, 72]);
  return { phrase: dice.pick([`within ${count} hours`, `in the next ${count} hours`]), days: count / 24 };
}

function byWeekday(dice: Dice, f: Facts): Due {
  const days = dice.int(2, 6);
  const target = addDays(f.today, days);
  const weekday = WEEKDAYS[target.getUTCDay()];
  const phrase = dice.pick([
    `by ${weekday}`,
    `by this ${weekday}`,
    `by end of day ${weekday}`,
    `by close of business on ${weekday}`,
    `by ${weekday}, ${MONTHS[target.getUTCMonth()]} ${target.getUTCDate()}`,
  ]);
  return { phrase, days };
}

function byDate(dice: Dice, f: Facts): Due {
  const days = dice.int(3, 60);
  const written = dice.pick(DATE_STYLES)(addDays(f.today, days));
  return { phrase: dice.pick([`by ${written}`, `no later than ${written}`, `on or before ${written}`]), days };
}

function byDayOfMonth(dice: Dice, f: Facts): Due {
  // Under 28 days ahead, "the 15th" can only mean one day.
  const days = dice.int(3, 27);
  const day = ordinal(addDays(f.today, days).getUTCDate());
  return { phrase: dice.pick([`by the ${day}`, `no later than the ${day}`]), days };
}

function endOfPeriod(dice: Dice, f: Facts): Due {
  const weekday = f.today.getUTCDay();
  if (weekday >= 1 && weekday <= 3 && dice.chance(0.5)) return { phrase: dice.pick(['by the end of the week', 'by the end of this week']), days: 5 - weekday };
  const monthEnd = new Date(Date.UTC(f.today.getUTCFullYear(), f.today.getUTCMonth() + 1, 0));
  if (daysFrom(f.today, monthEnd) >= 3) return { phrase: 'by the end of the month', days: daysFrom(f.today, monthEnd) };
  return { phrase: 'by tomorrow', days: 1 };
}

/** When the owner must act: answer, send, accept. */
function ownerDue(dice: Dice, f: Facts): Due {
  return dice.pick([businessDays, calendarDays, weeks, hours, byWeekday, byDate, byDate, byDayOfMonth, endOfPeriod, byWeekday])(dice, f);
}

function inWeeksOrDays(dice: Dice): Due {
  const days = dice.pick([7, 10, 14, 21]);
  return days % 7 === 0 && dice.chance(0.6)
    ? { phrase: `in ${NUMBER_NAMES[days / 7] ?? days / 7} ${days === 7 ? 'week' : 'weeks'}`, days }
    : { phrase: `over the next ${days} days`, days };
}

/** When the dealer says it will answer. */
function dealerDue(dice: Dice, f: Facts): Due {
  return dice.pick([businessDays, businessDays, calendarDays, weeks, inWeeksOrDays, hours, byWeekday, byDate])(dice, f);
}

/** The last day an offer stands. */
function expiry(dice: Dice, f: Facts): Due {
  const days = dice.int(5, 45);
  const written = dice.pick(DATE_STYLES)(addDays(f.today, days));
  return { phrase: dice.pick([`This offer expires on ${written}.`, `This offer is valid until ${written}.`, `This offer is good through ${written}.`]), days };
}

/** A proposed appointment: its day is when to come, not a deadline (the owner answers the proposal, by no date). */
function appointment(dice: Dice, f: Facts): Due {
  const days = dice.int(1, 6);
  const target = addDays(f.today, days);
  const weekday = WEEKDAYS[target.getUTCDay()];
  const phrase =
    days === 1
      ? dice.pick(['tomorrow', 'tomorrow morning'])
      : dice.pick([`on ${weekday}`, `this ${weekday}`, `on ${weekday}, ${MONTHS[target.getUTCMonth()]} ${target.getUTCDate()}`, `on ${weekday} morning`]);
  return { phrase, days };
}

/** Collects the deadlines a reply is written with; its truth is the earliest. */
class Deadlines {
  readonly days: number[] = [];
  constructor(
    private readonly dice: Dice,
    private readonly f: Facts,
  ) {}
  private take(due: Due): string {
    this.days.push(due.days);
    return due.phrase;
  }
  /** " by Friday" or "" when the reply names none. */
  owner(probability: number): string {
    return this.dice.chance(probability) ? ` ${this.take(ownerDue(this.dice, this.f))}` : '';
  }
  dealer(probability: number): string {
    return this.dice.chance(probability) ? ` ${this.take(dealerDue(this.dice, this.f))}` : '';
  }
  appointment(): string {
    return appointment(this.dice, this.f).phrase;
  }
  /** A proposed date for a visit, written as a date: "March 11", "3/11". */
  appointmentDate(): string {
    const days = this.dice.int(3, 14);
    return this.dice.pick(DATE_STYLES)(addDays(this.f.today, days));
  }
  expiry(): string {
    return this.take(expiry(this.dice, this.f));
  }
  /** For sentences that only make sense with a deadline. */
  ownerAlways(): string {
    return this.take(ownerDue(this.dice, this.f));
  }
  dealerAlways(): string {
    return this.take(dealerDue(this.dice, this.f));
  }
  add(days: number) {
    this.days.push(days);
  }
}

// ——— The reply's core, one template per way of saying it ———

interface Core {
  sentences: string[];
  offered: number | null;
}

type Template = (dice: Dice, f: Facts, due: Deadlines) => Core;

const core = (sentences: (string | undefined)[], offered: number | null = null): Core => ({
  sentences: sentences.filter((sentence): sentence is string => Boolean(sentence)),
  offered,
});

/** Less than asked: a round figure, a share of the claim, or a half to the cent. */
function partialOffer(dice: Dice, f: Facts): number {
  const share = dice.pick([0.25, 0.4, 0.5, 0.6, 0.75]);
  const options = [Math.max(25, Math.round((f.asked * share) / 25) * 25), cents(f.asked / 2), dice.pick([100, 150, 200, 250, 300, 400, 500])];
  const offer = dice.pick(options);
  return offer >= f.asked || offer === f.deductible ? cents(f.asked / 2) : offer;
}

function acceptLine(dice: Dice, due: Deadlines): string | undefined {
  if (dice.chance(0.25)) return undefined;
  return dice.pick([
    () => `Please let us know${due.owner(0.7)} whether you would like to accept this offer.`,
    () => `If this works for you, please reply to this e-mail${due.owner(0.6)} and we will process the payment.`,
    () => `Kindly confirm your acceptance${due.owner(0.7)}.`,
    () => `To accept, please sign the attached release and return it to me${due.owner(0.7)}.`,
    () => {
      const days = dice.pick([14, 30, 60]);
      due.add(days);
      return `This offer is valid for ${days} days.`;
    },
    () => due.expiry(),
  ])();
}

const NON_CASH = [
  'a complimentary oil change and tire rotation on your next visit',
  'two free oil changes',
  'a loaner credit for your next service visit',
  'a free detail and inspection the next time you are in',
  '20% off your next service visit',
];

const OFFERS: Template[] = [
  (dice, f, due) => {
    const offer = partialOffer(dice, f);
    return core(
      [`While we can't approve the full ${f.money(f.asked)} you requested, we are able to reimburse ${f.money(offer)}.`, acceptLine(dice, due)],
      offer,
    );
  },
  (dice, f, due) => {
    const offer = partialOffer(dice, f);
    return core([`We'd like to extend a goodwill credit of ${f.money(offer)} toward ${f.purpose}.`, acceptLine(dice, due)], offer);
  },
  (dice, f, due) => {
    const offer = partialOffer(dice, f);
    return core(
      [
        `I reviewed your claim for ${f.money(f.asked)} with our district manager.`,
        `A check for ${f.money(offer)} will be mailed to the address on file once you confirm.`,
        acceptLine(dice, due),
      ],
      offer,
    );
  },
  (dice, f, due) => {
    const offer = partialOffer(dice, f);
    return core(
      [`After reviewing your claim with ${f.brand}, we are prepared to offer ${f.money(offer)} as a gesture of goodwill.`, acceptLine(dice, due)],
      offer,
    );
  },
  (dice, f, due) => {
    const offer = partialOffer(dice, f);
    return core([`${f.brand} has approved a goodwill payment of ${f.money(offer)} toward ${f.purpose}.`, acceptLine(dice, due)], offer);
  },
  (dice, f, due) => {
    const offer = partialOffer(dice, f);
    return core(
      [`Although we are not able to reimburse the entire ${f.money(f.asked)}, we can offer ${f.money(offer)} as a one-time courtesy.`, acceptLine(dice, due)],
      offer,
    );
  },
  (dice, f, due) => {
    const offer = partialOffer(dice, f);
    return core(
      [
        `The repair bill came to ${f.money(f.repairCost)} and was covered under warranty.`,
        `We are happy to refund ${f.money(offer)} of your out-of-pocket expenses.`,
        acceptLine(dice, due),
      ],
      offer,
    );
  },
  (dice, f, due) => {
    const offer = partialOffer(dice, f);
    return core(
      [
        `As a gesture of goodwill, we will issue a ${f.money(offer)} service credit to your account, which you can use on your next visit.`,
        acceptLine(dice, due),
      ],
      offer,
    );
  },
  (dice, f, due) => {
    const offer = partialOffer(dice, f);
    return core(
      [
        `We have discussed your request for ${f.money(f.asked)} with our general manager.`,
        `The most we are able to offer is ${f.money(offer)}.`,
        acceptLine(dice, due),
      ],
      offer,
    );
  },
  (dice, f, due) => {
    const offer = cents(f.asked / 2);
    return core([`We would like to meet you halfway: we can pay ${f.money(offer)} toward ${f.purpose}.`, acceptLine(dice, due)], offer);
  },
  (dice, f, due) => {
    const offer = partialOffer(dice, f);
    return core([`We cannot pay ${f.money(f.asked)} for loss of use, but we can offer ${f.money(offer)}.`, acceptLine(dice, due)], offer);
  },
  (dice, f) =>
    core(
      [
        `Good news: your claim has been approved in full, and a check for ${f.money(f.asked)} will be sent to you.`,
        dice.chance(0.5) ? `Your ${f.money(f.deductible)} deductible was already waived at the time of the repair.` : undefined,
      ],
      f.asked,
    ),
  (dice, f, due) =>
    core(
      [
        `We have reviewed your request for ${f.money(f.asked)}, and I am pleased to let you know that we will reimburse the full amount.`,
        dice.chance(0.5) ? `Please sign the attached release and return it${due.owner(0.8)} so we can cut the check.` : undefined,
      ],
      f.asked,
    ),
  (dice, f, due) => {
    const gift = dice.pick(NON_CASH);
    return core([`We are not able to reimburse ${f.purpose}, but we'd like to offer you ${gift}.`, acceptLine(dice, due)], null);
  },
  (dice, f, due) =>
    core([`As a token of our appreciation for your patience, we would be glad to provide ${dice.pick(NON_CASH)}.`, acceptLine(dice, due)], null),
  (dice, f) =>
    core(
      [
        `We understand the ${f.money(f.repairCost)} repair was stressful.`,
        `We'd be happy to extend the warranty on the replaced parts by 12 months at no charge to you.`,
      ],
      null,
    ),
];

const DENIAL_REASON = (dice: Dice) => `This is because ${dice.pick(REASONS)}.`;

function appealLine(dice: Dice, f: Facts, due: Deadlines): string | undefined {
  if (!dice.chance(0.3)) return undefined;
  return dice.chance(0.6)
    ? `If you would like to appeal this decision, please contact ${f.brand} Customer Relations ${due.ownerAlways()}.`
    : `If you have any questions about this decision, please don't hesitate to contact me.`;
}

const DENIALS: Template[] = [
  (dice, f, due) => core([`Unfortunately, we are unable to offer compensation for ${f.purpose}, because ${dice.pick(REASONS)}.`, appealLine(dice, f, due)]),
  (dice, f, due) =>
    core([`After careful review, we must respectfully decline your request for ${f.money(f.asked)}.`, DENIAL_REASON(dice), appealLine(dice, f, due)]),
  (dice, f, due) => core([`We regret to inform you that ${f.brand} has denied your goodwill request.`, appealLine(dice, f, due)]),
  (dice, f, due) => core([`We are not in a position to reimburse the ${f.money(f.asked)} you requested, as ${dice.pick(REASONS)}.`, appealLine(dice, f, due)]),
  (dice, f, due) =>
    core([
      'Your request does not meet the criteria for goodwill assistance.',
      dice.chance(0.5) ? 'Goodwill requests must be submitted within 30 days of the repair.' : DENIAL_REASON(dice),
      appealLine(dice, f, due),
    ]),
  (dice, f, due) => core([`We won't be able to help with ${f.purpose} this time.`, DENIAL_REASON(dice), appealLine(dice, f, due)]),
  (dice, f) =>
    core([
      `The ${f.money(f.repairCost)} repair was performed under warranty at no cost to you, so no further compensation will be provided.`,
      dice.chance(0.5) ? `Your powertrain warranty covers defects for 5 years or 60,000 miles, and we honored it in full.` : undefined,
    ]),
  (dice, f, due) => core(['We have reviewed your claim, and our decision is not to provide any reimbursement.', DENIAL_REASON(dice), appealLine(dice, f, due)]),
  (dice, f) => core([`I'm sorry, but we cannot pay ${f.money(f.asked)} for loss of use; this is simply not something our policy covers.`]),
  (dice) =>
    core([
      `The regional office has reviewed your case and has declined to offer any additional assistance.`,
      dice.chance(0.5) ? 'This decision is final.' : undefined,
    ]),
  (dice, f) => core([`Regrettably, ${f.dealer} is not responsible for rental expenses incurred while your vehicle was being repaired.`]),
  (dice, f, due) => core(['While we understand your frustration, we are unable to accommodate your request.', DENIAL_REASON(dice), appealLine(dice, f, due)]),
];

const documents = (dice: Dice) => dice.pick(DOCUMENTS);

function conditionalLine(dice: Dice, f: Facts): string | undefined {
  return dice.pick([
    undefined,
    `Once we receive them, we will be able to review your request for ${f.money(f.asked)}.`,
    'After we receive these, we can determine whether any reimbursement is possible.',
    'Once we have everything, we will let you know whether we can offer any compensation.',
  ]);
}

const REQUESTS: Template[] = [
  (dice, f, due) => core([`In order to process your request, please send us ${documents(dice)}${due.owner(0.6)}.`, conditionalLine(dice, f)]),
  (dice, f, due) => core([`Could you please forward ${documents(dice)}${due.owner(0.6)}?`, "We'll need them to review your claim."]),
  (dice, f, due) => core([`We are missing ${documents(dice)} from your submission.`, `Please e-mail them to me${due.owner(0.6)}.`, conditionalLine(dice, f)]),
  (dice, f, due) => core([`Before we can make a decision, we'll need ${documents(dice)}${due.owner(0.6)}.`]),
  (dice, f, due) => core([`Would you mind sending over ${documents(dice)}${due.owner(0.5)}?`, conditionalLine(dice, f)]),
  (dice, f, due) => {
    const [a, b] = [documents(dice), documents(dice)];
    return core([
      `To move forward, I need a few more details: ${a}${a === b ? '' : ` and ${b}`}.`,
      dice.chance(0.5) ? `Please send them${due.owner(0.8)}.` : undefined,
    ]);
  },
  (dice, f, due) => core([`Can you provide proof of payment for the rental car${due.owner(0.5)}?`, conditionalLine(dice, f)]),
  (dice, f, due) => core([`Please reply with the VIN and current mileage${due.owner(0.5)} so we can look up the warranty history.`]),
  (dice, f, due) =>
    core([`Our regional office has asked for ${documents(dice)} before they can consider your request.`, `Please send them over${due.owner(0.7)}.`]),
  (dice, f, due) => core([`We were unable to locate ${documents(dice)} in your e-mail; please attach them and send them again${due.owner(0.5)}.`]),
  (dice, f, due) =>
    core([`Kindly complete the attached goodwill request form and return it to me, along with ${documents(dice)}${due.owner(0.6)}.`, conditionalLine(dice, f)]),
  (dice, f, due) =>
    core([
      `We need ${documents(dice)} to continue.`,
      `If we have not received them ${due.ownerAlways()}, we will have to close your file.`,
      `Please e-mail them to me${due.owner(0.4)}.`,
    ]),
];

const SCHEDULING: Template[] = [
  (dice, f, due) => core(["Before we make a decision, we'd like to inspect the vehicle.", `Could you bring it in ${due.appointment()}?`]),
  (dice, f, due) => core([`Our field service engineer will be here ${due.appointment()}; would you be able to drop the car off that morning?`]),
  (dice, f, due) => core([`Please call our service desk at ${f.phone} to schedule an appointment${due.owner(0.5)}.`]),
  () => core(["We'd like to set up a meeting with you and our general manager to go over your claim.", 'What day works best for you?']),
  (dice, f, due) => {
    const first = due.appointment();
    const second = due.appointment();
    return core([`We have openings ${first} at 9:00 AM or ${second} at 2:30 PM.`, 'Which works better for you?']);
  },
  (dice, f, due) => core(['Our technician would like to road test the vehicle with you so he can hear the noise.', `Are you available ${due.appointment()}?`]),
  (dice, f, due) =>
    core(['Can we schedule a time for a phone call to discuss your claim?', `Please let me know a few times that work for you${due.owner(0.4)}.`]),
  (dice, f, due) => core([`Please let us know a convenient time to bring your ${f.model} in for a diagnostic inspection${due.owner(0.4)}.`]),
  (dice, f, due) =>
    core([`The district manager will be visiting our store ${due.appointment()}; would you be able to meet with him to review the repair history?`]),
  () => core(['We would like to have the vehicle looked at by our shop foreman before deciding.', 'When would be a good time for you to drop it off?']),
];

function schedulingExtra(dice: Dice): string | undefined {
  return dice.pick([undefined, undefined, 'We can provide a loaner while your car is here.', 'Please bring your repair orders with you.']);
}

const ACKNOWLEDGEMENTS: Template[] = [
  (dice, f, due) => core([`We have received your claim and will review it${due.dealer(0.5)}.`]),
  (dice, f) => core([`This is to confirm receipt of your letter dated ${f.date(f.claimSent)}.`, 'Our service director is reviewing it.']),
  (dice, f, due) => core([`Your request has been forwarded to our general manager, who will review it and get back to you${due.dealer(0.5)}.`]),
  (dice, f, due) => core([`I've passed your claim on to the ${f.brand} regional office; they will be in touch${due.dealer(0.5)}.`]),
  (dice, f, due) => core([`We are looking into this and will get back to you${due.dealer(0.6)}.`]),
  (dice, f, due) => core([`Your case number is ${dice.int(100000, 999999)}.`, `A customer care representative will contact you${due.dealer(0.5)}.`]),
  (dice, f, due) => core(['Thank you for your patience while we review your request.', `We expect to have an answer for you ${due.dealerAlways()}.`]),
  (dice, f) =>
    core([
      'Just a quick note to let you know we got your e-mail.',
      `${f.colleague} is traveling this week and will respond when ${dice.pick(['he', 'she'])} is back.`,
    ]),
  () => core(['Your claim is currently under review by our service director.']),
  (dice, f) => core([`We have escalated your concerns to the ${f.brand} Customer Relations team, who will review the repair history.`]),
  (dice, f, due) => {
    const [low, high] = dice.pick([
      [3, 5],
      [5, 7],
      [7, 10],
    ]);
    due.add(daysFrom(f.today, afterBusinessDays(f.today, high)));
    return core([`We received your request. Please allow ${low}-${high} business days for us to review it.`]);
  },
];

function acknowledgementExtra(dice: Dice, f: Facts): string | undefined {
  return dice.pick([
    undefined,
    undefined,
    'If we need any additional information, we will contact you.',
    'Once the review is complete, we will let you know whether we can offer any compensation.',
    `We received your claim on ${f.date(f.claimSent)}.`,
  ]);
}

const OTHERS: Template[] = [
  (dice, f) => {
    const back = addDays(f.today, dice.int(2, 12));
    return core([
      'Thank you for your message.',
      `I am currently out of the office with limited access to e-mail and will return on ${f.date(back)}.`,
      `For urgent matters, please contact ${f.colleague} at ${f.phone}.`,
    ]);
  },
  (dice, f) =>
    core([
      `I'm no longer with ${f.dealer}.`,
      `Please direct your message to ${f.colleague}, our new ${f.role.toLowerCase()}, at ${f.colleague.split(' ')[0].toLowerCase()}@example.com.`,
    ]),
  (dice, f) => core(['This is an automated message: this mailbox is not monitored.', `For service questions, please visit our website or call ${f.phone}.`]),
  (dice, f) => core([`Thanks for the update, ${f.first}.`]),
  (dice, f) => core(['How did we do?', `Please take a moment to complete our customer satisfaction survey about your recent visit on ${f.date(f.dateOut)}.`]),
  (dice, f) =>
    core([
      `Please note that our service department has moved to ${dice.int(100, 9999)} Commerce Drive, effective ${f.date(addDays(f.today, -dice.int(3, 40)))}.`,
    ]),
  (dice, f) => {
    const holiday = nextHoliday(f.today);
    return core([`Happy holidays from all of us at ${f.dealer}!`, `Please note we are closed on ${f.date(holiday.date)} for ${holiday.name}.`]);
  },
  (dice, f) => core([`Just a reminder that your ${f.model} is due for its next scheduled maintenance at ${dice.pick(['30,000', '40,000', '45,000'])} miles.`]),
  () => core(['Our parts department is running 15% off wiper blades and floor mats through the end of the season.', 'Thanks for being a loyal customer.']),
  () => core(['Our new express service lane is open Saturdays from 8 to noon.', 'We hope to see you soon!']),
];

// ——— More voices: casual notes, form letters, lists; each family written apart from the rules it measures ———

/** How a dealer says when the money comes: not a deadline for anyone. */
function paymentTiming(dice: Dice): string | undefined {
  return dice.pick([
    undefined,
    undefined,
    'Payment will be processed within 10 business days.',
    'The check should arrive in the mail in 2-3 weeks.',
    'You should see a check within 4-6 weeks.',
    'This payment will be issued by check within 15 business days of receipt of the signed release.',
  ]);
}

const MORE_OFFERS: Template[] = [
  (dice, f, due) => {
    const offer = partialOffer(dice, f);
    return core(
      [
        `I spoke with our GM and ${f.brand}. We can't do the whole ${f.money(f.asked)} but we can put ${f.money(offer)} toward the rental.`,
        `Let me know${due.owner(0.5)} if that works.`,
      ],
      offer,
    );
  },
  (dice, f, due) => {
    const percent = dice.pick([25, 40, 50, 60]);
    const offer = cents((f.asked * percent) / 100);
    return core(
      [
        `In recognition of the inconvenience, ${f.dealer} will reimburse ${percent}% of your rental cost, i.e. ${f.money(offer)}.`,
        `Please confirm${due.owner(0.7)} that this is acceptable.`,
      ],
      offer,
    );
  },
  (dice, f) => {
    const offer = partialOffer(dice, f);
    return core([`Good news: ${f.brand} approved a ${f.money(offer)} goodwill check for you.`, paymentTiming(dice)], offer);
  },
  (dice, f, due) => {
    const offer = partialOffer(dice, f);
    return core(
      [
        `After reviewing your file, ${f.brand} has authorized a one-time goodwill contribution of ${f.money(offer)} toward your expenses.`,
        'This is offered without admission of liability.',
        `To receive the payment, please sign and return the enclosed release${due.owner(0.6)}.`,
      ],
      offer,
    );
  },
  (dice, f, due) => {
    const offer = partialOffer(dice, f);
    return core(
      [`I can get you ${f.money(offer)} back for the rides; that's the most I'm authorized to approve.`, `Reply${due.owner(0.6)} and I'll get it processed.`],
      offer,
    );
  },
  (dice, f, due) => {
    const days = dice.int(2, 6);
    const rate = dice.pick([35, 40, 45, 49.99, 55]);
    const offer = cents(days * rate);
    return core(
      [
        `Here's where we landed:\n- Rental reimbursement: ${f.money(offer)} (${days} days at ${f.money(rate)}/day)\n- Tow charge: not covered, as roadside assistance was available\n`,
        `If that works, reply${due.owner(0.6)} and I'll have accounting cut the check.`,
      ],
      offer,
    );
  },
  (dice, f) => {
    const offer = partialOffer(dice, f);
    return core([`we'll comp you ${f.money(offer)} toward the Lyft rides.`, 'Sorry for the hassle.'], offer);
  },
  (dice, f, due) => {
    const offer = partialOffer(dice, f);
    return core(
      [
        `After discussing your case with our district partner, we would like to propose a settlement of ${f.money(offer)}.`,
        `We could not justify reimbursing the full ${f.money(f.asked)} as the vehicle was drivable.`,
        `Please respond${due.owner(0.7)} to accept.`,
      ],
      offer,
    );
  },
  (dice, f, due) => {
    const offer = partialOffer(dice, f);
    return core(
      [
        `In full settlement of your claim, ${f.brand} offers ${f.money(offer)}, payable upon receipt of the signed release.`,
        `Kindly return the release${due.owner(0.7)}.`,
      ],
      offer,
    );
  },
  (dice, f, due) => {
    const offer = partialOffer(dice, f);
    return core(
      [
        `We're able to meet you at ${f.money(offer)}.`,
        `That's ${f.money(cents(f.asked - offer))} less than you asked for, but it's the most the manufacturer would authorize.`,
        `Let me know${due.owner(0.6)}.`,
      ],
      offer,
    );
  },
  (dice, f, due) => {
    const offer = dice.pick([100, 150, 200, 250, 300]);
    return core(
      [`spoke w/ the owner. we cant cover the whole thing but we will send you a check for ${offer} dollars.`, `let me know${due.owner(0.6)} if ok`],
      offer,
    );
  },
  (dice, f) => {
    const offer = partialOffer(dice, f);
    return core([`To make it right, we are crediting ${f.money(offer)} to your service account, which you can use for any parts or labor.`], offer);
  },
  (dice, f) => {
    const fee = dice.pick([85, 99.95, 129, 150]);
    return core(
      [
        `I checked with ${f.brand}. They'll reimburse the ${f.money(fee)} diagnostic fee you paid on ${f.date(f.dateIn)}.`,
        'Nothing else is covered, unfortunately.',
      ],
      fee,
    );
  },
  (dice, f) =>
    core(
      [`We are pleased to inform you that your goodwill request has been approved.`, `Enclosed please find a check in the amount of ${f.money(f.asked)}.`],
      f.asked,
    ),
  (dice, f) => {
    const days = dice.int(5, 14);
    const rate = dice.pick([18.57, 25, 32.5, 40]);
    const offer = cents(days * rate);
    return core(
      [
        `In light of the circumstances, we are willing to cover ${days} days of rental at the daily rate we pay Enterprise (${f.money(rate)}/day), a total of ${f.money(offer)}.`,
        paymentTiming(dice),
      ],
      offer,
    );
  },
  (dice, f, due) => {
    const goodFor = dice.chance(0.5) ? dice.pick([14, 30]) : undefined;
    if (goodFor !== undefined) due.add(goodFor);
    return core(
      [`We can't refund the rental, but your next two services are on us.`, goodFor === undefined ? undefined : `The offer is good for ${goodFor} days.`],
      null,
    );
  },
  () => core(['To make up for the inconvenience, we have added a complimentary year of scheduled maintenance to your account.'], null),
  (dice, f, due) => core([`We can't cover the hotel, but we would like to give you a free set of floor mats and a full detail.`, acceptLine(dice, due)], null),
  (dice, f) => {
    const offer = partialOffer(dice, f);
    return core([`Hey, we'd be glad to knock ${f.money(offer)} off the bill for your next service.`, 'Just mention this e-mail.'], offer);
  },
  (dice, f) => {
    const [share, divisor] = dice.pick([
      ['one third', 3],
      ['half', 2],
      ['a quarter', 4],
    ] as const);
    const offer = cents(f.asked / divisor);
    return core([`I got the district to sign off on ${share} of your ${f.money(f.asked)} claim, so ${f.money(offer)}.`, 'Payment goes out next week.'], offer);
  },
  (dice, f) =>
    core([`We're not able to reimburse ${f.purpose}, but we will extend your powertrain coverage by an additional 12 months at no cost to you.`], null),
  (dice, f) => {
    const offer = partialOffer(dice, f);
    return core(
      [`Good news on your claim: ${f.brand} came through with ${f.money(offer)} for the rental.`, "I'll drop the check in the mail this week."],
      offer,
    );
  },
  (dice, f) => {
    const offer = partialOffer(dice, f);
    return core([`We're going to refund the ${f.money(offer)} you spent on the Uber.`, 'Expect it on your card in a few days.'], offer);
  },
];

const MORE_DENIALS: Template[] = [
  () => core(['I did bring your request to management, but they are not going to approve reimbursement for the rental.', 'Sorry about that.']),
  (dice, f) =>
    core([
      `${f.brand}'s warranty does not provide for incidental or consequential damages, such as rental cars or lost time.`,
      'Accordingly, we are unable to assist with your request.',
    ]),
  (dice, f) =>
    core([
      'Since the delay was caused by a nationwide parts shortage, there will be no reimbursement from our side.',
      `Your car was released to you on ${f.date(f.dateOut)}.`,
    ]),
  (dice, f) => core([`Per our conversation, ${f.brand} has declined your goodwill request.`, "I know this isn't what you wanted to hear."]),
  () =>
    core([
      'Your request for goodwill assistance has been reviewed and was not approved.',
      'The concern was addressed within a reasonable time and the vehicle was drivable throughout.',
    ]),
  () =>
    core([
      "After looking into it, there isn't anything further we can offer beyond the repair that was already completed at no charge.",
      "Sorry I don't have better news.",
    ]),
  () =>
    core([
      "Sorry, but that's not something we're able to do.",
      'Rentals are only reimbursed when booked through our service desk, and yours was booked directly with Hertz.',
    ]),
  (dice, f) => core([`${f.brand} corporate came back with a no on this one.`, 'I pushed hard for you.']),
  () => core(['We have determined that your request falls outside the scope of our goodwill program.', 'No further action will be taken.']),
  () => core(['Please be advised that your request for reimbursement has been closed without payment.']),
  () =>
    core([
      'After investigation, it was determined that the failure resulted from an aftermarket modification.',
      'As such, the repair and any associated costs are the responsibility of the owner.',
    ]),
  (dice, f, due) =>
    core([
      'Our policy is to reimburse rentals only for warranty repairs that take longer than 5 business days, and yours was completed in 4.',
      'So we are unable to help here.',
      dice.chance(0.4) ? `You may appeal this decision in writing ${due.ownerAlways()}.` : undefined,
    ]),
  (dice, f) =>
    core([`We gave you a loaner for the entire time the car was here (${f.date(f.dateIn)} - ${f.date(f.dateOut)}), so we won't be paying for the Uber rides.`]),
  () => core(['After a thorough review, we find no basis for a goodwill payment, as the vehicle was out of warranty at the time of the failure.']),
  () => core(['We will not be compensating customers for rental cars during the current parts shortage.', 'This applies to all customers, not just you.']),
  (dice, f) => core([`I tried, but the answer from ${f.brand} was a hard no on the rental.`, 'Sorry about that.']),
  (dice, f) => core([`The goodwill committee met on ${f.date(addDays(f.today, -dice.int(2, 9)))} and voted against your request.`]),
];

const MORE_REQUESTS: Template[] = [
  (dice, f, due) => core([`To get this in front of the district manager I'll need ${documents(dice)}.`, `Can you get those to me${due.owner(0.6)}?`]),
  () => core(['Can you tell us the VIN and the repair order numbers for each visit?', 'That will help us look up the history.']),
  (dice, f, due) => {
    const [a, b] = [documents(dice), documents(dice)];
    return core([
      `Your file is incomplete. We still need:\n(1) proof of ownership\n(2) ${a}\n(3) ${b === a ? 'your rental receipts' : b}\n`,
      `Please submit these documents${due.owner(0.7)} or your request will be closed.`,
    ]);
  },
  () =>
    core([
      'Which dates was the car actually out of service?',
      "Our system shows two separate repair orders and I want to make sure I'm counting the right days.",
    ]),
  (dice, f, due) =>
    core(['Attached is our goodwill claim form.', `Please fill it out, sign it and e-mail it back to me along with ${documents(dice)}${due.owner(0.5)}.`]),
  (dice, f, due) => core([`Could you scan and e-mail me ${documents(dice)}${due.owner(0.5)}?`, `I'd like to include it with the packet going to ${f.brand}.`]),
  (dice) => core([`We are unable to process your request without ${documents(dice)}.`, 'Kindly mail them to the address below.']),
  (dice, f, due) => core([`I still don't have ${documents(dice)}.`, `Need it ${due.ownerAlways()} or this misses the monthly goodwill review.`]),
  () => core(['Quick question: did you pay for the rental yourself or did your insurance cover it?']),
  () => core(['Could you clarify how many days you actually had the rental?', 'Your letter says 12 but the receipt shows 15.']),
  (dice, f, due) => core([`In order for us to evaluate your request, we ask that you submit ${documents(dice)}${due.owner(0.5)}.`]),
  (dice, f, due) => core([`Can I get ${documents(dice)}${due.owner(0.5)}?`]),
  (dice, f, due) => core(['Your submission is missing a signature on page 2.', `Please sign and resend${due.owner(0.4)}.`]),
  (dice, f, due) =>
    core([`We require additional documentation to continue processing your request: ${documents(dice)}.`, `Kindly provide these${due.owner(0.7)}.`]),
  (dice, f) => core(['Do you happen to still have the rental receipt?', `${f.brand} will want to see it before they can do anything.`]),
  (dice, f, due) => core([`Please furnish the following${due.owner(0.6)}: proof of ownership and the rental invoice.`]),
  () => core(['I need the dates you had the loaner vs. the rental.', 'Can you put together a quick timeline?']),
  () => core(['What was the total you paid Hertz?', 'The receipt you attached is cut off at the bottom.']),
  (dice, f, due) => core([`Kindly advise the date on which you first reported the concern to the dealership, and the mileage at that time${due.owner(0.4)}.`]),
  () => core(['Did the rental company charge you for the extra days, or did your insurance pick that up?']),
];

const MORE_SCHEDULING: Template[] = [
  (dice, f, due) =>
    core([
      `Our ${f.brand} field engineer is in the store ${due.appointment()} and would like to look at the car while he's here.`,
      'Can you bring it by at 10?',
    ]),
  () => core(['Would you be able to stop by the dealership sometime next week?', 'Let me know what works for your schedule.']),
  (dice, f, due) =>
    core([
      `Before a decision can be made, ${f.brand} requires a technical inspection of the vehicle.`,
      `We have reserved a slot for you ${due.appointment()} at 8:00 AM.`,
      'Please call us to confirm.',
    ]),
  () => core(["We'd like to have our master tech drive the car with you to reproduce the shudder.", "What's your availability over the next couple of weeks?"]),
  (dice, f, due) => core([`Would it be possible to drop off the vehicle ${due.appointment()}?`, 'Our diagnostic team can check the transmission then.']),
  (dice, f, due) => core([`Our regional technical specialist can see the vehicle ${due.appointment()} at 1 pm.`, 'Does that work?']),
  (dice, f, due) =>
    core([
      `${f.brand} has requested that a field engineer evaluate the vehicle.`,
      `Available dates are ${due.appointmentDate()} and ${due.appointmentDate()}.`,
      'Please let me know which you prefer.',
    ]),
  () => core(["Before we go any further I'd like our shop foreman to ride along with you and hear the noise for himself.", 'When are you free?']),
  (dice, f, due) =>
    core([`We set up a call with the district manager for ${due.appointment().replace(/^on /, '')} at 3:00 pm.`, 'Does that time work for you?']),
  (dice, f, due) => core([`We have an opening ${due.appointment().replace(/^on /, '')} at 7:30.`, 'Want me to put you down for that?']),
  (dice, f, due) => core([`Can you swing by ${due.appointment()} around 10 so I can show you the repair order and we can talk through it?`]),
  () => core(["I'd love to sit down with you and go over the whole timeline.", 'What does your week look like?']),
  () => core(["I'd like to have a phone conversation with you about this.", 'When is a good time to call?']),
  (dice, f) => core([`${f.brand} has requested an in-person inspection.`, 'Please contact our service department to schedule at your convenience.']),
  (dice, f, due) => core([`Would ${due.appointment().replace(/^on /, '')} at 10 AM work to go over everything in person with our GM?`]),
  () => core(['Our technical specialist would like to drive the car with you.', 'Let me know a couple of days that would suit you.']),
  (dice, f, due) =>
    core([`The ${f.brand} field service engineer will be here ${due.appointment().replace(/^on /, '')}.`, 'Could you leave the car with us that morning?']),
  () => core(['A technical review of the vehicle is required.', 'Please reply with a few dates when the vehicle can be made available.']),
  (dice, f, due) => core([`We've got you down for ${due.appointment().replace(/^on /, '')} at 8:30 so our tech can verify the noise.`, 'See you then!']),
];

const MORE_ACKNOWLEDGEMENTS: Template[] = [
  (dice) => core([`Your concern has been logged under case #${dice.int(10000, 99999)} and assigned to a case manager.`]),
  (dice, f, due) => core([`Got it. I'll run this by our GM and get you an answer${due.dealer(0.6)}.`]),
  () => core(['This will acknowledge your letter.', 'We are investigating and will respond as soon as possible.']),
  (dice, f, due) => {
    const count = dice.pick([3, 5, 10]);
    due.add(daysFrom(f.today, afterBusinessDays(f.today, count)));
    return core([`I have sent it up to ${f.brand} for review; they usually take ${count} business days to respond.`]);
  },
  () => core(['Just wanted to let you know your request is with our regional manager.', "I'll follow up as soon as I hear anything."]),
  () => core(['A representative has been assigned to your case and will contact you shortly.']),
  (dice, f, due) => core([`I've submitted everything to ${f.brand}.`, `They told me to expect a response ${due.dealerAlways()}.`]),
  (dice, f, due) => {
    const days = dice.pick([7, 10, 14]);
    due.add(days);
    return core(['Your request is in the queue.', `Goodwill decisions usually take about ${days} days.`]);
  },
  (dice, f, due) => core(['We are in receipt of your letter and supporting documents.', `A decision will be communicated to you ${due.dealerAlways()}.`]),
  (dice, f) => core([`Your file has been sent to ${f.brand}'s regional office, and we are awaiting their response.`]),
  (dice, f, due) => core([`No problem, I'll take a look and circle back with you${due.dealer(0.6)}.`]),
  (dice) =>
    core([`We have received your inquiry (Reference: GW-${dice.int(10000, 99999)}).`, 'Our team will review your request and reply as soon as possible.']),
  () => core(['Received, thank you.', "I'll take it from here."]),
  (dice, f) => core([`I have put in the request with ${f.brand} and will update you once I have an answer.`]),
  (dice, f) => core([`Your letter has been referred to the ${f.brand} Customer Advocacy team, who will reach out to you directly.`]),
  () => core(["I'm looping in our service director, who handles these requests.", "He'll follow up with you directly."]),
  () => core(['This confirms we have your claim on file.', 'A decision will follow once the manufacturer has responded.']),
  (dice, f) => core(["Thanks, I've got everything I need.", `I'll push it through to ${f.brand} today.`]),
  (dice, f, due) => {
    const count = dice.pick([3, 5, 7]);
    due.add(daysFrom(f.today, afterBusinessDays(f.today, count)));
    return core([
      `Your request (ref. ${dice.int(10, 99)}-${dice.int(1000, 9999)}) is under consideration.`,
      `Please allow up to ${count} business days for a response.`,
    ]);
  },
  () => core(['Just confirming we got your letter.', "I'll get back to you once I've talked with the service director."]),
  (dice, f) => core([`This e-mail confirms that your case has been escalated to the ${f.brand} regional office.`]),
  (dice, f, due) => core(["We're still waiting to hear from the manufacturer.", `I expect an update ${due.dealerAlways()} and will pass it along.`]),
  (dice, f) => core(["Thanks, I've got it.", `I'm putting the package together for ${f.brand} now.`]),
  (dice, f, due) => core(['Your concern has been documented and will be reviewed.', `You will receive a written response ${due.dealerAlways()}.`]),
  () => core(['Just a quick update: the district manager has your file and is looking at it this week.']),
  (dice, f) => core([`Sorry for the silence. Still no word from ${f.brand} on your claim, but I'm chasing them.`]),
];

const MORE_OTHERS: Template[] = [
  (dice, f) =>
    core([
      `Automatic reply: I am out of the office until ${f.date(addDays(f.today, dice.int(2, 10)))} with limited access to email.`,
      'I will respond to your message when I return.',
    ]),
  () => core(['I forwarded your e-mail by mistake to our sales team, please ignore the previous message about the lease-end inspection.']),
  () => core(['This address is for sales inquiries only.', 'For service and warranty matters please write to service@example.com.']),
  () => core(['Your car is all set and washed.', 'Have a good one!']),
  () => core(['Please see the attached brochure for our spring service specials.']),
  (dice, f) => core([`Your vehicle is due for its 30,000-mile service.`, `Book online anytime at ${f.dealer.toLowerCase().replace(/\s+/g, '')}.com!`]),
  (dice, f) => core([`Thanks ${f.first}, you too!`, 'Enjoy the long weekend.']),
  (dice, f) => core(["I'm on the sales side, so I'm not the right person for this.", `Copying ${f.colleague} from service.`]),
  (dice, f) => core([`The part you asked about (PN ${dice.int(1000, 9999)}-ABC) is in stock and costs ${f.money(cents(dice.int(2000, 30000) / 100))}.`]),
  (dice, f) => core([`This is to remind you that your ${f.vehicle} has an open recall.`, 'Please contact us to schedule the recall repair at no cost.']),
  () => core(['Thanks for the kind words about our team!', "We'll share them at our morning meeting."]),
  () => core(["Hope you're enjoying the car!", 'Just checking in to see how everything is running since your last visit.']),
  (dice, f) => core([`Please note our new phone number is ${f.phone}.`, 'Our address and hours remain the same.']),
  () => core(['Your tires are in.', 'Give us a call when you want to get them mounted.']),
  () => core(["Delivery has failed to these recipients or groups: service@example.com. The recipient's mailbox is full."]),
  () => core(['Thanks for choosing us for your recent service!', "We'd love it if you left us a review on Google."]),
  () => core(["We noticed you haven't been in for service in a while.", 'Schedule your next oil change online and save 10%.']),
  () => core(['Your loaner agreement is attached for your records.', 'Have a great day!']),
];

const TEMPLATES: Record<AiIntent, Template[]> = {
  offer: [...OFFERS, ...MORE_OFFERS],
  denial: [...DENIALS, ...MORE_DENIALS],
  request_for_information: [...REQUESTS, ...MORE_REQUESTS],
  scheduling: [...SCHEDULING, ...MORE_SCHEDULING],
  acknowledgement: [...ACKNOWLEDGEMENTS, ...MORE_ACKNOWLEDGEMENTS],
  other: [...OTHERS, ...MORE_OTHERS],
};

/** Offers and refusals come most often; replies that say nothing in particular least. */
const INTENT_WEIGHTS: AiIntent[] = [
  'offer',
  'offer',
  'offer',
  'offer',
  'denial',
  'denial',
  'denial',
  'request_for_information',
  'request_for_information',
  'request_for_information',
  'scheduling',
  'scheduling',
  'acknowledgement',
  'acknowledgement',
  'acknowledgement',
  'other',
];

// ——— Wrapping: greetings, polite openings, distractors, closings, signatures, the quoted claim ———

function greeting(dice: Dice, f: Facts): string | undefined {
  return dice.pick([`Hi ${f.first},`, `Dear ${f.honorific} ${f.surname},`, 'Hello,', `Good afternoon ${f.first},`, `${f.first},`, undefined]);
}

function opening(dice: Dice, f: Facts, intent: AiIntent): string | undefined {
  const polite = [
    `Thank you for reaching out regarding your ${f.vehicle}.`,
    'I hope this message finds you well.',
    'Thanks for bringing this to our attention.',
    'I appreciate you taking the time to write to us.',
    `Thank you for contacting ${f.dealer}.`,
    'Thanks for your e-mail.',
    'Sorry for the delay in getting back to you.',
  ];
  if (intent === 'denial')
    polite.push(
      'We value you as a customer and understand how frustrating this experience has been.',
      'Thank you for your patience while we looked into this.',
    );
  if (intent === 'offer') polite.push('Thank you for your patience while we looked into this.', 'I have some news about your claim.');
  return dice.chance(0.65) ? dice.pick(polite) : undefined;
}

/** Sentences with amounts and dates that are facts, not offers or deadlines. */
function distractor(dice: Dice, f: Facts, intent: AiIntent): string | undefined {
  const options: (() => string)[] = [
    () => `Our records show your ${f.model} was in the shop from ${f.date(f.dateIn)} to ${f.date(f.dateOut)} for ${f.issue}.`,
    () => `Your vehicle was ready for pickup on ${f.date(f.dateOut)}.`,
    () => `I see you picked up the car on ${f.date(f.dateOut)}.`,
    () => `When you brought the car in on ${f.date(f.dateIn)}, our technician confirmed the concern.`,
    () => `The repair was completed on ${f.date(f.dateOut)}.`,
    () => `Your car was with us for ${daysFrom(f.dateIn, f.dateOut)} days while we waited for parts.`,
    () => `The total on the repair order was ${f.money(f.repairCost)}, which was covered under warranty.`,
    () => `The ${f.money(f.deductible)} deductible on your service contract applied to that visit.`,
  ];
  if (intent !== 'acknowledgement' && intent !== 'other') options.push(() => `We received your claim on ${f.date(f.claimSent)}.`);
  return dice.chance(0.55) ? dice.pick(options)() : undefined;
}

function closure(dice: Dice, f: Facts): string | undefined {
  if (!dice.chance(0.2)) return undefined;
  const holiday = nextHoliday(f.today);
  return dice.pick([
    `Please note that our service department is closed on ${f.date(holiday.date)} for ${holiday.name}.`,
    `Our offices will be closed ${WEEKDAYS[holiday.date.getUTCDay()]}, ${MONTHS[holiday.date.getUTCMonth()]} ${holiday.date.getUTCDate()} in observance of ${holiday.name}.`,
    'Our service hours are Monday through Friday, 7:30 AM to 6:00 PM, and Saturday 8:00 AM to noon.',
  ]);
}

function closing(dice: Dice, f: Facts): string | undefined {
  return dice.pick([
    'Please let me know if you have any questions.',
    `Feel free to call me directly at ${f.phone}.`,
    'We appreciate your business.',
    `Thank you for choosing ${f.dealer}.`,
    "If you have any questions, please don't hesitate to contact me.",
    undefined,
    undefined,
  ]);
}

function signature(dice: Dice, f: Facts): string {
  const valediction = dice.pick(['Best regards,', 'Sincerely,', 'Thanks,', 'Regards,', 'Thank you,', 'Kind regards,', 'Best,', 'Respectfully,']);
  const lines = [valediction, f.signer];
  if (dice.chance(0.8)) lines.push(f.role);
  if (dice.chance(0.7)) lines.push(f.dealer);
  if (dice.chance(0.6)) lines.push(f.phone);
  if (dice.chance(0.25)) lines.push('Service hours: Mon-Fri 7:30am-6pm, Sat 8am-2pm. Closed Sundays.');
  if (dice.chance(0.15))
    lines.push(
      '',
      'CONFIDENTIALITY NOTICE: This e-mail and any attachments are intended only for the named recipient. If you have received this message in error, please notify the sender immediately and delete it.',
    );
  if (dice.chance(0.1)) lines.push('', 'Sent from my iPhone');
  return lines.join('\n');
}

/** The owner's claim below the reply, with its own amount, dates and deadline. */
function quotedClaim(dice: Dice, f: Facts): string {
  const sent = f.claimSent;
  const sentLong = `${WEEKDAYS[sent.getUTCDay()].slice(0, 3)}, ${SHORT_MONTHS[sent.getUTCMonth()]} ${sent.getUTCDate()}, ${sent.getUTCFullYear()}`;
  const email = `${f.first.toLowerCase()}.${f.surname.toLowerCase()}@example.com`;
  const respond = dice.pick([
    `Please respond within 14 days.`,
    `Please respond by ${f.date(addDays(sent, 14))}.`,
    `I look forward to your answer within 10 business days.`,
  ]);
  const body = [
    'Dear Service Manager,',
    '',
    `I am writing to request goodwill compensation of ${f.money(f.asked)} for ${f.purpose}. My ${f.vehicle} was in your shop from ${f.date(f.dateIn)} to ${f.date(f.dateOut)} for ${f.issue}.`,
    respond,
    '',
    'Thank you,',
    `${f.first} ${f.surname}`,
  ];
  const style = dice.int(0, 3);
  if (style === 0)
    return [`On ${sentLong} at 9:${pad(dice.int(0, 59))} AM ${f.first} ${f.surname} <${email}> wrote:`, ...body.map((line) => `> ${line}`)].join('\n');
  if (style === 1)
    return [`On ${sentLong} at 9:${pad(dice.int(0, 59))} AM ${f.first} ${f.surname} <`, `${email}> wrote:`, ...body.map((line) => `> ${line}`)].join('\n');
  const header = [
    `From: ${f.first} ${f.surname} <${email}>`,
    `Sent: ${WEEKDAYS[sent.getUTCDay()]}, ${MONTHS[sent.getUTCMonth()]} ${sent.getUTCDate()}, ${sent.getUTCFullYear()} 9:12 AM`,
    `To: service@example.com`,
    `Subject: Goodwill claim - ${f.vehicle}`,
    '',
  ];
  return [style === 2 ? '-----Original Message-----' : '________________________________', ...header, ...body].join('\n');
}

/** Plain-text mail is often wrapped at 72 columns, so phrases can break across lines. */
function wrap(text: string, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

function writeReply(dice: Dice, f: Facts, intent: AiIntent): { email: string; truth: ReplyTruth } {
  const due = new Deadlines(dice, f);
  const body = dice.pick(TEMPLATES[intent])(dice, f, due);
  const extra = intent === 'scheduling' ? schedulingExtra(dice) : intent === 'acknowledgement' ? acknowledgementExtra(dice, f) : undefined;
  const fact = intent === 'other' ? undefined : distractor(dice, f, intent);
  const factFirst = dice.chance(0.5);
  const sentences = [
    opening(dice, f, intent),
    factFirst ? fact : undefined,
    ...body.sentences,
    extra,
    factFirst ? undefined : fact,
    closure(dice, f),
    closing(dice, f),
  ];
  const kept = sentences.filter((sentence): sentence is string => Boolean(sentence));
  // One paragraph, or a few, as people write.
  const paragraphs: string[] = [];
  for (const sentence of kept) {
    if (paragraphs.length === 0 || dice.chance(0.45)) paragraphs.push(sentence);
    else paragraphs[paragraphs.length - 1] += ` ${sentence}`;
  }
  const width = dice.chance(0.3) ? dice.int(64, 76) : 0;
  const text = paragraphs.map((paragraph) => (width ? wrap(paragraph, width) : paragraph)).join('\n\n');
  const hello = greeting(dice, f);
  const parts = [hello, text, signature(dice, f)].filter((part): part is string => Boolean(part));
  if (dice.chance(0.35)) parts.push(quotedClaim(dice, f));
  const email = parts.join('\n\n');
  return {
    // Some mail arrives with Windows line ends.
    email: dice.chance(0.1) ? email.replace(/\n/g, '\r\n') : email,
    truth: { intent, offered_amount: intent === 'offer' ? body.offered : null, due_in_days: due.days.length > 0 ? Math.min(...due.days) : null },
  };
}

/** `count` dealer replies from `seed`, each with the reading a careful person would give it. */
export function replySpecs(seed: number, count: number): ReplySpec[] {
  const dice = new Dice(seed);
  return Array.from({ length: count }, (_, index) => {
    const facts = makeFacts(dice);
    const intent = dice.pick(INTENT_WEIGHTS);
    const { email, truth } = writeReply(dice, facts, intent);
    return { id: `reply-${seed}-${index + 1}`, today: iso(facts.today), email, truth };
  });
}

// ——— Scoring a reader against the truth ———

export type ScoredMeasure = 'intent' | 'offered_amount' | 'due_in_days';
export const SCORED_MEASURES: ScoredMeasure[] = ['intent', 'offered_amount', 'due_in_days'];

export interface ReplyScore {
  /** Share right per measure: intent exact, amount to the cent, deadline within a day (null right only against null). */
  accuracy: Record<ScoredMeasure, number>;
  /** Share of right intents among replies of each true intent. */
  byIntent: Partial<Record<AiIntent, { right: number; total: number }>>;
  misses: Record<ScoredMeasure, { spec: ReplySpec; read: ReplyReading }[]>;
}

/** What a reader answers: an empty intent, or a field it asks about, is "not sure" and counts as a miss. */
export interface ReplyReading {
  intent: AiIntent | null;
  offered_amount: number | null;
  due_in_days: number | null;
  questions?: { field: string }[];
}

const sameAmount = (read: number | null, truth: number | null) =>
  read === null || truth === null ? read === truth : Math.round(read * 100) === Math.round(truth * 100);
const closeDeadline = (read: number | null, truth: number | null) => (read === null || truth === null ? read === truth : Math.abs(read - truth) <= 1);

/** How often `read` agrees with the truth of each reply. */
export function scoreReplies(specs: ReplySpec[], read: (spec: ReplySpec) => ReplyReading): ReplyScore {
  const misses: ReplyScore['misses'] = { intent: [], offered_amount: [], due_in_days: [] };
  const byIntent: ReplyScore['byIntent'] = {};
  for (const spec of specs) {
    const reading = read(spec);
    const tally = (byIntent[spec.truth.intent] ??= { right: 0, total: 0 });
    tally.total += 1;
    if (reading.intent === spec.truth.intent) tally.right += 1;
    else misses.intent.push({ spec, read: reading });
    const asked = (field: string) => reading.questions?.some((question) => question.field === field) ?? false;
    if (asked('offered_amount') || !sameAmount(reading.offered_amount, spec.truth.offered_amount)) misses.offered_amount.push({ spec, read: reading });
    if (asked('deadline') || !closeDeadline(reading.due_in_days, spec.truth.due_in_days)) misses.due_in_days.push({ spec, read: reading });
  }
  const share = (missed: number) => (specs.length === 0 ? NaN : 1 - missed / specs.length);
  return {
    accuracy: { intent: share(misses.intent.length), offered_amount: share(misses.offered_amount.length), due_in_days: share(misses.due_in_days.length) },
    byIntent,
    misses,
  };
}
