import written from './set-f.json';
import { reportOnly } from './split';
import type { DealerReplyCase, WrittenReply } from './types';

/**
 * Set f: written after sets a to e, for claims of its own (new owners, dealers, vehicles, asks and daily
 * rates), from the conventions in types.ts alone, in new wordings and with received dates spread over
 * 2025–2026. It is held out: every case is for reporting, none for tuning.
 */
export const SET_F: DealerReplyCase[] = reportOnly(written as WrittenReply[], 'f');
