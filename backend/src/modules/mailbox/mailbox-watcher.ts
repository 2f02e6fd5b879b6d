import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ImapFlow } from 'imapflow';
import { DataSource } from 'typeorm';
import { INBOUND_MAIL, type InboundMailPort, type InboundOutcome } from '../../common/inbound-mail.port';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { mailRetryDelayMs } from '../../infra/mail/mail-retry';
import { isAddressRefusal, OutboundRule, type Resolver } from '../../infra/outbound/outbound-rule';
import { startTlsRequired } from './imap-url';

/** The largest message taken in, by the server's RFC822.SIZE: a larger one is moved aside unread. */
export const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

/** What the tests shorten; the app uses the defaults. */
export interface MailboxWatcherTuning {
  /** How long a worker holds a message before another may take it over (DISPATCH_LEASE_SECONDS by default). */
  leaseMs?: number;
  maxMessageBytes?: number;
  /** The first wait after a lost connection; it doubles up to maxBackoffMs. */
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  /** Resolves the IMAP host (the system's resolver by default). */
  resolver?: Resolver;
  /** The wait before a message whose hand-in failed is tried again, after `attempts` tries (a mail's retry delays by default); at least the lease. */
  retryDelayMs?: (attempts: number) => number;
}
export const MAILBOX_WATCHER_TUNING = Symbol('MAILBOX_WATCHER_TUNING');

/** Where the watcher is: not watching (and why), or watching. */
export type WatcherState = 'off' | 'connecting' | 'watching' | 'waiting' | 'refused' | 'stopped';

/**
 * Watches the IMAP mailbox of IMAP_URL in the worker role: each message is handed to the claim
 * replies (INBOUND_MAIL) and then moved to the done or the unmatched folder, never deleted. Several
 * workers may watch one mailbox: a row of `mailbox_leases` per message (mailbox, UIDVALIDITY, UID)
 * lets one of them take it, and its expiry lets another take over from one that died. New mail is
 * seen at once by IDLE, or every IMAP_POLL_SECONDS when the server has none; a message whose hand-in
 * failed stays in the mailbox and is tried again after a wait that doubles, as a mail's retries do.
 */
