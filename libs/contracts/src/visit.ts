import { csvYesNo, type CsvColumn, type PatchOf } from './fields';
import { calendarDaysBetween, countedDayOut, coveredDays, formatDay, todayIso } from './days';
import type { VisitInputValues } from './schemas/visit';
import { labelledValues } from './labelled-values';
import { recordToasts } from './record-toasts';
import { MAX_MILEAGE } from './limits';

// The visit's zod schemas (its fields, the API's body, the form) are `@dct/contracts/schemas`
// (schemas/visit.ts); their types are re-exported here.
export type { VisitFormValues, VisitInputValues } from './schemas/visit';
import type { Visit } from './schemas/answers/visit';
export type { Visit, VisitDetail, VisitChange } from './schemas/answers/visit';

/** Spec §4: a new visit is in progress; the owner may pick any status. */
export const { values: VISIT_STATUSES, labels: VISIT_STATUS_LABELS } = labelledValues({
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
});
export type VisitStatus = (typeof VISIT_STATUSES)[number];
/** Spec §4 badge styles. */
export const VISIT_STATUS_BADGES: Record<VisitStatus, 'default' | 'secondary' | 'destructive'> = {
  in_progress: 'default',
  completed: 'secondary',
  cancelled: 'destructive',
};

/** How downtime is valued (spec §3): a share of the monthly payment, or a daily flat rate. */
export const { values: VALUATION_METHODS, labels: VALUATION_METHOD_LABELS } = labelledValues({
  MonthlyPayment: 'Monthly Payment',
  DailyFlatRate: 'Daily Flat Rate',
});
export type ValuationMethod = (typeof VALUATION_METHODS)[number];
/** Spec §2: 'Monthly Payment' for MonthlyPayment, anything else reads 'Daily Flat Rate'. */
export const valuationMethodLabel = (method: string | null | undefined) =>
  method === 'MonthlyPayment' ? VALUATION_METHOD_LABELS.MonthlyPayment : VALUATION_METHOD_LABELS.DailyFlatRate;

export const VISIT_TEXT_LIMITS = {
  primary_issue: 500,
  loaner_model: 100,
  loaner_notes: 1000,
  issue_notes: 5000,
  defect: 200,
  ro_number: 40,
  complaint: 2000,
  cause: 2000,
  correction: 2000,
} as const;

export const VISIT_FIELD_LABELS = {
  primary_issue: 'Primary issue',
  loaner_model: 'Loaner model',
  loaner_notes: 'Loaner notes',
  issue_notes: 'Notes',
  date_in: 'Date in',
  date_out: 'Date out',
  mileage_in: 'Mileage in',
  mileage_out: 'Mileage out',
  defect: 'Defect',
  ro_number: 'RO number',
  complaint: 'Complaint',
  cause: 'Cause',
  correction: 'Correction',
} as const;

/**
 * The fields of a visit an arbitrator or attorney reads as evidence: each change to them is kept
 * (who, when, old → new) and can be printed with the visit's history.
 */
export const VISIT_TRACKED_FIELDS = ['date_in', 'date_out', 'mileage_in', 'mileage_out', 'ro_number'] as const;
export type VisitTrackedField = (typeof VISIT_TRACKED_FIELDS)[number];

