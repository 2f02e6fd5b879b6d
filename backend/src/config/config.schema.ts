import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '@dct/contracts';
import { OUTBOUND_URL_PROBLEMS, addressAllowed, parseOutboundUrl, type OutboundPolicy } from '../infra/outbound/outbound-url';
import { parseImapUrl, type ImapTarget } from '../modules/mailbox/imap-url';

/** Every kind of job in the outbox (a worker may run some of them: WORKER_QUEUES). */
export const JOB_KINDS = ['mail', 'claim-mail', 'contact-mail', 'repair-order', 'notification-mail', 'notification-push'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { errorMap: () => ({ message: 'must be true or false' }) })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** Base64url text that decodes to `bytes` bytes (a VAPID key). */
const base64UrlKey = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `must be base64url text (${what})`)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `must decode to ${bytes} bytes (${what})`);

/** Whether `publicKey` is the P-256 public key of `privateKey` (both base64url). */
function vapidKeysMatch(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For and -Proto count, as express's `trust proxy`
 * takes them (addresses, CIDR ranges, the named sets loopback, linklocal, uniquelocal); `false`
 * (the default) trusts none. `true` trusted whoever connected, so it is refused, naming the fix.
 */
const PROXY_SETS = ['loopback', 'linklocal', 'uniquelocal'];
function isProxyAddress(entry: string): boolean {
  if (PROXY_SETS.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}
const trustProxyList = z.string().transform((value, ctx) => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 1 && /^(false|0|no)$/i.test(entries[0])) return [];
  const message = /^(true|1|yes)$/i.test(value.trim())
    ? 'no longer trusts whoever connects: list the addresses of the proxies in front of the app, e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1 or loopback'
    : 'must list proxy addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8,127.0.0.1), or loopback, linklocal, uniquelocal; false trusts none';
  if (entries.length === 0 || !entries.every(isProxyAddress)) {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return entries;
});

/** A whole number from `min` to `max`, read from its text (every numeric setting). */
const wholeNumber = (min: number, max: number, minMessage?: string) => z.coerce.number().int().min(min, minMessage).max(max);

const origin = z
  .string()
  .url()
  .transform((value) => new URL(value).origin);

/** Every environment variable the backend reads; the configuration table of docs/configuration.md mirrors it. */
export const configSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'])
      .default('development')
      .describe('`production` makes the session cookie `Secure` and requires `SESSION_SECRET`'),
    PORT: wholeNumber(0, 65535).default(3000).describe('HTTP port of the API and the web bundles'),
    HOST: z.string().min(1).optional().describe('address to listen on'),
    DATA_DIR: z
      .string()
      .min(1)
      .default('./data')
      .describe(
        "local state: the embedded database (`pglite/`), the generated session secret and VAPID keys (`vapid-keys.json`), the outbox, the vehicle catalog's vPIC database (`catalog/`, unpacked on first use, about 75 MB) and upload bodies while they arrive (`tmp/uploads/`, up to 75 MB an upload)",
      ),
    DATABASE_URL: z
      .string()
      .url()
      .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// URL')
      .optional()
      .describe('`postgres://…` of a PostgreSQL server; unset runs the embedded PGlite under `$DATA_DIR/pglite`'),
    DATABASE_POOL_SIZE: wholeNumber(1, 100).default(10).describe('connections per API process (the embedded database always uses one)'),
    DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(1000, 3_600_000)
      .default(15_000)
      .describe(
        'a server database cancels a statement after this long (answered 503); migrations run without it. A connection whose server stays silent 1 s longer (a partition) is dropped. The embedded database has no timeouts',
      ),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: wholeNumber(1000, 3_600_000)
      .default(60_000)
      .describe('a server database ends the session of a transaction left idle this long, releasing its locks'),
    MIGRATIONS_RUN: booleanFlag.default('true').describe('apply pending migrations at start (under an advisory lock, so many instances can start together)'),
    SESSION_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .optional()
      .describe('at least 32 characters; signs the session cookie. Unset outside production, one is generated into `$DATA_DIR/session-secret`'),
    SESSION_MAX_AGE_DAYS: wholeNumber(1, 365).default(30).describe('idle lifetime of a session (sliding)'),
    TRUST_PROXY: trustProxyList
      .default('false')
      .describe(
        'the addresses of the reverse proxies / load balancers in front of the app, comma-separated: IPs, CIDR ranges (`10.0.0.0/8,127.0.0.1`) or the sets `loopback`, `linklocal`, `uniquelocal`. Only their `X-Forwarded-For` and `X-Forwarded-Proto` count (client addresses for rate limits, `https` for the `Secure` cookie and the origin check); a client reaching the port directly cannot set them. Needed behind an HTTPS-terminating proxy. `false` trusts none; `true` is refused at start',
      ),
    ALLOWED_ORIGINS: commaList.pipe(z.array(origin)).default('').describe('extra origins (comma-separated) allowed to send state-changing requests'),
    REMOTE_ORIGINS: commaList
      .pipe(z.array(origin))
      .default('')
      .describe('origins (comma-separated) that host remote bundles, allowed by the Content-Security-Policy'),
    LOGIN_RATE_LIMIT: wholeNumber(1, 10_000)
      .default(10)
      .describe(
        'sign-in attempts per minute per client address and account; also the passwords one signed-in owner may type per minute to change the password or delete the account',
      ),
    LOGIN_ADDRESS_RATE_LIMIT: wholeNumber(1, 10_000).default(30).describe('sign-in attempts per minute per client address, across accounts'),
    REGISTER_RATE_LIMIT: wholeNumber(1, 10_000).default(10).describe('new accounts per minute per client address'),
    PASSWORD_RESET_RATE_LIMIT: wholeNumber(1, 10_000).default(5).describe('password-reset requests (and confirmations) per minute per client address'),
    APP_URL: z.string().url().optional().describe("where owners reach the app; links in mails (password reset) point here, never at a request's `Host` header"),
    CONTACT_RATE_LIMIT: wholeNumber(1, 10_000).default(5).describe('contact-form messages per minute per client address'),
    UPLOAD_RATE_LIMIT: wholeNumber(1, 10_000).default(30).describe('document uploads per minute per owner'),
    UPLOAD_BODY_TIMEOUT_SECONDS: wholeNumber(1, 3600)
      .default(60)
      .describe("the longest an upload's body (documents, repair orders) may take to arrive; past it the upload is answered 408 and nothing of it is kept"),
    UPLOAD_IDLE_TIMEOUT_SECONDS: wholeNumber(1, 3600)
      .default(10)
      .describe("the longest an upload's client may send nothing while the server waits for bytes; then the same 408"),
    UPLOAD_SPOOL_MAX_MB: wholeNumber(1, 1_000_000)
      .default(512)
      .describe(
        "how much all document uploads in progress may hold on disk (`$DATA_DIR/tmp/uploads`) at once; an upload that would pass it answers 503 (try again). Keep it under the data volume's free space (the Helm chart's volume is 1 GiB)",
      ),
    REDIS_URL: z
      .string()
      .url()
      .refine((value) => /^rediss?:\/\//.test(value), 'must be a redis:// or rediss:// URL')
      .optional()
      .describe(
        '`redis://…`: rate-limit counters shared by every API instance, and the Bull job queue that workers consume; unset, counters are per process and jobs run in process',
      ),
    REDIS_PREFIX: z.string().min(1).max(100).default('dct:').describe('prefix of every key this app writes in Redis'),
    API_DOCS: booleanFlag.optional().describe('serve the OpenAPI page at `/api/docs`'),
    APP_ROLE: z
      .enum(['all', 'api', 'worker'])
      .default('all')
      .describe('`api` (HTTP only), `worker` (queue consumers only: statement PDFs and mail; `npm run start:worker` sets it) or `all`'),
    SMTP_URL: z
      .string()
      .url()
      .refine((value) => /^smtps?:\/\//.test(value), 'must be an smtp:// or smtps:// URL')
      .optional()
      .describe('`smtp://user:pass@host:587` (or `smtps://`) for outgoing mail; unset, each message is written as an `.eml` file under `$DATA_DIR/outbox`'),
    MAIL_FROM: z.string().min(3).default('Downtime Claim Tracker <claims@localhost>').describe('sender of claim mails (replies go to the owner: `Reply-To`)'),
    REPLY_DOMAIN: z
      .string()
      .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'must be a domain name, e.g. replies.example.com')
      .optional()
      .describe(
        "a domain whose mail reaches the app (its inbound mailbox or webhook): claim mails then carry `Reply-To: claims+<token>@<REPLY_DOMAIN>` (the token names the claim, signed with the app's secret) beside the owner's address, so the dealer's answer comes back to the claim; unset, replies go to the owner only",
      ),
    INBOUND_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .optional()
      .describe(
        'at least 32 characters: turns on `POST /api/inbound/mail`, which takes a raw message (`Content-Type: message/rfc822`) signed with `X-Inbound-Timestamp` and `X-Inbound-Signature: sha256=<HMAC-SHA256 of "<timestamp>.<body>" with this secret>` and files it as a dealer reply; unset, the route answers 404',
      ),
    IMAP_URL: z
      .string()
      .optional()
      .describe(
        "`imaps://user:password@host:993/INBOX` (or `imap://`, which must upgrade by STARTTLS unless the host is this machine or one of `OUTBOUND_PRIVATE_HOSTS`; user and password URL-encoded): the mailbox the workers watch for dealers' replies (the mailbox of `REPLY_DOMAIN`). Each message is handed to the claim replies and then moved to `IMAP_DONE_FOLDER` or `IMAP_UNMATCHED_FOLDER`, never deleted; the host passes the outbound-address rule. Unset, nothing is watched",
      ),
    IMAP_DONE_FOLDER: z
      .string()
      .min(1)
      .max(200)
      .default('Processed')
      .describe('the folder (created if missing) a message moves to once it was stored as a reply, or was one already'),
    IMAP_UNMATCHED_FOLDER: z
      .string()
      .min(1)
      .max(200)
      .default('Unmatched')
      .describe('the folder (created if missing) a message moves to when it matched no claim or was refused (too large, not a message)'),
    IMAP_POLL_SECONDS: wholeNumber(5, 3600, 'must be at least 5')
      .default(60)
      .describe(
        'how often the mailbox is looked at when its server lacks IDLE; with IDLE, new mail is seen at once and this is when failed messages are tried again',
      ),
    SUPPORT_EMAIL: z
      .string()
      .regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address')
      .default('support@localhost')
      .describe('where contact-form messages are mailed (replies go to the sender)'),
    CLAIM_SENDS_PER_DAY: wholeNumber(1, 1000)
      .default(10)
      .describe('claims and reminders one owner may mail in 24 hours (counted in a ledger that deleting claims does not touch)'),
    CLAIM_RESPONSE_DAYS: wholeNumber(1, 365).default(14).describe('days a dealer has to answer a sent claim (its `response_due`)'),
    NOTIFY_SCAN_SECONDS: wholeNumber(1, 86_400)
      .default(300)
      .describe(
        'how often a worker looks for alerts that have come due (see [Alerts and notifications](notifications.md)); the first look comes one period after the start',
      ),
    DISPATCH_LEASE_SECONDS: wholeNumber(3, 3600, 'must be at least 3 (it is renewed every third of it, at least every second)')
      .default(9)
      .describe(
        'the lease of every running job, renewed every third of it (3 s): it runs out only when its worker died or lost the database, and another worker then takes the job over. A worker that could not renew it for two thirds stops the job first (see [Reliability](reliability.md)). At least 3',
      ),
    CHROMIUM_PATH: z.string().min(1).optional().describe('the Chromium that renders statement PDFs (nothing downloads a browser)'),
    PUPPETEER_EXECUTABLE_PATH: z.string().min(1).optional(),
    OIDC_ISSUER_URL: z
      .string()
      .url()
      .optional()
      .describe(
        'an OpenID Connect provider (`https://` in production, passing the outbound-address rule at start); when set, `/api/login` signs in through it',
      ),
    OIDC_CLIENT_ID: z
      .string()
      .min(1)
      .optional()
      .describe(
        'the client registered at the provider; required with `OIDC_ISSUER_URL`. Register `https://<your host>/api/auth/oidc/callback` as its redirect URI',
      ),
    OIDC_CLIENT_SECRET: z
      .string()
      .min(1)
      .optional()
      .describe("the client's secret (sent as `client_secret_post`); unset for a public client, which relies on PKCE"),
    OIDC_DISPLAY_NAME: z
      .string()
      .min(1)
      .max(60)
      .default('your identity provider')
      .describe('the provider\'s name on the sign-in page ("Sign in with …"), at most 60 characters'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info')
      .describe(
        '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`; logs are JSON lines, one per API request, with secrets in the URL (`token=`, `code=` … and token-like path segments) logged as `[redacted]`',
      ),
    SERVE_WEB: booleanFlag.default('true').describe('serve the shell and remotes from the API process'),
    WEB_ROOT: z.string().min(1).optional().describe('folder holding `shell/dist` and `mf-*/dist`'),
    OPENAI_API_KEY: z
      .string()
      .min(1)
      .optional()
      .describe('with a key the assistant uses an OpenAI-compatible service; unset it works offline (OCR, parser, templates, rules)'),
    OPENAI_BASE_URL: z
      .string()
      .url()
      .optional()
      .describe(
        "any OpenAI-compatible server (hosted, or local such as vLLM or Ollama's `/v1`: in production name its host in `OUTBOUND_PRIVATE_HOSTS`); checked by the outbound-address rule at start",
      ),
    OPENAI_MODEL: z.string().min(1).max(200).default('gpt-4o-mini').describe('model for letters, triage and PDF text'),
    OPENAI_VISION_MODEL: z.string().min(1).max(200).optional().describe('model that reads photos and scanned PDFs'),
    OPENAI_TIMEOUT_SECONDS: wholeNumber(1, 600).default(60).describe('per request (one retry); past it the call answers 504'),
    AI_RATE_LIMIT: wholeNumber(1, 10_000).default(20).describe('assistant calls per minute per owner'),
    AI_EXTRACT_WAIT_SECONDS: wholeNumber(1, 600)
      .default(60)
      .describe('with `APP_ROLE=api`, how long the API waits for a worker to read a repair order before answering 503'),
    WORKER_THREADS: wholeNumber(1, 64)
      .optional()
      .describe('worker threads for CPU-heavy work: putting PDFs together, reading PDF text, parsing repair orders, judging passwords'),
    WORKER_MEMORY_MB: wholeNumber(64, 16_384).default(512).describe('heap each worker thread may use; a task past it is ended and its request gets a 422'),
    PDF_RATE_LIMIT: wholeNumber(1, 10_000).default(20).describe('statement, case-file and lemon-law notice downloads per minute per owner'),
    SHARE_RATE_LIMIT: wholeNumber(1, 10_000).default(30).describe('shared case-file views, downloads and passcode tries per minute per client address'),
    CONTACT_MAILS_PER_DAY: wholeNumber(1, 100_000).default(20).describe('contact-form messages per sender address, and per client address, in 24 hours'),
    ACCOUNT_MAILS_PER_DAY: wholeNumber(1, 100_000)
      .default(10)
      .describe('password-reset and sign-up mails per address, and requests for them per client address, in 24 hours'),
    REGISTRATION: z
      .enum(['open', 'verify', 'closed'])
      .optional()
      .describe(
        '`open`: signing up creates the account and signs in at once; `verify`: the address is confirmed by a mailed link first, and the answer is the same for a new and a taken address; `closed`: nobody signs up (403), and the sign-up page says so',
      ),
    SOURCE_MAPS: booleanFlag
      .default('false')
      .describe(
        "serve the web bundles' source maps (built without the sources) from a checkout's build; the image holds none, and the federation stats are never served",
      ),
    WORKER_QUEUES: commaList
      .pipe(z.array(z.enum(JOB_KINDS, { errorMap: () => ({ message: `must list job kinds among ${JOB_KINDS.join(', ')}` }) })))
      .optional()
      .describe(
        'the job kinds a worker process runs, comma-separated: `mail` (account mail), `claim-mail`, `contact-mail`, `repair-order`, `notification-mail` (alert mails; a worker that runs it also runs the alert scan), `notification-push` (alert push messages)',
      ),
    SHUTDOWN_GRACE_SECONDS: wholeNumber(0, 600)
      .default(20)
      .describe(
        'on SIGTERM, how long requests in flight and jobs running may take to finish, counted from the signal; a process exits within about a second after it. Give the container 10 s more before it is killed (see [Deploying](deploying.md))',
      ),
    SMTP_TIMEOUT_SECONDS: wholeNumber(1, 600)
      .default(45)
      .describe('the longest the mail server may take for one step (connecting, its greeting, each answer but the last)'),
    SMTP_DATA_TIMEOUT_SECONDS: wholeNumber(1, 3600)
      .default(600)
      .describe(
        'the longest the mail server may take to answer a whole message (its final dot; servers that scan mail answer late, and RFC 5321 allows 10 minutes). At least `SMTP_TIMEOUT_SECONDS`',
      ),
    MAIL_RETRY_HOURS: wholeNumber(1, 720)
      .default(48)
      .describe(
        'how long every mail (claims, contact, account, alerts) is retried after failures that may pass (4xx, timeouts, connection errors) before it is given up',
      ),
    MAIL_RETRY_MAX_DELAY_SECONDS: wholeNumber(1, 86_400)
      .default(3600)
      .describe('the longest wait between two attempts of a mail (30 s, 1 min, 2 min … doubling up to it)'),
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters')
      .optional()
      .describe(
        "at least 16 characters: serve Prometheus metrics at `GET /metrics` on the app's port to a request with `Authorization: Bearer <token>`; without it, or with a wrong one, `/metrics` answers as any unknown path. See [Metrics and the queue dashboard](operating.md#metrics-and-the-queue-dashboard)",
      ),
    METRICS_PORT: wholeNumber(1, 65535)
      .optional()
      .describe(
        'serve `GET /metrics` (and nothing else) on a listener of its own on this port, without a token, in every role (a worker has no other socket); keep the port off the public network. Must differ from `PORT`',
      ),
    ADMIN_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters')
      .optional()
      .describe(
        'at least 16 characters: open the queue dashboard at `/admin/queues` to a bearer of it (or a browser that opened `/admin/queues?token=<token>` once, for 12 hours); unset, or with a wrong token, `/admin/queues` answers as any unknown path',
      ),
    ADMIN_QUEUE_ACTIONS: booleanFlag
      .default('false')
      .describe("`true` lets the dashboard retry, promote and remove Bull's jobs (wake-ups); otherwise it is read-only"),
    VAPID_PUBLIC_KEY: base64UrlKey(65, 'an uncompressed P-256 public key, as web-push generate-vapid-keys prints it')
      .refine((value) => Buffer.from(value, 'base64url')[0] === 0x04, 'must be an uncompressed P-256 public key (its first byte 0x04)')
      .optional()
      .describe(
        'the key pair that signs push messages (base64url, as `npx web-push generate-vapid-keys` prints them); both or neither. Unset, a pair is generated once into `$DATA_DIR/vapid-keys.json` (mode 0600). Set them whenever more than one process runs (API replicas, workers): every process must sign with the pair browsers subscribed with. Keep them: new keys make every subscription unusable',
      ),
    VAPID_PRIVATE_KEY: base64UrlKey(32, 'a P-256 private key, as web-push generate-vapid-keys prints it').optional(),
    VAPID_SUBJECT: z
      .string()
      .url()
      .refine((value) => /^(mailto:|https:\/\/)/.test(value), 'must be a mailto: or https:// URL (how a push service reaches the sender)')
      .optional()
      .describe('how a push service may reach the sender: a `mailto:` or `https://` URL'),
    PUSH_TIMEOUT_MS: wholeNumber(100, 120_000)
      .default(10_000)
      .describe('the longest a push service may stay silent on one message before the attempt fails and is retried'),
    PUSH_SERVICE_HOSTS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9.-]+$/i, 'must list host names, a leading *. for any subdomain')).min(1, 'must list at least one host'))
      .optional()
      .describe(
        "the hosts a browser's push subscription may name, comma-separated, `*.` for any subdomain (see [Web push](notifications.md#web-push)); anything else is refused",
      ),
    OUTBOUND_ALLOW_LOOPBACK: booleanFlag
      .optional()
      .describe('whether the server may connect to this machine (loopback), for the fake services of tests and development; refused as `true` in production'),
    OUTBOUND_PRIVATE_HOSTS: commaList
      .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/i, 'must list host names or IPv4 addresses, exactly as the URLs name them')))
      .optional()
      .describe(
        'hosts inside your network the server may reach for `OPENAI_BASE_URL` and `OIDC_ISSUER_URL` (a local model server such as `ollama`, an identity provider), comma-separated host names or IPv4 addresses exactly as the URL names them; `http://` is allowed to them. Never used for push (see [Outbound addresses](operating.md#outbound-addresses))',
      ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    if (env.OIDC_ISSUER_URL && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'is required when OIDC_ISSUER_URL is set' });
    }
    if (env.SMTP_DATA_TIMEOUT_SECONDS < env.SMTP_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_DATA_TIMEOUT_SECONDS'],
        message: `must be at least SMTP_TIMEOUT_SECONDS (${env.SMTP_TIMEOUT_SECONDS}): the answer to a whole message may take longer than any other step, never shorter`,
      });
    }
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
      const missing = env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'set both VAPID keys, or neither (then a pair is generated into DATA_DIR)' });
    } else if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && !vapidKeysMatch(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PUBLIC_KEY'], message: 'is not the public key of VAPID_PRIVATE_KEY' });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: `must differ from PORT (${env.PORT}): the metrics listener is a server of its own` });
    }
    const oidcNotHttps = env.NODE_ENV === 'production' && env.OIDC_ISSUER_URL && !env.OIDC_ISSUER_URL.startsWith('https://');
    if (oidcNotHttps) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER_URL'], message: 'must be an https:// URL in production' });
    }
    if (env.NODE_ENV === 'production' && env.OUTBOUND_ALLOW_LOOPBACK) {
      ctx.addIssue({
        code: 'custom',
        path: ['OUTBOUND_ALLOW_LOOPBACK'],
        message: 'cannot be true in production: name a local service in OUTBOUND_PRIVATE_HOSTS',
      });
    }
    if (env.IMAP_URL !== undefined) {
      const parsed = parseImapUrl(env.IMAP_URL);
      if ('problem' in parsed) ctx.addIssue({ code: 'custom', path: ['IMAP_URL'], message: parsed.problem });
      // An IP address is checked here; a name, each time the watcher connects.
      else if (isIP(parsed.target.host) && !addressAllowed(outboundPolicy(env), parsed.target.host, parsed.target.host)) {
        ctx.addIssue({ code: 'custom', path: ['IMAP_URL'], message: OUTBOUND_URL_PROBLEMS.address });
      }
      // A message moved into the watched folder would be taken in again and again.
      for (const name of ['IMAP_DONE_FOLDER', 'IMAP_UNMATCHED_FOLDER'] as const) {
        if ('target' in parsed && env[name] === parsed.target.mailbox) {
          ctx.addIssue({ code: 'custom', path: [name], message: `must differ from the folder IMAP_URL watches (${parsed.target.mailbox})` });
        }
      }
    }
    // The server fetches these itself: they pass the outbound-address rule (infra/outbound) at start-up.
    for (const name of ['OIDC_ISSUER_URL', 'OPENAI_BASE_URL'] as const) {
      const parsed = env[name] === undefined || (name === 'OIDC_ISSUER_URL' && oidcNotHttps) ? undefined : parseOutboundUrl(env[name], outboundPolicy(env));
      if (parsed && 'problem' in parsed) ctx.addIssue({ code: 'custom', path: [name], message: OUTBOUND_URL_PROBLEMS[parsed.problem] });
    }
  });

