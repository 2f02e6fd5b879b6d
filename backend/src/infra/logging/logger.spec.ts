import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { redactUrl, requestLogger } from './logger';

describe('requestLogger', () => {
  /** An app behind the request logger, and the lines it logged. */
  function loggedApp() {
    const lines: Array<{ req?: { url: string } }> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { req?: { url: string } });
        done();
      },
    });
    const app = express();
    app.use(requestLogger(pino({ level: 'info' }, stream)));
    app.use((_req, res) => res.status(200).send('ok'));
    return { app, urls: () => lines.map((line) => line.req?.url) };
  }

  it('logs no token of a link: query tokens and token-like path segments are redacted', async () => {
    const { app, urls } = loggedApp();
    const unsubscribe = 'MTIzNDU2.c2lnbmF0dXJlLW9mLXRoZS1vd25lcnMtaWQtMDEyMzQ1Njc4OQ';
    await request(app).get(`/api/notifications/unsubscribe?token=${unsubscribe}`).expect(200);
    await request(app).post(`/api/notifications/unsubscribe?lang=en&token=${unsubscribe}`).expect(200);
    await request(app).get('/api/auth/oidc/callback?code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj').expect(200);
    await request(app).get('/api/invitations/Zx9a8Kq2Lm4Np6Rs0Tu1Vw3Yb5Cd7Ef9/accept').expect(200);
    await request(app).get('/api/vehicles/1HGCM82633A004352?Token=abc').expect(200);
    await request(app).get('/api/documents/0f8fad5b-d9cb-469f-a165-70867728950e').expect(200);
    const logged = urls();
    expect(logged).toEqual([
      '/api/notifications/unsubscribe?token=[redacted]',
      '/api/notifications/unsubscribe?lang=en&token=[redacted]',
      '/api/auth/oidc/callback?code=[redacted]&state=af0ifjsldkj',
      '/api/invitations/[redacted]/accept',
      '/api/vehicles/1HGCM82633A004352?Token=[redacted]',
      '/api/documents/0f8fad5b-d9cb-469f-a165-70867728950e',
    ]);
    expect(JSON.stringify(logged)).not.toContain(unsubscribe);
  });

  it('redacts the dashboard link’s token, also with an encoded name, and leaves other queries alone', () => {
    expect(redactUrl('/admin/queues?token=admin-token-of-the-spec-0123456789abcdef')).toBe('/admin/queues?token=[redacted]');
    expect(redactUrl('/admin/queues?%74oken=admin-token-of-the-spec-0123456789abcdef')).toBe('/admin/queues?%74oken=[redacted]');
    expect(redactUrl('/api/claims/42?page=2')).toBe('/api/claims/42?page=2');
  });
});
