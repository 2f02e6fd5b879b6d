import { calendarDaysBetween, formatDay } from '../days';
import { vehicleLabel, type Vehicle } from '../vehicle';
import { visitThreeCs, type Visit } from '../visit';
import { defectKey, defectLabel } from './defects';
import type { LemonNoticeDraft } from './lemon-notice-types';
import type { LemonWatch } from './lemon-watch-types';
import { lemonLawThresholds, type LemonLawThresholds } from './state-thresholds';
import { US_STATE_NAMES } from './us-states';

/** What the notice needs of the vehicle; the VIN may be missing (written "VIN: not recorded"). */
export type LemonNoticeVehicle = Pick<Vehicle, 'id' | 'year' | 'make' | 'model'> & { vin: string | null | undefined };
export type LemonNoticeVisit = Pick<
  Visit,
  | 'date_in'
  | 'date_out'
  | 'status'
  | 'primary_issue'
  | 'defect'
  | 'warranty_repair'
  | 'dealer_name'
  | 'days'
  | 'ro_number'
  | 'mileage_in'
  | 'mileage_out'
  | 'complaint'
  | 'cause'
  | 'correction'
>;

/** The placeholder of a repair-order number the visit does not record: the owner's paperwork has it. */
export const REPAIR_ORDER_PLACEHOLDER = '[number from your paperwork]';

/** Where the owner writes the postal address the manufacturer answers to: the app does not record one. */
export const POSTAL_ADDRESS_PLACEHOLDER = '[your postal address]';

/** The VIN as recorded (capitals, no spaces), or undefined when there is none. */
const vinOf = (vehicle: LemonNoticeVehicle) => vehicle.vin?.trim().toUpperCase() || undefined;

/** `lemon-notice-<vin or id>.pdf`. */
export function lemonNoticeFileName(vehicle: LemonNoticeVehicle): string {
  const vin = vinOf(vehicle)?.replace(/[^A-Z0-9]/g, '');
  return `lemon-notice-${vin || vehicle.id}.pdf`;
}

/**
 * The clause of the state's notice rule that binds the owner, without what a dealer must forward
 * ("a dealer must forward it … by certified mail" asks nothing of the owner).
 */
const ownersPart = (notice: string) =>
  notice
    .split(';')
    .filter((clause) => !/\bdealer (must|forwards)\b/i.test(clause))
    .join(';');

/** The way of mailing the statute names for the owner's notice ("certified mail, return receipt requested"), if it names one. */
export function noticeMailMethod(thresholds: Pick<LemonLawThresholds, 'notice'>): string | undefined {
  return /\bby ((?:certified|registered|express|overnight|return-receipt)[\w ,-]*?(?:mail|service)(?:, return receipt requested)?)/i.exec(
    ownersPart(thresholds.notice),
  )?.[1];
}

/** The statute gives the manufacturer a final repair attempt (an "opportunity to cure") after the notice. */
export const noticeGivesFinalRepair = (thresholds: Pick<LemonLawThresholds, 'notice'>) =>
  /final repair|opportunity to (cure|repair|correct)|days to (repair|correct)|more opportunity|allow it up to/i.test(thresholds.notice);

/**
 * What to do with the letter under the state's notice rule, in order. `repairOrdersMissing`: a
 * visit the letter lists has no repair-order number, so the letter leaves a bracket for it.
 */
export function lemonNoticeChecklist(thresholds: LemonLawThresholds, repairOrdersMissing = true): string[] {
  const name = US_STATE_NAMES[thresholds.state];
  const mail = noticeMailMethod(thresholds);
  const items = [
    mail
      ? `Send it by ${mail}, as ${name}'s law asks, and keep the receipt.`
      : 'Send it by certified mail, return receipt requested, and keep the receipt: it proves the manufacturer received it.',
    'Address it to the manufacturer, at the address in your warranty booklet or owner’s manual.',
  ];
  if (/forms given at delivery/i.test(thresholds.notice))
    items.push(`Use the forms you were given at delivery, if you have them: ${name}'s law asks for them.`);
  if (noticeGivesFinalRepair(thresholds)) {
    items.push(
      `Give the manufacturer its final repair attempt: ${name}'s law lets it try once more after your notice. Make the vehicle available when it asks.`,
    );
  }
  items.push(
    repairOrdersMissing
      ? 'Fill in the bracketed parts (your postal address, the repair-order numbers) before you sign.'
      : 'Fill in the bracketed part (your postal address) before you sign.',
  );
  items.push('Keep a copy of the signed letter, the mail receipt and every repair order.');
  return items;
}

/** The visits the letter lists: the warranty repairs begun within the presumption period (all warranty repairs when none is). */
function listedVisits(visits: readonly LemonNoticeVisit[], watch: LemonWatch): LemonNoticeVisit[] {
  const repairs = visits.filter((visit) => visit.warranty_repair && visit.status !== 'cancelled');
  const inPeriod = repairs.filter((visit) => visit.date_in >= watch.period_starts && (watch.period_ends === null || visit.date_in < watch.period_ends));
  return inPeriod.length > 0 ? inPeriod : repairs;
}

