import {
  REPAIR_ORDER_SURE,
  formatDay,
  statusFromDates,
  todayIso,
  visitDays,
  type RepairOrderExtraction,
  type RepairOrderField,
  type UpdateVisitInput,
  type Visit,
  type VisitEvidenceField,
} from '@dct/contracts';
import { formatMoney } from '@dct/ui';

/**
 * Applying a repair order to a visit is a review, never an overwrite: per field, what the visit
 * has and what the order says, ticked only where the visit has nothing or the same; the notes
 * appended under a heading; warnings in words before anything changes; and the days out of
 * service before and after. What the visit already holds is no change: the same order applied
 * twice changes nothing the second time. What is applied can be undone. Pure, so the rules are
 * tested apart from the page.
 */

export type ReviewField = VisitEvidenceField | 'primary_issue' | 'notes';

/** What the review reads of a visit. */
export type ReviewedVisit = Pick<Visit, VisitEvidenceField | 'primary_issue' | 'issue_notes'>;

export interface ReviewRow {
  field: ReviewField;
  label: string;
  /** What the visit has now (as shown). */
  current: string;
  /** What the order says (as shown; for notes, what would be added). */
  read: string;
  /** Ticked at first: the visit has nothing there, or the same. */
  checked: boolean;
  /** The visit has a different value (so applying replaces it). */
  differs: boolean;
  /** The visit already has this value (for notes: already holds the order's lines): nothing to apply. */
  same: boolean;
  /** The reading is less sure of this field than REPAIR_ORDER_SURE: the owner should check it on the order. */
  unsure?: boolean;
}

/** A stay longer than this, or moved further than this from the visit's own dates, is worth a second look. */
export const LONG_STAY_DAYS = 60;
export const MOVED_DAYS = 14;

const shownDay = (day: string | null | undefined) => (day ? formatDay(day) : '—');

/** The line items and total as lines of notes. */
function orderLines(result: RepairOrderExtraction): string[] {
  return [
    ...result.line_items.map((item) => `${item.desc}: ${formatMoney(item.amount)}`),
    ...(result.total !== null ? [`Total: ${formatMoney(result.total)}`] : []),
  ];
}

/** The line items and total as notes, under a heading that says where they came from. */
export function notesFromOrder(result: RepairOrderExtraction, source: string): string {
  const lines = orderLines(result);
  return lines.length === 0 ? '' : [`From the repair order (${source}):`, ...lines].join('\n');
}

/** The visit's notes already hold every line item and the total of the order (applied before, whatever the file was called). */
export function notesHoldOrder(notes: string | null | undefined, result: RepairOrderExtraction): boolean {
  const lines = orderLines(result);
  if (!notes || lines.length === 0) return false;
  const held = new Set(notes.split('\n').map((line) => line.trim()));
  return lines.every((line) => held.has(line.trim()));
}

/** The message of a review with nothing to apply because the visit already matches the order. */
export const NOTHING_TO_CHANGE = 'Nothing to change: the visit already matches this order.';

/** The reading with the owner's choice for a field the order left in question: that field read, its question gone. */
export function answerQuestion(result: RepairOrderExtraction, field: RepairOrderField, value: string | number): RepairOrderExtraction {
  const question = result.questions.find((candidate) => candidate.field === field);
  if (!question || !question.candidates.includes(value)) return result;
  return {
    ...result,
    [field]: value,
    field_confidence: { ...result.field_confidence, [field]: 1 },
    questions: result.questions.filter((candidate) => candidate !== question),
  };
}

/** A candidate as the owner reads it: an amount in dollars, a date as a day, else as printed. */
export function shownCandidate(field: RepairOrderField, value: string | number): string {
  if (typeof value === 'number') return field === 'total' ? formatMoney(value) : value.toLocaleString('en-US');
  return field === 'date_in' || field === 'date_out' ? formatDay(value) : value;
}

