import { createECDH, createPublicKey, randomBytes } from 'node:crypto';
import { PushMessages, base64UrlBytes, hostMatches, isPushP256dh } from './push';
import { pushSubscriptionRemovalSchema, pushSubscriptionSchema } from './schemas/push';

const browserKeys = () => ({
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});
const valid = { endpoint: 'https://push.example.com/send/abc', keys: browserKeys(), expirationTime: null };

/** The server's address rule stands in here as "https:// only". */
const httpsOnly = (endpoint: string) => (endpoint.startsWith('https://') ? null : PushMessages.endpointNotHttps);
const firstProblem = (input: unknown) => {
  const parsed = pushSubscriptionSchema({ endpointProblem: httpsOnly }).strict().safeParse(input);
  return parsed.success ? null : { field: parsed.error.issues[0].path.join('.'), message: parsed.error.issues[0].message };
};

describe('push subscriptions', () => {
  it('accepts what a browser gives, with or without expirationTime', () => {
    expect(firstProblem(valid)).toBeNull();
    expect(firstProblem({ endpoint: valid.endpoint, keys: valid.keys })).toBeNull();
  });

  it.each([
    [{ endpoint: '' }, 'endpoint', PushMessages.endpointInvalid],
    [{ endpoint: 42 }, 'endpoint', PushMessages.endpointInvalid],
    [{ endpoint: undefined }, 'endpoint', PushMessages.endpointInvalid],
    [{ endpoint: `https://push.example.com/${'a'.repeat(1000)}` }, 'endpoint', PushMessages.endpointInvalid],
    [{ endpoint: 'http://push.example.com/send/abc' }, 'endpoint', PushMessages.endpointNotHttps],
    [{ keys: undefined }, 'keys', PushMessages.keysInvalid],
    [{ keys: 'x' }, 'keys', PushMessages.keysInvalid],
    [{ keys: { ...valid.keys, p256dh: randomBytes(65).toString('base64') } }, 'keys.p256dh', PushMessages.keysInvalid],
    [{ keys: { ...valid.keys, p256dh: Buffer.concat([Buffer.from([2]), randomBytes(64)]).toString('base64url') } }, 'keys.p256dh', PushMessages.keysInvalid],
    [{ keys: { ...valid.keys, p256dh: Buffer.concat([Buffer.from([4]), randomBytes(32)]).toString('base64url') } }, 'keys.p256dh', PushMessages.keysInvalid],
    // 65 bytes starting 0x04, but no point of the curve.
    [
      { keys: { ...valid.keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url') } },
      'keys.p256dh',
      PushMessages.keysInvalid,
    ],
    [{ keys: { ...valid.keys, auth: randomBytes(15).toString('base64url') } }, 'keys.auth', PushMessages.keysInvalid],
    [{ keys: { ...valid.keys, auth: 'not*base64' } }, 'keys.auth', PushMessages.keysInvalid],
    [{ keys: { p256dh: valid.keys.p256dh } }, 'keys.auth', PushMessages.keysInvalid],
    [{ expirationTime: 'soon' }, 'expirationTime', PushMessages.expirationTimeInvalid],
  ])('refuses %p', (change, field, message) => {
    expect(firstProblem({ ...valid, ...change })).toEqual({ field, message });
  });

  it('takes as the browser’s key only a point of the P-256 curve, as node reads keys', () => {
    const p256 = (point: Buffer) => {
      try {
        createPublicKey({
          key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
          format: 'jwk',
        });
        return true;
      } catch {
        return false;
      }
    };
    const points = [
      ...Array.from({ length: 20 }, () => createECDH('prime256v1').generateKeys()),
      ...Array.from({ length: 20 }, () => Buffer.concat([Buffer.from([4]), randomBytes(64)])),
      Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]),
      Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 0xff)]),
    ];
    for (const point of points) expect(isPushP256dh(point.toString('base64url'))).toBe(p256(point));
    expect(points.filter((point) => isPushP256dh(point.toString('base64url')))).toHaveLength(20);
  });

  it('matches push service hosts exactly, or any subdomain for `*.`', () => {
    expect(hostMatches('FCM.googleapis.com.', ['fcm.googleapis.com'])).toBe(true);
    expect(hostMatches('fcm.googleapis.com.evil.example', ['fcm.googleapis.com'])).toBe(false);
    expect(hostMatches('push.apple.com', ['*.push.apple.com'])).toBe(false);
    expect(hostMatches('evilpush.apple.com', ['*.push.apple.com'])).toBe(false);
    expect(hostMatches('a.b.push.apple.com', ['*.push.apple.com'])).toBe(true);
  });

  it('decodes base64url as node does, padded or not', () => {
    for (const length of [0, 1, 2, 3, 16, 65]) {
      const bytes = randomBytes(length);
      expect(Buffer.from(base64UrlBytes(bytes.toString('base64url')) as Uint8Array)).toEqual(bytes);
      expect(Buffer.from(base64UrlBytes(bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_')) as Uint8Array)).toEqual(bytes);
    }
    expect(base64UrlBytes('a')).toBeNull();
    expect(base64UrlBytes('ab+/')).toBeNull();
  });

  it('takes any endpoint text to remove, within the length', () => {
    expect(pushSubscriptionRemovalSchema().safeParse({ endpoint: 'https://push.example.com/x' }).success).toBe(true);
    expect(pushSubscriptionRemovalSchema().safeParse({ endpoint: '' }).success).toBe(false);
    expect(pushSubscriptionRemovalSchema().safeParse({}).success).toBe(false);
  });
});
