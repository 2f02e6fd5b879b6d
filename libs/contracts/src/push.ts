export type { PushSubscriptionSaved, PushPublicKey } from './schemas/answers/account';
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

/** DELETE /api/push/subscriptions */
export interface PushSubscriptionRemoval {
  endpoint: string;
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

// NIST P-256 (prime256v1): y² = x³ − 3x + b over the field of P256_PRIME.
const P256_PRIME = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
const P256_B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

const bigEndian = (bytes: Uint8Array) => bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);

/** Whether (x, y) is a point of the P-256 curve (its group has cofactor 1, so any such point is a usable public key). */
function onP256(x: bigint, y: bigint): boolean {
  const p = P256_PRIME;
  if (x >= p || y >= p) return false;
  return (y * y) % p === (((x * x * x - 3n * x + P256_B) % p) + p) % p;
}

/** Whether text is a browser's P-256 public key: 65 bytes, 0x04 (uncompressed) then a point on the curve. */
export function isPushP256dh(text: unknown): boolean {
  const bytes = typeof text === 'string' && text.length <= 100 ? base64UrlBytes(text) : null;
  if (bytes === null || bytes.length !== PUSH_P256DH_BYTES || bytes[0] !== 0x04) return false;
  return onP256(bigEndian(bytes.subarray(1, 33)), bigEndian(bytes.subarray(33)));
}

/** Whether text is a browser's push authentication secret: 16 bytes. */
export function isPushAuth(text: unknown): boolean {
  const bytes = typeof text === 'string' && text.length <= 30 ? base64UrlBytes(text) : null;
  return bytes !== null && bytes.length === PUSH_AUTH_BYTES;
}
