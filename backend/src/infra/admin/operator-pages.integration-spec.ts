import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningApp } from '../../bootstrap';
import { appForTests } from '../../../test/test-app';
import { ADMIN_COOKIE } from './admin-gate';

const ADMIN_TOKEN = 'admin-token-of-the-spec-0123456789abcdef';
const METRICS_TOKEN = 'metrics-token-of-the-spec-0123456789';
const redis = () => ({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `dct-test-${randomUUID()}:` });

/** A built shell of one page: the fallback answers every unknown page path with it. */
function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'dct-web-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>');
  return root;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request sent as written, and its answer as received (the raw bytes, no client in between). */
function send(running: RunningApp, method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  const server = running.app.getHttpServer();
  if (!server.listening) server.listen(0, '127.0.0.1');
  return new Promise((resolve, reject) => {
    const go = () => {
      const { port } = server.address() as AddressInfo;
      const req = httpRequest(
        { host: '127.0.0.1', port, method, path, headers: { ...headers, ...(method === 'POST' ? { 'content-length': '0' } : {}) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
        },
      );
      req.on('error', reject);
      req.end();
    };
    if (server.listening) go();
    else server.once('listening', go);
  });
}

/**
 * What may differ between two answers to the same request at two paths: the time (`date`), and
 * where the body names the path it answers (an API 404 says "Cannot POST /metricz"; to HEAD, the
 * same JSON unsent), that name and the ETag of those bytes.
 */
function comparable(answer: Answer, path: string): Answer {
  const { date: _date, ...headers } = answer.headers;
  const namesPath = answer.body.includes(path.split('?')[0]) || (answer.body === '' && /json/.test(String(headers['content-type'])));
  if (!namesPath) return { ...answer, headers };
  const { etag: _etag, ...rest } = headers;
  return { ...answer, headers: rest, body: answer.body.split(path.split('?')[0]).join('<path>') };
}

/** The old cookie: a pure function of the token, which a reader of the code could make without the link. */
const derivedCookie = `${ADMIN_COOKIE}=${createHash('sha256').update(`dct-admin-cookie:${ADMIN_TOKEN}`).digest('base64url')}`;

const CREDENTIALS: Array<Record<string, string>> = [
  {},
  { authorization: 'Bearer not-the-token-at-all-000000000' },
  { authorization: ADMIN_TOKEN },
  { cookie: derivedCookie },
  { cookie: `${ADMIN_COOKIE}=${'A'.repeat(43)}` },
  { accept: 'application/json' },
];

const PAIRS: Array<[string, string]> = [
  ['/metrics', '/metricz'],
  ['/metrics/', '/metricz/'],
  ['/metrics/x', '/metricz/x'],
  ['/metrics?token=wrong-token-0000000000', '/metricz?token=wrong-token-0000000000'],
  ['/admin/queues', '/admin/queuez'],
  ['/admin/queues/', '/admin/queuez/'],
  ['/admin/queues/x', '/admin/queuez/x'],
  ['/admin/queues/outbox', '/admin/queuez/outbox'],
  ['/admin/queues/outbox?format=json', '/admin/queuez/outbox?format=json'],
  ['/admin/queues/api/queues', '/admin/queuez/api/queues'],
  ['/admin/queues/api/queues/outbox/add', '/admin/queuez/api/queues/outbox/add'],
  ['/admin/queues/static/images/logo.svg', '/admin/queuez/static/images/logo.svg'],
  ['/admin/queues?token=admin-token-but-not-this-one-000', '/admin/queuez?token=admin-token-but-not-this-one-000'],
  ['/ADMIN/QUEUES/x', '/ADMIN/QUEUEZ/x'],
];

async function expectIndistinguishable(running: RunningApp): Promise<void> {
  for (const method of ['GET', 'HEAD', 'POST', 'PUT']) {
    for (const headers of CREDENTIALS) {
      for (const [page, unknown] of PAIRS) {
        const [atPage, atUnknown] = [await send(running, method, page, headers), await send(running, method, unknown, headers)];
        // The request rides along, so a difference names it.
        expect({ method, page, sent: headers, answer: comparable(atPage, page) }).toEqual({
          method,
          page,
          sent: headers,
          answer: comparable(atUnknown, unknown),
        });
      }
    }
  }
}

describe('The operators’ pages without their token (integration)', () => {
  afterAll(async () => {
    for (const running of [withTokens, withoutTokens, apiOnly]) {
      const server = running.app.getHttpServer();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    }
  });

  // In production, with the web served (the shell answers unknown page paths with 200), Redis (bull-board mounted) and both tokens.
  const withTokens = appForTests({
    ...redis(),
    NODE_ENV: 'production',
    SESSION_SECRET: 'x'.repeat(40),
    SERVE_WEB: 'true',
    WEB_ROOT: webRoot(),
    ADMIN_TOKEN,
    ADMIN_QUEUE_ACTIONS: 'true',
    METRICS_TOKEN,
  });
  const withoutTokens = appForTests({ SERVE_WEB: 'true', WEB_ROOT: webRoot() });
  const apiOnly = appForTests({ ...redis(), ADMIN_TOKEN, METRICS_TOKEN });

  it('answer exactly what an unknown path of the same shape answers, whatever else the request carries', async () => {
    // The shell, for a page path: what an unknown path gets beside the web app.
    const page = await send(withTokens, 'GET', '/metrics', {});
    expect([page.status, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    await expectIndistinguishable(withTokens);
  });

  it('answer as unknown paths when no token is configured, and in an API-only process', async () => {
    await expectIndistinguishable(withoutTokens);
    await expectIndistinguishable(apiOnly);
  });

  it('still open to their token', async () => {
    expect((await send(withTokens, 'GET', '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).body).toContain('http_requests_total');
    expect((await send(withTokens, 'GET', '/admin/queues/outbox?format=json', { authorization: `Bearer ${ADMIN_TOKEN}` })).status).toBe(200);
  });

  it('never add a job through bull-board, even with actions allowed and the token: the route is an unknown path', async () => {
    const bearer = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
    for (const running of [withTokens, apiOnly]) {
      const add = comparable(await send(running, 'POST', '/admin/queues/api/queues/outbox/add', bearer), '/admin/queues/api/queues/outbox/add');
      const unknown = comparable(await send(running, 'POST', '/admin/queuez/api/queues/outbox/add', bearer), '/admin/queuez/api/queues/outbox/add');
      expect(add).toEqual(unknown);
      expect(add.status).toBe(404);
    }
    const edit = await send(withTokens, 'PATCH', '/admin/queues/api/queues/outbox/1/update-data', bearer);
    expect(edit.status).toBe(404);
  });
});
