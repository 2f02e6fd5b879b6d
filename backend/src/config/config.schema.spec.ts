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

  it('waits 60 s for an upload body and 10 s for its next byte, spooling up to 512 MB under DATA_DIR, unless told', () => {
    expect(loadConfig({ DATA_DIR: '/srv/dct' }).uploads).toEqual({
      bodyTimeoutMs: 60_000,
      idleTimeoutMs: 10_000,
      spoolDir: '/srv/dct/tmp/uploads',
      spoolMaxBytes: 512 * 1024 * 1024,
    });
    expect(loadConfig({ UPLOAD_BODY_TIMEOUT_SECONDS: '120', UPLOAD_IDLE_TIMEOUT_SECONDS: '5' }).uploads).toMatchObject({
      bodyTimeoutMs: 120_000,
      idleTimeoutMs: 5_000,
    });
    expect(() => loadConfig({ UPLOAD_IDLE_TIMEOUT_SECONDS: '0' })).toThrow(/UPLOAD_IDLE_TIMEOUT_SECONDS \(got "0"\)/);
    expect(() => loadConfig({ UPLOAD_BODY_TIMEOUT_SECONDS: 'a minute' })).toThrow(/UPLOAD_BODY_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ UPLOAD_SPOOL_MAX_MB: '0.5' })).toThrow(/UPLOAD_SPOOL_MAX_MB/);
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

  it('reads the IMAP mailbox, its folders and poll, and refuses a host the outbound-address rule would refuse', () => {
    expect(loadConfig({}).imap).toBeUndefined();
    expect(loadConfig({ IMAP_URL: 'imaps://replies%40example.com:s%3Acret@imap.example.com/INBOX' }).imap).toEqual({
      target: { user: 'replies@example.com', password: 's:cret', host: 'imap.example.com', port: 993, tls: true, mailbox: 'INBOX' },
      doneFolder: 'Processed',
      unmatchedFolder: 'Unmatched',
      pollMs: 60_000,
    });
    expect(
      loadConfig({ IMAP_URL: 'imap://u:p@127.0.0.1:1143/Replies', IMAP_DONE_FOLDER: 'Done', IMAP_UNMATCHED_FOLDER: 'Look at', IMAP_POLL_SECONDS: '30' }).imap,
    ).toMatchObject({
      target: { host: '127.0.0.1', port: 1143, tls: false, mailbox: 'Replies' },
      doneFolder: 'Done',
      unmatchedFolder: 'Look at',
      pollMs: 30_000,
    });
    expect(() => loadConfig({ IMAP_URL: 'imaps://u:p@10.0.0.1/INBOX' })).toThrow(/IMAP_URL: names an address inside the network/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), IMAP_URL: 'imaps://u:p@127.0.0.1/INBOX' })).toThrow(
      /IMAP_URL: names an address inside the network/,
    );
    expect(loadConfig({ IMAP_URL: 'imaps://u:p@10.0.0.1/INBOX', OUTBOUND_PRIVATE_HOSTS: '10.0.0.1' }).imap?.target.host).toBe('10.0.0.1');
    // The login never shows in the message.
    expect(() => loadConfig({ IMAP_URL: 'smtp://u:hunter2@imap.example.com' })).toThrow(
      /^(?![\s\S]*hunter2)[\s\S]*IMAP_URL: must be an imap:\/\/ or imaps:\/\/ URL/,
    );
    expect(() => loadConfig({ IMAP_URL: 'imaps://u:p@imap.example.com', IMAP_POLL_SECONDS: '1' })).toThrow(/IMAP_POLL_SECONDS/);
    expect(() => loadConfig({ IMAP_URL: 'imaps://u:p@imap.example.com/Replies', IMAP_DONE_FOLDER: 'Replies' })).toThrow(
      /IMAP_DONE_FOLDER \(got "Replies"\): must differ from the folder IMAP_URL watches/,
    );
    expect(() => loadConfig({ IMAP_URL: 'imaps://u:p@imap.example.com', IMAP_UNMATCHED_FOLDER: 'INBOX' })).toThrow(/IMAP_UNMATCHED_FOLDER/);
  });

  it('refuses, at start-up, an identity provider or AI server the outbound-address rule would refuse', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig({}).outbound).toEqual({ allowLoopback: true, privateHosts: [] });
    expect(loadConfig(production).outbound).toEqual({ allowLoopback: false, privateHosts: [] });
    expect(loadConfig({ OUTBOUND_ALLOW_LOOPBACK: 'false' }).outbound.allowLoopback).toBe(false);
    expect(() => loadConfig({ ...production, OUTBOUND_ALLOW_LOOPBACK: 'true' })).toThrow(/OUTBOUND_ALLOW_LOOPBACK .*cannot be true in production/);
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'https://127.0.0.1;.id.example', OIDC_CLIENT_ID: 'dct' })).toThrow(
      /OIDC_ISSUER_URL .*must be a plain http\(s\) URL/,
    );
    expect(() => loadConfig({ OPENAI_API_KEY: 'sk', OPENAI_BASE_URL: 'https://api.example%3b.com/v1' })).toThrow(/OPENAI_BASE_URL .*plain/);
    expect(() => loadConfig({ OPENAI_API_KEY: 'sk', OPENAI_BASE_URL: 'https://169.254.169.254/v1' })).toThrow(/OPENAI_BASE_URL .*inside the network/);
    expect(() => loadConfig({ ...production, OIDC_ISSUER_URL: 'https://[::1]:8443', OIDC_CLIENT_ID: 'dct' })).toThrow(/OIDC_ISSUER_URL .*inside the network/);
    // A local model server: this machine outside production; in production, a host the operator names.
    expect(loadConfig({ OPENAI_API_KEY: 'sk', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).openai?.baseUrl).toBe('http://127.0.0.1:11434/v1');
    expect(() => loadConfig({ ...production, OPENAI_API_KEY: 'sk', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/OPENAI_BASE_URL/);
    expect(() => loadConfig({ ...production, OPENAI_API_KEY: 'sk', OPENAI_BASE_URL: 'http://ollama:11434/v1' })).toThrow(/OPENAI_BASE_URL .*https:\/\//);
    const named = loadConfig({ ...production, OPENAI_API_KEY: 'sk', OPENAI_BASE_URL: 'http://ollama:11434/v1', OUTBOUND_PRIVATE_HOSTS: 'Ollama, 10.0.0.7' });
    expect(named.outbound).toEqual({ allowLoopback: false, privateHosts: ['ollama', '10.0.0.7'] });
    expect(() => loadConfig({ OUTBOUND_PRIVATE_HOSTS: 'http://ollama' })).toThrow(/OUTBOUND_PRIVATE_HOSTS/);
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
