import { SET_A } from './set-a';
import { SET_B } from './set-b';
import { SET_C } from './set-c';
import { SET_D } from './set-d';
import { SET_E } from './set-e';
import { SET_F } from './set-f';
import { SET_G } from './set-g';
import { SET_H } from './set-h';
import { SET_I } from './set-i';
import { SET_J } from './set-j';
import { SET_K } from './set-k';
import { SET_L } from './set-l';
import { SET_M } from './set-m';
import { SET_N } from './set-n';

export { SET_A, SET_A_SPLIT_SEED } from './set-a';
export { SET_B } from './set-b';
export { SET_C } from './set-c';
export { SET_D, SET_D_SPLIT_SEED } from './set-d';
export { SET_E } from './set-e';
export { SET_F } from './set-f';
export { SET_G } from './set-g';
export { SET_H } from './set-h';
export { SET_I } from './set-i';
export { SET_J } from './set-j';
export { SET_K } from './set-k';
export { SET_L } from './set-l';
export { SET_M } from './set-m';
export { SET_N } from './set-n';
export type { DealerReplyCase, ReplyClaim, ReplyIntent, ReplyKind, ReplyLanguage, ReplyPart, ReplyTruth, ReplyVoice } from './types';

/** All fourteen sets; the held-out reporting cases are `part === 'report'` (all of sets b, c, e, f, g, h, i, j, k, l, m and n, half of sets a and d). */
export const DEALER_REPLIES = [
  ...SET_A,
  ...SET_B,
  ...SET_C,
  ...SET_D,
  ...SET_E,
  ...SET_F,
  ...SET_G,
  ...SET_H,
  ...SET_I,
  ...SET_J,
  ...SET_K,
  ...SET_L,
  ...SET_M,
  ...SET_N,
];
