import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger, Optional, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig, JobKind } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { Metrics } from '../metrics/metrics.service';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue';
import { RunningWork } from '../queue/running-work';
import { JobLease, WorkerStoppingError } from './job-lease';

/** A job as its handler sees it. */
export interface OutboxJob<Payload> {
  id: string;
  kind: string;
  payload: Payload;
  /** This attempt's number, from 1. */
  attempts: number;
  maxAttempts: number;
  /**
   * Aborted when the attempt must stop at once: its worker lost the lease (another may take the
   * job soon) or is shutting down. Whatever the job does outside (a mail, a push) must honour it.
   */
  signal: AbortSignal;
}

/**
 * A kind of job. Every kind holds the same lease (DISPATCH_LEASE_SECONDS), renewed while it runs:
 * it runs out only when its worker died or lost the database.
 */
export interface OutboxKind<Payload> {
  run(payload: Payload, job: OutboxJob<Payload>): Promise<void>;
  /** Attempts before the job is given up (dead); 8 unless said. A worker that dies during an attempt has used it. */
  maxAttempts?: number;
  /** Retried (failures that may pass) until the job is this old, then given up at its next failure; by attempts only when unset. */
  retryForMs?: number;
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

/** Resolves or rejects with the work, or rejects with the signal's reason once it is aborted (the work may go on unawaited). */
function untilAborted(work: Promise<void>, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const stop = () => reject(signal.reason as Error);
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/** 5 s, 10 s, 20 s … up to an hour. */
const defaultRetryDelay = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
/** How often a worker looks for jobs that no wake-up reached (after a restart, a lost Redis, or a dead worker's lease). */
const SWEEP_EVERY_MS = 2_000;
/** Finished jobs are kept this long, for anyone looking into what happened. */
const KEEP_FINISHED_DAYS = 7;
/** A wake-up waits no longer than this for the queue (Redis down): the sweep makes up for it. */
const WAKE_TIMEOUT_MS = 1_000;
/** After the grace period, how long stopped jobs may take to record their interrupted attempt. */
const ABORT_SETTLE_MS = 3_000;
/** A job whose work is done but not yet recorded (the database unreachable) tries the record again this long, every half second. */
const DONE_RETRY_MS = 60_000;

/**
 * The outbox: every job the product accepts now and does later is a row, written in the same
 * transaction as the change that asked for it. The queue (Bull on Redis, or in this process) only
 * wakes a worker; the row is the truth, so a wake-up lost with Redis or a restart is found by the
 * sweep. A worker takes a job with one conditional update (so two never both run it), holds a
 * short lease it renews while the job runs (job-lease.ts: the job is stopped before the lease can
 * lapse when renewing fails), and marks it done, or failed with a later retry, or dead after its
 * last attempt; a job whose worker died during its last attempt is given up by the sweep, so every
 * job ends. Each kind declares its handler; workers (APP_ROLE worker or all) run them.
 */
@Injectable()
export class Outbox implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(Outbox.name);
  private readonly kinds = new Map<JobKind, OutboxKind<never>>();
  private sweeper?: NodeJS.Timeout;
  private closed = false;
  /** When this process stopped taking jobs (performance.now()): the grace period runs from then. */
  private stoppedAt?: number;
  private readonly running = new RunningWork();
  /** Jobs this process holds the lease of, to stop and release them on shutdown. */
  private readonly holding = new Map<string, { row: JobRow; lease: JobLease }>();

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
    this.stoppedAt ??= performance.now();
    clearInterval(this.sweeper);
  }