/** The defects in the owner's words, one spelling each: the defect named on the visit, else its issue. */
function defectsOf(visits: readonly LemonNoticeVisit[]): string[] {
  const seen = new Map<string, string>();
  for (const visit of visits) {
    const words = defectLabel(visit.defect || visit.primary_issue);
    const key = defectKey(words);
    if (key && !seen.has(key)) seen.set(key, words);
  }
  return [...seen.values()];
}

const listOf = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('; ')} and ${items[items.length - 1]}`);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const miles = (value: number) => value.toLocaleString('en-US');

/** The odometer as the visit records it ("12,351 miles in, 12,360 out"), or nothing. */
function mileageText({ mileage_in, mileage_out }: LemonNoticeVisit): string | undefined {
  if (mileage_in !== null && mileage_out !== null) return `${miles(mileage_in)} miles in, ${miles(mileage_out)} out`;
  if (mileage_in !== null) return `${miles(mileage_in)} miles in`;
  if (mileage_out !== null) return `${miles(mileage_out)} miles out`;
  return undefined;
}

/** A visit in the letter: dates, days, dealer, repair order, mileage and issue on one line, then the three Cs it records. */
function visitLine(visit: LemonNoticeVisit, today: string): string {
  // A date out still ahead is only expected: the car is at the dealer as the letter is written.
  const back = visit.date_out && visit.date_out <= today ? visit.date_out : null;
  const out = back ? `to ${formatDay(back)}` : `still at the dealer on ${formatDay(today)}`;
  const days = back ? visit.days : calendarDaysBetween(visit.date_in, today);
  const facts = [visit.dealer_name, `repair order no. ${visit.ro_number ?? REPAIR_ORDER_PLACEHOLDER}`, mileageText(visit)].filter(Boolean).join(', ');
  // A C written over several lines is one line of the letter.
  const threeCs = visitThreeCs(visit).map(({ label, text }) => `  ${label}: ${text.replace(/\s+/g, ' ')}`);
  return [`- ${formatDay(visit.date_in)} ${out} (${plural(days, 'day')}), ${facts}: ${defectLabel(visit.primary_issue)}`, ...threeCs].join('\n');
}

/**
 * The written notice to the manufacturer, drafted from the facts: the vehicle and its VIN, the
 * defect in the owner's words, each repair visit with its dates and repair order, the days out of
 * service, and the statute. The letter is its body; the PDF frames it with the sender, the date,
 * the addressee, the subject and the signature line.
 */
export function lemonNotice(
  vehicle: LemonNoticeVehicle,
  visits: readonly LemonNoticeVisit[],
  watch: LemonWatch,
  owner: { email: string },
  today: string,
): LemonNoticeDraft {
  const thresholds = lemonLawThresholds(watch.state);
  const name = US_STATE_NAMES[watch.state];
  const label = vehicleLabel(vehicle);
  const vin = vinOf(vehicle);
  const listed = listedVisits(visits, watch);
  const defects = defectsOf(listed);
  const dayWord = watch.day_kind === 'business' ? 'business day' : 'day';

  const paragraphs = [
    'To whom it may concern:',
    `I am writing to give you written notice, under ${name}'s lemon law (${watch.statute}), that my ${label} (VIN: ${vin ?? 'not recorded'}) has ` +
      (defects.length > 0
        ? `${defects.length === 1 ? 'a defect' : 'defects'} that your authorized dealers have not repaired: ${listOf(defects)}.`
        : 'defects that your authorized dealers have not repaired.'),
    listed.length > 0
      ? `I took delivery of the vehicle on ${formatDay(watch.period_starts)}. Since then it has been in for repair ${listed.length === 1 ? 'once' : `${listed.length} times`}:\n` +
        listed.map((visit) => visitLine(visit, today)).join('\n')
      : `I took delivery of the vehicle on ${formatDay(watch.period_starts)}.`,
    `In all, the vehicle has been out of service for ${plural(watch.days_out_of_service, dayWord)} for warranty repairs within the period the law sets.`,
  ];
  if (noticeGivesFinalRepair(thresholds)) {
    paragraphs.push(
      'As the law provides, I am giving you the opportunity to make a final repair attempt. Please tell me in writing where and when to bring the vehicle.',
    );
  }
  paragraphs.push(
    `If the defect cannot be repaired, I ask that you replace the vehicle or refund its purchase price, as ${watch.statute} provides.`,
    `Please answer me in writing at ${POSTAL_ADDRESS_PLACEHOLDER} or at ${owner.email}.`,
  );
  return {
    letter: paragraphs.join('\n\n'),
    checklist: lemonNoticeChecklist(
      thresholds,
      listed.some((visit) => !visit.ro_number),
    ),
    state: watch.state,
    state_name: name,
    statute: watch.statute,
    source_url: watch.source_url,
    rule: thresholds.notice,
    subject: `Written notice under ${watch.statute}: ${label}, VIN ${vin ?? 'not recorded'}`,
    file_name: lemonNoticeFileName(vehicle),
  };
}
