import { CHATBOT_REPLIES } from './set-b/chatbot';
import { DEALERSHIP_OWNER_REPLIES } from './set-b/dealership-owner';
import { FAMILIAR_VOICE_REPLIES } from './set-b/familiar-voices';
import { FINANCE_OFFICE_REPLIES } from './set-b/finance-office';
import { REGIONAL_REP_REPLIES } from './set-b/regional-rep';
import { reportOnly } from './split';
import type { DealerReplyCase } from './types';

/**
 * Set b: written after set a was finished, for new claims, with four voices set a does not have. It is
 * held out: every case is for reporting, none for tuning.
 */
export const SET_B: DealerReplyCase[] = reportOnly(
  [...FINANCE_OFFICE_REPLIES, ...DEALERSHIP_OWNER_REPLIES, ...REGIONAL_REP_REPLIES, ...CHATBOT_REPLIES, ...FAMILIAR_VOICE_REPLIES],
  'b',
);