/** Spec §5 "Create visit" messages verbatim, and the same voice for the rules it leaves unshown. */
export const VisitMessages = {
  vehicleRequired: 'Vehicle is required',
  dealerRequired: 'Dealer is required',
  dateInRequired: 'Date in is required',
  primaryIssueRequired: 'Primary issue is required',
  statusRequired: 'Status is required',
  dateInvalid: (label: string) => `${label} must be a valid date (YYYY-MM-DD)`,
  dateOutBeforeDateIn: 'Date out cannot be before date in',
  dateOutRequiredWhenCompleted: 'Date out is required for a completed visit',
  mileageInvalid: (label: string) => `${label} must be a whole number of miles up to ${MAX_MILEAGE.toLocaleString('en-US')}`,
  mileageOrder: 'Mileage out cannot be less than mileage in',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  textExpected: (label: string) => `${label} must be text`,
  /** An RO number is printed on one line of a statement, a letter and a case file. */
  singleLine: (label: string) => `${label} must be on one line, without line breaks or control characters`,
  /** The three Cs may run over several lines, but carry no other control character into a PDF or a letter. */
  controlCharacters: (label: string) => `${label} must not contain control characters other than line breaks and tabs`,
  /** A question, not a refusal: a typo here can end a lemon-law window early, yet an odometer can be replaced. */
  /** Hints, not refusals: a day still ahead is saved as what is expected, and no day counts before it comes. */
  dateInAhead: 'A scheduled visit: no day counts until the vehicle goes in',
  dateOutAhead: 'An expected date out: days count up to today, never beyond',
  mileageLowerThanEarlier: (miles: number, day: string) => `Lower than the ${miles.toLocaleString('en-US')} mi recorded on ${formatDay(day)} — is that right?`,
  loanerInvalid: 'Loaner provided must be true or false',
  warrantyRepairInvalid: 'Warranty repair must be true or false',
  safetyDefectInvalid: 'Safety defect must be true or false',
  valuationMethodInvalid: `Valuation method must be one of: ${VALUATION_METHODS.join(', ')}`,
  spellingsDisagree: (a: string, b: string) => `${a} and ${b} are the same field; send one of them`,
  vehicleFilterInvalid: 'vehicle_id must be a positive whole number',
  notFound: 'Visit not found',
} as const;

/** Spec §8 "Visits" toasts, and the same voice for edits. */
export const VisitToasts = recordToasts('Visit', ['create', 'update', 'delete'], { create: 'service visit', update: 'service visit' });

/** Spec §2's delete confirmation, verbatim. */
export const VISIT_DELETE_CONFIRMATION = 'Are you sure you want to delete this visit? This action cannot be undone and will also delete any associated claims.';

/**
 * Days out of service (spec §9): calendar days from date in to date out, or to today while the
 * car is still there; a cancelled visit counts none. Jan 5 → Jan 19 is 14. Only days that have
 * passed count: a date out still ahead (an expected date out) counts up to today, and a visit
 * whose date in is still ahead (a scheduled visit) counts none.
 */
export function visitDays(visit: Pick<Visit, 'date_in' | 'date_out' | 'status'>, today: string = todayIso()): number {
  if (visit.status === 'cancelled') return 0;
  return Math.max(0, calendarDaysBetween(visit.date_in, countedDayOut(visit.date_out, today)));
}

/** A date out still ahead: the day the dealer expects to hand the car back, not a day it came back. */
export const hasExpectedDateOut = (visit: Pick<Visit, 'date_out'>, today: string = todayIso()) => !!visit.date_out && visit.date_out > today;

/**
 * An expected date out that has come and gone without the owner saying the car is back: a date
 * out saved on a day before it (the visit stayed in progress, see statusFromDates) and now past.
 * Its days stop counting at that date, so the owner is asked to confirm it or enter a new one.
 */
export const expectedDateOutPassed = (visit: Pick<Visit, 'date_out' | 'status'>, today: string = todayIso()) =>
  visit.status === 'in_progress' && !!visit.date_out && visit.date_out < today;

/** A visit whose date in is still ahead: booked, not yet begun. */
export const isScheduledVisit = (visit: Pick<Visit, 'date_in'>, today: string = todayIso()) => visit.date_in > today;

/** The labels of a visit's dates as of today: a day still ahead is what is expected, not what happened. */
export function visitDateLabels(visit: Pick<Visit, 'date_in' | 'date_out'>, today: string = todayIso()): { dateIn: string; dateOut: string } {
  return {
    dateIn: isScheduledVisit(visit, today) ? 'Scheduled for' : 'Date in',
    dateOut: hasExpectedDateOut(visit, today) ? 'Expected date out' : 'Date out',
  };
}

/**
 * Spec §4: on the dashboard and simple lists a visit is in progress until it has a date out; a
 * date out still ahead is only expected, so the car is still at the dealer until that day comes.
 */
export const isVisitOpen = (visit: Pick<Visit, 'date_out'>, today: string = todayIso()) => !visit.date_out || visit.date_out > today;

