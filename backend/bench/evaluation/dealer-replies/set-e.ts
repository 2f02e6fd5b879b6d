import written from './set-e.json';
import { reportOnly } from './split';
import type { DealerReplyCase, WrittenReply } from './types';

/**
 * Set e: written after sets a to d, for claims of its own (new owners, dealers, vehicles, asks and daily
 * rates), from the conventions in types.ts and the description of what replies contain, in new wordings.
 * It is held out: every case is for reporting, none for tuning.
 */
export const SET_E: DealerReplyCase[] = reportOnly(written as WrittenReply[], 'e');
