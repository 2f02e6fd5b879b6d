import { createBullBoard } from '@bull-board/api';
import { BullAdapter } from '@bull-board/api/bullAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bull';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { DataSource } from 'typeorm';
import { JOB_KINDS } from '../../config/config.schema';
import { labelRoute } from '../metrics/metrics-http';
import { OUTBOX_STATES, readOutboxFigures } from '../metrics/queue-gauges';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';
const RECENT_FAILURES = 20;
const RECENT_UNMATCHED = 50;

/** A failed or dead job as the view lists it; `Time` is a Date as read, an ISO string as shown. */
interface FailedJob<Time> {
  id: string;
  kind: string;
  state: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  next_attempt_at: Time;
  created_at: Time;
}

interface OutboxView {
  kinds: Array<{ kind: string; queued: number; running: number; failed: number; dead: number; oldest_age_seconds: number; lag_seconds: number }>;
  /** The latest failed (waiting for a retry) and dead jobs; payloads are left out (they may hold a one-time link). */
  recent_failures: Array<FailedJob<string>>;
  bull: 'shown at /admin/queues' | 'not configured (no REDIS_URL): wake-ups run in process';
  /** Inbound mail that answered no claim, was held back unread or failed every attempt, with the reason: for an operator to look into. */
  unmatched_mail: Array<{ id: number; received_at: string; via: string; status: string; size: number; message_id: string | null; reason: string | null }>;
}

async function outboxView(dataSource: DataSource, bull: boolean): Promise<OutboxView> {
  const figures = await readOutboxFigures(dataSource);
  const count = (kind: string, state: string) => figures.jobs.find((row) => row.kind === kind && row.state === state)?.count ?? 0;
  const kinds = [...new Set([...JOB_KINDS, ...figures.jobs.map((row) => row.kind)])].map((kind) => ({
    kind,
    ...(Object.fromEntries(OUTBOX_STATES.map((state) => [state, count(kind, state)])) as Record<(typeof OUTBOX_STATES)[number], number>),
    oldest_age_seconds: Math.round(figures.oldestAgeSeconds.get(kind) ?? 0),
    lag_seconds: Math.round(figures.lagSeconds.get(kind) ?? 0),
  }));
  const failures = await dataSource.query<Array<FailedJob<Date>>>(
    `SELECT id, kind, state, attempts, max_attempts, left(last_error, 500) AS last_error, next_attempt_at, created_at
     FROM outbox_jobs WHERE state IN ('failed', 'dead') ORDER BY id DESC LIMIT $1`,
    [RECENT_FAILURES],
  );
  const unmatched = await dataSource.query<Array<OutboxView['unmatched_mail'][number] & { received_at: Date }>>(
    `SELECT id, received_at, via, status, size, message_id, reason FROM inbound_messages
     WHERE status IN ('unmatched', 'quarantined', 'failed') ORDER BY id DESC LIMIT $1`,
    [RECENT_UNMATCHED],
  );
  return {
    kinds,
    unmatched_mail: unmatched.map((row) => ({ ...row, received_at: row.received_at.toISOString() })),
    recent_failures: failures.map((row) => ({ ...row, next_attempt_at: row.next_attempt_at.toISOString(), created_at: row.created_at.toISOString() })),
    bull: bull ? 'shown at /admin/queues' : 'not configured (no REDIS_URL): wake-ups run in process',
  };
}

const escape = (value: string | number | null) =>
  String(value ?? '').replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

