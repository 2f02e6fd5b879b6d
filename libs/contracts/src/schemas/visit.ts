import { z } from 'zod';
import { emptyToUndefined, isIsoDate } from '../fields';
import { MAX_MILEAGE, MAX_ROW_ID } from '../limits';
import { TextMessages } from '../messages';
import { VALUATION_METHODS, VISIT_FIELD_LABELS, VISIT_STATUSES, VISIT_TEXT_LIMITS, VisitMessages, visitRuleProblem } from '../visit';
import { optionalChoice, optionalLabelledText, requiredText } from './fields';

const text = (field: 'loaner_model' | 'loaner_notes' | 'issue_notes' | 'defect') =>
  // Notes may run over several lines; a loaner's model and a defect are printed on one.
  optionalLabelledText(VisitMessages, VISIT_FIELD_LABELS[field], VISIT_TEXT_LIMITS[field], field === 'loaner_model' || field === 'defect');

/** The id of a row the visit links to (its vehicle, its dealer): a whole number a serial column holds. */
const requiredId = (message: string) =>
  z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message).max(MAX_ROW_ID, message);

/** An id chosen in a select box: '' means none, the rest is the option's number. */
const fromSelectBox = <T extends z.ZodTypeAny>(id: T) => z.preprocess((value) => (emptyToUndefined(value) === undefined ? undefined : Number(value)), id);

/** A calendar day, YYYY-MM-DD; blank means absent. */
const optionalDay = (invalid: string) => z.preprocess(emptyToUndefined, z.string({ invalid_type_error: invalid }).trim().refine(isIsoDate, invalid).optional());

/** A yes/no box; null means absent (the column's default). */
const optionalFlag = (invalid: string) => z.preprocess((value) => (value === null ? undefined : value), z.boolean({ invalid_type_error: invalid }).optional());

const mileage = (field: 'mileage_in' | 'mileage_out') =>
  z.preprocess(
    emptyToUndefined,
    z
      .number({ invalid_type_error: VisitMessages.mileageInvalid(VISIT_FIELD_LABELS[field]) })
      .int(VisitMessages.mileageInvalid(VISIT_FIELD_LABELS[field]))
      .min(0, VisitMessages.mileageInvalid(VISIT_FIELD_LABELS[field]))
      .max(MAX_MILEAGE, VisitMessages.mileageInvalid(VISIT_FIELD_LABELS[field]))
      .optional(),
  );

/** What a repair order says: its number, on one line; the three Cs, which may run over several lines. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- the same, with tabs and line breaks (CR, LF) allowed
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const evidence = (field: 'ro_number' | 'complaint' | 'cause' | 'correction') => {
  const label = VISIT_FIELD_LABELS[field];
  const [refused, message] =
    field === 'ro_number' ? [ANY_CONTROL, VisitMessages.singleLine(label)] : [CONTROL_BUT_LINE_BREAKS, VisitMessages.controlCharacters(label)];
  return optionalLabelledText(VisitMessages, label, VISIT_TEXT_LIMITS[field], false).refine((value) => value === undefined || !refused.test(value), message);
};

/**
 * A visit's fields and the rule of each (spec §5 "Create visit", with the fields the spec's
 * detail view shows), written once: the form parses its boxes with it (`visitFormSchema`) and the
 * API checks POST and PATCH bodies with it (`visitInputSchema`). Values are as JSON carries them;
 * the form's wrapper turns its select boxes into numbers.
 */
export const visitFieldsSchema = z.object({
  vehicle_id: requiredId(VisitMessages.vehicleRequired),
  dealer_id: requiredId(VisitMessages.dealerRequired),
  date_in: z
    .string({ required_error: VisitMessages.dateInRequired, invalid_type_error: VisitMessages.dateInRequired })
    .trim()
    .min(1, VisitMessages.dateInRequired)
    .refine(isIsoDate, VisitMessages.dateInvalid(VISIT_FIELD_LABELS.date_in)),
  date_out: optionalDay(VisitMessages.dateInvalid(VISIT_FIELD_LABELS.date_out)),
  primary_issue: requiredText(VISIT_TEXT_LIMITS.primary_issue, {
    required: VisitMessages.primaryIssueRequired,
    tooLong: VisitMessages.tooLong(VISIT_FIELD_LABELS.primary_issue, VISIT_TEXT_LIMITS.primary_issue),
    singleLine: TextMessages.singleLine(VISIT_FIELD_LABELS.primary_issue),
  }),
  status: z.enum(VISIT_STATUSES, { errorMap: () => ({ message: VisitMessages.statusRequired }) }),
  loaner_provided: optionalFlag(VisitMessages.loanerInvalid),
  loaner_model: text('loaner_model'),
  loaner_notes: text('loaner_notes'),
  notes: text('issue_notes'),
  valuation_method: optionalChoice(VALUATION_METHODS, VisitMessages.valuationMethodInvalid),
  mileage_in: mileage('mileage_in'),
  mileage_out: mileage('mileage_out'),
  /** Visits naming the same defect (case and spaces aside) are repeat repair attempts. */
  defect: text('defect'),
  // No defaults here: an edit without these fields must leave the stored values alone.
  warranty_repair: optionalFlag(VisitMessages.warrantyRepairInvalid).describe(
    'Repaired under warranty: true unless the owner says otherwise (absent on create; null sets it back)',
  ),
  safety_defect: optionalFlag(VisitMessages.safetyDefectInvalid).describe(
    'A defect that could cause injury: false unless the owner says otherwise (absent on create; null sets it back)',
  ),
  ro_number: evidence('ro_number').describe("The dealer's repair-order number, on one line"),
  complaint: evidence('complaint').describe('What the owner complained of (the first of the three Cs)'),
  cause: evidence('cause').describe('What the dealer found (the second C)'),
  correction: evidence('correction').describe('What the dealer did (the third C)'),
});

/**
 * What POST /api/visits accepts (PATCH: any subset, null clearing an optional field): the visit's
 * fields, with the detail view's spellings of two of them (`loaner_flag` for `loaner_provided`,
 * `issue_notes` for `notes`), each pair one stored value. The rules between fields (date out after
 * date in, a completed visit has a date out, mileage out after mileage in) are checked on the row
 * as stored, by the table's constraints in the words of `visitRuleProblem`: a PATCH of one date is
 * checked against the other as stored.
 */
export const visitInputSchema = visitFieldsSchema.extend({
  loaner_flag: visitFieldsSchema.shape.loaner_provided.describe('The same as loaner_provided'),
  issue_notes: visitFieldsSchema.shape.notes.describe('The same as notes'),
});

/**
 * The create/edit visit form: the visit's fields as its boxes give them (ids from select boxes as
 * text, no loaner unless ticked), and the rules between fields checked before anything is sent.
 */
export const visitFormSchema = visitFieldsSchema
  .extend({
    vehicle_id: fromSelectBox(visitFieldsSchema.shape.vehicle_id),
    dealer_id: fromSelectBox(visitFieldsSchema.shape.dealer_id),
    loaner_provided: visitFieldsSchema.shape.loaner_provided.default(false),
  })
  .superRefine((visit, ctx) => {
    const problem = visitRuleProblem(visit);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

export type VisitFormValues = z.infer<typeof visitFormSchema>;
/** A visit as the API takes it (POST /api/visits). */
export type VisitInputValues = z.infer<typeof visitInputSchema>;
