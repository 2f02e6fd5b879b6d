import { getQueueToken } from '@nestjs/bull';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bull';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { JOB_KINDS, type AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { QUEUE_NAMES } from '../queue/job-queue';
import { Metrics } from './metrics.service';

/** Outbox states a job can wait or work in ('done' rows are history, kept a week). */
export const OUTBOX_STATES = ['queued', 'running', 'failed', 'dead'] as const;
const BULL_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/** Scrapes within this long of the last one answer from its figures: one query per interval, however many scrapers. */
const CACHE_MS = 5_000;
/** A scrape never waits longer than this for the database or Redis; it answers with the last figures. */
const COLLECT_TIMEOUT_MS = 2_000;

export interface OutboxFigures {
  /** Jobs by kind and state. */
  jobs: Array<{ kind: string; state: string; count: number }>;
  /** By kind: seconds since the oldest unfinished job (queued, running or waiting for a retry) was written. */
  oldestAgeSeconds: Map<string, number>;
  /** By kind: seconds the most overdue job has been due and untaken (a due retry, or a lease that ran out). */
  lagSeconds: Map<string, number>;
}

interface Snapshot {
  outbox: OutboxFigures;
  bull: Array<{ queue: string; state: string; count: number }>;
}

/** One query for every outbox figure (a scan of the unfinished rows and last week's finished ones). */
export async function readOutboxFigures(dataSource: DataSource): Promise<OutboxFigures> {
  const rows = await dataSource.query<Array<{ kind: string; state: string; jobs: number; oldest_s: number | null; lag_s: number | null }>>(
    `SELECT kind, state, count(*)::int AS jobs,
       EXTRACT(EPOCH FROM now() - min(created_at) FILTER (WHERE state <> 'dead'))::float8 AS oldest_s,
       EXTRACT(EPOCH FROM now() - min(CASE
         WHEN state IN ('queued', 'failed') AND next_attempt_at <= now() THEN next_attempt_at
         WHEN state = 'running' AND lease_until < now() THEN lease_until END))::float8 AS lag_s
     FROM outbox_jobs WHERE state IN ('queued', 'running', 'failed', 'dead') GROUP BY kind, state`,
  );
  const oldestAgeSeconds = new Map<string, number>();
  const lagSeconds = new Map<string, number>();
  for (const row of rows) {
    if (row.oldest_s !== null) oldestAgeSeconds.set(row.kind, Math.max(oldestAgeSeconds.get(row.kind) ?? 0, row.oldest_s));
    if (row.lag_s !== null) lagSeconds.set(row.kind, Math.max(lagSeconds.get(row.kind) ?? 0, row.lag_s));
  }
  return { jobs: rows.map((row) => ({ kind: row.kind, state: row.state, count: row.jobs })), oldestAgeSeconds, lagSeconds };
}

function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Queue depth, oldest-job age and lag per job kind, read from the outbox table (the truth: the
 * same figures from every instance, so aggregate them with max, not sum), and the Bull queue's
 * counts when Redis is configured. Read when scraped, at most once per 5 s, and never waited on for
 * more than 2 s: a scrape during a database outage answers at once with the last figures.
 */
@Injectable()
export class QueueGauges implements OnModuleInit {
  private readonly logger = new Logger(QueueGauges.name);
  private bullQueues: Queue[] = [];
  private last: Snapshot = { outbox: { jobs: [], oldestAgeSeconds: new Map(), lagSeconds: new Map() }, bull: [] };
  private lastAt = 0;
  private reading?: Promise<Snapshot>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly moduleRef: ModuleRef,
    private readonly metrics: Metrics,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    const registers = [metrics.registry];
    /** A gauge filled from the latest snapshot at each scrape, its previous values cleared first. */
    const snapshotGauge = <Label extends string>(
      name: string,
      help: string,
      labelNames: readonly Label[],
      fill: (set: (labels: Record<Label, string>, value: number) => void, snapshot: Snapshot) => void,
    ) => {
      const gauge: Gauge<Label> = new Gauge({
        name,
        help,
        labelNames,
        registers,
        collect: async () => {
          const snapshot = await this.snapshot();
          gauge.reset();
          fill((labels, value) => gauge.set(labels, value), snapshot);
        },
      });
    };
    snapshotGauge(
      'dct_outbox_jobs',
      'Outbox jobs by kind and state (queued: waiting to be taken; running: held by a worker; failed: waiting for a retry; dead: given up, kept a week)',
      ['kind', 'state'],
      (set, { outbox }) => {
        for (const kind of JOB_KINDS) for (const state of OUTBOX_STATES) set({ kind, state }, 0);
        for (const row of outbox.jobs) set({ kind: row.kind, state: row.state }, row.count);
      },
    );
    /** A figure for every job kind, 0 for a kind without one. */
    const perKind = (name: string, help: string, figures: (outbox: OutboxFigures) => Map<string, number>) =>
      snapshotGauge(name, help, ['kind'], (set, { outbox }) => {
        for (const kind of JOB_KINDS) set({ kind }, figures(outbox).get(kind) ?? 0);
      });
    perKind(
      'dct_outbox_oldest_job_age_seconds',
      'Age of the oldest unfinished job (queued, running or waiting for a retry) by kind; 0 when there is none',
      (outbox) => outbox.oldestAgeSeconds,
    );
    perKind(
      'dct_outbox_lag_seconds',
      'How long the most overdue job of a kind has been due without a worker taking it (a retry due, or a dead worker’s lease run out); 0 when workers keep up',
      (outbox) => outbox.lagSeconds,
    );
    if (config.redis) {
      snapshotGauge(
        'dct_bull_queue_jobs',
        'Wake-ups in the Bull queue by state (each only says "look at outbox job 42"; the outbox figures are the queue depth that matters)',
        ['queue', 'state'],
        (set, { bull }) => {
          for (const row of bull) set({ queue: row.queue, state: row.state }, row.count);
        },
      );
    }
  }

  onModuleInit(): void {
    if (!this.config.redis) return;
    this.bullQueues = QUEUE_NAMES.map((name) => this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }));
  }

  /** The figures, read again when the last ones are older than the cache; concurrent scrapes share one read. */
  snapshot(): Promise<Snapshot> {
    if (Date.now() - this.lastAt < CACHE_MS) return Promise.resolve(this.last);
    this.reading ??= this.read().finally(() => (this.reading = undefined));
    return this.reading;
  }

  private async read(): Promise<Snapshot> {
    const [outbox, bull] = await Promise.allSettled([
      within(readOutboxFigures(this.dataSource), COLLECT_TIMEOUT_MS, 'The database'),
      within(this.readBull(), COLLECT_TIMEOUT_MS, 'Redis'),
    ]);
    for (const failed of [outbox, bull]) {
      if (failed.status === 'rejected')
        this.logger.warn(`Queue figures kept from the last scrape: ${failed.reason instanceof Error ? failed.reason.message : String(failed.reason)}`);
    }
    this.last = {
      outbox: outbox.status === 'fulfilled' ? outbox.value : this.last.outbox,
      bull: bull.status === 'fulfilled' ? bull.value : this.last.bull,
    };
    this.lastAt = Date.now();
    return this.last;
  }

  private async readBull(): Promise<Snapshot['bull']> {
    const counts = await Promise.all(this.bullQueues.map(async (queue) => ({ queue: queue.name, counts: await queue.getJobCounts() })));
    return counts.flatMap(({ queue, counts: byState }) =>
      BULL_STATES.map((state) => ({ queue, state, count: (byState as unknown as Record<string, number>)[state] ?? 0 })),
    );
  }
}
