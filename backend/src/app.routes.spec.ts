import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { IDEMPOTENT_ROUTE } from './common/idempotency/idempotent.decorator';

interface Route {
  controller: string;
  method: string;
  segments: string[];
  idempotent: boolean;
}

const segmentsOf = (...parts: string[]) => parts.flatMap((part) => part.split('/')).filter(Boolean);

/** Every route of every controller under modules/, as Nest reads them from the decorators. */
function routes(): Route[] {
  const found: Route[] = [];
  const root = join(__dirname, 'modules');
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.controller.ts'))) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = require(join(root, file)) as Record<string, unknown>;
    for (const controller of Object.values(exported)) {
      if (typeof controller !== 'function' || !Reflect.hasMetadata(PATH_METADATA, controller)) continue;
      const prefix = Reflect.getMetadata(PATH_METADATA, controller) as string;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || !Reflect.hasMetadata(METHOD_METADATA, handler)) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[];
        const idempotent = Reflect.getMetadata(IDEMPOTENT_ROUTE, handler) === true;
        for (const one of Array.isArray(path) ? path : [path])
          found.push({ controller: controller.name, method, segments: segmentsOf(prefix, one), idempotent });
      }
    }
  }
  return found;
}

/** True when one request could match both routes: same method and length, each segment equal or a parameter on either side. */
const overlap = (a: Route, b: Route) =>
  a.method === b.method &&
  a.segments.length === b.segments.length &&
  a.segments.every((segment, index) => segment === b.segments[index] || segment.startsWith(':') || b.segments[index].startsWith(':'));

describe('the API routes', () => {
  it('are found', () => {
    expect(routes().some((route) => route.controller === 'VehiclesController' && route.segments.join('/') === 'vehicles/manufacturers')).toBe(true);
  });

  it('give every request at most one controller that could answer it, so no answer depends on the order modules are imported', () => {
    const all = routes();
    const shared = all.flatMap((a, index) =>
      all
        .slice(index + 1)
        .filter((b) => a.controller !== b.controller && overlap(a, b))
        .map((b) => `${a.method} /${a.segments.join('/')} (${a.controller}) ~ /${b.segments.join('/')} (${b.controller})`),
    );
    expect(shared).toEqual([]);
  });

  it('take an Idempotency-Key on every POST that creates something; the others are named here, with why', () => {
    const leftOut: Record<string, string> = {
      'auth/register': 'its answer signs the browser in; sent again, the address is taken and the owner signs in',
      'auth/register/confirm': "a link's token works once",
      'auth/login': 'creates a session, which a second sign-in replaces',
      'auth/logout': 'ends the session; again, nothing',
      'auth/password': 'sets the same password again',
      'auth/password-reset': 'the same answer whatever happens; a second request mails a second link (limited per day)',
      'auth/password-reset/confirm': "a link's token works once",
      'notifications/read-all': 'marks read; again, nothing',
      'account/notifications/time-zone': "sets the browser's zone only while no settings are saved; again, nothing",
      'notifications/:id/read': 'marks read; again, nothing',
      'notifications/unsubscribe': 'turns mail off; again, nothing',
      'push/subscriptions': 'one row per browser address: the same subscription again changes nothing',
      'documents/upload/:visitId': 'identical files are kept once (their sha256)',
      'ai/extract-ro': 'reads a document; a file is read once (its sha256)',
      'ai/value-downtime': 'computes; saves nothing',
      'ai/draft-letter': 'writes a draft it answers; saves nothing',
      'ai/triage-reply': 'reads a reply; saves nothing',
      'vehicles/:id/lemon-notice': 'answers a PDF; saves nothing',
      'vehicles/:id/case-packet': 'answers a PDF; saves nothing',
      'trash/:kind/:id/restore': 'puts the record back; again, it is no longer in the trash (404) and stays back',
      'vehicles/:id/share-links': 'makes a new link each time (harmless, listed and revocable); an answer holding a link is never kept for a replay',
      'claims/:id/replies/:replyId/accept': 'records the same answer on the claim again; the reply stays accepted',
      'claims/:id/replies/:replyId/dismiss': 'marks dismissed; again, nothing',
      'inbound/mail': 'a message is stored once (its sha256 and Message-ID), and each signature is taken once',
      'household/invitations/accept': "an invitation's token works once; accepted again, the account is already a member",
      'calendar/token/rotate': 'replaces the link; sent again it replaces it again, and the answer names the link that works',
    };
    const posts = routes().filter((route) => route.method === 'POST');
    const unmarked = posts.filter((route) => !route.idempotent && !(route.segments.join('/') in leftOut)).map((route) => route.segments.join('/'));
    expect(unmarked).toEqual([]);
    expect(posts.filter((route) => route.idempotent).map((route) => route.segments.join('/'))).toEqual(
      expect.arrayContaining(['vehicles', 'visits', 'claims', 'claims/:id/send', 'claims/:id/remind', 'dealers', 'contact']),
    );
  });
});
