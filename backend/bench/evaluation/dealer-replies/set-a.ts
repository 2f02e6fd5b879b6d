import { AUTOMATED_REPLIES } from './set-a/automated';
import { CUSTOMER_RELATIONS_REPLIES } from './set-a/customer-relations';
import { GENERAL_MANAGER_REPLIES } from './set-a/general-manager';
import { MANUFACTURER_CASE_MANAGER_REPLIES } from './set-a/manufacturer-case-manager';
import { SERVICE_MANAGER_REPLIES } from './set-a/service-manager';
import { SPANISH_OFFICE_REPLIES } from './set-a/spanish-office';
import { assignParts } from './split';
import type { DealerReplyCase } from './types';

/** The split's seed: changing it reshuffles which half each case is in, so it stays fixed. */
export const SET_A_SPLIT_SEED = 20_250_301;

/** Set a as written, before the split. */
export const SET_A_WRITTEN = [
  ...SERVICE_MANAGER_REPLIES,
  ...CUSTOMER_RELATIONS_REPLIES,
  ...MANUFACTURER_CASE_MANAGER_REPLIES,
  ...GENERAL_MANAGER_REPLIES,
  ...SPANISH_OFFICE_REPLIES,
  ...AUTOMATED_REPLIES,
];

/** Set a: written first, six voices, split between tuning and reporting (see assignParts). */
export const SET_A: DealerReplyCase[] = assignParts(SET_A_WRITTEN, 'a', SET_A_SPLIT_SEED);
