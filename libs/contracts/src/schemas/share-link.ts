import { z } from 'zod';
import { SHARE_LINK_LIMITS, ShareLinkMessages } from '../share-links';

const flag = z.boolean({ invalid_type_error: ShareLinkMessages.flagInvalid }).default(false);

/** POST /api/vehicles/{id}/share-links: how long the link works, what it hides, and an optional passcode. */
export const createShareLinkInputSchema = z
  .object({
    expires_in_days: z
      .number({ invalid_type_error: ShareLinkMessages.daysInvalid })
      .int(ShareLinkMessages.daysInvalid)
      .min(SHARE_LINK_LIMITS.minDays, ShareLinkMessages.daysInvalid)
      .max(SHARE_LINK_LIMITS.maxDays, ShareLinkMessages.daysInvalid)
      .default(SHARE_LINK_LIMITS.defaultDays),
    hide_money: flag,
    hide_contact: flag,
    passcode: z
      .string({ invalid_type_error: ShareLinkMessages.passcodeInvalid })
      .min(SHARE_LINK_LIMITS.passcodeMin, ShareLinkMessages.passcodeInvalid)
      .max(SHARE_LINK_LIMITS.passcodeMax, ShareLinkMessages.passcodeInvalid)
      .refine((value) => !/[\r\n]/.test(value), ShareLinkMessages.passcodeInvalid)
      .nullable()
      .optional(),
  })
  .strict();
/** POST /api/vehicles/{id}/share-links. */
export type CreateShareLinkInput = z.infer<typeof createShareLinkInputSchema>;
