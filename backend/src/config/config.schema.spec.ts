import { generateVAPIDKeys } from 'web-push';
import { ConfigError, loadConfig } from './config.schema';

describe(loadConfig.name, () => {
  it('runs on embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names the variable that holds a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT \(got "eighty"\)/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x@y/z' })).toThrow(/DATABASE_URL.*postgres:\/\//);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY \(got "maybe"\): must list proxy addresses or CIDR ranges/);
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL: must be a redis:\/\//);
  });

  it('trusts X-Forwarded-* from the proxies TRUST_PROXY lists, none by default, and refuses true', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,::1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8', '::1']);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal,linklocal' }).trustProxy).toEqual(['loopback', 'uniquelocal', 'linklocal']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY \(got "true"\): no longer trusts whoever connects: list the addresses of the proxies/,
    );
    for (const wrong of ['1', 'yes', '2', '10.0.0.0/33', '::1/129', '10.0.0.300', 'proxy.internal', '10.0.0.0/8/1', ',', 'loopback,true'])
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY/);
  });

  it('never echoes a connection URL, which may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/x' })).toThrow(/^(?![\s\S]*hunter2)/);
  });

  it('serves the API docs in development only, unless told', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it('requires a session secret in production without echoing secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required/);
    try {
      loadConfig({ SESSION_SECRET: 'short' });
    } catch (error) {
      expect((error as Error).message).toContain('SESSION_SECRET: must be at least 32 characters');
      expect((error as Error).message).not.toContain('short"');
    }
  });

  it('takes an OpenID Connect provider with its client id, over https in production', () => {
    expect(loadConfig({ OIDC_ISSUER_URL: 'https://id.example', OIDC_CLIENT_ID: 'dct' }).oidc).toEqual({
      issuerUrl: 'https://id.example',
      clientId: 'dct',
      clientSecret: undefined,
      displayName: 'your identity provider',
    });
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'https://id.example' })).toThrow(/OIDC_CLIENT_ID: is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), OIDC_ISSUER_URL: 'http://id.example', OIDC_CLIENT_ID: 'dct' })).toThrow(
      /OIDC_ISSUER_URL .*https/,
    );
  });

  it('treats an empty variable as unset and parses lists of origins', () => {
    const config = loadConfig({ DATABASE_URL: '', ALLOWED_ORIGINS: 'https://a.example/, https://b.example:8443' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example:8443']);
  });

  it('serves metrics only when a token or a port of their own is set', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 't'.repeat(24) }).metrics).toEqual({ token: 't'.repeat(24), port: undefined });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ token: undefined, port: 9464 });
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT .*must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'none' })).toThrow(/METRICS_PORT/);
  });

  it('opens the queue dashboard only with an admin token, read-only unless told', () => {
    expect(loadConfig({}).admin).toBeUndefined();
    expect(loadConfig({ ADMIN_TOKEN: 'a'.repeat(32) }).admin).toEqual({ token: 'a'.repeat(32), queueActions: false });
    expect(loadConfig({ ADMIN_TOKEN: 'a'.repeat(32), ADMIN_QUEUE_ACTIONS: 'true' }).admin).toEqual({ token: 'a'.repeat(32), queueActions: true });
  });

  it('never echoes a token that is too short', () => {
    for (const name of ['METRICS_TOKEN', 'ADMIN_TOKEN']) {
      expect(() => loadConfig({ [name]: 'letmein' })).toThrow(new RegExp(`${name}: must be at least 16 characters`));
      expect(() => loadConfig({ [name]: 'letmein' })).toThrow(/^(?![\s\S]*letmein)/);
    }
  });

  it('takes both VAPID keys or neither, a matching pair, never echoing the private one', () => {
    const { publicKey, privateKey } = generateVAPIDKeys();
    expect(loadConfig({}).push).toMatchObject({ vapidKeys: undefined, subject: 'mailto:support@localhost', timeoutMs: 10_000 });
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, SUPPORT_EMAIL: 'help@example.com' }).push).toMatchObject({
      vapidKeys: { publicKey, privateKey },
      subject: 'mailto:help@example.com',
      timeoutMs: 10_000,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY: set both VAPID keys, or neither/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY: set both VAPID keys, or neither/);
    const other = generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY .*is not the public key of VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: privateKey, VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY .*must decode to 65 bytes/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: `${privateKey}AAAA` })).toThrow(/VAPID_PRIVATE_KEY: must decode to 32 bytes/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: `${privateKey}AAAA` })).toThrow(new RegExp(`^(?![\\s\\S]*${privateKey})`));
  });

  it('takes a mailto: or https:// VAPID subject and a push timeout', () => {
    expect(loadConfig({ VAPID_SUBJECT: 'https://claims.example.com/contact', PUSH_TIMEOUT_MS: '2500' }).push).toMatchObject({
      subject: 'https://claims.example.com/contact',
      timeoutMs: 2500,
    });
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://claims.example.com' })).toThrow(/VAPID_SUBJECT .*mailto: or https:\/\//);
    expect(() => loadConfig({ VAPID_SUBJECT: 'claims@example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ PUSH_TIMEOUT_MS: '0' })).toThrow(/PUSH_TIMEOUT_MS/);
  });

  it('sends pushes to the browsers’ push services, or to the hosts PUSH_SERVICE_HOSTS lists', () => {
    expect(loadConfig({}).push.serviceHosts).toContain('fcm.googleapis.com');
    expect(loadConfig({ PUSH_SERVICE_HOSTS: ' push.internal.example , *.push.example.org ' }).push.serviceHosts).toEqual([
      'push.internal.example',
      '*.push.example.org',
    ]);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://push.example.com/' })).toThrow(/PUSH_SERVICE_HOSTS/);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: ' , ' })).toThrow(/PUSH_SERVICE_HOSTS/);
  });
});