function outboxPage(view: OutboxView): string {
  const row = (cells: Array<string | number | null>) => `<tr>${cells.map((cell) => `<td>${escape(cell)}</td>`).join('')}</tr>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Outbox</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#1f2933}table{border-collapse:collapse;margin:1rem 0}td,th{border:1px solid #cbd2d9;padding:.3rem .6rem;text-align:left}th{background:#f5f7fa}</style></head><body>
<h1>Outbox</h1><p>Every job the product accepts is a row in <code>outbox_jobs</code>; this page reads them (read-only). Bull: ${escape(view.bull)}. JSON: <a href="?format=json">?format=json</a>.</p>
<table><tr><th>Kind</th><th>Queued</th><th>Running</th><th>Failed (retry due)</th><th>Dead</th><th>Oldest unfinished (s)</th><th>Lag (s)</th></tr>
${view.kinds.map((kind) => row([kind.kind, kind.queued, kind.running, kind.failed, kind.dead, kind.oldest_age_seconds, kind.lag_seconds])).join('\n')}</table>
<h2>Latest failures</h2>${
    view.recent_failures.length === 0
      ? '<p>None.</p>'
      : `<table><tr><th>Job</th><th>Kind</th><th>State</th><th>Attempts</th><th>Next attempt</th><th>Written</th><th>Last error</th></tr>
${view.recent_failures.map((job) => row([job.id, job.kind, job.state, `${job.attempts} of ${job.max_attempts}`, job.state === 'dead' ? '—' : job.next_attempt_at, job.created_at, job.last_error])).join('\n')}</table>`
  }
<h2>Unmatched mail</h2><p>Inbound messages that answered no claim, were held back unread, or failed every attempt to handle them (the latest ${RECENT_UNMATCHED}); each is kept in <code>inbound_messages</code>.</p>${
    view.unmatched_mail.length === 0
      ? '<p>None.</p>'
      : `<table><tr><th>Message</th><th>Received</th><th>Via</th><th>Status</th><th>Bytes</th><th>Message-ID</th><th>Reason</th></tr>
${view.unmatched_mail.map((mail) => row([mail.id, mail.received_at, mail.via, mail.status, mail.size, mail.message_id, mail.reason])).join('\n')}</table>`
  }</body></html>`;
}

/** `/admin/queues/outbox`: the outbox's counts per kind and its latest failures, as HTML or (`?format=json` or `Accept: application/json`) JSON. */
function outboxRoute(dataSource: DataSource, bull: boolean): RequestHandler {
  return (req: Request, res: Response, next) => {
    labelRoute(res, `${QUEUE_DASHBOARD_PATH}/outbox`);
    outboxView(dataSource, bull)
      .then((view) => {
        res.setHeader('Cache-Control', 'no-store');
        if (req.query.format === 'json' || req.accepts(['html', 'json']) === 'json') res.json(view);
        else res.type('html').send(outboxPage(view));
      })
      .catch(next);
  };
}

/**
 * The admin's view of the queues, behind `gate` (ADMIN_TOKEN). The jobs that matter are rows of
 * the PostgreSQL outbox, shown at /admin/queues/outbox; bull-board at /admin/queues shows the
 * Bull queue (only with REDIS_URL), whose jobs are wake-ups ("look at outbox job 42"), removed once
 * handled. bull-board is read-only unless ADMIN_QUEUE_ACTIONS=true, and then the only actions are
 * on wake-ups (retry, promote, remove): an outbox job lost that way is found by the sweep anyway.
 * Adding a job or editing one's data is never offered.
 */
export function queueDashboard(options: { dataSource: DataSource; bullQueues: Queue[]; actions: boolean; gate: RequestHandler }): express.Router {
  const router = express.Router();
  const { dataSource, bullQueues, actions, gate } = options;
  // bull-board cannot hide its "add job" (nor its edit of a job's data): their routes answer as unknown paths, to anyone, actions or not.
  router.use(QUEUE_DASHBOARD_PATH, (req, _res, next) => {
    const writesJobData =
      (req.method === 'POST' && /^\/api\/queues\/[^/]+\/add\/?$/i.test(req.path)) ||
      (req.method === 'PATCH' && /^\/api\/queues\/[^/]+\/[^/]+\/update-data\/?$/i.test(req.path));
    next(writesJobData ? 'router' : undefined);
  });
  router.use(QUEUE_DASHBOARD_PATH, gate, (_req, res, next) => {
    labelRoute(res, QUEUE_DASHBOARD_PATH);
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.get(`${QUEUE_DASHBOARD_PATH}/outbox`, outboxRoute(dataSource, bullQueues.length > 0));
  if (bullQueues.length === 0) {
    // Without Redis there is no Bull queue to show: the outbox is the whole story.
    router.get([QUEUE_DASHBOARD_PATH, `${QUEUE_DASHBOARD_PATH}/`], (_req, res) => res.redirect(303, `${QUEUE_DASHBOARD_PATH}/outbox`));
    return router;
  }
  if (!actions) {
    // bull-board refuses actions on read-only queues itself; nothing but reading reaches it at all.
    router.use(QUEUE_DASHBOARD_PATH, (req, res, next) => {
      if (req.method === 'GET' || req.method === 'HEAD') return next();
      res.status(405).json({ statusCode: 405, message: 'The queue dashboard is read-only (ADMIN_QUEUE_ACTIONS is not true)', error: 'Method Not Allowed' });
    });
  }
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: bullQueues.map((queue) => new BullAdapter(queue, { readOnlyMode: !actions })),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Claim tracker queues' } },
  });
  router.use(QUEUE_DASHBOARD_PATH, serverAdapter.getRouter() as express.Router);
  return router;
}
