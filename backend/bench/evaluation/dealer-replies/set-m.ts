import written from './set-m.json';
import { reportOnly } from './split';
import type { DealerReplyCase, WrittenReply } from './types';

/**
 * Set m: written after set l, blind to the reading code, from the conventions in types.ts alone, for
 * 42 claims of its own (new owners, dealers, vehicles, daily rates and asks, two independent shops and
 * two fleet accounts among them, each followed through several replies from all nineteen voices:
 * ticket systems and chatbot menus, social-media care, manufacturer case desks, lenders, service-contract
 * administrators, lawyers, fleet desks, advisors typing on phones). Offers made of parts that are never
 * totalled (days at a rate beside a reversed fee, a tow refund beside a credit, two payers in one check,
 * the difference between a contract allowance and the rate paid), a refunded deductible that is part of
 * the offer, a corrected figure, revised and final offers, offers against a release, offers that name
 * no value (one only "stands" above a forwarded chain); requests that look like offers, meetings that
 * mention money, a "final position" that is a denial, denials that name money, a lapsed offer closed.
 * Amounts in words, shorthand ("$1k", "1.25k", "700 dlls"), European formats ("US$ 1.150,00",
 * "750,00 USD"), shares of bills, figures only in tables. Deadlines in business days over holidays,
 * weekdays, end of next week, month ends, "no later than the 5th/15th" across a month, a day-month
 * date, "a más tardar", "dentro de", "antes de esa fecha", "beforehand"; dates that are not deadlines
 * (meetings, parts ETAs, office hours, returns, due dates, quoted mail). About three in eight in Spanish
 * (Mexican, Caribbean, Spain, Central and South American and US registers, Spanglish), eleven in other
 * languages, close to half quoting or forwarding earlier mail, received through 2025–2026, weekends,
 * month ends and year ends included. It is held out whole: every case is for reporting.
 */
export const SET_M: DealerReplyCase[] = reportOnly(written as WrittenReply[], 'm');