  /**
   * On shutdown a worker takes no more jobs and lets the ones it runs finish, up to the grace
   * period (counted from when it stopped taking jobs, so the HTTP drain before is part of it). What
   * is still running then is stopped (its signal aborted: a mail's connection closed, so the server
   * never answers it) and recorded as an interrupted attempt that does not count, due at once for
   * another worker; only a job that did not stop in time has its lease released as it stands.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopTaking();
    const settled = (ms: number) => Promise.race([this.running.settled(), new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)).unref())]);
    await settled((this.stoppedAt ?? performance.now()) + this.config.shutdownGraceMs - performance.now());
    if (this.holding.size === 0) return;
    for (const { lease } of this.holding.values()) lease.abort(new WorkerStoppingError());
    await settled(ABORT_SETTLE_MS);
    for (const { row } of this.holding.values()) {
      await this.dataSource
        .query(`UPDATE outbox_jobs SET lease_until = now() WHERE id = $1 AND attempts = $2 AND state = 'running'`, [row.id, row.attempts])
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
    // A job this process still holds (recording its outcome while the database is away) is not taken again by its own sweep.
    if (this.closed || this.holding.has(id)) return;
    await this.running.track(this.runNow(id));
  }

  /**
   * Ends the jobs that may not run again (their worker died during the last attempt), then runs
   * every job that is due or whose lease ran out (a worker died holding it, or lost the database).
   */
  async sweep(): Promise<number> {
    const kinds = this.runnable;
    if (this.closed || kinds.length === 0) return 0;
    const names = kinds.map(([name]) => name);
    const limits = kinds.map(([, kind]) => this.maxAttemptsOf(kind));
    try {
      await this.endAbandoned(names, limits);
      const due = await this.dataSource.query<Array<{ id: string }>>(
        `SELECT job.id FROM outbox_jobs job JOIN unnest($1::text[], $2::int[]) AS limits(kind, max_attempts) ON job.kind = limits.kind
         WHERE job.attempts < limits.max_attempts
           AND ((job.state IN ('queued', 'failed') AND job.next_attempt_at <= now()) OR (job.state = 'running' AND job.lease_until < now()))
         ORDER BY job.id LIMIT 100`,
        [names, limits],
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

  private maxAttemptsOf(kind: OutboxKind<never>): number {
    return kind.maxAttempts ?? 8;
  }

  /**
   * Every job ends: one whose lease ran out during its last attempt (its worker died) is given up
   * here, with the kind told as for any last failure, so it shows as dead instead of running forever.
   */
  private async endAbandoned(names: string[], limits: number[]): Promise<void> {
    const abandoned = await this.dataSource.query<Array<{ id: string; max_attempts: number }>>(
      `SELECT job.id, limits.max_attempts FROM outbox_jobs job JOIN unnest($1::text[], $2::int[]) AS limits(kind, max_attempts) ON job.kind = limits.kind
       WHERE job.attempts >= limits.max_attempts AND ((job.state = 'running' AND job.lease_until < now()) OR job.state IN ('queued', 'failed'))
       ORDER BY job.id LIMIT 100`,
      [names, limits],
    );
    for (const { id, max_attempts: maxAttempts } of abandoned) {
      await this.dataSource.transaction(async (manager) => {
        const [[row]] = await manager.query<[Array<JobRow & { last_error: string }>, number]>(
          `UPDATE outbox_jobs SET state = 'dead', finished_at = now(), lease_until = NULL,
             last_error = CASE WHEN state = 'running' THEN format('The worker died during its last attempt (%s of %s)', attempts, $2::int)
               ELSE format('Given up: %s attempts made, the most this kind of job allows (%s)', attempts, $2::int) END
           WHERE id = $1 AND attempts >= $2::int AND ((state = 'running' AND lease_until < now()) OR state IN ('queued', 'failed'))
           RETURNING id, kind, payload, attempts, max_attempts, last_error`,
          [id, maxAttempts],
        );
        if (!row) return;
        this.logger.warn(`Job ${row.id} (${row.kind}) given up: ${row.last_error}`);
        const kind = this.kinds.get(row.kind as JobKind) as OutboxKind<unknown>;
        const job = { id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts, maxAttempts, signal: new AbortController().signal };
        await kind.failed?.(manager, row.payload, job, row.last_error, true);
      });
    }
  }

  private async runNow(id: string): Promise<void> {
    const takenAt = performance.now();
    const row = await this.take(id);
    if (!row) return;
    const kind = this.kinds.get(row.kind as JobKind) as OutboxKind<unknown>;
    const lease = new JobLease(this.dataSource, row, this.config.dispatchLeaseMs, takenAt, this.logger);
    const job: OutboxJob<unknown> = {
      id: row.id,
      kind: row.kind,
      payload: row.payload,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
      signal: lease.signal,
    };
    this.holding.set(row.id, { row, lease });
    const stopTimer = this.metrics?.jobDuration.startTimer({ kind: row.kind });
    let workDone = false;
    try {
      // A stopped attempt is left at once, even if the work ignores its signal (it has nothing to send by then).
      await untilAborted(
        (async () => {
          await kind.started?.(row.payload, job);
          await kind.run(row.payload, job);
        })(),
        lease.signal,
      );
      workDone = true;
      lease.workDone();
      await this.markDone(row, kind, job, lease);
      stopTimer?.({ outcome: 'ok' });
    } catch (error) {
      stopTimer?.({ outcome: 'error' });
      if (workDone) {
        // Recording a failure now would send it again: the lease is left to run out, and the job is taken over if nobody records it.
        this.logger.error(`Job ${row.id}: done, but that could not be recorded: ${error instanceof Error ? error.message : String(error)}`);
      } else {
        const stopped = lease.signal.aborted ? (lease.signal.reason as Error) : undefined;
        await this.fail(row, kind, job, stopped ?? error, stopped instanceof WorkerStoppingError).catch((failure: unknown) =>
          this.logger.error(`Job ${row.id}: the failure could not be recorded: ${failure instanceof Error ? failure.message : String(failure)}`),
        );
      }
    } finally {
      lease.end();
      this.holding.delete(row.id);
    }
  }

  private async take(id: string): Promise<JobRow | undefined> {
    const kinds = this.runnable;
    if (kinds.length === 0) return undefined;
    // One statement decides, so two workers never both take a job. A lease that ran out says so in last_error.
    const [rows] = await this.dataSource.query<[JobRow[], number]>(
      `UPDATE outbox_jobs SET state = 'running', attempts = attempts + 1, max_attempts = limits.max_attempts,
         lease_until = now() + ($4 * interval '1 millisecond'),
         last_error = CASE WHEN state = 'running'
           THEN format('The worker of attempt %s stopped renewing its lease (it died or lost the database); taken over', attempts) ELSE last_error END
       FROM unnest($2::text[], $3::int[]) AS limits(kind, max_attempts)
       WHERE outbox_jobs.id = $1 AND outbox_jobs.kind = limits.kind AND attempts < limits.max_attempts
         AND ((state IN ('queued', 'failed') AND next_attempt_at <= now()) OR (state = 'running' AND lease_until < now()))
       RETURNING outbox_jobs.id, outbox_jobs.kind, payload, attempts, outbox_jobs.max_attempts`,
      [id, kinds.map(([name]) => name), kinds.map(([, kind]) => this.maxAttemptsOf(kind)), this.config.dispatchLeaseMs],
    );
    return rows[0];
  }

  /**
   * Marks the job done, with the record of what was done in the same transaction. The work is
   * done, and running it again is what this avoids: a write that fails (the database unreachable)
   * is tried again every half second while the lease is renewed, until it lands, another worker
   * holds the job, or DONE_RETRY_MS pass.
   */
  private async markDone(row: JobRow, kind: OutboxKind<unknown>, job: OutboxJob<unknown>, lease: JobLease): Promise<void> {
    const giveUpAt = performance.now() + DONE_RETRY_MS;
    for (let attempt = 1; ; attempt += 1) {
      try {
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
        if (attempt > 1) this.logger.log(`Job ${row.id}: done, recorded at the ${attempt}th try`);
        return;
      } catch (error) {
        if (lease.signal.aborted || performance.now() >= giveUpAt) throw error;
        if (attempt === 1)
          this.logger.warn(`Job ${row.id}: done, but not recorded yet; trying again: ${error instanceof Error ? error.message : String(error)}`);
        await sleep(Math.min(250 * 2 ** (attempt - 1), 500));
      }
    }
  }

  /**
   * Records a failed attempt: retried later, or given up (dead) when retrying cannot help, the
   * attempts are used up or the kind's retry window has passed. An attempt stopped by a shutdown
   * does not count: it is due again at once, for another worker.
   */
  private async fail(row: JobRow, kind: OutboxKind<unknown>, job: OutboxJob<unknown>, error: unknown, interrupted: boolean): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const delayMs = interrupted ? 0 : kind.retryDelayMs ? kind.retryDelayMs(row.attempts, error) : defaultRetryDelay(row.attempts);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [held] = await manager.query<Array<{ age_ms: number }>>(
        `SELECT (EXTRACT(EPOCH FROM now() - created_at) * 1000)::float8 AS age_ms FROM outbox_jobs WHERE id = $1 AND attempts = $2 AND state = 'running' FOR UPDATE`,
        [row.id, row.attempts],
      );
      if (!held) return 'not ours';
      const last =
        !interrupted &&
        (error instanceof JobRefusedError || row.attempts >= row.max_attempts || (kind.retryForMs !== undefined && held.age_ms >= kind.retryForMs));
      await manager.query(
        `UPDATE outbox_jobs SET state = CASE WHEN $3 THEN 'dead' ELSE 'failed' END, finished_at = CASE WHEN $3 THEN now() END,
           attempts = attempts - CASE WHEN $4 THEN 1 ELSE 0 END, last_error = $5, lease_until = NULL,
           next_attempt_at = now() + ($6 * interval '1 millisecond')
         WHERE id = $1 AND attempts = $2`,
        [row.id, row.attempts, last, interrupted, message, delayMs],
      );
      await kind.failed?.(manager, row.payload, job, message, last);
      return last ? 'given up' : interrupted ? 'interrupted' : 'retried';
    });
    const told = outcome === 'retried' ? `retried in ${Math.round(delayMs / 1000)} s` : outcome === 'not ours' ? 'held by another worker now' : outcome;
    this.logger.warn(`Job ${row.id} (${row.kind}) failed, attempt ${row.attempts} of ${row.max_attempts}, ${told}: ${message}`);
    // An interrupted job is due now: the wake-up may reach another worker before its sweep does.
    if (outcome === 'retried' || outcome === 'interrupted') await this.wake(row.id, delayMs);
  }
}