@Injectable()
export class MailboxWatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailboxWatcher.name);
  private readonly holder = randomUUID();
  private readonly rule: OutboundRule;
  private readonly leaseMs: number;
  private readonly maxMessageBytes: number;
  private readonly firstBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly retryDelayMs: (attempts: number) => number;
  private running?: Promise<void>;
  private client?: ImapFlow;
  private stopping = false;
  private woken = false;
  private wakeUp?: () => void;
  private backoffMs: number;
  /** The lease renewals of the messages in hand: ended at shutdown, even for a hand-in left behind. */
  private readonly heartbeats = new Set<NodeJS.Timeout>();

  state: WatcherState = 'off';
  /** Connections opened (the address rule refuses before one is counted). */
  connections = 0;

  constructor(
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    @Optional() @Inject(INBOUND_MAIL) private readonly inbound?: InboundMailPort,
    @Optional() @Inject(MAILBOX_WATCHER_TUNING) tuning: MailboxWatcherTuning = {},
  ) {
    // The mailbox is the operator's setting: OUTBOUND_PRIVATE_HOSTS may name a server inside the network.
    this.rule = new OutboundRule(config.outbound, { resolver: tuning.resolver });
    this.leaseMs = tuning.leaseMs ?? config.dispatchLeaseMs;
    this.maxMessageBytes = tuning.maxMessageBytes ?? MAX_MESSAGE_BYTES;
    this.firstBackoffMs = tuning.firstBackoffMs ?? 1_000;
    this.maxBackoffMs = tuning.maxBackoffMs ?? 5 * 60_000;
    this.retryDelayMs = tuning.retryDelayMs ?? ((attempts) => mailRetryDelayMs(attempts, config.mailRetryMaxDelayMs));
    this.backoffMs = this.firstBackoffMs;
  }

  onApplicationBootstrap(): void {
    if (this.config.role === 'api' || !this.config.imap) return;
    if (!this.inbound) {
      this.logger.warn('IMAP_URL is set, but no module takes inbound mail in (INBOUND_MAIL is not provided): the mailbox is not watched');
      return;
    }
    this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** Starts watching (the app does on bootstrap in the worker role). */
  start(): void {
    if (this.running || !this.config.imap || !this.inbound) return;
    this.stopping = false;
    this.running = this.run();
  }

  /** Ends the pass after the message in hand, logs out and lets go of the leases this worker holds. */
  async stop(graceMs = this.config.shutdownGraceMs ?? 10_000): Promise<void> {
    this.stopping = true;
    this.wake();
    if (this.running) {
      let timer: NodeJS.Timeout | undefined;
      const late = await Promise.race([
        this.running.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), graceMs);
        }),
      ]);
      clearTimeout(timer);
      if (late) {
        // A command that hangs past the grace period: the socket goes, and with it the session; a hand-in
        // still waiting is left behind (its lease released below, so another worker takes the message).
        this.client?.close();
        await Promise.race([this.running.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
      } else {
        await this.running.catch(() => undefined);
      }
      this.running = undefined;
    }
    for (const heartbeat of this.heartbeats) clearInterval(heartbeat);
    this.heartbeats.clear();
    if (this.config.imap) {
      await this.dataSource
        .query(`UPDATE mailbox_leases SET lease_until = now() WHERE mailbox = $1 AND holder = $2 AND moved_at IS NULL AND lease_until > now()`, [
          this.mailboxKey(),
          this.holder,
        ])
        .catch((error: unknown) => this.logger.warn(`The mailbox leases could not be released: ${messageOf(error)}`));
    }
    this.state = 'stopped';
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      try {
        await this.session();
      } catch (error) {
        if (this.stopping) break;
        if (isAddressRefusal(error)) {
          this.state = 'refused';
          this.logger.error(
            `The IMAP host of IMAP_URL is refused by the outbound-address rule (name it in OUTBOUND_PRIVATE_HOSTS if it is yours); tried again later`,
          );
        } else {
          this.state = 'waiting';
          this.logger.warn(`The IMAP mailbox connection failed (${messageOf(error)}); connecting again in ${(this.backoffMs / 1000).toFixed(1)} s`);
        }
        await this.pause(this.backoffMs, false);
        this.backoffMs = Math.min(this.backoffMs * 2, this.maxBackoffMs);
      }
    }
  }

  /** One connection: folders made, then passes over the mailbox until stopped or the connection drops. */
  private async session(): Promise<void> {
    const imap = this.config.imap as NonNullable<AppConfig['imap']>;
    const { target } = imap;
    this.state = 'connecting';
    // Checked before any socket: an address literal here, every address of a name through the rule's lookup.
    const address = await this.resolve(target.host);
    const client = new ImapFlow({
      host: address,
      port: target.port,
      secure: target.tls,
      // The certificate is checked against the name the operator gave, not the address it resolved to.
      servername: isIP(target.host) ? undefined : target.host,
      // imaps:// is TLS from the start; imap:// must upgrade before the login leaves this machine's network.
      doSTARTTLS: startTlsRequired(target, address, this.config.outbound) ? true : undefined,
      auth: { user: target.user, pass: target.password },
      logger: false,
      disableAutoIdle: true,
      // A quiet connection between polls is no dead one.
      socketTimeout: Math.max(5 * 60_000, imap.pollMs + 60_000),
    });
    client.on('error', (error: unknown) => this.logger.warn(`IMAP connection: ${messageOf(error)}`));
    // Only the connection in use wakes the watcher: a failed one's late 'close' is no news.
    client.on('exists', () => this.client === client && this.wake());
    client.on('close', () => this.client === client && this.wake());
    this.client = client;
    this.connections += 1;
    try {
      await client.connect();
      await this.ensureFolder(client, imap.doneFolder);
      await this.ensureFolder(client, imap.unmatchedFolder);
      await client.mailboxOpen(target.mailbox);
      this.backoffMs = this.firstBackoffMs;
      this.state = 'watching';
      await this.prune();
      const idle = client.capabilities.has('IDLE');
      while (!this.stopping) {
        this.woken = false;
        await this.pass(client);
        if (this.stopping) break;
        if (!client.usable) throw new Error('the server closed the connection');
        const woken = this.pause(imap.pollMs);
        // IDLE ends by itself when the next command is sent.
        if (idle) void client.idle().catch(() => undefined);
        await woken;
        if (!client.usable && !this.stopping) throw new Error('the server closed the connection');
      }
    } finally {
      this.client = undefined;
      if (client.usable) await client.logout().catch(() => client.close());
      else client.close();
    }
  }

  private resolve(host: string): Promise<string> {
    const refused = this.rule.refusalOf(host);
    if (refused) return Promise.reject(refused);
    return new Promise((resolve, reject) => this.rule.lookup(host, { all: false }, (error, address) => (error ? reject(error) : resolve(address as string))));
  }

  private async ensureFolder(client: ImapFlow, path: string): Promise<void> {
    const folders = await client.list();
    if (folders.some((folder) => folder.path === path)) return;
    try {
      await client.mailboxCreate(path);
    } catch (error) {
      // Another worker may have made it a moment ago.
      const again = await client.list();
      if (!again.some((folder) => folder.path === path)) throw error;
    }
  }

  /** Every message in the mailbox now, one at a time; those another worker holds or moved are passed over. */
  private async pass(client: ImapFlow): Promise<void> {
    const mailbox = client.mailbox;
    if (!mailbox) throw new Error('the mailbox is not open');
    const uids = (await client.search({ all: true }, { uid: true })) || [];
    for (const uid of uids) {
      if (this.stopping || !client.usable) return;
      await this.handle(client, mailbox.uidValidity, uid);
    }
  }

  private async handle(client: ImapFlow, uidValidity: bigint, uid: number): Promise<void> {
    const key = [this.mailboxKey(), uidValidity.toString(), uid] as const;
    const [taken] = await this.dataSource.query<Array<{ destination: string | null; attempts: number }>>(
      `INSERT INTO mailbox_leases (mailbox, uid_validity, uid, holder, lease_until, attempts) VALUES ($1, $2, $3, $4, now() + ($5 * interval '1 millisecond'), 1)
       ON CONFLICT (mailbox, uid_validity, uid) DO UPDATE SET holder = EXCLUDED.holder, lease_until = EXCLUDED.lease_until, attempts = mailbox_leases.attempts + 1
       WHERE mailbox_leases.moved_at IS NULL AND mailbox_leases.lease_until <= now()
       RETURNING destination, attempts`,
      [...key, this.holder, this.leaseMs],
    );
    if (!taken) return;
    const heartbeat = setInterval(() => void this.renew(key), this.leaseMs / 3);
    heartbeat.unref();
    this.heartbeats.add(heartbeat);
    const name = `Message ${uidValidity}:${uid}`;
    try {
      // A message handed in before (its move was cut off) is only moved.
      let destination = taken.destination;
      if (!destination) {
        const head = await client.fetchOne(String(uid), { uid: true, size: true }, { uid: true });
        if (!head) {
          // Gone from the mailbox meanwhile (moved by hand): nothing to do.
          await this.dataSource.query(`DELETE FROM mailbox_leases WHERE mailbox = $1 AND uid_validity = $2 AND uid = $3 AND holder = $4`, [
            ...key,
            this.holder,
          ]);
          return;
        }
        if ((head.size ?? 0) > this.maxMessageBytes) {
          this.logger.warn(`${name} is ${head.size} bytes, over the ${this.maxMessageBytes} the app takes: moved to ${this.folders().unmatched} unread`);
          destination = this.folders().unmatched;
        } else {
          const whole = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
          if (!whole || !whole.source) throw new Error('the server did not send the message');
          const outcome = await (this.inbound as InboundMailPort).receive(whole.source, 'imap');
          // The same message came in another way and is being read: it stays, and is tried again after the wait.
          if (outcome.status === 'busy') throw new Error('it is being read from another delivery of it');
          destination = this.destinationOf(outcome);
        }
        await this.dataSource.query(`UPDATE mailbox_leases SET destination = $5 WHERE mailbox = $1 AND uid_validity = $2 AND uid = $3 AND holder = $4`, [
          ...key,
          this.holder,
          destination,
        ]);
      }
      const moved = await client.messageMove(String(uid), destination, { uid: true });
      if (!moved) throw new Error(`the server did not move it to ${destination}`);
      await this.dataSource.query(`UPDATE mailbox_leases SET moved_at = now() WHERE mailbox = $1 AND uid_validity = $2 AND uid = $3`, [...key]);
    } catch (error) {
      // It stays in the mailbox; a later pass (here or on another worker) tries again once the wait,
      // longer after each failure, is over (the claim replies fail a message after their attempts).
      clearInterval(heartbeat);
      const waitMs = Math.max(this.leaseMs, this.retryDelayMs(taken.attempts));
      await this.dataSource
        .query(
          `UPDATE mailbox_leases SET lease_until = now() + ($5 * interval '1 millisecond') WHERE mailbox = $1 AND uid_validity = $2 AND uid = $3 AND holder = $4 AND moved_at IS NULL`,
          [...key, this.holder, waitMs],
        )
        .catch((failed: unknown) => this.logger.warn(`A mailbox lease could not be extended: ${messageOf(failed)}`));
      this.logger.warn(`${name} stays in the mailbox and is tried again in ${Math.round(waitMs / 1000)} s: ${messageOf(error)}`);
    } finally {
      clearInterval(heartbeat);
      this.heartbeats.delete(heartbeat);
    }
  }

  /** Stored as a reply, or one already: done. Matching no claim, or refused: set aside for a person to look at. */
  private destinationOf(outcome: InboundOutcome): string {
    const { done, unmatched } = this.folders();
    return outcome.status === 'matched' || (outcome.status === 'duplicate' && outcome.filed) ? done : unmatched;
  }

  private folders(): { done: string; unmatched: string } {
    const imap = this.config.imap as NonNullable<AppConfig['imap']>;
    return { done: imap.doneFolder, unmatched: imap.unmatchedFolder };
  }

  private async renew(key: readonly [string, string, number]): Promise<void> {
    await this.dataSource
      .query(
        `UPDATE mailbox_leases SET lease_until = now() + ($5 * interval '1 millisecond') WHERE mailbox = $1 AND uid_validity = $2 AND uid = $3 AND holder = $4 AND moved_at IS NULL`,
        [...key, this.holder, this.leaseMs],
      )
      .catch((error: unknown) => this.logger.warn(`A mailbox lease could not be renewed: ${messageOf(error)}`));
  }

  /** Rows of messages moved long ago: their UIDs are never used again in the mailbox. */
  private async prune(): Promise<void> {
    await this.dataSource
      .query(`DELETE FROM mailbox_leases WHERE mailbox = $1 AND moved_at < now() - interval '30 days'`, [this.mailboxKey()])
      .catch((error: unknown) => this.logger.warn(`Old mailbox leases could not be deleted: ${messageOf(error)}`));
  }

  /** The mailbox as the lease rows name it: the same for every worker watching it, without the password. */
  private mailboxKey(): string {
    const { user, host, port, mailbox } = (this.config.imap as NonNullable<AppConfig['imap']>).target;
    return `${user}@${host}:${port}/${mailbox}`;
  }

  private wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /**
   * Waits `ms`, or less when the shutdown wakes the watcher, or (`byMail`, between passes) new mail
   * or a closed connection; a wait before connecting again ends early only for the shutdown.
   */
  private pause(ms: number, byMail = true): Promise<void> {
    if (this.stopping || (byMail && this.woken)) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.wakeUp = byMail ? done : () => void (this.stopping && done());
    });
  }
}

/** An error in words, with the IMAP server's own answer when it gave one. */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { responseText, serverResponseCode } = error as { responseText?: string; serverResponseCode?: string };
  const answer = [serverResponseCode, responseText].filter(Boolean).join(' ');
  return answer ? `${error.message}: ${answer}` : error.message;
}
