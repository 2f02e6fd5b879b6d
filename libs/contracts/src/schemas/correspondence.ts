import { z } from 'zod';
import {
  CORRESPONDENCE_DIRECTIONS,
  CORRESPONDENCE_FIELD_LABELS,
  CORRESPONDENCE_MAX_DOCUMENTS,
  CORRESPONDENCE_METHODS,
  CORRESPONDENCE_MIN_DATE,
  CORRESPONDENCE_PARTIES,
  CORRESPONDENCE_PURPOSES,
  CORRESPONDENCE_TEXT_LIMITS,
  CorrespondenceMessages,
  TRACKED_METHODS,
} from '../correspondence';
import { addDays, todayIso } from '../days';
import { emptyToUndefined, isIsoDate } from '../fields';
import { idList, optionalChoice, optionalLabelledText, requiredText } from './fields';

const L = CORRESPONDENCE_FIELD_LABELS;
const M = CorrespondenceMessages;

/** From 1990 to today (a day of slack for the owner's time zone being ahead of the server's). */
const isLogDay = (value: string) => isIsoDate(value) && value >= CORRESPONDENCE_MIN_DATE && value <= addDays(todayIso(), 1);

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { errorMap: () => ({ message }) });

const documentIds = idList(CORRESPONDENCE_MAX_DOCUMENTS, M.documentsInvalid);

/**
 * A correspondence entry's fields and the rule of each, written once: the API checks POST and
 * PATCH bodies with it, the form parses its boxes with it (`correspondenceFormSchema`). The rules
 * between fields (a tracking number only with tracked mail, delivered on or after the date sent)
 * are the table's constraints, checked on the row as stored, and the form's refinements.
 */
export const correspondenceInputSchema = z.object({
  occurred_on: z
    .string({ required_error: M.dateRequired, invalid_type_error: M.dateRequired })
    .trim()
    .min(1, M.dateRequired)
    .refine(isLogDay, M.dateInvalid(L.occurred_on))
    .describe('The day it was sent, received, or took place'),
  direction: choice(CORRESPONDENCE_DIRECTIONS, M.directionRequired),
  party: choice(CORRESPONDENCE_PARTIES, M.partyRequired),
  party_name: optionalLabelledText(M, L.party_name, CORRESPONDENCE_TEXT_LIMITS.party_name, true).describe(
    "The dealer's, manufacturer's or program's name, or the person's",
  ),
  method: choice(CORRESPONDENCE_METHODS, M.methodRequired),
  tracking_number: optionalLabelledText(M, L.tracking_number, CORRESPONDENCE_TEXT_LIMITS.tracking_number, true).describe('Only with certified or express mail'),
  summary: requiredText(CORRESPONDENCE_TEXT_LIMITS.summary, {
    required: M.summaryRequired,
    tooLong: M.tooLong(L.summary, CORRESPONDENCE_TEXT_LIMITS.summary),
  }),
  document_ids: documentIds.optional().describe("Attachments: documents of this vehicle's visits"),
  purpose: optionalChoice(CORRESPONDENCE_PURPOSES, M.purposeInvalid).describe(
    "'lemon_notice': the written notice to the manufacturer; 'final_repair_delivery': the vehicle delivered for the final repair attempt",
  ),
  delivered_on: z
    .preprocess(
      emptyToUndefined,
      z
        .string({ invalid_type_error: M.dateInvalid(L.delivered_on) })
        .trim()
        .refine(isLogDay, M.dateInvalid(L.delivered_on))
        .optional(),
    )
    .describe("The day the mail was delivered, from its tracking: the manufacturer's clocks run from it"),
});

export type CorrespondenceInputValues = z.infer<typeof correspondenceInputSchema>;

/**
 * The add-entry form: the same fields but the attachments (chosen on the API; the form has no box
 * for a list yet), and the rules between them checked before anything is sent.
 */
export const correspondenceFormSchema = correspondenceInputSchema.omit({ document_ids: true }).superRefine((values, context) => {
  if (values.tracking_number && !TRACKED_METHODS.includes(values.method)) {
    context.addIssue({ code: z.ZodIssueCode.custom, path: ['tracking_number'], message: M.trackingOnlyForMail });
  }
  if (values.delivered_on && values.delivered_on < values.occurred_on) {
    context.addIssue({ code: z.ZodIssueCode.custom, path: ['delivered_on'], message: M.deliveredBeforeSent });
  }
});

export type CorrespondenceFormValues = z.input<typeof correspondenceFormSchema>;
