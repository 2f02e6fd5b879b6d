import request from 'supertest';
import { DataSource } from 'typeorm';
import { SAMPLE_REPAIR_ORDER_LINES, repairOrderPdf } from '@dct/contracts/testing';
import type { RunningApp } from '../../bootstrap';
import { appForTests, createClaim, createOwner, createVehicle, createTestApp, multipartBody } from '../../../test/test-app';
import { freePort } from '../../../test/free-port';

const TOKEN = 'metrics-token-of-the-spec-0123456789';

/** The value of one series of the exposition text, e.g. `dct_outbox_jobs{kind="mail",state="queued"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('Metrics (integration)', () => {
  describe('with neither METRICS_TOKEN nor METRICS_PORT', () => {
    const running = appForTests();

    it('answers /metrics as it answers any unknown path, token or not', async () => {
      const unknown = await request(running.app.getHttpServer()).get('/no-such-page').expect(404);
      const bare = await request(running.app.getHttpServer()).get('/metrics').expect(404);
      await request(running.app.getHttpServer()).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
      expect(bare.body).toEqual({ ...(unknown.body as object), message: 'Cannot GET /metrics' });
    });
  });

  describe('with METRICS_TOKEN', () => {
    let jobIds: string[] = [];
    // Declared before the app's own hooks, so it runs before the app closes.
    afterAll(() => running.app.get(DataSource).query('DELETE FROM outbox_jobs WHERE id = ANY($1)', [jobIds]));
    // WORKER_QUEUES keeps this process off the jobs the spec writes, so they stay where it put them.
    const running = appForTests({ METRICS_TOKEN: TOKEN, WORKER_QUEUES: 'mail', AI_RATE_LIMIT: '1000' });
    const scrape = () => request(running.app.getHttpServer()).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);

    beforeAll(async () => {
      // Two repair-order jobs waiting for a retry that came due 30 s ago, written two minutes ago.
      const rows = await running.app.get(DataSource).query<Array<{ id: string }>>(
        `INSERT INTO outbox_jobs (kind, payload, state, attempts, next_attempt_at, created_at)
         VALUES ('repair-order', '{}', 'failed', 1, now() - interval '30 seconds', now() - interval '120 seconds'),
                ('repair-order', '{}', 'failed', 1, now() - interval '10 seconds', now() - interval '60 seconds')
         RETURNING id`,
      );
      jobIds = rows.map((row) => row.id);
    });

    it('answers 404 without the token or with a wrong one', async () => {
      const server = running.app.getHttpServer();
      await request(server).get('/metrics').expect(404);
      await request(server).get('/metrics').set('Authorization', 'Bearer not-the-token-at-all-0000').expect(404);
      await request(server).get('/metrics').set('Authorization', TOKEN).expect(404);
      await request(server).get(`/metrics?token=${TOKEN}`).expect(404);
    });

    it('counts and times requests by route pattern and status, with no id in a label', async () => {
      const owner = await createOwner(running, 'metrics');
      const vehicle = await createVehicle(owner);
      await owner.agent.get(`/api/vehicles/${vehicle.id}`).expect(200);
      await owner.agent.get(`/api/vehicles/${vehicle.id}`).expect(200);
      await owner.agent.get('/api/vehicles/999999999').expect(404);
      await request(running.app.getHttpServer()).get('/api/no-such-route').expect(404);

      const response = await scrape();
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = response.text;
      expect(sample(text, 'http_requests_total{method="GET",route="/api/vehicles/:id",status_code="200"}')).toBe(2);
      expect(sample(text, 'http_requests_total{method="GET",route="/api/vehicles/:id",status_code="404"}')).toBe(1);
      expect(sample(text, 'http_requests_total{method="POST",route="/api/vehicles",status_code="201"}')).toBe(1);
      expect(sample(text, 'http_requests_total{method="GET",route="(none)",status_code="404"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/vehicles/:id",status_code="200"}')).toBe(2);
      expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/vehicles\/:id",status_code="200"\} \d/m);
      // No raw URL became a label: no route label holds an id or the unknown path.
      const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map(([, route]) => route));
      expect([...routes].filter((route) => /\d/.test(route) || route.includes('no-such-route'))).toEqual([]);
    });

    it('reports queue depth, the oldest job’s age and the lag per job kind from the outbox', async () => {
      const text = (await scrape()).text;
      expect(sample(text, 'dct_outbox_jobs{kind="repair-order",state="failed"}')).toBeGreaterThanOrEqual(2);
      for (const kind of ['mail', 'claim-mail', 'contact-mail'])
        expect(sample(text, `dct_outbox_jobs{kind="${kind}",state="queued"}`)).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'dct_outbox_oldest_job_age_seconds{kind="repair-order"}')).toBeGreaterThanOrEqual(119);
      expect(sample(text, 'dct_outbox_lag_seconds{kind="repair-order"}')).toBeGreaterThanOrEqual(29);
      expect(sample(text, 'dct_outbox_lag_seconds{kind="claim-mail"}')).toBeDefined();
    });

    it('reads the queue figures once per few seconds however often it is scraped', async () => {
      const dataSource = running.app.get(DataSource);
      const query = jest.spyOn(dataSource, 'query');
      try {
        await Promise.all([scrape(), scrape(), scrape()]);
        await scrape();
        expect(query.mock.calls.filter(([sql]) => sql.includes('GROUP BY kind, state')).length).toBeLessThanOrEqual(1);
      } finally {
        query.mockRestore();
      }
    });

    it('times PDF rendering, statements and repair-order reading, and has the process’s default metrics', async () => {
      const owner = await createOwner(running, 'metrics-pdf');
      const claim = await createClaim(owner);
      await owner.agent.get(`/api/claims/${claim.id}/statement.pdf`).expect(200);
      const { body, contentType } = multipartBody([
        { name: 'file', fileName: 'ro.pdf', contentType: 'application/pdf', content: Buffer.from(repairOrderPdf(SAMPLE_REPAIR_ORDER_LINES)) },
      ]);
      await owner.agent.post('/api/ai/extract-ro').set('Content-Type', contentType).send(body).expect(200);

      const text = (await scrape()).text;
      expect(sample(text, 'dct_pdf_render_duration_seconds_count{outcome="ok"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'dct_pdf_document_duration_seconds_count{document="claim-statement",outcome="ok"}')).toBe(1);
      expect(sample(text, 'dct_repair_order_read_duration_seconds_count{provider="offline",outcome="ok"}')).toBe(1);
      expect(text).toContain('# TYPE dct_ocr_duration_seconds histogram');
      expect(text).toContain('# TYPE dct_outbox_job_duration_seconds histogram');
      expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
      expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
      expect(text).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
    });
  });

  describe('with METRICS_PORT', () => {
    let running: RunningApp;
    let port: number;
    beforeAll(async () => {
      port = await freePort();
      running = await createTestApp({ METRICS_PORT: String(port) });
    });
    afterAll(() => running?.close());

    it('serves /metrics on that port without a token, and nothing else there', async () => {
      await createOwner(running, 'metrics-port');
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      const text = await metrics.text();
      expect(sample(text, 'http_requests_total{method="POST",route="/api/auth/register",status_code="201"}')).toBe(1);
      expect(text).toContain('dct_outbox_jobs{kind="claim-mail",state="queued"}');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
    });

    it('keeps /metrics off the app’s own port', async () => {
      await request(running.app.getHttpServer()).get('/metrics').expect(404);
    });

    it('closes the listener with the app', async () => {
      await running.close();
      await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
      running = undefined as unknown as RunningApp;
    });
  });
});
