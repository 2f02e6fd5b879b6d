import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { INBOUND_MAIL, type InboundMailPort, type InboundOutcome } from '../../common/inbound-mail.port';
import { ConfigModule } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { dataSourceOptions } from '../../database/data-source-options';
import { runMigrations } from '../../database/run-migrations';
import { TestDovecot, message } from '../../../test/dovecot';
import { createDatabase, dropDatabase } from '../../../test/test-database';
import { parseImapUrl, type ImapTarget } from './imap-url';
import { MailboxWatcher, type MailboxWatcherTuning } from './mailbox-watcher';
import { MailboxModule } from './mailbox.module';

const subjectOf = (raw: Buffer) => /^Subject: (.*)$/m.exec(raw.toString('utf8'))?.[1]?.trim() ?? '';

/**
 * The claim replies as the watcher sees them: every message handed in is counted by Subject; a
 * Subject starting "unmatched" matches no claim, and `failing` ones throw the first times.
 */
class FakeInbound implements InboundMailPort {
  readonly received: string[] = [];
  readonly failing = new Map<string, number>();

  receive(raw: Buffer, via: 'webhook' | 'imap'): Promise<InboundOutcome> {
    const subject = subjectOf(raw);
    this.received.push(subject);
    if (via !== 'imap') throw new Error(`handed in as ${via}`);
    const failures = this.failing.get(subject) ?? 0;
    if (failures > 0) {
      this.failing.set(subject, failures - 1);
      return Promise.reject(new Error('the database is away'));
    }
    if (subject.startsWith('unmatched')) return Promise.resolve({ status: 'unmatched', inboundId: this.received.length, reason: 'no claim token' });
    return Promise.resolve({ status: 'matched', claimId: 1, replyId: this.received.length });
  }

  count(subject: string): number {
    return this.received.filter((one) => one === subject).length;
  }
}

/** Polls `check` until it holds or `ms` pass; the last value either way. */
async function eventually<T>(check: () => Promise<T>, holds: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (holds(value) || Date.now() > until) return value;
    await sleep(150);
  }
}

/** Waits for the first hand-in of the message with this subject. */
const handedInOnce = (inbound: FakeInbound, subject: string) =>
  eventually(
    () => Promise.resolve(inbound.count(subject)),
    (count) => count === 1,
  );

