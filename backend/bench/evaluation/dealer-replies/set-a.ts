import written from './set-a.json';
import { assignParts } from './split';
import type { DealerReplyCase, WrittenReply } from './types';

/** The split's seed: changing it reshuffles which half each case is in, so it stays fixed. */
export const SET_A_SPLIT_SEED = 20_250_301;

/** Set a as written, before the split. */
export const SET_A_WRITTEN = written as WrittenReply[];

/** Set a: written first, six voices, split between tuning and reporting (see assignParts). */
export const SET_A: DealerReplyCase[] = assignParts(SET_A_WRITTEN, 'a', SET_A_SPLIT_SEED);
