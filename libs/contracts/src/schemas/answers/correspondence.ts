import { z } from 'zod';
import {
  CORRESPONDENCE_DIRECTIONS,
  CORRESPONDENCE_METHODS,
  CORRESPONDENCE_PARTIES,
  CORRESPONDENCE_PURPOSES,
  CORRESPONDENCE_SOURCES,
} from '../../correspondence';
import { LEMON_DEADLINE_KINDS } from '../../lemon-law/deadline-kinds';
import { day, recordFields, rowId } from './common';

/** What every item of the log says, whether the owner added it or the app keeps it elsewhere. */
const loggedFields = {
  occurred_on: day(),
  direction: z.enum(CORRESPONDENCE_DIRECTIONS),
  party: z.enum(CORRESPONDENCE_PARTIES),
  party_name: z.string().nullable(),
  method: z.enum(CORRESPONDENCE_METHODS),
  tracking_number: z.string().nullable(),
  summary: z.string(),
  document_ids: z.array(rowId()),
};

/** An entry the owner added to a vehicle's correspondence log. */
export const correspondenceEntrySchema = z.object({
  ...recordFields,
  vehicle_id: rowId(),
  ...loggedFields,
  purpose: z.enum(CORRESPONDENCE_PURPOSES).nullable(),
  delivered_on: day().nullable(),
});
/** A log entry the owner added (GET, POST, PATCH /api/vehicles/{id}/correspondence[/{entryId}]). */
export type CorrespondenceEntry = z.infer<typeof correspondenceEntrySchema>;

/** One item of the merged log: an entry, or a record the app keeps elsewhere, which the UI links to. */
export const correspondenceItemSchema = z.object({
  source: z
    .enum(CORRESPONDENCE_SOURCES)
    .describe("'entry' and 'lemon_notice' are the owner's entries (editable); 'claim_mail' and 'claim_response' are a claim's mails and the dealer's reply"),
  id: z.string().describe("Unique in the log: the source and the record's id (e.g. 'entry-12', 'claim_mail-4')"),
  ...loggedFields,
  editable: z.boolean().describe('Only the owner’s entries can be changed or deleted here'),
  entry: correspondenceEntrySchema.nullable().describe('The entry itself, for the items the owner added'),
  claim_id: rowId().nullable().describe('The claim a claim mail or reply belongs to'),
});
/** One item of the merged log. */
export type CorrespondenceItem = z.infer<typeof correspondenceItemSchema>;

/** A deadline that follows from the state's rule and the log, with the statute it comes from. */
export const lemonDeadlineSchema = z.object({
  kind: z.enum(LEMON_DEADLINE_KINDS),
  due_on: day(),
  label: z.string().describe('What is due, in plain words'),
  source: z.string().describe('The statute, as cited'),
  source_url: z.string().url(),
});
/** A deadline that follows from the state's rule and the log. */
export type LemonDeadline = z.infer<typeof lemonDeadlineSchema>;

/** GET /api/vehicles/{id}/correspondence: the log, newest first, and its deadlines. */
export const correspondenceLogSchema = z.object({
  items: z.array(correspondenceItemSchema),
  deadlines: z
    .array(lemonDeadlineSchema)
    .describe("Soonest first; empty without the vehicle's state and delivery date. Only the rules verified for the state are given"),
  not_legal_advice: z.string(),
});
/** GET /api/vehicles/{id}/correspondence. */
export type CorrespondenceLog = z.infer<typeof correspondenceLogSchema>;
