import { AUTOMATED_REPLIES } from './set-e/automated';
import { CUSTOMER_RELATIONS_REPLIES } from './set-e/customer-relations';
import { GENERAL_MANAGER_REPLIES } from './set-e/general-manager';
import { MANUFACTURER_CASE_MANAGER_REPLIES } from './set-e/manufacturer-case-manager';
import { SERVICE_MANAGER_REPLIES } from './set-e/service-manager';
import { SPANISH_OFFICE_REPLIES } from './set-e/spanish-office';
import { reportOnly } from './split';
import type { DealerReplyCase } from './types';

/**
 * Set e: written after sets a to d, for claims of its own (new owners, dealers, vehicles, asks and daily
 * rates), from the conventions in types.ts and the description of what replies contain, in new wordings.
 * It is held out: every case is for reporting, none for tuning.
 */
export const SET_E: DealerReplyCase[] = reportOnly(
  [
    ...SERVICE_MANAGER_REPLIES,
    ...CUSTOMER_RELATIONS_REPLIES,
    ...MANUFACTURER_CASE_MANAGER_REPLIES,
    ...GENERAL_MANAGER_REPLIES,
    ...SPANISH_OFFICE_REPLIES,
    ...AUTOMATED_REPLIES,
  ],
  'e',
);
