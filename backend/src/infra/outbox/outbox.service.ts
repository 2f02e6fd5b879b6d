import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, Optional, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig, JobKind } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { Metrics } from '../metrics/metrics.service';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue';

/** A job as its handler sees it. */
export interface OutboxJob<Payload> {
  id: string;
  kind: string;
  payload: Payload;
  /** This attempt's number, from 1. */
  attempts: number;
  maxAttempts: number;
}

export interface OutboxKind<Payload> {
  run(payload: Payload, job: OutboxJob<Payload>): Promise<void>;
  /**
   * How long one attempt holds the job before another worker may take it over: renewed while it
   * runs, so it runs out only when its worker died. Idempotent work may take a short one (taken
   * over sooner); a mail's must outlast the mail server's own timeouts.
   */
  leaseMs: number;
  /** Attempts before the job is given up (dead); 8 unless said. */
  maxAttempts?: number;
  /** The wait before the next attempt, after `attempts` failed ones, the last with `error`. */
  retryDelayMs?(attempts: number, error: unknown): number;
  /** Clear the payload once done (it held a secret, such as a one-time link). */
  scrubWhenDone?: boolean;
  /** Before each attempt: what the owner sees while it runs ("sending"). */
  started?(payload: Payload, job: OutboxJob<Payload>): Promise<void>;
  /** In the transaction that marks the job done, so the record of what was done is written in that same step. */
  done?(manager: EntityManager, payload: Payload, job: OutboxJob<Payload>): Promise<void>;
  /** In the transaction that records a failed attempt; `final` when none follows. */
  failed?(manager: EntityManager, payload: Payload, job: OutboxJob<Payload>, error: string, final: boolean): Promise<void>;
}

export interface AddOptions {
  /** Write the job in this transaction: it exists exactly when the business change does. Call `wake` after the commit. */
  manager?: EntityManager;
  /** Not before this moment (an alert mail held by the owner's quiet hours); at once otherwise. */
  notBefore?: Date;
}

/**
 * Thrown by a job's handler when trying again cannot help (the other side refused the request
 * itself): the job is given up (dead) at once, with this message as its last error.
 */
export class JobRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobRefusedError';
  }
}

interface JobRow {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** 5 s, 10 s, 20 s … up to an hour. */
const defaultRetryDelay = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
/** How often a worker looks for jobs that no wake-up reached (after a restart, a lost Redis, or a dead worker's lease). */
const SWEEP_EVERY_MS = 2_000;
/** Finished jobs are kept this long, for anyone looking into what happened. */
const KEEP_FINISHED_DAYS = 7;
/** A wake-up waits no longer than this for the queue (Redis down): the sweep makes up for it. */
const WAKE_TIMEOUT_MS = 1_000;

/**
 * The outbox: every job the product accepts now and does later is a row, written in the same
 * transaction as the change that asked for it. The queue (Bull on Redis, or in this process) only
 * wakes a worker; the row is the truth, so a wake-up lost with Redis or a restart is found by the
 * sweep. A worker takes a job with one conditional update (so two never both run it), holds a
 * lease it renews while the job runs, and marks it done, or failed with a later retry, or dead
 * after its last attempt. Each kind declares its handler; workers (APP_ROLE worker or all) run them.
 */
@Injectable()
export class Outbox implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(Outbox.name);
  private readonly kinds = new Map<JobKind, OutboxKind<never>>();
  private sweeper?: NodeJS.Timeout;
  private closed = false;
  private readonly running = new Set<Promise<void>>();
  /** Jobs this process holds the lease of, to release them on shutdown. */
  private readonly holding = new Map<string, JobRow>();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @InjectConfig() private readonly config: AppConfig,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  /** Declares a kind of job and how to do it; call it from a module's constructor or onModuleInit. */
  declare<Payload>(kind: JobKind, definition: OutboxKind<Payload>): void {
    this.kinds.set(kind, definition);
  }

  /** Whether this process runs jobs of the kind: a worker (APP_ROLE worker or all), of the kinds in WORKER_QUEUES when set. */
  runs(kind: JobKind): boolean {
    return this.config.role !== 'api' && (this.config.workerQueues === undefined || this.config.workerQueues.includes(kind));
  }

  /** The kinds this process runs. */
  private get runnable(): Array<[JobKind, OutboxKind<never>]> {
    return [...this.kinds.entries()].filter(([name]) => this.runs(name));
  }

  onApplicationBootstrap(): void {
    if (this.config.role === 'api') return;
    this.queue.consume<{ id: string }>('outbox', ({ id }) => this.run(id));
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
    void this.sweep();
  }

