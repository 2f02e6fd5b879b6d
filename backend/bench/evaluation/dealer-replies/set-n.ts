import written from './set-n.json';
import { reportOnly } from './split';
import type { DealerReplyCase, WrittenReply } from './types';

/**
 * Set n: written after set m, blind to the reading code, from the conventions in types.ts alone, for
 * 43 claims of its own (new owners, dealers, brands, vehicles, daily rates and asks, two independent
 * shops, three fleet or commercial accounts and three leases among them), each followed through three to
 * five replies from all nineteen voices: ticket systems, helpdesk updates and chatbot menus and surveys,
 * social-media care teams, manufacturer case desks and field reps, service-contract administrators,
 * lessors, finance offices, lawyers, fleet desks, advisors typing on phones. Offers built of parts that
 * are never totalled (days at a rate beside a refunded fee, a cash part beside a credit, two payers in one
 * letter, a waived item on a bill, a rate difference paid on top of another payer's benefit), offers
 * against a release or a finiquito, a payment authorised while documents are asked for, revised offers
 * (within one mail, in a top post over the old figure, by counsel), "final position" as an offer and as a
 * denial, a retracted credit, a lapsed offer closed, offers that name no value (a credit "for the days",
 * whatever the receipt shows, an unstated top-up); requests and meetings that mention money, denials that
 * name the ask, a deductible, a repair bill or an earlier offer. Amounts in words (English and Spanish),
 * shorthand ("590 bucks", "half a grand", "$1.2k dlls", "1k"), European formats ("US$ 389,50",
 * "1.032,00 USD", "39,90 $"), shares of stated bills, figures only in tables, waived lease and loan
 * payments. Deadlines in business days (from Fridays and weekends, over holidays), weekdays, end of this
 * and next week, month ends, "no later than the 1st/5th/10th/15th" across a month, dates without a year,
 * "beforehand", "antes de esa fecha", "valid for 30 days", "within 14/15/21/30 days", the next business
 * day, a dealer's promise beside the owner's date; dates that are not deadlines (meetings, calls, returns
 * from leave, a shop closure, payment due dates, office hours, quoted and forwarded mail). About a third
 * in Spanish (Mexican, norteño, Caribbean, Colombian, Argentine, Spain and Spanglish registers), thirteen
 * in other languages (Vietnamese, Polish, Italian, Portuguese, French, Korean, German, Tagalog, Haitian
 * Creole), close to half quoting or forwarding earlier mail, received through 2025–2026, weekends, month
 * ends and year ends included. It is held out whole: every case is for reporting.
 */
export const SET_N: DealerReplyCase[] = reportOnly(written as WrittenReply[], 'n');
