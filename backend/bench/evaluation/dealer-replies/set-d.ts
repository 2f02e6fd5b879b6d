import written from './set-d.json';
import { assignParts } from './split';
import type { DealerReplyCase, WrittenReply } from './types';

/** The seed set d is split with; changing it moves cases between tuning and reporting. */
export const SET_D_SPLIT_SEED = 20_261_128;

export const SET_D_WRITTEN = written as WrittenReply[];

/**
 * Set d: written after sets a to c, for claims of its own, from the conventions in types.ts and the
 * description of what replies contain, in new wordings; six voices no earlier set has (a captive lease
 * company, a sales manager, an extended-service-contract administrator, a fleet desk, a brand's
 * social-media care team, a service advisor typing on a phone) beside the earlier ones. Unlike sets b
 * and c it is split between tuning and reporting (see assignParts), so it can be tuned on one half
 * and reported on the other.
 */
export const SET_D: DealerReplyCase[] = assignParts(SET_D_WRITTEN, 'd', SET_D_SPLIT_SEED);
