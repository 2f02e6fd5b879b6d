import { BDC_AGENT_REPLIES } from './set-c/bdc-agent';
import { CORPORATE_COUNSEL_REPLIES } from './set-c/corporate-counsel';
import { DEALER_SIDE_REPLIES } from './set-c/dealer-side';
import { INDEPENDENT_SHOP_REPLIES } from './set-c/independent-shop';
import { MAKER_SIDE_REPLIES } from './set-c/maker-side';
import { SPANISH_OFFICE_REPLIES } from './set-c/spanish-office';
import { reportOnly } from './split';
import type { DealerReplyCase } from './types';

/**
 * Set c: written after sets a and b, for new claims, from the description of what replies contain,
 * in wordings of its own; three voices neither earlier set has (an independent repair shop, a
 * dealership's BDC agent writing as in a text, a corporate legal department) beside the earlier
 * ones. It is held out: every case is for reporting, none for tuning.
 */
export const SET_C: DealerReplyCase[] = reportOnly(
  [...DEALER_SIDE_REPLIES, ...MAKER_SIDE_REPLIES, ...INDEPENDENT_SHOP_REPLIES, ...BDC_AGENT_REPLIES, ...CORPORATE_COUNSEL_REPLIES, ...SPANISH_OFFICE_REPLIES],
  'c',
);
