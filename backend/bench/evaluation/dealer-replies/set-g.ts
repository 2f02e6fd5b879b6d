import written from './set-g.json';
import { reportOnly } from './split';
import type { DealerReplyCase, WrittenReply } from './types';

/**
 * Set g: written after set f, for claims of its own (new owners, dealers, vehicles, asks and daily rates),
 * from the conventions in types.ts alone, leaning on the voices and layouts the earlier sets have least of
 * (text messages, legal letters, lease, fleet and service-contract desks, forwarded and quoted threads,
 * converted HTML), a quarter in Spanish and a few in other languages, received through 2026–2027.
 * It is held out: every case is for reporting, none for tuning.
 */
export const SET_G: DealerReplyCase[] = reportOnly(written as WrittenReply[], 'g');