describe(MailboxWatcher.name, () => {
  let dataSource: DataSource;
  let database: { name: string; url: string };
  let server: TestDovecot;
  const watchers: MailboxWatcher[] = [];

  function config(target: ImapTarget, pollMs: number, role: AppConfig['role'] = 'worker'): AppConfig {
    return {
      role,
      imap: { target, doneFolder: 'Processed', unmatchedFolder: 'Unmatched', pollMs },
      outbound: { allowLoopback: true, privateHosts: [] },
      dispatchLeaseMs: 30_000,
      shutdownGraceMs: 3_000,
    } as unknown as AppConfig;
  }
  /** A watcher on the test server's INBOX, as a worker process has it. */
  function watcher(
    inbound: InboundMailPort | undefined,
    { pollMs = 1_000, role, ...tuning }: MailboxWatcherTuning & { pollMs?: number; role?: AppConfig['role'] } = {},
  ) {
    const target = (parseImapUrl(server.url()) as { target: ImapTarget }).target;
    const made = new MailboxWatcher(dataSource, config(target, pollMs, role), inbound, { firstBackoffMs: 200, ...tuning });
    watchers.push(made);
    return made;
  }
  const folders = () => server.subjects(['INBOX', 'Processed', 'Unmatched']);
  const watching = (one: MailboxWatcher) =>
    eventually(
      () => Promise.resolve(one.state),
      (state) => state === 'watching',
    );

  beforeAll(async () => {
    if (!process.env.MAILBOX_LOGS) Logger.overrideLogger(false);
    database = await createDatabase('dct_mailbox');
    dataSource = new DataSource(dataSourceOptions(database.url, 6));
    await dataSource.initialize();
    await runMigrations(dataSource, { lock: false });
  });
  beforeEach(async () => {
    server = await TestDovecot.start();
  });
  afterEach(async () => {
    for (const one of watchers.splice(0)) await one.stop();
    await server.stop();
    await dataSource.query('DELETE FROM mailbox_leases');
  });
  afterAll(async () => {
    await dataSource.destroy();
    await dropDatabase(database.name);
  });

  it('hands a new message in at once (IDLE) and moves it to Processed, an unmatched one to Unmatched', async () => {
    const inbound = new FakeInbound();
    // A poll a minute apart: only IDLE brings the mail in within the test's 10 s.
    const one = watcher(inbound, { pollMs: 60_000 });
    one.start();
    expect(await watching(one)).toBe('watching');
    const before = await folders();
    expect(before).toEqual({ INBOX: [], Processed: [], Unmatched: [] });

    const sentAt = Date.now();
    await server.append([message('Re: claim 12 - parts on order'), message('unmatched newsletter')]);
    const after = await eventually(folders, (now) => now.INBOX?.length === 0 && (now.Processed?.length ?? 0) + (now.Unmatched?.length ?? 0) === 2);

    expect(Date.now() - sentAt).toBeLessThan(10_000);
    expect(after).toEqual({ INBOX: [], Processed: ['Re: claim 12 - parts on order'], Unmatched: ['unmatched newsletter'] });
    expect(inbound.received.sort()).toEqual(['Re: claim 12 - parts on order', 'unmatched newsletter']);
    const rows = await dataSource.query<Array<{ destination: string; moved: boolean }>>(
      'SELECT destination, moved_at IS NOT NULL AS moved FROM mailbox_leases ORDER BY destination',
    );
    expect(rows).toEqual([
      { destination: 'Processed', moved: true },
      { destination: 'Unmatched', moved: true },
    ]);
  });

  it('hands each of 20 messages in exactly once though two workers watch the mailbox', async () => {
    const inbound = new FakeInbound();
    const [a, b] = [watcher(inbound), watcher(inbound)];
    a.start();
    b.start();
    await watching(a);
    await watching(b);
    expect(a.connections + b.connections).toBe(2);

    const subjects = Array.from({ length: 20 }, (_, n) => `Re: claim ${n + 1}`);
    await server.append(subjects.map((subject) => message(subject)));
    // Dovecot moves a message as a copy, then an expunge: the look waits for both.
    const after = await eventually(folders, (now) => now.Processed?.length === 20 && now.INBOX?.length === 0, 20_000);

    expect(after).toEqual({ INBOX: [], Processed: [...subjects].sort(), Unmatched: [] });
    for (const subject of subjects) expect([subject, inbound.count(subject)]).toEqual([subject, 1]);
    expect(inbound.received).toHaveLength(20);
  });

  it('leaves a message whose hand-in failed in the mailbox, and hands it in again once its lease has lapsed', async () => {
    const inbound = new FakeInbound();
    inbound.failing.set('Re: claim 7', 1);
    const one = watcher(inbound, { leaseMs: 1_500, retryDelayMs: () => 0 });
    one.start();
    await watching(one);

    await server.append([message('Re: claim 7')]);
    await handedInOnce(inbound, 'Re: claim 7');
    expect(await folders()).toEqual({ INBOX: ['Re: claim 7'], Processed: [], Unmatched: [] });

    const after = await eventually(folders, (now) => now.Processed?.length === 1);
    expect(after).toEqual({ INBOX: [], Processed: ['Re: claim 7'], Unmatched: [] });
    expect(inbound.count('Re: claim 7')).toBe(2);
  });

  it('waits longer before each new try of a message whose hand-in keeps failing', async () => {
    const inbound = new FakeInbound();
    inbound.failing.set('Re: claim 8', 2);
    const waits: number[] = [];
    const one = watcher(inbound, {
      leaseMs: 500,
      retryDelayMs: (attempts) => {
        waits.push(attempts);
        return attempts * 1_500;
      },
    });
    one.start();
    await watching(one);

    await server.append([message('Re: claim 8')]);
    await handedInOnce(inbound, 'Re: claim 8');
    // The failed try's wait (1.5 s), not the lease's half second.
    const [lease] = await eventually(
      () =>
        dataSource.query<Array<{ attempts: number; wait_ms: string }>>(
          `SELECT attempts, extract(epoch FROM lease_until - now()) * 1000 AS wait_ms FROM mailbox_leases`,
        ),
      (rows) => rows.length === 1 && Number(rows[0].wait_ms) > 1_000,
    );
    expect(lease.attempts).toBe(1);
    const after = await eventually(folders, (now) => now.Processed?.length === 1, 15_000);
    expect(after).toEqual({ INBOX: [], Processed: ['Re: claim 8'], Unmatched: [] });
    expect(waits).toEqual([1, 2]);
    expect(inbound.count('Re: claim 8')).toBe(3);
  });

  it('moves a message over the size limit to Unmatched without handing it in', async () => {
    const inbound = new FakeInbound();
    const one = watcher(inbound, { maxMessageBytes: 2_000 });
    one.start();
    await watching(one);

    await server.append([message('Re: claim 3 - scans attached', 5_000), message('Re: claim 3', 200)]);
    const after = await eventually(folders, (now) => now.INBOX?.length === 0);

    expect(after).toEqual({ INBOX: [], Processed: ['Re: claim 3'], Unmatched: ['Re: claim 3 - scans attached'] });
    expect(inbound.received).toEqual(['Re: claim 3']);
  });

  it('connects again after the server dropped the connection, and goes on handing mail in', async () => {
    const inbound = new FakeInbound();
    const one = watcher(inbound, { pollMs: 60_000 });
    one.start();
    await watching(one);

    // Down for 2 s: the waits between tries double from 0.2 s, so a handful of tries, not a stream of them.
    await server.restart(2_000);
    await eventually(
      () => Promise.resolve([one.connections, one.state] as const),
      ([connections, state]) => connections >= 2 && state === 'watching',
    );
    expect(one.state).toBe('watching');
    expect(one.connections).toBeLessThanOrEqual(7);
    await server.append([message('Re: claim 5 - after the restart')]);
    const after = await eventually(folders, (now) => now.Processed?.length === 1 && now.INBOX?.length === 0);

    expect(after).toEqual({ INBOX: [], Processed: ['Re: claim 5 - after the restart'], Unmatched: [] });
    expect(inbound.received).toEqual(['Re: claim 5 - after the restart']);
  });

  it('lets go of the message in hand when it stops, so another worker takes it at once', async () => {
    const stuck = new FakeInbound();
    // The claim replies never answer this worker.
    stuck.receive = (raw) => (stuck.received.push(subjectOf(raw)), new Promise<never>(() => undefined));
    const first = watcher(stuck, { leaseMs: 60_000 });
    first.start();
    await watching(first);
    await server.append([message('Re: claim 9')]);
    await eventually(
      () => Promise.resolve(stuck.received.length),
      (count) => count === 1,
    );

    await first.stop(300);
    const [lease] = await dataSource.query<Array<{ held: boolean; moved: boolean }>>(
      'SELECT lease_until > now() AS held, moved_at IS NOT NULL AS moved FROM mailbox_leases',
    );
    expect(lease).toEqual({ held: false, moved: false });
    expect(await folders()).toEqual({ INBOX: ['Re: claim 9'], Processed: [], Unmatched: [] });

    const inbound = new FakeInbound();
    const second = watcher(inbound, { leaseMs: 60_000, pollMs: 60_000 });
    second.start();
    const after = await eventually(folders, (now) => now.Processed?.length === 1 && now.INBOX?.length === 0);
    expect(after).toEqual({ INBOX: [], Processed: ['Re: claim 9'], Unmatched: [] });
    expect(inbound.received).toEqual(['Re: claim 9']);
  });

  it('refuses a host inside the network before connecting, as an address or as a name that resolves there', async () => {
    const inbound = new FakeInbound();
    const internal = { user: 'u', password: 'p', host: '10.0.0.1', port: 143, tls: false, mailbox: 'INBOX' };
    const byAddress = new MailboxWatcher(dataSource, config(internal, 1_000), inbound, { firstBackoffMs: 60_000 });
    let lookups = 0;
    const byName = new MailboxWatcher(dataSource, config({ ...internal, host: 'imap.corp.example' }, 1_000), inbound, {
      firstBackoffMs: 60_000,
      resolver: (_name, _family, callback) => {
        lookups += 1;
        callback(null, [{ address: '10.0.0.1', family: 4 }]);
      },
    });
    watchers.push(byAddress, byName);
    byAddress.start();
    byName.start();

    expect(
      await eventually(
        () => Promise.resolve([byAddress.state, byName.state]),
        (states) => states.every((state) => state === 'refused'),
      ),
    ).toEqual(['refused', 'refused']);
    expect([byAddress.connections, byName.connections]).toEqual([0, 0]);
    expect(lookups).toBe(1);
  });

  it('starts in a worker app whose claim replies provide INBOUND_MAIL, and stops with the app', async () => {
    const inbound = new FakeInbound();
    const target = (parseImapUrl(server.url()) as { target: ImapTarget }).target;
    const moduleRef = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot(config(target, 60_000)),
        TypeOrmModule.forRoot(dataSourceOptions(database.url, 2)),
        MailboxModule.forRoot({ inbound: { imports: [], provider: { provide: INBOUND_MAIL, useValue: inbound } } }),
      ],
    }).compile();
    const app = moduleRef.createNestApplication();
    await app.init();
    const one = app.get(MailboxWatcher);
    try {
      expect(await watching(one)).toBe('watching');
      await server.append([message('Re: claim 4')]);
      expect(await eventually(folders, (now) => now.Processed?.length === 1 && now.INBOX?.length === 0)).toEqual({
        INBOX: [],
        Processed: ['Re: claim 4'],
        Unmatched: [],
      });
    } finally {
      await app.close();
    }
    expect(one.state).toBe('stopped');
  });

  it('does not start without the claim replies to hand mail to, nor in the API role', async () => {
    const withoutInbound = watcher(undefined);
    const inApi = watcher(new FakeInbound(), { role: 'api' });
    withoutInbound.onApplicationBootstrap();
    inApi.onApplicationBootstrap();
    await sleep(300);
    expect([withoutInbound.state, inApi.state, withoutInbound.connections, inApi.connections]).toEqual(['off', 'off', 0, 0]);
  });
});
