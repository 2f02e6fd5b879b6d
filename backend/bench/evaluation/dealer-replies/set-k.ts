import written from './set-k.json';
import { reportOnly } from './split';
import type { DealerReplyCase, WrittenReply } from './types';

/**
 * Set k: written after set j, blind to the reading code, from the conventions in types.ts alone, for
 * claims of its own (new owners, dealers, vehicles, daily rates and asks, each followed through several
 * replies from all nineteen voices: tickets and chatbots, requests, meetings mixed with requests, hedged,
 * conditional, corrected, revised and final offers, denials that name money). Offers put toward a visit,
 * comped services with a stated value, a bill covered, points worth dollars, a net-of-tax cheque, waived
 * payments and fees, shares of bills, a range settled at its top, a cap reached, shorthand, words and
 * European formats, figures only in tables; requests that only look like offers; deadlines in business
 * days, weekdays, month ends, "en o antes del", "good for 30 days", the day before a visit, and dates
 * that are not deadlines (meetings, office hours, returns, quoted mail). Nearly a third in Spanish
 * (Mexican, Caribbean and US registers, Spanglish), some in other languages, close to half quoting or
 * forwarding earlier mail, received through 2025–2026, weekends, month ends and year ends included.
 * It is held out whole: every case is for reporting, none for tuning.
 */
export const SET_K: DealerReplyCase[] = reportOnly(written as WrittenReply[], 'k');
