import { z } from 'zod';
import { PUSH_ENDPOINT_MAX_LENGTH, PushMessages, isPushAuth, isPushP256dh, pushEndpointProblem } from '../push';

const keysInvalid = { invalid_type_error: PushMessages.keysInvalid, required_error: PushMessages.keysInvalid };

/** An endpoint as `pushEndpointProblem` judges it: not a URL, or not https:// (http:// to this machine only when allowed). */
const endpoint = (allowLoopbackHttp: boolean, serviceHosts?: readonly string[]) =>
  z.string({ invalid_type_error: PushMessages.endpointInvalid, required_error: PushMessages.endpointInvalid }).superRefine((value, ctx) => {
    const problem = pushEndpointProblem(value, allowLoopbackHttp, serviceHosts);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * POST /api/push/subscriptions: the browser's `PushSubscription.toJSON()`. The API passes
 * `allowLoopbackHttp` outside production (a push service on this machine, in tests) and the
 * push service hosts it sends to; the browser's own subscriptions are always https://.
 */
export const pushSubscriptionSchema = (options: { allowLoopbackHttp?: boolean; serviceHosts?: readonly string[] } = {}) =>
  z.object({
    endpoint: endpoint(options.allowLoopbackHttp ?? false, options.serviceHosts),
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
