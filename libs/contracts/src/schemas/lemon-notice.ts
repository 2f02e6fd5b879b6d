import { z } from 'zod';
import { LEMON_NOTICE_MAX_CHARS, LemonNoticeMessages } from '../lemon-law/lemon-notice-types';
import { requiredText } from './fields';

/** POST /api/vehicles/{id}/lemon-notice and the notice's text area: the letter as edited, trimmed, not blank, at most 20,000 characters. */
export const lemonNoticeInputSchema = z.object({
  letter: requiredText(LEMON_NOTICE_MAX_CHARS, { required: LemonNoticeMessages.letterRequired, tooLong: LemonNoticeMessages.letterTooLong }),
});
