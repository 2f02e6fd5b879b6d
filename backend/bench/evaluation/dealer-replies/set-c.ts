import written from './set-c.json';
import { reportOnly } from './split';
import type { DealerReplyCase, WrittenReply } from './types';

/**
 * Set c: written after sets a and b, for new claims, from the description of what replies contain,
 * in wordings of its own; three voices neither earlier set has (an independent repair shop, a
 * dealership's BDC agent writing as in a text, a corporate legal department) beside the earlier
 * ones. It is held out: every case is for reporting, none for tuning.
 */
export const SET_C: DealerReplyCase[] = reportOnly(written as WrittenReply[], 'c');
