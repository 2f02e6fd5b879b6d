import type { PatchOf } from './fields';
import type { CorrespondenceInputValues } from './schemas/correspondence';
import { labelledValues } from './labelled-values';

// The entry's zod schemas (the API's body, the form) are `@dct/contracts/schemas`
// (schemas/correspondence.ts); their types are re-exported here.
export type { CorrespondenceInputValues, CorrespondenceFormValues } from './schemas/correspondence';
export type { CorrespondenceEntry, CorrespondenceItem, LemonDeadline, CorrespondenceLog } from './schemas/answers/correspondence';

/** Which way a letter, message or call went, as the owner sees it. */
export const { values: CORRESPONDENCE_DIRECTIONS, labels: CORRESPONDENCE_DIRECTION_LABELS } = labelledValues({ sent: 'Sent', received: 'Received' });
export type CorrespondenceDirection = (typeof CORRESPONDENCE_DIRECTIONS)[number];

/** Who was on the other side: the dealer, the manufacturer, a dispute-resolution program, or someone else. */
export const { values: CORRESPONDENCE_PARTIES, labels: CORRESPONDENCE_PARTY_LABELS } = labelledValues({
  dealer: 'Dealer',
  manufacturer: 'Manufacturer',
  program: 'Dispute program',
  other: 'Other',
});
export type CorrespondenceParty = (typeof CORRESPONDENCE_PARTIES)[number];

export const { values: CORRESPONDENCE_METHODS, labels: CORRESPONDENCE_METHOD_LABELS } = labelledValues({
  email: 'E-mail',
  certified_mail: 'Certified mail',
  express_mail: 'Express mail',
  phone: 'Phone call',
  in_person: 'In person',
  portal: 'Online portal',
});
export type CorrespondenceMethod = (typeof CORRESPONDENCE_METHODS)[number];
/** Only mail with tracking carries a tracking number. */
export const TRACKED_METHODS: readonly CorrespondenceMethod[] = ['certified_mail', 'express_mail'];

/**
 * What an entry is for the lemon-law clocks: the written notice to the manufacturer (its mailing,
 * and its delivery from the tracking), or the day the vehicle was delivered to the manufacturer's
 * repair facility for the final repair attempt. Most entries are neither.
 */
export const { values: CORRESPONDENCE_PURPOSES, labels: CORRESPONDENCE_PURPOSE_LABELS } = labelledValues({
  lemon_notice: 'Lemon-law notice to the manufacturer',
  final_repair_delivery: 'Vehicle delivered for the final repair attempt',
});
export type CorrespondencePurpose = (typeof CORRESPONDENCE_PURPOSES)[number];

/** Where a log item comes from: what the owner added, or a record the app already keeps. */
export const CORRESPONDENCE_SOURCES = ['entry', 'lemon_notice', 'claim_mail', 'claim_response'] as const;
export type CorrespondenceSource = (typeof CORRESPONDENCE_SOURCES)[number];

export const CORRESPONDENCE_TEXT_LIMITS = { party_name: 120, tracking_number: 40, summary: 2000 } as const;
export const CORRESPONDENCE_MAX_DOCUMENTS = 20;
/** Nothing about a vehicle the app tracks predates this; a day before it is a typo. */
export const CORRESPONDENCE_MIN_DATE = '1990-01-01';

export const CORRESPONDENCE_FIELD_LABELS = {
  occurred_on: 'Date',
  direction: 'Direction',
  party: 'Party',
  party_name: 'Name',
  method: 'Method',
  tracking_number: 'Tracking number',
  summary: 'Summary',
  document_ids: 'Attachments',
  purpose: 'Purpose',
  delivered_on: 'Delivered on',
} as const;

export const CorrespondenceMessages = {
  notFound: 'Correspondence entry not found',
  dateRequired: 'Enter the date',
  dateInvalid: (label: string) => `${label} must be a date between 1990 and today`,
  directionRequired: 'Choose whether it was sent or received',
  partyRequired: 'Choose the party',
  methodRequired: 'Choose the method',
  summaryRequired: 'Enter a summary',
  textExpected: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-US')} characters`,
  trackingOnlyForMail: 'A tracking number goes only with certified or express mail',
  documentsInvalid: "Attachments must be this vehicle's documents",
  purposeInvalid: 'Choose a purpose from the list',
  deliveredBeforeSent: 'Delivered on cannot be before the date it was sent',
  notLegalAdvice: 'This is not legal advice.',
  /** Said beside the notice's checklist: how the mailing gets into the log. */
  recordNotice:
    "Once it is mailed, add it to the vehicle's Correspondence (purpose: lemon-law notice) with the mailing date, the tracking number and, when the tracking shows it, the delivery date: the deadlines follow from it.",
} as const;

export type CreateCorrespondenceInput = CorrespondenceInputValues;
export type UpdateCorrespondenceInput = PatchOf<CorrespondenceInputValues>;
