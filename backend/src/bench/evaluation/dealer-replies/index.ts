import { SET_A } from './set-a';
import { SET_B } from './set-b';
import { SET_C } from './set-c';

export { SET_A, SET_A_SPLIT_SEED } from './set-a';
export { SET_B } from './set-b';
export { SET_C } from './set-c';
export type { DealerReplyCase, ReplyClaim, ReplyIntent, ReplyKind, ReplyLanguage, ReplyPart, ReplyTruth, ReplyVoice } from './types';

/** All three sets; the held-out reporting cases are `part === 'report'` (all of sets b and c, half of set a). */
export const DEALER_REPLIES = [...SET_A, ...SET_B, ...SET_C];