/**
 * The status the dates give a visit, the same on the form and the server: a date out on or before
 * today makes it completed, and clearing the date out makes a completed visit in progress again. A
 * cancelled visit stays cancelled, and a date out still ahead (a planned pick-up) changes nothing.
 * `dateOutCleared`: the date out was just removed (not merely absent).
 */
export function statusFromDates(status: VisitStatus, dateOut: string | null | undefined, dateOutCleared: boolean, today: string = todayIso()): VisitStatus {
  if (status === 'cancelled') return status;
  if (dateOut && dateOut <= today) return 'completed';
  if (!dateOut && dateOutCleared && status === 'completed') return 'in_progress';
  return status;
}

/** The rules between fields, the same on the form and the server. */
export interface VisitRuleInput {
  status?: VisitStatus | null;
  date_in?: string | null;
  date_out?: string | null;
  mileage_in?: number | null;
  mileage_out?: number | null;
}

/** The first broken rule between fields, with the field it belongs to. */
export function visitRuleProblem(visit: VisitRuleInput): { field: 'date_out' | 'mileage_out'; message: string } | undefined {
  if (visit.date_in && visit.date_out && visit.date_out < visit.date_in) return { field: 'date_out', message: VisitMessages.dateOutBeforeDateIn };
  if (visit.status === 'completed' && !visit.date_out) return { field: 'date_out', message: VisitMessages.dateOutRequiredWhenCompleted };
  if (typeof visit.mileage_in === 'number' && typeof visit.mileage_out === 'number' && visit.mileage_out < visit.mileage_in) {
    return { field: 'mileage_out', message: VisitMessages.mileageOrder };
  }
  return undefined;
}

/** The three Cs a visit records (complaint, cause, correction), labelled and in that order; those it lacks left out. */
export function visitThreeCs(visit: Pick<Visit, 'complaint' | 'cause' | 'correction'>): Array<{ label: string; text: string }> {
  return (['complaint', 'cause', 'correction'] as const).flatMap((field) => {
    const text = visit[field];
    return text ? [{ label: VISIT_FIELD_LABELS[field], text }] : [];
  });
}

/** The highest odometer reading of a vehicle's earlier visits, and the day it was recorded. */
export interface EarlierMileage {
  mileage: number;
  day: string;
}

/**
 * The highest mileage recorded on the vehicle's visits before this one (by date in; on the same
 * day, those recorded first), with its day: mileage in on the date in, mileage out on the date out.
 * Nothing when the visit has no vehicle or date in yet.
 */
export function earlierMileage(
  visit: { id?: number; vehicle_id: number | null | undefined; date_in: string | null | undefined },
  visits: ReadonlyArray<Pick<Visit, 'id' | 'vehicle_id' | 'date_in' | 'date_out' | 'mileage_in' | 'mileage_out'>>,
): EarlierMileage | undefined {
  const { id, vehicle_id, date_in } = visit;
  if (!vehicle_id || !date_in) return undefined;
  let highest: EarlierMileage | undefined;
  for (const other of visits) {
    const earlier = other.date_in < date_in || (other.date_in === date_in && (id === undefined || other.id < id));
    if (other.vehicle_id !== vehicle_id || other.id === id || !earlier) continue;
    for (const reading of [
      { mileage: other.mileage_in, day: other.date_in },
      { mileage: other.mileage_out, day: other.date_out ?? other.date_in },
    ]) {
      if (reading.mileage !== null && (!highest || reading.mileage > highest.mileage)) highest = { mileage: reading.mileage, day: reading.day };
    }
  }
  return highest;
}

/** The form's question about a mileage below an earlier visit's (it is asked, never refused), or nothing. */
export function lowerMileageQuestion(mileage: number | null | undefined, earlier: EarlierMileage | undefined): string | undefined {
  if (typeof mileage !== 'number' || Number.isNaN(mileage) || !earlier || mileage >= earlier.mileage) return undefined;
  return VisitMessages.mileageLowerThanEarlier(earlier.mileage, earlier.day);
}

/** POST /api/visits takes the form's fields (the detail spellings loaner_flag and issue_notes are accepted too). */
export type CreateVisitInput = VisitInputValues;
/** PATCH /api/visits/{id}: any subset; null clears an optional field. */
export type UpdateVisitInput = PatchOf<CreateVisitInput>;

