// The subscription body's zod schema is `@dct/contracts/schemas` (schemas/push.ts).

/** POST /api/push/subscriptions: what the browser's `PushSubscription.toJSON()` gives. */
export interface PushSubscriptionInput {
  /** The push service's address for this browser (https://). */
  endpoint: string;
  keys: {
    /** The browser's P-256 public key, base64url (65 bytes, uncompressed). */
    p256dh: string;
    /** The browser's authentication secret, base64url (16 bytes). */
    auth: string;
  };
  /** When the push service ends the subscription (milliseconds since 1970), if it says. */
  expirationTime?: number | null;
}

/** The answer of POST /api/push/subscriptions. */
export interface PushSubscriptionSaved {
  endpoint: string;
  /** When this owner's browser first subscribed with this address. */
  created_at: string;
}

/** DELETE /api/push/subscriptions */
export interface PushSubscriptionRemoval {
  endpoint: string;
}

/** GET /api/push/public-key: the VAPID application server key, base64url, for `pushManager.subscribe`. */
export interface PushPublicKey {
  public_key: string;
}

/** What one push message carries (JSON, encrypted for the browser): the service worker shows it. */
export interface PushPayload {
  notification_id: number;
  title: string;
  body: string;
  /** The app's path of the record (`/claims/12`). */
  link: string;
  /** The owner's unread alerts in the app when the message was sent (the app badge). */
  unread: number;
}

/** A push service address is at most this long. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;
/** The browser's keys, decoded: an uncompressed P-256 point and the authentication secret. */
export const PUSH_P256DH_BYTES = 65;
export const PUSH_AUTH_BYTES = 16;

export const PushMessages = {
  endpointInvalid: 'Enter the push service address the browser gave (an https:// URL)',
  endpointNotHttps: 'A push service address must start with https://',
  keysInvalid: "The browser's push keys are not valid",
  expirationTimeInvalid: 'expirationTime must be a time in milliseconds, or null',
  serviceUnknown: 'The app does not send to this push service',
} as const;

/**
 * The browsers' push services (Chrome, Edge, Firefox, Safari): the hosts the app sends to unless
 * PUSH_SERVICE_HOSTS says otherwise. `*.` stands for any subdomain.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

/** Whether a host is one of the patterns (`host` exactly, or `*.domain` for any subdomain of it). */
export function hostMatches(host: string, patterns: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return patterns.some((pattern) => {
    const wanted = pattern.toLowerCase();
    return wanted.startsWith('*.') ? name.endsWith(wanted.slice(1)) && name.length > wanted.length - 1 : name === wanted;
  });
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * What is wrong with a push service address, or null when it may be used. It must be an https://
 * URL of one of `serviceHosts` (when given); `allowLoopbackHttp` (outside production) also lets
 * http:// to this machine through, for a push service run in tests or development.
 */
export function pushEndpointProblem(endpoint: unknown, allowLoopbackHttp: boolean, serviceHosts?: readonly string[]): string | null {
  if (typeof endpoint !== 'string' || endpoint.length === 0 || endpoint.length > PUSH_ENDPOINT_MAX_LENGTH) return PushMessages.endpointInvalid;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return PushMessages.endpointInvalid;
  }
  if (url.protocol === 'http:' && allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname)) return null;
  if (url.protocol !== 'https:') return PushMessages.endpointNotHttps;
  // The server posts to whatever address it keeps: only a browser's push service, never a host inside the network.
  if (serviceHosts && !hostMatches(url.hostname, serviceHosts)) return PushMessages.serviceUnknown;
  return null;
}

const BASE64URL_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The bytes of base64url text (padding optional), or null when it is not base64url. */
export function base64UrlBytes(text: string): Uint8Array | null {
  const digits = text.replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(digits) || digits.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((digits.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const digit of digits) {
    value = (value << 6) | BASE64URL_DIGITS.indexOf(digit);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 0xff;
    }
  }
  return bytes;
}

/** Whether text is a browser's P-256 public key: 65 bytes, starting 0x04 (uncompressed). */
export function isPushP256dh(text: unknown): boolean {
  const bytes = typeof text === 'string' && text.length <= 100 ? base64UrlBytes(text) : null;
  return bytes !== null && bytes.length === PUSH_P256DH_BYTES && bytes[0] === 0x04;
}

/** Whether text is a browser's push authentication secret: 16 bytes. */
export function isPushAuth(text: unknown): boolean {
  const bytes = typeof text === 'string' && text.length <= 30 ? base64UrlBytes(text) : null;
  return bytes !== null && bytes.length === PUSH_AUTH_BYTES;
}
