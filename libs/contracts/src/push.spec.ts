import { createECDH, randomBytes } from 'node:crypto';
import { DEFAULT_PUSH_SERVICE_HOSTS, PushMessages, base64UrlBytes, hostMatches, pushEndpointProblem } from './push';
import { pushSubscriptionRemovalSchema, pushSubscriptionSchema } from './schemas/push';

const browserKeys = () => ({
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});
const valid = { endpoint: 'https://push.example.com/send/abc', keys: browserKeys(), expirationTime: null };

const firstProblem = (input: unknown, allowLoopbackHttp = false) => {
  const parsed = pushSubscriptionSchema({ allowLoopbackHttp }).strict().safeParse(input);
  return parsed.success ? null : { field: parsed.error.issues[0].path.join('.'), message: parsed.error.issues[0].message };
};

describe('push subscriptions', () => {
  it('accepts what a browser gives, with or without expirationTime', () => {
    expect(firstProblem(valid)).toBeNull();
    expect(firstProblem({ endpoint: valid.endpoint, keys: valid.keys })).toBeNull();
  });

  it.each([
    [{ endpoint: 'not a url' }, 'endpoint', PushMessages.endpointInvalid],
    [{ endpoint: '' }, 'endpoint', PushMessages.endpointInvalid],
    [{ endpoint: 42 }, 'endpoint', PushMessages.endpointInvalid],
    [{ endpoint: undefined }, 'endpoint', PushMessages.endpointInvalid],
    [{ endpoint: `https://push.example.com/${'a'.repeat(1000)}` }, 'endpoint', PushMessages.endpointInvalid],
    [{ endpoint: 'http://push.example.com/send/abc' }, 'endpoint', PushMessages.endpointNotHttps],
    [{ endpoint: 'ftp://push.example.com/send/abc' }, 'endpoint', PushMessages.endpointNotHttps],
    [{ endpoint: 'http://127.0.0.1:8080/send' }, 'endpoint', PushMessages.endpointNotHttps],
    [{ keys: undefined }, 'keys', PushMessages.keysInvalid],
    [{ keys: 'x' }, 'keys', PushMessages.keysInvalid],
    [{ keys: { ...valid.keys, p256dh: randomBytes(65).toString('base64') } }, 'keys.p256dh', PushMessages.keysInvalid],
    [{ keys: { ...valid.keys, p256dh: Buffer.concat([Buffer.from([2]), randomBytes(64)]).toString('base64url') } }, 'keys.p256dh', PushMessages.keysInvalid],
    [{ keys: { ...valid.keys, p256dh: Buffer.concat([Buffer.from([4]), randomBytes(32)]).toString('base64url') } }, 'keys.p256dh', PushMessages.keysInvalid],
    [{ keys: { ...valid.keys, auth: randomBytes(15).toString('base64url') } }, 'keys.auth', PushMessages.keysInvalid],
    [{ keys: { ...valid.keys, auth: 'not*base64' } }, 'keys.auth', PushMessages.keysInvalid],
    [{ keys: { p256dh: valid.keys.p256dh } }, 'keys.auth', PushMessages.keysInvalid],
    [{ expirationTime: 'soon' }, 'expirationTime', PushMessages.expirationTimeInvalid],
  ])('refuses %p', (change, field, message) => {
    expect(firstProblem({ ...valid, ...change })).toEqual({ field, message });
  });

  it('lets http:// to this machine through only when allowed (outside production)', () => {
    for (const endpoint of ['http://127.0.0.1:8080/send', 'http://localhost/send', 'http://[::1]:9000/send']) {
      expect(pushEndpointProblem(endpoint, true)).toBeNull();
      expect(pushEndpointProblem(endpoint, false)).toBe(PushMessages.endpointNotHttps);
    }
    expect(pushEndpointProblem('http://127.0.0.2/send', true)).toBe(PushMessages.endpointNotHttps);
    expect(pushEndpointProblem('http://push.example.com/send', true)).toBe(PushMessages.endpointNotHttps);
    expect(firstProblem({ ...valid, endpoint: 'http://127.0.0.1:8080/send' }, true)).toBeNull();
  });

  it('sends only to the push services listed: the browsers’ by default, never a host inside the network', () => {
    const hosts = DEFAULT_PUSH_SERVICE_HOSTS;
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXuto',
    ])
      expect(pushEndpointProblem(endpoint, false, hosts)).toBeNull();
    for (const endpoint of [
      'https://push.example.com/send',
      'https://10.0.0.5/send',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/send',
      'https://notify.windows.com.evil.example/send',
      'https://evilnotify.windows.com/send',
      'https://fcm.googleapis.com.evil.example/send',
    ])
      expect(pushEndpointProblem(endpoint, false, hosts)).toBe(PushMessages.serviceUnknown);
    // http:// to this machine stays for tests outside production; an https:// push service must be listed.
    expect(pushEndpointProblem('http://127.0.0.1:8080/send', true, hosts)).toBeNull();
    expect(pushEndpointProblem('http://fcm.googleapis.com/send', false, hosts)).toBe(PushMessages.endpointNotHttps);
    expect(hostMatches('FCM.googleapis.com.', ['fcm.googleapis.com'])).toBe(true);
    expect(hostMatches('push.apple.com', ['*.push.apple.com'])).toBe(false);
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
