import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { PushSubscriptionInput } from '@dct/contracts';
import { pushPublicKey, refreshAfter, removePushSubscription, savePushSubscription } from '@dct/data';
import { Alert, Button, toast } from '@dct/ui';
import { serviceWorkerSupported } from '../../pwa/service-worker-client';

export const PushTexts = {
  unsupported: 'This browser cannot receive push notifications.',
  blocked: "Notifications are blocked for this site. Allow them in your browser's site settings, then come back here.",
  off: 'Get alerts on this device even when the app is closed.',
  on: 'This browser receives push notifications.',
  allow: 'Allow push notifications on this browser',
  stop: 'Stop push notifications on this browser',
  notAllowed: 'Push notifications need your permission: choose Allow when the browser asks.',
  failed: 'Push notifications could not be turned on',
  stopFailed: 'Push notifications could not be turned off',
  turnedOn: 'Push notifications are on for this browser',
  turnedOff: 'Push notifications are off for this browser',
} as const;

type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

const pushSupported = () => serviceWorkerSupported() && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;

/** A base64url key as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
};

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Subscribes this browser with the server's key (a subscription made with another key is replaced) and tells the server. */
async function subscribe(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(PushTexts.notAllowed);
  await navigator.serviceWorker.register('/sw.js');
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(await pushPublicKey());
  const existing = await registration.pushManager.getSubscription();
  if (existing && !sameKey(existing, key)) await existing.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    await savePushSubscription(subscription.toJSON() as PushSubscriptionInput);
  } catch (error) {
    // The server would never push to it: the browser's subscription goes too.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
}

async function unsubscribe(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await removePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

const reason = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/** Settings → Notifications: push on this browser, opted into per browser. */
export function PushOptIn() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PushState>('checking');
  const [problem, setProblem] = useState<string | null>(null);

  const check = useCallback(async () => {
    if (!pushSupported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('blocked');
    const subscription = await currentSubscription().catch(() => null);
    setState(subscription && Notification.permission === 'granted' ? 'on' : 'off');
  }, []);
  useEffect(() => void check(), [check]);

  const turnOn = useMutation({
    mutationFn: subscribe,
    onSuccess: () => {
      setProblem(null);
      toast({ title: PushTexts.turnedOn });
      // Subscribing turns the push channel on in the saved settings.
      void refreshAfter.notificationSettingsChange(queryClient)();
    },
    onError: (error) => setProblem(reason(error) === PushTexts.notAllowed ? PushTexts.notAllowed : `${PushTexts.failed}: ${reason(error)}`),
    onSettled: () => void check(),
  });
  const turnOff = useMutation({
    mutationFn: unsubscribe,
    onSuccess: () => {
      setProblem(null);
      toast({ title: PushTexts.turnedOff });
    },
    onError: (error) => setProblem(`${PushTexts.stopFailed}: ${reason(error)}`),
    onSettled: () => void check(),
  });
  const busy = turnOn.isPending || turnOff.isPending;

  return (
    <section className="stack push-opt-in" aria-labelledby="push-opt-in-title">
      <h3 id="push-opt-in-title" className="settings-subtitle">
        <BellRing aria-hidden />
        Push notifications on this browser
      </h3>
      {state === 'checking' ? null : state === 'unsupported' ? (
        <p className="muted">{PushTexts.unsupported}</p>
      ) : state === 'blocked' ? (
        <p className="muted">{PushTexts.blocked}</p>
      ) : (
        <>
          <p className="muted" role="status">
            {state === 'on' ? PushTexts.on : PushTexts.off}
          </p>
          <div className="row">
            {state === 'on' ? (
              <Button type="button" variant="outline" disabled={busy} onClick={() => turnOff.mutate()}>
                {turnOff.isPending ? 'Stopping...' : PushTexts.stop}
              </Button>
            ) : (
              <Button type="button" disabled={busy} onClick={() => turnOn.mutate()}>
                {turnOn.isPending ? 'Turning on...' : PushTexts.allow}
              </Button>
            )}
          </div>
        </>
      )}
      {problem && <Alert>{problem}</Alert>}
    </section>
  );
}
