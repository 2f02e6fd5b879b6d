import { SET_A } from './set-a';
import { SET_B } from './set-b';

export { SET_A, SET_A_SPLIT_SEED } from './set-a';
export { SET_B } from './set-b';
export type { DealerReplyCase, ReplyClaim, ReplyIntent, ReplyKind, ReplyLanguage, ReplyPart, ReplyTruth, ReplyVoice } from './types';

/** Both sets; the held-out reporting cases are `part === 'report'` (all of set b, half of set a). */
export const DEALER_REPLIES = [...SET_A, ...SET_B];
