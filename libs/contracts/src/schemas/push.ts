import { z } from 'zod';
import { PUSH_ENDPOINT_MAX_LENGTH, PushMessages, isPushAuth, isPushP256dh } from '../push';

const keysInvalid = { invalid_type_error: PushMessages.keysInvalid, required_error: PushMessages.keysInvalid };

/**
 * POST /api/push/subscriptions: the browser's `PushSubscription.toJSON()`. Which push service
 * addresses the server sends to is its outbound-address rule: the API passes it as
 * `endpointProblem` (a PushMessages message, or null for an address it accepts).
 */
export const pushSubscriptionSchema = (options: { endpointProblem?: (endpoint: string) => string | null } = {}) =>
  z.object({
    endpoint: z
      .string({ invalid_type_error: PushMessages.endpointInvalid, required_error: PushMessages.endpointInvalid })
      .min(1, PushMessages.endpointInvalid)
      .max(PUSH_ENDPOINT_MAX_LENGTH, PushMessages.endpointInvalid)
      .superRefine((value, ctx) => {
        const problem = options.endpointProblem?.(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    keys: z
      .object(
        {
          p256dh: z.string(keysInvalid).refine(isPushP256dh, PushMessages.keysInvalid),
          auth: z.string(keysInvalid).refine(isPushAuth, PushMessages.keysInvalid),
        },
        keysInvalid,
      )
      .strict(),
    expirationTime: z.number({ invalid_type_error: PushMessages.expirationTimeInvalid }).nonnegative(PushMessages.expirationTimeInvalid).nullish(),
  });

/** DELETE /api/push/subscriptions: the address to forget (any text; an unknown one is simply not there). */
export const pushSubscriptionRemovalSchema = () =>
  z.object({
    endpoint: z
      .string({ invalid_type_error: PushMessages.endpointInvalid, required_error: PushMessages.endpointInvalid })
      .min(1, PushMessages.endpointInvalid)
      .max(PUSH_ENDPOINT_MAX_LENGTH, PushMessages.endpointInvalid),
  });