  /** Takes no more jobs (the first step of a shutdown); the ones running go on. */
  stopTaking(): void {
    this.closed = true;
    clearInterval(this.sweeper);
  }

  /**
   * On shutdown a worker takes no more jobs and lets the ones it runs finish; what has not
   * finished when the grace period ends is released, so another worker takes it at once.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopTaking();
    const finished = Promise.allSettled([...this.running]);
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, this.config.shutdownGraceMs).unref())]);
    for (const job of this.holding.values()) {
      await this.dataSource
        .query(`UPDATE outbox_jobs SET lease_until = now() WHERE id = $1 AND attempts = $2 AND state = 'running'`, [job.id, job.attempts])
        .catch(() => undefined);
    }
  }

  onApplicationShutdown(): void {
    this.closed = true;
    clearInterval(this.sweeper);
  }

  /** Writes a job. Without a transaction it is woken at once; with one, call `wake` once it has committed. */
  async add<Payload>(kind: JobKind, payload: Payload, options: AddOptions = {}): Promise<string> {
    if (!this.kinds.has(kind)) throw new Error(`Unknown job kind: ${kind}`);
    const runner = options.manager ?? this.dataSource.manager;
    const [{ id }] = await runner.query<Array<{ id: string }>>(
      `INSERT INTO outbox_jobs (kind, payload, max_attempts, next_attempt_at) VALUES ($1, $2, $3, coalesce($4::timestamptz, now())) RETURNING id`,
      [kind, JSON.stringify(payload), this.kinds.get(kind)?.maxAttempts ?? 8, options.notBefore?.toISOString() ?? null],
    );
    if (!options.manager) await this.wake(id, options.notBefore ? Math.max(0, options.notBefore.getTime() - Date.now()) : 0);
    return id;
  }

