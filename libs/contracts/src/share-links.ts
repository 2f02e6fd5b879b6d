export type { CreateShareLinkInput } from './schemas/share-link';
export type { ShareLinkCreated, ShareLink, ShareLinkOpen, SharedFile } from './schemas/answers/share-link';

/** A read-only link lasts 1 to 90 days (14 unless the owner says otherwise); a passcode is 4 to 64 characters. */
export const SHARE_LINK_LIMITS = {
  minDays: 1,
  maxDays: 90,
  defaultDays: 14,
  passcodeMin: 4,
  passcodeMax: 64,
  /** Links an owner may have open on one vehicle at once. */
  perVehicle: 20,
  /** Opens listed per link, newest first. */
  opensListed: 50,
} as const;

export const ShareLinkMessages = {
  daysInvalid: `Choose how long the link works: ${SHARE_LINK_LIMITS.minDays} to ${SHARE_LINK_LIMITS.maxDays} days.`,
  passcodeInvalid: `A passcode is ${SHARE_LINK_LIMITS.passcodeMin} to ${SHARE_LINK_LIMITS.passcodeMax} characters on one line.`,
  flagInvalid: 'Choose yes or no.',
  tooMany: `This vehicle already has ${SHARE_LINK_LIMITS.perVehicle} links that work: revoke one first.`,
  /** Unknown, revoked, expired or malformed: the same words, saying nothing about which. */
  notFound: 'This link does not work: it may have expired or been revoked. Ask the owner for a new one.',
  passcodeNeeded: 'This file is protected: enter the passcode the owner gave you.',
  passcodeWrong: 'That passcode is not right.',
  tooManyTries: 'Too many tries from here. Wait a minute and try again.',
  /** What the shared page says of itself. */
  readOnly: 'A read-only copy of this vehicle’s file, shared by its owner. Nothing here can be changed.',
  moneyHidden: 'Money figures are hidden in this copy.',
  contactHidden: "The owner's contact details are hidden in this copy.",
  evidenceWithheld: 'The documents themselves are not part of this copy: they hold money figures. Ask the owner for them.',
  shareHeading: 'Share the case file',
  shareHelp:
    'A link that shows this vehicle’s facts, visits, documents, claims, correspondence and lemon-law watch to anyone who has it (an attorney, an arbitrator), read-only, until it expires or you revoke it.',
  shownOnce: 'Copy the link now: it is shown only this once.',
  revokeConfirm: 'Revoke this link? It stops working at once.',
} as const;

/** A dollar amount in free text ("$1,250.00", "$ 300"), replaced where money figures are hidden. */
export const MONEY_IN_TEXT = /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?[kK]\b)?/g;
export const HIDDEN_MONEY = '$—';

/** Free text with its dollar amounts hidden. */
export const withoutMoney = (text: string): string => text.replace(MONEY_IN_TEXT, HIDDEN_MONEY);
