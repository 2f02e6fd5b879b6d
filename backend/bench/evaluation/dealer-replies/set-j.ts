import written from './set-j.json';
import { reportOnly } from './split';
import type { DealerReplyCase, WrittenReply } from './types';

/**
 * Set j: written after set i, blind to the reading code, for claims of its own (new owners, dealers,
 * vehicles, asks and daily rates, each followed through several replies: acknowledgements, requests,
 * meetings, hedged, conditional, revised and final offers, denials), from the conventions in types.ts
 * alone. Amounts in words, shorthand, cents without signs, credits, waived payments, payment plans and
 * shares of bills among asks, rates, deductibles, invoices and receipts; offers in lists and tables,
 * self-corrections and two claims answered in one mail; deadlines in business days, weekdays, "COB",
 * month ends, the 1st or the 15th across a month, and meetings; a quarter in Spanish and a few in
 * other languages, received through 2025–2026, weekends and year ends included.
 * It is held out whole: every case is for reporting, none for tuning.
 */
export const SET_J: DealerReplyCase[] = reportOnly(written as WrittenReply[], 'j');