  /**
   * Writes many jobs of a kind in one statement (a scan's alert mails), in the caller's
   * transaction; call `wake` for each once it has committed. Answers their ids, in order.
   */
  async addMany<Payload>(kind: JobKind, jobs: Array<{ payload: Payload; notBefore?: Date }>, options: { manager: EntityManager }): Promise<string[]> {
    if (!this.kinds.has(kind)) throw new Error(`Unknown job kind: ${kind}`);
    if (jobs.length === 0) return [];
    const rows = await options.manager.query<Array<{ id: string }>>(
      `INSERT INTO outbox_jobs (kind, payload, max_attempts, next_attempt_at)
       SELECT $1, payload, $2, coalesce(not_before, now()) FROM unnest($3::jsonb[], $4::timestamptz[]) WITH ORDINALITY AS job(payload, not_before, n)
       ORDER BY n RETURNING id`,
      [kind, this.kinds.get(kind)?.maxAttempts ?? 8, jobs.map((job) => JSON.stringify(job.payload)), jobs.map((job) => job.notBefore?.toISOString() ?? null)],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Tells a worker to look at the job now. Best effort: a wake-up that cannot be sent (Redis down)
   * is made up by the sweep. Each wake-up has an id of its own, so it is never one Bull still holds.
   */
  async wake(id: string, delayMs = 0): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const adding = this.queue.add('outbox', { id }, { jobId: `outbox-${id}-${randomUUID()}`, delayMs });
      adding.catch(() => undefined);
      await Promise.race([
        adding,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('the queue did not answer within a second')), WAKE_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      this.logger.warn(`Job ${id} waits for the sweep: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Runs one job if it is due and nobody holds it; otherwise does nothing. */
  async run(id: string): Promise<void> {
    if (this.closed) return;
    const work = this.runNow(id);
    this.running.add(work);
    try {
      await work;
    } finally {
      this.running.delete(work);
    }
  }

  /** Runs every job that is due or whose lease ran out (a worker died holding it). */
  async sweep(): Promise<number> {
    const kinds = this.runnable.map(([name]) => name);
    if (this.closed || kinds.length === 0) return 0;
    try {
      const due = await this.dataSource.query<Array<{ id: string }>>(
        `SELECT id FROM outbox_jobs
         WHERE kind = ANY($1) AND attempts < max_attempts
           AND ((state IN ('queued', 'failed') AND next_attempt_at <= now()) OR (state = 'running' AND lease_until < now()))
         ORDER BY id LIMIT 100`,
        [kinds],
      );
      for (const { id } of due) await this.run(id);
      await this.dataSource.query(`DELETE FROM outbox_jobs WHERE state IN ('done', 'dead') AND finished_at < now() - make_interval(days => $1)`, [
        KEEP_FINISHED_DAYS,
      ]);
      return due.length;
    } catch (error) {
      this.logger.warn(`The outbox sweep failed: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  }

  private async runNow(id: string): Promise<void> {
    const row = await this.take(id);
    if (!row) return;
    const kind = this.kinds.get(row.kind as JobKind) as OutboxKind<unknown>;
    const job: OutboxJob<unknown> = { id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts };
    this.holding.set(row.id, row);
    const stopTimer = this.metrics?.jobDuration.startTimer({ kind: row.kind });
    const heartbeat = setInterval(() => void this.renew(row, kind.leaseMs), Math.max(250, kind.leaseMs / 3));
    try {
      await kind.started?.(row.payload, job);
      await kind.run(row.payload, job);
      clearInterval(heartbeat);
      await this.dataSource.transaction(async (manager) => {
        // An UPDATE … RETURNING answers [rows, count].
        const [[marked]] = await manager.query<[Array<{ id: string }>, number]>(
          `UPDATE outbox_jobs SET state = 'done', finished_at = now(), lease_until = NULL, last_error = NULL,
             payload = CASE WHEN $3 THEN '{}'::jsonb ELSE payload END
           WHERE id = $1 AND attempts = $2 AND state = 'running' RETURNING id`,
          [row.id, row.attempts, kind.scrubWhenDone === true],
        );
        if (marked) await kind.done?.(manager, row.payload, job);
      });
      stopTimer?.({ outcome: 'ok' });
    } catch (error) {
      clearInterval(heartbeat);
      stopTimer?.({ outcome: 'error' });
      await this.fail(row, kind, job, error).catch((failure: unknown) =>
        this.logger.error(`Job ${row.id}: the failure could not be recorded: ${failure instanceof Error ? failure.message : String(failure)}`),
      );
    } finally {
      this.holding.delete(row.id);
    }
  }

  private async take(id: string): Promise<JobRow | undefined> {
    const kinds = this.runnable;
    if (kinds.length === 0) return undefined;
    // The lease each kind takes, matched in SQL: one statement decides, so two workers never both take a job.
    const [rows] = await this.dataSource.query<[JobRow[], number]>(
      `UPDATE outbox_jobs SET state = 'running', attempts = attempts + 1,
         lease_until = now() + (leases.ms * interval '1 millisecond')
       FROM (SELECT unnest($2::text[]) AS kind, unnest($3::int[]) AS ms) AS leases
       WHERE outbox_jobs.id = $1 AND outbox_jobs.kind = leases.kind AND attempts < max_attempts
         AND ((state IN ('queued', 'failed') AND next_attempt_at <= now()) OR (state = 'running' AND lease_until < now()))
       RETURNING outbox_jobs.id, outbox_jobs.kind, payload, attempts, max_attempts`,
      [id, kinds.map(([name]) => name), kinds.map(([, kind]) => kind.leaseMs)],
    );
    return rows[0];
  }

  private async renew(job: JobRow, leaseMs: number): Promise<void> {
    await this.dataSource
      .query(`UPDATE outbox_jobs SET lease_until = now() + ($3 * interval '1 millisecond') WHERE id = $1 AND attempts = $2 AND state = 'running'`, [
        job.id,
        job.attempts,
        leaseMs,
      ])
      .catch((error: unknown) => this.logger.warn(`Job ${job.id}: the lease could not be renewed: ${error instanceof Error ? error.message : String(error)}`));
  }

  private async fail(row: JobRow, kind: OutboxKind<unknown>, job: OutboxJob<unknown>, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const last = row.attempts >= row.max_attempts || error instanceof JobRefusedError;
    const delayMs = kind.retryDelayMs ? kind.retryDelayMs(row.attempts, error) : defaultRetryDelay(row.attempts);
    this.logger.warn(`Job ${row.id} (${row.kind}) failed, attempt ${row.attempts} of ${row.max_attempts}${last ? ', given up' : ''}: ${message}`);
    await this.dataSource.transaction(async (manager) => {
      const [[marked]] = await manager.query<[Array<{ id: string }>, number]>(
        `UPDATE outbox_jobs SET state = CASE WHEN $3 THEN 'dead' ELSE 'failed' END, last_error = $4, lease_until = NULL,
           next_attempt_at = now() + ($5 * interval '1 millisecond'), finished_at = CASE WHEN $3 THEN now() END
         WHERE id = $1 AND attempts = $2 AND state = 'running' RETURNING id`,
        [row.id, row.attempts, last, message, delayMs],
      );
      if (marked) await kind.failed?.(manager, row.payload, job, message, last);
    });
    if (!last) await this.wake(row.id, delayMs);
  }
}