type RawConfig = z.infer<typeof configSchema>;

/** Loopback only outside production (unless OUTBOUND_ALLOW_LOOPBACK says no); the hosts the operator named as inside the network. */
function outboundPolicy(env: { NODE_ENV: RawConfig['NODE_ENV']; OUTBOUND_ALLOW_LOOPBACK?: boolean; OUTBOUND_PRIVATE_HOSTS?: string[] }): OutboundPolicy {
  return {
    allowLoopback: env.NODE_ENV !== 'production' && (env.OUTBOUND_ALLOW_LOOPBACK ?? true),
    privateHosts: (env.OUTBOUND_PRIVATE_HOSTS ?? []).map((host) => host.toLowerCase()),
  };
}

/** The parsed configuration, with paths made absolute. */
export interface AppConfig {
  nodeEnv: RawConfig['NODE_ENV'];
  port: number;
  host?: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** Server-side limits of a statement and of a transaction left idle (a server database only). */
  databaseTimeouts: { statementMs: number; idleInTransactionMs: number };
  migrationsRun: boolean;
  sessionSecret?: string;
  sessionMaxAgeMs: number;
  /** The proxies (addresses, CIDR ranges, express's named sets) whose X-Forwarded-* headers count; empty: none. */
  trustProxy: string[];
  allowedOrigins: string[];
  remoteOrigins: string[];
  loginRateLimit: number;
  loginAddressRateLimit: number;
  registerRateLimit: number;
  passwordResetRateLimit: number;
  /** Where owners reach the app; links in mails point here (never at a request's Host header). */
  appUrl: string;
  contactRateLimit: number;
  /** Document uploads per owner per minute. */
  uploadRateLimit: number;
  /**
   * Upload bodies (documents, repair orders): the longest the whole body may take, and without a
   * byte, before a 408; the folder where a document upload's body waits on disk until it has
   * arrived whole, and how much all of them may hold there at once.
   */
  uploads: { bodyTimeoutMs: number; idleTimeoutMs: number; spoolDir: string; spoolMaxBytes: number };
  /** Shared state of several API instances (rate-limit counters; later the job queue). */
  redis?: { url: string; prefix: string };
  /** Serve the OpenAPI page at /api/docs. */
  apiDocs: boolean;
  /** api: HTTP only; worker: queue consumers only (mail, PDF); all: both. */
  role: 'all' | 'api' | 'worker';
  /** SMTP server for outgoing mail; without it, mail is written as .eml files under outboxDir. */
  smtpUrl?: string;
  outboxDir: string;
  mailFrom: string;
  /** Where replies to claim mails come back to the app (REPLY_DOMAIN); unset: to the owner only. */
  replyDomain?: string;
  /** The key inbound mail webhook calls are signed with (INBOUND_SECRET); unset: the webhook is off. */
  inboundSecret?: string;
  /** The mailbox the workers watch for replies (IMAP_URL), and the folders a message moves to; unset: none. */
  imap?: { target: ImapTarget; doneFolder: string; unmatchedFolder: string; pollMs: number };
  /** Where contact-form messages are mailed. */
  supportEmail: string;
  claimSendsPerDay: number;
  claimResponseDays: number;
  /** How often a worker looks for alerts that have come due (NOTIFY_SCAN_SECONDS). */
  notifyScanMs: number;
  /**
   * The lease of every running job (DISPATCH_LEASE_SECONDS): renewed every third of it; a worker
   * that could not renew it for two thirds stops the job, and once it lapses another worker takes it.
   */
  dispatchLeaseMs: number;
  /** The Chromium that renders PDFs. */
  chromiumPath: string;
  oidc?: { issuerUrl: string; clientId: string; clientSecret?: string; displayName: string };
  logLevel: RawConfig['LOG_LEVEL'];
  serveWeb: boolean;
  webRoot: string;
  /** The AI service (any OpenAI-compatible server); unset, the assistant works offline. */
  openai?: { apiKey: string; baseUrl?: string; model: string; visionModel: string; timeoutMs: number };
  /** Assistant calls per owner per minute. */
  aiRateLimit: number;
  /** How long the API waits for a worker to read a repair order (APP_ROLE=api). */
  aiExtractWaitMs: number;
  /** Worker threads for CPU-heavy work (PDF assembly, PDF text, parsing), and the heap each may use. */
  workerThreads: number;
  workerMemoryMb: number;
  /** Statement, case-file and lemon-law notice downloads per owner per minute (each puts a PDF together). */
  pdfRateLimit: number;
  shareRateLimit: number;
  /** Contact-form mails per sender address, and per client address, in 24 hours. */
  contactMailsPerDay: number;
  /** Account mails (password-reset links, sign-up confirmations) per address, and requests for them per client address, in 24 hours. */
  accountMailsPerDay: number;
  /** open: sign up and sign in at once; verify: the address is confirmed by mail first; closed: no sign-up. */
  registration: 'open' | 'verify' | 'closed';
  /** Serve the web bundles' source maps (written without the sources) in production. */
  sourceMaps: boolean;
  /** The job kinds a worker process runs (WORKER_QUEUES); undefined: every kind. */
  workerQueues?: JobKind[];
  /** How long a stopping process lets in-flight requests and jobs finish. */
  shutdownGraceMs: number;
  /** The longest the mail server may take for one step (connecting, its greeting, each answer). */
  smtpTimeoutMs: number;
  /** The longest the mail server may take to answer a whole message (its final dot): it may scan it first. */
  smtpDataTimeoutMs: number;
  /** Mail that fails for a reason that may pass is retried this long after it was written, then given up. */
  mailRetryForMs: number;
  /** The longest wait between two attempts of a mail (the waits double from 30 s up to it). */
  mailRetryMaxDelayMs: number;
  /**
   * Prometheus metrics: `GET /metrics` on the app's port for a request bearing `token`, and/or a
   * listener of its own on `port` (no token there). Undefined: no metrics are served.
   */
  metrics?: { token?: string; port?: number };
  /** The queue dashboard at /admin/queues for a bearer of `token`; `actions` lets it retry and remove Bull jobs. Undefined: no dashboard. */
  admin?: { token: string; queueActions: boolean };
  /**
   * Web push: the VAPID key pair (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; undefined: generated once
   * into DATA_DIR), the subject push services may contact, how long a push service may take, and
   * the push services' hosts a browser's subscription may name (PUSH_SERVICE_HOSTS).
   */
  push: { vapidKeys?: VapidKeys; subject: string; timeoutMs: number; serviceHosts: readonly string[] };
  /** What the server may connect to beyond the internet (the outbound-address rule): loopback outside production, OUTBOUND_PRIVATE_HOSTS. */
  outbound: OutboundPolicy;
}

