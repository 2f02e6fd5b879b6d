import { z } from 'zod';
import { emptyToUndefined, isIsoDate } from '../fields';
import { MAX_MILEAGE, VALUATION_METHODS, VISIT_FIELD_LABELS, VISIT_STATUSES, VISIT_TEXT_LIMITS, VisitMessages, visitRuleProblem } from '../visit';
import { optionalChoice, optionalText, requiredText } from './fields';

const text = (field: 'loaner_model' | 'loaner_notes' | 'issue_notes' | 'defect') =>
  optionalText(VISIT_TEXT_LIMITS[field], VisitMessages.tooLong(VISIT_FIELD_LABELS[field], VISIT_TEXT_LIMITS[field]));

/** An id chosen in a select box: '' means none. */
const requiredId = (message: string) =>
  z.preprocess(
    (value) => (emptyToUndefined(value) === undefined ? undefined : Number(value)),
    z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message),
  );

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

/** The create/edit visit form (spec §5 "Create visit"), with the fields the spec's detail view shows. */
export const visitFormSchema = z
  .object({
    vehicle_id: requiredId(VisitMessages.vehicleRequired),
    dealer_id: requiredId(VisitMessages.dealerRequired),
    date_in: z
      .string({ required_error: VisitMessages.dateInRequired })
      .trim()
      .min(1, VisitMessages.dateInRequired)
      .refine(isIsoDate, VisitMessages.dateInvalid(VISIT_FIELD_LABELS.date_in)),
    date_out: z.preprocess(emptyToUndefined, z.string().refine(isIsoDate, VisitMessages.dateInvalid(VISIT_FIELD_LABELS.date_out)).optional()),
    primary_issue: requiredText(VISIT_TEXT_LIMITS.primary_issue, {
      required: VisitMessages.primaryIssueRequired,
      tooLong: VisitMessages.tooLong(VISIT_FIELD_LABELS.primary_issue, VISIT_TEXT_LIMITS.primary_issue),
    }),
    status: z.enum(VISIT_STATUSES, { errorMap: () => ({ message: VisitMessages.statusRequired }) }),
    loaner_provided: z.boolean().default(false),
    loaner_model: text('loaner_model'),
    loaner_notes: text('loaner_notes'),
    notes: text('issue_notes'),
    valuation_method: optionalChoice(VALUATION_METHODS, VisitMessages.valuationMethodInvalid),
    mileage_in: mileage('mileage_in'),
    mileage_out: mileage('mileage_out'),
    defect: text('defect'),
    // No defaults here: an edit form without these fields must leave the stored values alone.
    warranty_repair: z.boolean({ invalid_type_error: VisitMessages.warrantyRepairInvalid }).optional(),
    safety_defect: z.boolean({ invalid_type_error: VisitMessages.safetyDefectInvalid }).optional(),
  })
  .superRefine((visit, ctx) => {
    const problem = visitRuleProblem(visit);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

export type VisitFormValues = z.infer<typeof visitFormSchema>;