/** The review's rows for a visit and what the order says. */
export function reviewRows(visit: ReviewedVisit, result: RepairOrderExtraction, source: string): ReviewRow[] {
  const rows: ReviewRow[] = [];
  const add = (
    field: ReviewField,
    label: string,
    current: string | null,
    read: string | null,
    shown: (value: string | null) => string = (value) => value ?? '—',
  ) => {
    if (!read) return;
    const same = !!current && sameText(current, read);
    const differs = !!current && !same;
    const sure = result.field_confidence[field as RepairOrderField];
    const unsure = sure !== undefined && sure < REPAIR_ORDER_SURE;
    rows.push({ field, label, current: shown(current), read: shown(read), checked: !differs && !same, differs, same, ...(unsure ? { unsure } : {}) });
  };
  add('date_in', 'Date in', visit.date_in, result.date_in, shownDay);
  add('date_out', 'Date out', visit.date_out, result.date_out, shownDay);
  add('primary_issue', 'Primary issue', visit.primary_issue, result.issue_summary);
  add('ro_number', 'RO number', visit.ro_number, result.ro_number);
  add('mileage_in', 'Mileage in', miles(visit.mileage_in), miles(result.mileage_in));
  add('mileage_out', 'Mileage out', miles(visit.mileage_out), miles(result.mileage_out));
  add('warranty_repair', 'Warranty repair', yesNo(visit.warranty_repair), yesNo(result.warranty_repair));
  add('complaint', 'Complaint', visit.complaint, result.complaint);
  add('cause', 'Cause', visit.cause, result.cause);
  add('correction', 'Correction', visit.correction, result.correction);
  const notes = notesFromOrder(result, source);
  // Notes are added under their heading, never in place of the owner's; notes that already hold
  // the order's lines (it was applied before) are not added again.
  if (notes) {
    const same = notesHoldOrder(visit.issue_notes, result);
    rows.push({ field: 'notes', label: 'Notes', current: visit.issue_notes ?? '—', read: notes, checked: !same, differs: false, same });
  }
  return rows;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const miles = (value: number | null | undefined) => (typeof value === 'number' ? value.toLocaleString('en-US') : null);
const yesNo = (value: boolean | null | undefined) => (value === true ? 'Yes' : value === false ? 'No' : null);

export interface ReviewChanges {
  date_in?: string;
  date_out?: string;
  primary_issue?: string;
  ro_number?: string;
  mileage_in?: number;
  mileage_out?: number;
  warranty_repair?: boolean;
  complaint?: string;
  cause?: string;
  correction?: string;
  notes?: string;
  status?: Visit['status'];
}

/**
 * The PATCH the ticked rows make: dates and issue replaced, notes appended, the status following
 * the dates. A value the visit already has is no change, and notes that already hold the order's
 * lines are not appended again.
 */
export function reviewChanges(
  visit: ReviewedVisit & Pick<Visit, 'status'>,
  result: RepairOrderExtraction,
  ticked: ReadonlySet<ReviewField>,
  source: string,
  today = todayIso(),
): ReviewChanges {
  const changes: ReviewChanges = {};
  const take = (field: ReviewField) => ticked.has(field);
  const text = (current: string | null, read: string | null) => !!read && !(current && sameText(current, read));
  if (take('date_in') && result.date_in && result.date_in !== visit.date_in) changes.date_in = result.date_in;
  if (take('date_out') && result.date_out && result.date_out !== visit.date_out) changes.date_out = result.date_out;
  if (take('primary_issue') && result.issue_summary && text(visit.primary_issue, result.issue_summary)) changes.primary_issue = result.issue_summary;
  if (take('ro_number') && result.ro_number && text(visit.ro_number, result.ro_number)) changes.ro_number = result.ro_number;
  if (take('mileage_in') && result.mileage_in !== null && result.mileage_in !== visit.mileage_in) changes.mileage_in = result.mileage_in;
  if (take('mileage_out') && result.mileage_out !== null && result.mileage_out !== visit.mileage_out) changes.mileage_out = result.mileage_out;
  if (take('warranty_repair') && result.warranty_repair !== null && result.warranty_repair !== visit.warranty_repair)
    changes.warranty_repair = result.warranty_repair;
  for (const field of ['complaint', 'cause', 'correction'] as const) {
    const read = result[field];
    if (take(field) && read && text(visit[field], read)) changes[field] = read;
  }
  const notes = notesFromOrder(result, source);
  if (take('notes') && notes && !notesHoldOrder(visit.issue_notes, result)) changes.notes = visit.issue_notes ? `${visit.issue_notes}\n\n${notes}` : notes;
  if (changes.date_out !== undefined) {
    const status = statusFromDates(visit.status, changes.date_out, false, today);
    if (status !== visit.status) changes.status = status;
  }
  return changes;
}

/** How many of the visit's fields the changes set (the status that follows the dates is not one the owner chose). */
export function changeCount(changes: ReviewChanges): number {
  return Object.keys(changes).filter((field) => field !== 'status').length;
}

/**
 * The PATCH that puts the visit back as it was before `changes`: each changed field's earlier
 * value, null where the visit had none (the PATCH clears it).
 */
export function undoChanges(visit: ReviewedVisit & Pick<Visit, 'status'>, changes: ReviewChanges): UpdateVisitInput {
  const undo: UpdateVisitInput = {};
  for (const [field, value] of Object.entries(changes) as [keyof ReviewChanges, unknown][]) {
    // The notes a review appends to are the visit's issue notes.
    if (value !== undefined) Object.assign(undo, { [field]: visit[field === 'notes' ? 'issue_notes' : field] });
  }
  return undo;
}

/** The visit's days out of service now, and with the changes. */
export function daysBeforeAfter(
  visit: Pick<Visit, 'date_in' | 'date_out' | 'status'>,
  changes: ReviewChanges,
  today = todayIso(),
): { before: number; after: number } {
  const after = { date_in: changes.date_in ?? visit.date_in, date_out: changes.date_out ?? visit.date_out, status: changes.status ?? visit.status };
  return { before: visitDays(visit, today), after: visitDays(after, today) };
}

const gap = (a: string, b: string) => Math.abs(new Date(`${a}T12:00:00Z`).getTime() - new Date(`${b}T12:00:00Z`).getTime()) / 86_400_000;

/** What the owner should know before applying, in words. */
export function reviewWarnings(
  visit: Pick<Visit, 'date_in' | 'date_out' | 'status' | 'dealer_name'>,
  result: RepairOrderExtraction,
  changes: ReviewChanges,
  today = todayIso(),
): string[] {
  const warnings: string[] = [];
  if (result.dealer_name && visit.dealer_name && !sameDealer(result.dealer_name, visit.dealer_name)) {
    warnings.push(`The repair order is from ${result.dealer_name}, but this visit is at ${visit.dealer_name}. Is it this visit's order?`);
  }
  if (!result.date_in) warnings.push('The date in could not be read: check it on the order.');
  if (!result.date_out) warnings.push('The date out could not be read: check it on the order.');
  for (const question of result.questions) warnings.push(`${question.question}: choose the one on the order.`);
  if (result.total === null && !result.questions.some((question) => question.field === 'total')) warnings.push('The total could not be read.');
  const dateIn = changes.date_in ?? visit.date_in;
  const dateOut = changes.date_out ?? visit.date_out;
  if (dateOut && dateOut < dateIn) warnings.push(`Date out (${formatDay(dateOut)}) would be before date in (${formatDay(dateIn)}).`);
  const { after } = daysBeforeAfter(visit, changes, today);
  if (after > LONG_STAY_DAYS) warnings.push(`The stay would be ${after} days long, more than ${LONG_STAY_DAYS}.`);
  if (changes.date_in && gap(changes.date_in, visit.date_in) > MOVED_DAYS) {
    warnings.push(
      `Date in would move ${Math.round(gap(changes.date_in, visit.date_in))} days, from ${formatDay(visit.date_in)} to ${formatDay(changes.date_in)}.`,
    );
  }
  if (changes.date_out && visit.date_out && gap(changes.date_out, visit.date_out) > MOVED_DAYS) {
    warnings.push(
      `Date out would move ${Math.round(gap(changes.date_out, visit.date_out))} days, from ${formatDay(visit.date_out)} to ${formatDay(changes.date_out)}.`,
    );
  }
  return warnings;
}

/** Two spellings of one dealer: the same words, whatever the case and punctuation, one name inside the other. */
function sameDealer(a: string, b: string): boolean {
  const words = (name: string) =>
    name
      .toLowerCase()
      .replace(/[^a-z0-9 ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const [x, y] = [words(a), words(b)];
  return x === y || x.includes(y) || y.includes(x);
}
