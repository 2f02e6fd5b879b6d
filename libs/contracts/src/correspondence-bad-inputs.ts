import { CORRESPONDENCE_TEXT_LIMITS, CorrespondenceMessages } from './correspondence';

/** One refused input: what the case is, the change to a valid entry, the field refused and its message. */
export type BadCorrespondenceInput = [string, Record<string, unknown>, string, string];

/**
 * Changes to a valid correspondence entry that the entry schema and POST
 * /api/vehicles/{id}/correspondence must both refuse, with the same message: one table, so the
 * two cannot drift.
 */
export const badCorrespondenceInputs = (): BadCorrespondenceInput[] => [
  [
    'a tracking number of 10 kB',
    { tracking_number: 'X'.repeat(10_240) },
    'tracking_number',
    CorrespondenceMessages.tooLong('Tracking number', CORRESPONDENCE_TEXT_LIMITS.tracking_number),
  ],
  ['a date in 1900', { occurred_on: '1900-06-01' }, 'occurred_on', CorrespondenceMessages.dateInvalid('Date')],
];
