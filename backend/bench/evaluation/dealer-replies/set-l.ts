import written from './set-l.json';
import { reportOnly } from './split';
import type { DealerReplyCase, WrittenReply } from './types';

/**
 * Set l: written after set k, blind to the reading code, from the conventions in types.ts alone, for
 * 38 claims of its own (new owners, dealers, vehicles, daily rates and asks, each followed through
 * several replies from all nineteen voices: ticket systems, chatbots, social-media care, case desks,
 * lenders, a service-contract administrator, lawyers, advisors typing on phones). Offers made of parts
 * (days at a rate beside a waived fee, a repair bill refunded with rental days, a credit beside a
 * check), revised and final offers, offers against a release, offers without a value, a credit turned
 * into a check at the same figure, a restated offer expiring the day it arrives; requests that look
 * like offers, meetings that mention money, denials that name money. Amounts in words, shorthand
 * ("$1.1k", "1,2 mil", "500 dls"), European formats, shares of bills, figures only in tables.
 * Deadlines in business days, weekdays, end of this and next week, month ends, "no later than the
 * 15th" across a month, "a más tardar", "dentro de", "antes de esa fecha", the day before an
 * appointment; dates that are not deadlines (meetings, office hours, returns, review windows, quoted
 * mail). About three in ten in Spanish (Mexican, Caribbean, Spain and US registers, Spanglish), eleven
 * in other languages, close to half quoting or forwarding earlier mail, received through 2025–2026,
 * weekends, month ends and year ends included. It is held out whole: every case is for reporting.
 */
export const SET_L: DealerReplyCase[] = reportOnly(written as WrittenReply[], 'l');
