export type { LemonNoticeDraft } from '../schemas/answers/lemon-watch';

/*
 * The written notice to the manufacturer that a lemon-law watch offers once a threshold is near or
 * reached: the draft the API writes from the facts, and the letter the owner edits and downloads.
 * The draft and its checklist are written by `lemonNotice` (`@dct/contracts/lemon-law`).
 */

/** The longest letter the PDF takes, in characters (a letter of several pages). */
export const LEMON_NOTICE_MAX_CHARS = 20_000;

export const LemonNoticeMessages = {
  letterRequired: 'Write the letter before downloading it',
  letterTooLong: `The letter must be at most ${LEMON_NOTICE_MAX_CHARS.toLocaleString('en-US')} characters`,
  /** 409: no state or no delivery date, so no watch. */
  watchRequired: 'Set the registration state and the delivery date first: the notice follows the lemon-law watch',
  /** 409: the watch is neither near nor met. */
  notNear: 'The notice to the manufacturer is offered once a lemon-law threshold is near or reached',
  notLegalAdvice: 'This is not legal advice.',
  downloadFailed: 'The notice could not be downloaded. Please try again.',
} as const;

/** POST /api/vehicles/{id}/lemon-notice: the letter as the owner edited it. */
export interface LemonNoticeInput {
  letter: string;
}
