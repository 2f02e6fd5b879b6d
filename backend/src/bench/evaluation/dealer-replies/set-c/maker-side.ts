import type { WrittenReply } from '../types';

/** Set c: the manufacturer's people and systems, and the Spanish-speaking offices. */
export const MAKER_SIDE_REPLIES: WrittenReply[] = [];
