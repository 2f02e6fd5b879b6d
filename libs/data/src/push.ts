import type { PushSubscriptionInput } from '@dct/contracts';
import { answer, api } from './client';

/** The server's VAPID public key (base64url): the application server key a browser subscribes with. */
export async function pushPublicKey(): Promise<string> {
  return (await answer(api.GET('/api/push/public-key'))).public_key;
}

/** Tells the server where to push this browser's alerts (the subscription's endpoint and keys). */
export async function savePushSubscription(subscription: PushSubscriptionInput): Promise<void> {
  await answer(api.POST('/api/push/subscriptions', { body: subscription }));
}

/** Stops pushes to one of the owner's browsers. */
export async function removePushSubscription(endpoint: string): Promise<void> {
  await answer(api.DELETE('/api/push/subscriptions', { body: { endpoint } }));
}
