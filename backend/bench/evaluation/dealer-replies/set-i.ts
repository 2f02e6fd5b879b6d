import written from './set-i.json';
import { reportOnly } from './split';
import type { DealerReplyCase, WrittenReply } from './types';

/**
 * Set i: written after set h, blind to the reading code, for claims of its own (new owners, dealers,
 * vehicles, asks and daily rates, each followed through several replies: acknowledgements, requests,
 * offers, revised and final offers, denials), from the conventions in types.ts alone. Amounts in words,
 * shorthand, credits, waived payments and shares of bills among asks, rates, deductibles and receipts;
 * deadlines in business days, weekdays, month ends and meetings; a quarter in Spanish and a few in
 * other languages, received through 2025–2026.
 * It is held out: every case is for reporting, none for tuning.
 */
export const SET_I: DealerReplyCase[] = reportOnly(written as WrittenReply[], 'i');