/** Client-side search of the visits page: issue, dealer, vehicle, notes, the RO number and the visit number. */
export function visitMatchesSearch(
  visit: Pick<Visit, 'id' | 'primary_issue' | 'dealer_name' | 'vehicle_label' | 'issue_notes' | 'ro_number'>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [`#${visit.id}`, String(visit.id), visit.primary_issue, visit.dealer_name, visit.vehicle_label, visit.issue_notes ?? '', visit.ro_number ?? ''].some(
    (field) => field.toLowerCase().includes(needle),
  );
}

/**
 * A vehicle's days out of service over several visits: the union of their stretches, so days
 * two overlapping visits share count once (the rule the vehicles list computes in SQL).
 */
export function downtimeDays(visits: ReadonlyArray<Pick<Visit, 'date_in' | 'date_out' | 'status'>>, today: string = todayIso()): number {
  const spans = visits
    .filter((visit) => visit.status !== 'cancelled')
    .map((visit) => {
      const end = countedDayOut(visit.date_out, today);
      return [visit.date_in, end > visit.date_in ? end : visit.date_in] as const;
    });
  return coveredDays(spans, calendarDaysBetween);
}

// Each visit column once, in the order of the list's export; the downtime history picks from them.
const visitCsvColumn = {
  id: { header: 'Visit #', value: (v) => v.id },
  vehicle: { header: 'Vehicle', value: (v) => v.vehicle_label },
  dealer: { header: 'Dealer', value: (v) => v.dealer_name },
  status: { header: 'Status', value: (v) => VISIT_STATUS_LABELS[v.status] },
  dateIn: { header: 'Date in', value: (v) => v.date_in },
  dateOut: { header: 'Date out', value: (v) => v.date_out },
  days: { header: 'Days', value: (v) => v.days },
  roNumber: { header: 'RO number', value: (v) => v.ro_number },
  primaryIssue: { header: 'Primary issue', value: (v) => v.primary_issue },
  complaint: { header: 'Complaint', value: (v) => v.complaint },
  cause: { header: 'Cause', value: (v) => v.cause },
  correction: { header: 'Correction', value: (v) => v.correction },
  defect: { header: 'Defect', value: (v) => v.defect },
  warrantyRepair: { header: 'Warranty repair', value: (v) => csvYesNo(v.warranty_repair) },
  safetyDefect: { header: 'Safety defect', value: (v) => csvYesNo(v.safety_defect) },
  loaner: { header: 'Loaner', value: (v) => csvYesNo(v.loaner_provided) },
  loanerModel: { header: 'Loaner model', value: (v) => v.loaner_model },
  mileageIn: { header: 'Mileage in', value: (v) => v.mileage_in },
  mileageOut: { header: 'Mileage out', value: (v) => v.mileage_out },
  notes: { header: 'Notes', value: (v) => v.notes },
} satisfies Record<string, CsvColumn<Visit>>;

// What the list's "Export CSV" writes: the fields an owner reads on the cards, as a spreadsheet
// wants them (dates as YYYY-MM-DD, money as plain dollars, yes/no for flags).
export const VISIT_CSV_COLUMNS: ReadonlyArray<CsvColumn<Visit>> = Object.values(visitCsvColumn);

/** One vehicle's visits, oldest first, for its "Downtime history": the list's columns but the loaner and notes, the days named in full. */
export const DOWNTIME_HISTORY_CSV_COLUMNS: ReadonlyArray<CsvColumn<Visit>> = [
  visitCsvColumn.id,
  visitCsvColumn.dateIn,
  visitCsvColumn.dateOut,
  { ...visitCsvColumn.days, header: 'Days out of service' },
  visitCsvColumn.status,
  visitCsvColumn.dealer,
  visitCsvColumn.roNumber,
  visitCsvColumn.primaryIssue,
  visitCsvColumn.complaint,
  visitCsvColumn.cause,
  visitCsvColumn.correction,
  visitCsvColumn.defect,
  visitCsvColumn.warrantyRepair,
  visitCsvColumn.safetyDefect,
  visitCsvColumn.mileageIn,
  visitCsvColumn.mileageOut,
];
