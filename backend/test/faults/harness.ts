import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ParsedMail } from 'mailparser';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { validVehicleInput, validVisitInput } from '@dct/contracts/testing';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { runMigrations } from '../../src/database/run-migrations';
import { FakeSmtpServer } from '../../src/testing/fake-smtp-server';
import { createDatabase, dropDatabase } from '../test-database';
import { freePort } from '../free-port';
import { until } from '../until';

export { freePort, until };

/**
 * What the fault suite runs the product with: real processes it can kill, a Redis and a
 * PostgreSQL of its own when it must stop them (never the machine's shared services), and the
 * built server started as an admin starts it.
 */

export const MAIN = join(__dirname, '..', '..', 'dist', 'main.js');

/** A Redis server of the suite's own on a free port, which it stops and starts. */
export class OwnRedis {
  private process?: ChildProcess;
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.port ||= await freePort();
    this.process = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await until('Redis to answer', () => {
      try {
        return execFileSync('redis-cli', ['-p', String(this.port), 'ping'], { encoding: 'utf8', stdio: 'pipe' }).trim() === 'PONG';
      } catch {
        return false;
      }
    });
  }

  async stop(): Promise<void> {
    const process = this.process;
    if (!process || process.exitCode !== null) return;
    const exited = new Promise((resolve) => process.once('exit', resolve));
    process.kill('SIGKILL');
    await exited;
  }
}

/**
 * A PostgreSQL cluster of the suite's own (initdb in a temporary folder, trust auth, a free
 * port), for the cases that restart the database. As root, the server runs as `postgres`.
 */
export class OwnPostgres {
  readonly dir = mkdtempSync(join(tmpdir(), 'dct-faults-pg-'));
  port = 0;
  private readonly bin = (() => {
    const versions = readdirSync('/usr/lib/postgresql').sort();
    return join('/usr/lib/postgresql', versions[versions.length - 1], 'bin');
  })();

  private run(tool: string, args: string[]): void {
    const asRoot = process.getuid?.() === 0;
    execFileSync(asRoot ? 'runuser' : join(this.bin, tool), asRoot ? ['-u', 'postgres', '--', join(this.bin, tool), ...args] : args, { stdio: 'pipe' });
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async init(): Promise<void> {
    this.port = await freePort();
    if (process.getuid?.() === 0) {
      const postgres = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(this.dir, postgres, postgres);
    }
    this.run('initdb', ['-D', join(this.dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await this.start();
  }

  async start(): Promise<void> {
    this.run('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      '-l',
      join(this.dir, 'log'),
      'start',
    ]);
    await sleep(100);
  }

  /** Stops at once (every connection cut), as a crash or a failover would. */
  stop(): void {
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.stop();
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A migrated database of its own on the machine's PostgreSQL: a worker sweeps every job it can see. */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { name, url } = await createDatabase(prefix);
  const dataSource = new DataSource(dataSourceOptions(url, 1));
  await dataSource.initialize();
  await runMigrations(dataSource, { lock: false });
  await dataSource.destroy();
  return { url, drop: () => dropDatabase(name) };
}

/** Settings every process of a case shares: limits out of the way, logs quiet, the database and mail server given. */
export function baseEnv(env: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    OPENAI_API_KEY: '',
    REDIS_URL: '',
    REGISTER_RATE_LIMIT: '10000',
    LOGIN_RATE_LIMIT: '10000',
    LOGIN_ADDRESS_RATE_LIMIT: '10000',
    PASSWORD_RESET_RATE_LIMIT: '10000',
    CONTACT_RATE_LIMIT: '10000',
    PDF_RATE_LIMIT: '10000',
    CLAIM_SENDS_PER_DAY: '1000',
    CONTACT_MAILS_PER_DAY: '100000',
    ACCOUNT_MAILS_PER_DAY: '100000',
    ...env,
  };
}

/** One process of the product: an API, a worker or both, started, killed and started again. */
export class AppProcess {
  private process?: ChildProcess;
  private output = '';
  port = 0;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'dct-faults-app-'));

  constructor(
    readonly name: string,
    private readonly env: Record<string, string>,
  ) {}

  get role(): string {
    return this.env.APP_ROLE ?? 'all';
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    return this.process?.pid ?? 0;
  }

  get alive(): boolean {
    return this.process !== undefined && this.process.exitCode === null && this.process.signalCode === null;
  }

  /** What it printed, for a failing case's message. */
  get log(): string {
    return this.output.slice(-4_000);
  }

  async start(): Promise<void> {
    this.port ||= await freePort();
    this.output = '';
    // Workers say when they are ready at info level; APIs are asked over HTTP.
    const logLevel = this.role === 'worker' ? 'info' : (this.env.LOG_LEVEL ?? 'warn');
    this.process = spawn(process.execPath, [MAIN], {
      env: { ...process.env, ...this.env, LOG_LEVEL: logLevel, PORT: String(this.port), DATA_DIR: this.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    this.process.stdout?.on('data', keep);
    this.process.stderr?.on('data', keep);
    if (this.role === 'worker') {
      await until(`${this.name} to start`, () => this.output.includes('worker is running') || (!this.alive && Promise.reject(new Error(this.log))));
    } else {
      await until(
        `${this.name} to answer`,
        async () => {
          if (!this.alive) throw new Error(`${this.name} exited: ${this.log}`);
          return fetch(`${this.url}/api/health`).then(
            (response) => response.ok,
            () => false,
          );
        },
        90_000,
      );
    }
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<{ exitMs: number; code: number | null }> {
    const process = this.process;
    if (!process || !this.alive) return { exitMs: 0, code: process?.exitCode ?? null };
    const started = performance.now();
    const exited = new Promise<void>((resolve) => process.once('exit', () => resolve()));
    process.kill(signal);
    await exited;
    return { exitMs: performance.now() - started, code: process.exitCode };
  }

  /** Chromium processes started by this process (its children named chromium), by their pids. */
  chromiumChildren(): number[] {
    return chromiumPidsWhere((ppid) => ppid === this.pid);
  }
}

/** Pids of running Chromium browser processes whose parent pid passes the test. */
export function chromiumPidsWhere(parent: (ppid: number) => boolean): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,comm='], { encoding: 'utf8' });
  return table
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, ppid, command]) => command === 'chromium' && parent(Number(ppid)))
    .map(([pid]) => Number(pid));
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return existsSync(`/proc/${pid}`) && !readFileStatus(pid).includes('State:\tZ');
  } catch {
    return false;
  }
}

