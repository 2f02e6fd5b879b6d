import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { RunningApp } from '../../bootstrap';
import { appForTests } from '../../../test/test-app';
import { ADMIN_COOKIE } from './admin-gate';

const TOKEN = 'admin-token-of-the-spec-0123456789abcdef';
const redis = () => ({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `dct-test-${randomUUID()}:` });

describe('The queue dashboard (integration)', () => {
  describe('without ADMIN_TOKEN', () => {
    const running = appForTests(redis());

    it('answers 404 at every path, whatever the request carries', async () => {
      const server = running.app.getHttpServer();
      for (const path of ['/admin/queues', '/admin/queues/', '/admin/queues/outbox', '/admin/queues/api/queues', `/admin/queues?token=${TOKEN}`]) {
        await request(server).get(path).expect(404);
        await request(server).get(path).set('Authorization', `Bearer ${TOKEN}`).expect(404);
      }
    });
  });

  describe('with ADMIN_TOKEN and Redis, read-only', () => {
    const running = appForTests({ ...redis(), ADMIN_TOKEN: TOKEN });
    const bull = () => running.app.get<Queue>(getQueueToken('outbox'), { strict: false });

    it('answers 404 without the token or with a wrong one', async () => {
      const server = running.app.getHttpServer();
      await request(server).get('/admin/queues').expect(404);
      await request(server).get('/admin/queues/api/queues').expect(404);
      await request(server).get('/admin/queues/outbox').expect(404);
      await request(server).get('/admin/queues').set('Authorization', 'Bearer admin-token-but-not-this-one-000').expect(404);
      await request(server).get('/admin/queues?token=admin-token-but-not-this-one-000').expect(404);
      await request(server).get('/admin/queues').set('Cookie', `${ADMIN_COOKIE}=${TOKEN}`).expect(404);
    });

    it('shows bull-board to a bearer of the token, its queue read-only', async () => {
      const server = running.app.getHttpServer();
      const page = await request(server).get('/admin/queues').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.text).toContain('<base href="/admin/queues/"');
      expect(page.text).toContain('Claim tracker queues');
      const api = await request(server).get('/admin/queues/api/queues').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect((api.body as { queues: Array<{ name: string; readOnlyMode: boolean }> }).queues).toEqual([
        expect.objectContaining({ name: 'outbox', readOnlyMode: true }),
      ]);
    });

    it('signs a browser in by a link: the token leaves the address for an httpOnly cookie', async () => {
      const server = running.app.getHttpServer();
      const link = await request(server).get(`/admin/queues?token=${TOKEN}`).expect(303);
      expect(link.headers.location).toBe('/admin/queues');
      const [cookie] = link.headers['set-cookie'] as unknown as string[];
      expect(cookie).toMatch(new RegExp(`^${ADMIN_COOKIE}=`));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\/admin\/queues/);
      expect(cookie).not.toContain(TOKEN);
      const pair = cookie.split(';')[0];
      await request(server).get('/admin/queues').set('Cookie', pair).expect(200);
      await request(server).get('/admin/queues/api/queues').set('Cookie', pair).expect(200);
      await request(server).get('/admin/queues/static/images/logo.svg').set('Cookie', pair).expect(200);
      // The cookie opens the dashboard and nothing else.
      await request(server).get('/metrics').set('Cookie', pair).expect(404);
    });

    it('refuses every action', async () => {
      const server = running.app.getHttpServer();
      const job = await bull().add({ id: '0' }, { jobId: `spec-${randomUUID()}`, delay: 60_000 });
      try {
        await request(server).put(`/admin/queues/api/queues/outbox/${job.id}/promote`).set('Authorization', `Bearer ${TOKEN}`).expect(405);
        await request(server).put('/admin/queues/api/queues/outbox/clean/delayed').set('Authorization', `Bearer ${TOKEN}`).expect(405);
        await request(server).put('/admin/queues/api/queues/pause').set('Authorization', `Bearer ${TOKEN}`).expect(405);
        expect(await (await bull().getJob(job.id))?.getState()).toBe('delayed');
      } finally {
        await job.remove();
      }
    });

    it('shows the outbox counts per kind, as JSON or a page', async () => {
      const server = running.app.getHttpServer();
      const json = await request(server).get('/admin/queues/outbox?format=json').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      const view = json.body as { kinds: Array<{ kind: string }>; bull: string };
      expect(view.kinds.map((kind) => kind.kind)).toEqual(expect.arrayContaining(['mail', 'claim-mail', 'contact-mail', 'repair-order']));
      expect(view.kinds[0]).toEqual(
        expect.objectContaining({ queued: expect.any(Number) as number, dead: expect.any(Number) as number, lag_seconds: expect.any(Number) as number }),
      );
      expect(view.bull).toBe('shown at /admin/queues');
      const page = await request(server).get('/admin/queues/outbox').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect(page.text).toContain('<td>claim-mail</td>');
      await request(server).post('/admin/queues/outbox').set('Authorization', `Bearer ${TOKEN}`).expect(405);
    });
  });

  describe('dashboard sessions, shared by every instance', () => {
    const first = appForTests({ ADMIN_TOKEN: TOKEN });
    const second = appForTests({ ADMIN_TOKEN: TOKEN });
    const rotated = appForTests({ ADMIN_TOKEN: 'the-next-admin-token-0123456789abcdef' });
    const signIn = async (running: RunningApp) => {
      const link = await request(running.app.getHttpServer()).get(`/admin/queues/outbox?token=${TOKEN}`).expect(303);
      return (link.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    };
    const opens = async (running: RunningApp, cookie: string) =>
      (await request(running.app.getHttpServer()).get('/admin/queues/outbox').set('Accept', 'application/json').set('Cookie', cookie)).status === 200;

    it('refuses a cookie derived from the token: one the link issued opens the dashboard, on any instance, until the token changes', async () => {
      const derived = createHash('sha256').update(`dct-admin-cookie:${TOKEN}`).digest('base64url');
      expect(await opens(first, `${ADMIN_COOKIE}=${derived}`)).toBe(false);
      const cookie = await signIn(first);
      expect(cookie).toMatch(new RegExp(`^${ADMIN_COOKIE}=[A-Za-z0-9_-]{43}$`));
      expect(cookie).not.toBe(`${ADMIN_COOKIE}=${derived}`);
      expect(await signIn(first)).not.toBe(cookie);
      expect(await opens(first, cookie)).toBe(true);
      // Another instance on the same database admits it too; one with a new ADMIN_TOKEN does not.
      expect(await opens(second, cookie)).toBe(true);
      expect(await opens(rotated, cookie)).toBe(false);
    });

    it('keeps a session 12 hours, in the database as a hash, and ends it then', async () => {
      const database = first.app.get(DataSource);
      const cookie = await signIn(first);
      const idHash = createHash('sha256')
        .update(`dct-admin-session:${cookie.split('=')[1]}`)
        .digest('hex');
      const [row] = await database.query<Array<{ hours: number }>>(
        'SELECT extract(epoch FROM expires_at - now()) / 3600 AS hours FROM admin_sessions WHERE id_hash = $1',
        [idHash],
      );
      expect(Number(row.hours)).toBeGreaterThan(11.99);
      expect(Number(row.hours)).toBeLessThanOrEqual(12);
      // Twelve hours later, as the database's clock tells it.
      await database.query(`UPDATE admin_sessions SET expires_at = now() - interval '1 second' WHERE id_hash = $1`, [idHash]);
      expect(await opens(first, cookie)).toBe(false);
      expect(await opens(second, cookie)).toBe(false);
      // The next sign-in deletes the expired row.
      await signIn(first);
      expect(await database.query('SELECT 1 FROM admin_sessions WHERE id_hash = $1', [idHash])).toHaveLength(0);
    });
  });

  describe('with ADMIN_QUEUE_ACTIONS=true', () => {
    const running = appForTests({ ...redis(), ADMIN_TOKEN: TOKEN, ADMIN_QUEUE_ACTIONS: 'true' });

    it('lets the admin act on Bull’s wake-ups', async () => {
      const queue = running.app.get<Queue>(getQueueToken('outbox'), { strict: false });
      const api = await request(running.app.getHttpServer()).get('/admin/queues/api/queues').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect((api.body as { queues: Array<{ readOnlyMode: boolean }> }).queues[0].readOnlyMode).toBe(false);
      const job = await queue.add({ id: '0' }, { jobId: `spec-${randomUUID()}`, delay: 60_000 });
      await request(running.app.getHttpServer()).put(`/admin/queues/api/queues/outbox/${job.id}/promote`).set('Authorization', `Bearer ${TOKEN}`).expect(204);
      expect(await (await queue.getJob(job.id))?.getState()).not.toBe('delayed');
      await (await queue.getJob(job.id))?.remove().catch(() => undefined);
    });
  });

  describe('without Redis', () => {
    const running = appForTests({ ADMIN_TOKEN: TOKEN });

    it('sends the admin to the outbox view, the only queue there is', async () => {
      const server = running.app.getHttpServer();
      await request(server).get('/admin/queues').expect(404);
      const answer = await request(server).get('/admin/queues').set('Authorization', `Bearer ${TOKEN}`).expect(303);
      expect(answer.headers.location).toBe('/admin/queues/outbox');
      const json = await request(server).get('/admin/queues/outbox').set('Authorization', `Bearer ${TOKEN}`).set('Accept', 'application/json').expect(200);
      expect((json.body as { bull: string }).bull).toMatch(/not configured/);
    });
  });

  describe('beside the web app', () => {
    // A built shell of one page: its fallback answers every unknown page path with the shell.
    const webRoot = mkdtempSync(join(tmpdir(), 'dct-web-'));
    mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(
      join(webRoot, 'shell', 'dist', 'index.html'),
      '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>',
    );
    const running = appForTests({ SERVE_WEB: 'true', WEB_ROOT: webRoot, ADMIN_TOKEN: TOKEN, METRICS_TOKEN: 'metrics-token-of-the-spec-0123456789' });

    it('answers /admin/queues and /metrics with the shell, as any unknown page path, unless the token opens them', async () => {
      const server = running.app.getHttpServer();
      const shell = (await request(server).get('/some/page').expect(200).expect('Content-Type', /html/)).text;
      for (const path of ['/metrics', '/admin/queues', '/admin/queues/outbox', '/admin/queues/anything']) {
        expect((await request(server).get(path).expect(200)).text).toBe(shell);
      }
      await request(server).get('/admin/queues/outbox').set('Authorization', `Bearer ${TOKEN}`).expect(200).expect('Content-Type', /html/);
      await request(server)
        .get('/metrics')
        .set('Authorization', 'Bearer metrics-token-of-the-spec-0123456789')
        .expect(200)
        .expect('Content-Type', /text\/plain/);
    });
  });
});