/** A VAPID key pair, base64url: the public key is the browsers' application server key. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The folder that holds shell/dist and every mf-*\/dist: the repository root when run from backend/dist. */
const DEFAULT_WEB_ROOT = resolve(__dirname, '..', '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'configuration');
        const shown =
          name in env && !/SECRET|PASSWORD|TOKEN|PRIVATE_KEY|DATABASE_URL|REDIS_URL|SMTP_URL|IMAP_URL|API_KEY/.test(name) ? ` (got "${env[name]}")` : '';
        return `${name}${shown}: ${issue.message}`;
      }),
    );
  }
  const c = parsed.data;
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(process.cwd(), path));
  return {
    nodeEnv: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: absolute(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    databaseTimeouts: { statementMs: c.DATABASE_STATEMENT_TIMEOUT_MS, idleInTransactionMs: c.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS },
    migrationsRun: c.MIGRATIONS_RUN,
    sessionSecret: c.SESSION_SECRET,
    sessionMaxAgeMs: c.SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
    trustProxy: c.TRUST_PROXY,
    allowedOrigins: c.ALLOWED_ORIGINS,
    remoteOrigins: c.REMOTE_ORIGINS,
    loginRateLimit: c.LOGIN_RATE_LIMIT,
    loginAddressRateLimit: c.LOGIN_ADDRESS_RATE_LIMIT,
    registerRateLimit: c.REGISTER_RATE_LIMIT,
    passwordResetRateLimit: c.PASSWORD_RESET_RATE_LIMIT,
    appUrl: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    contactRateLimit: c.CONTACT_RATE_LIMIT,
    uploadRateLimit: c.UPLOAD_RATE_LIMIT,
    uploads: {
      bodyTimeoutMs: c.UPLOAD_BODY_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: c.UPLOAD_IDLE_TIMEOUT_SECONDS * 1000,
      spoolDir: join(absolute(c.DATA_DIR), 'tmp', 'uploads'),
      spoolMaxBytes: c.UPLOAD_SPOOL_MAX_MB * 1024 * 1024,
    },
    redis: c.REDIS_URL ? { url: c.REDIS_URL, prefix: c.REDIS_PREFIX } : undefined,
    apiDocs: c.API_DOCS ?? c.NODE_ENV !== 'production',
    role: c.APP_ROLE,
    smtpUrl: c.SMTP_URL,
    outboxDir: join(absolute(c.DATA_DIR), 'outbox'),
    mailFrom: c.MAIL_FROM,
    replyDomain: c.REPLY_DOMAIN?.toLowerCase(),
    inboundSecret: c.INBOUND_SECRET,
    imap: c.IMAP_URL
      ? {
          target: (parseImapUrl(c.IMAP_URL) as { target: ImapTarget }).target,
          doneFolder: c.IMAP_DONE_FOLDER,
          unmatchedFolder: c.IMAP_UNMATCHED_FOLDER,
          pollMs: c.IMAP_POLL_SECONDS * 1000,
        }
      : undefined,
    supportEmail: c.SUPPORT_EMAIL,
    claimSendsPerDay: c.CLAIM_SENDS_PER_DAY,
    claimResponseDays: c.CLAIM_RESPONSE_DAYS,
    notifyScanMs: c.NOTIFY_SCAN_SECONDS * 1000,
    dispatchLeaseMs: c.DISPATCH_LEASE_SECONDS * 1000,
    chromiumPath: c.PUPPETEER_EXECUTABLE_PATH ?? c.CHROMIUM_PATH ?? '/usr/bin/chromium',
    oidc: c.OIDC_ISSUER_URL
      ? { issuerUrl: c.OIDC_ISSUER_URL, clientId: c.OIDC_CLIENT_ID as string, clientSecret: c.OIDC_CLIENT_SECRET, displayName: c.OIDC_DISPLAY_NAME }
      : undefined,
    logLevel: c.LOG_LEVEL,
    serveWeb: c.SERVE_WEB,
    webRoot: absolute(c.WEB_ROOT ?? DEFAULT_WEB_ROOT),
    openai: c.OPENAI_API_KEY
      ? {
          apiKey: c.OPENAI_API_KEY,
          baseUrl: c.OPENAI_BASE_URL,
          model: c.OPENAI_MODEL,
          visionModel: c.OPENAI_VISION_MODEL ?? c.OPENAI_MODEL,
          timeoutMs: c.OPENAI_TIMEOUT_SECONDS * 1000,
        }
      : undefined,
    aiRateLimit: c.AI_RATE_LIMIT,
    aiExtractWaitMs: c.AI_EXTRACT_WAIT_SECONDS * 1000,
    // One core answers requests; the others take the heavy work (at least one thread, at most four).
    workerThreads: c.WORKER_THREADS ?? Math.min(4, Math.max(1, availableParallelism() - 1)),
    workerMemoryMb: c.WORKER_MEMORY_MB,
    pdfRateLimit: c.PDF_RATE_LIMIT,
    shareRateLimit: c.SHARE_RATE_LIMIT,
    contactMailsPerDay: c.CONTACT_MAILS_PER_DAY,
    accountMailsPerDay: c.ACCOUNT_MAILS_PER_DAY,
    registration: c.REGISTRATION ?? (c.NODE_ENV === 'production' ? 'verify' : 'open'),
    sourceMaps: c.SOURCE_MAPS,
    workerQueues: c.WORKER_QUEUES,
    shutdownGraceMs: c.SHUTDOWN_GRACE_SECONDS * 1000,
    smtpTimeoutMs: c.SMTP_TIMEOUT_SECONDS * 1000,
    smtpDataTimeoutMs: c.SMTP_DATA_TIMEOUT_SECONDS * 1000,
    mailRetryForMs: c.MAIL_RETRY_HOURS * 3_600_000,
    mailRetryMaxDelayMs: c.MAIL_RETRY_MAX_DELAY_SECONDS * 1000,
    metrics: c.METRICS_TOKEN || c.METRICS_PORT ? { token: c.METRICS_TOKEN, port: c.METRICS_PORT } : undefined,
    admin: c.ADMIN_TOKEN ? { token: c.ADMIN_TOKEN, queueActions: c.ADMIN_QUEUE_ACTIONS } : undefined,
    push: {
      vapidKeys: c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY ? { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY } : undefined,
      subject: c.VAPID_SUBJECT ?? `mailto:${c.SUPPORT_EMAIL}`,
      timeoutMs: c.PUSH_TIMEOUT_MS,
      serviceHosts: c.PUSH_SERVICE_HOSTS ?? DEFAULT_PUSH_SERVICE_HOSTS,
    },
    outbound: outboundPolicy(c),
  };
}