function readFileStatus(pid: number): string {
  try {
    return execFileSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' });
  } catch {
    return '';
  }
}

/** A client of one owner: JSON over fetch with their session cookie. */
export class Owner {
  private cookie = '';

  constructor(private readonly base: () => string) {}

  /** The session cookie, for a client in another process. */
  get session(): string {
    return this.cookie;
  }

  async register(label: string): Promise<void> {
    const email = `${label}-${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
    const response = await this.call('POST', '/api/auth/register', { name: `Fault ${label}`, email, password: 'correct horse battery' });
    if (response.status !== 201) throw new Error(`Registering failed: ${response.status} ${await response.text()}`);
    this.cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
  }

  call(method: string, path: string, body?: unknown, timeoutMs = 30_000, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${this.base()}${path}`, {
      method,
      headers: { cookie: this.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.call(method, path, body);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
}

/** One line of the suite's report: what was accepted, delivered and duplicated, and how long recovery took. */
export const report: string[] = [];
export function record(line: string): void {
  report.push(line);
}

/** Rows of one query on the database at `url`, over a connection of its own. */
export async function query<Row>(url: string, sql: string, parameters: unknown[] = []): Promise<Row[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, parameters)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** The mails of a set of claims in the sink: how many arrived, and how many were extra copies. */
export function tally(mails: ParsedMail[], messageIds: Set<string>): { delivered: number; duplicated: number } {
  const counts = new Map<string, number>();
  for (const mail of mails) if (mail.messageId && messageIds.has(mail.messageId)) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
  return { delivered: counts.size, duplicated: [...counts.values()].reduce((sum, count) => sum + count - 1, 0) };
}

/** A VIN no other vehicle of the suite has: random letters and digits, without I, O or Q. */
export function uniqueVin(): string {
  const alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  return Array.from({ length: 17 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}

/** The lease and mail timeout the cases run with unless they say otherwise: short, so a takeover is seconds away. */
export const LEASE_SECONDS = 6;
export const SMTP_TIMEOUT_SECONDS = 5;
/** The longest wait between a mail's attempts in the cases (an hour by default): a mail follows its server's return within seconds. */
export const MAIL_RETRY_MAX_DELAY_SECONDS = 5;

/** A newly registered owner of the API at `url` (asked each time, so a restarted API is followed). */
export async function registeredOwner(url: () => string, label: string): Promise<Owner> {
  const owner = new Owner(url);
  await owner.register(label);
  return owner;
}

/** A vehicle and a dealer ('<name> Motors') of the owner's, and draft claims on new visits to them. */
export async function claimsAt(owner: Owner, name: string) {
  const vehicle = await owner.json<{ id: number }>('POST', '/api/vehicles', validVehicleInput({ vin: uniqueVin() }));
  const dealer = await owner.json<{ id: number }>('POST', '/api/dealers', { name: `${name} Motors`, email: `service@${name.toLowerCase()}.example` });
  return {
    vehicleId: vehicle.id,
    async draft(askAmount: number): Promise<number> {
      const visit = await owner.json<{ id: number }>('POST', '/api/visits', validVisitInput(vehicle.id, dealer.id));
      return (await owner.json<{ id: number }>('POST', '/api/claims', { visit_id: visit.id, ask_amount: askAmount })).id;
    },
  };
}

/** Sends `count` claims of the owner (a visit each) and returns their Message-IDs once written. */
export async function sendClaims(owner: Owner, databaseUrl: string, count: number): Promise<{ accepted: number; messageIds: Set<string>; claimIds: number[] }> {
  const claims = await claimsAt(owner, 'Fault');
  let accepted = 0;
  const claimIds: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const claimId = await claims.draft(100 + index);
    const sent = await owner.call('POST', `/api/claims/${claimId}/send`);
    if (sent.status === 202) accepted += 1;
    claimIds.push(claimId);
  }
  const rows = await query<{ message_id: string }>(databaseUrl, 'SELECT message_id FROM claim_dispatches WHERE claim_id = ANY($1)', [claimIds]);
  return { accepted, messageIds: new Set(rows.map((row) => row.message_id)), claimIds };
}

export const stopAll = (processes: AppProcess[]) => Promise.all(processes.map((app) => app.kill('SIGKILL')));

/** A process of the case in one role, sharing the case's environment. */
export const inRole = (name: string, env: Record<string, string>, role: 'api' | 'worker') => new AppProcess(name, { ...env, APP_ROLE: role });

/**
 * What one case starts, all stopped after it (after the describe block that calls it, or after
 * the file when called outside one): its processes and, as the case asks, a scratch database, a
 * Redis of its own and the SMTP sink.
 */
export function faultCase() {
  const smtp = new FakeSmtpServer();
  const redis = new OwnRedis();
  let smtpStarted = false;
  const rig = {
    smtp,
    redis,
    apps: [] as AppProcess[],
    database: undefined as Awaited<ReturnType<typeof scratchDatabase>> | undefined,
    async scratchDatabase(prefix: string) {
      rig.database = await scratchDatabase(prefix);
      return rig.database;
    },
    /**
     * Redis when asked, a scratch database and the SMTP sink, with the settings every process of
     * the case shares (the suite's lease and mail timeouts, unless `env` says otherwise).
     */
    async environment(prefix: string, { withRedis = false, env = {} }: { withRedis?: boolean; env?: Record<string, string> } = {}) {
      if (withRedis) await redis.start();
      const database = await rig.scratchDatabase(prefix);
      smtpStarted = true;
      return {
        env: baseEnv({
          DATABASE_URL: database.url,
          REDIS_URL: withRedis ? redis.url : '',
          SMTP_URL: await smtp.start(),
          DISPATCH_LEASE_SECONDS: String(LEASE_SECONDS),
          SMTP_TIMEOUT_SECONDS: String(SMTP_TIMEOUT_SECONDS),
          MAIL_RETRY_MAX_DELAY_SECONDS: String(MAIL_RETRY_MAX_DELAY_SECONDS),
          ...env,
        }),
        database,
      };
    },
    /** Starts the processes; they are the ones stopped after the case (those of an earlier launch were stopped already). */
    async launch(...processes: AppProcess[]): Promise<void> {
      rig.apps = processes;
      await Promise.all(processes.map((app) => app.start()));
    },
    /** Starts one more process beside those running (a second worker, a rescuer); it is stopped after the case with them. */
    async startAlongside(process: AppProcess): Promise<AppProcess> {
      rig.apps.push(process);
      await process.start();
      return process;
    },
  };
  afterAll(async () => {
    await stopAll(rig.apps);
    await redis.stop();
    if (smtpStarted) await smtp.stop();
    await rig.database?.drop();
  });
  return rig;
}
