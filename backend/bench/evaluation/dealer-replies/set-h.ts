import written from './set-h.json';
import { reportOnly } from './split';
import type { DealerReplyCase, WrittenReply } from './types';

/**
 * Set h: written after set g, blind to the reading code, for claims of its own (new owners, dealers,
 * vehicles, asks and daily rates, each followed through several replies: follow-ups, revised and final
 * offers), from the conventions in types.ts alone. Wide registers (text messages, legal letters, chatbots,
 * ticket systems, rambling owners, broken English, converted HTML), a quarter in Spanish (Mexico, Spain,
 * US Hispanic dealerships) and a few in other languages, received through 2025–2026.
 * It was read blind twice (before and after the set-g rules); since set i exists it is tuned on, so it no
 * longer measures unseen replies (every case keeps part 'report', but the bench lists its misses).
 */
export const SET_H: DealerReplyCase[] = reportOnly(written as WrittenReply[], 'h');
