import request from 'supertest';
import type { Response } from 'supertest';
import { HouseholdMessages as M, type HouseholdInvitation } from '@dct/contracts';
import type { RunningApp } from '../src/bootstrap';
import { joinHousehold } from './households';
import { samplePdf } from './document-samples';
import { createLinkedRecords, createOwner, createTestApp, createVehicle, filePart, type SignedInOwner } from './test-app';

/**
 * Who may do what, over every signed-in route of the OpenAPI document the server serves (a route
 * added later is walked without touching this file), for the four people a household's records
 * meet: its owner, a member, a viewer, and a stranger from another household. A viewer's every
 * change answers 403 with a sentence, but for the routes named below, which change nothing of the
 * household's; a stranger's every read of the household's records answers 404.
 */

interface OpenApiOperation {
  parameters?: Array<{ in: 'path' | 'query'; name: string }>;
  security?: unknown[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Changes a viewer may make: their own sign-in, preferences, devices, alerts and membership, and computations that save nothing. */
const OPEN_TO_VIEWERS = new Set([
  'patch /api/auth/user',
  'post /api/auth/password',
  'delete /api/account',
  'post /api/notifications/read-all',
  'post /api/notifications/{id}/read',
  'put /api/account/notifications',
  'post /api/account/notifications/time-zone',
  'post /api/push/subscriptions',
  'delete /api/push/subscriptions',
  'delete /api/calendar/token',
  'post /api/calendar/token/rotate',
  'post /api/ai/value-downtime',
  'post /api/ai/draft-letter',
  'post /api/ai/triage-reply',
  'delete /api/household/members/{id}',
  'post /api/household/invitations/accept',
]);

/** What only an owner may do: the members and the invitations. */
const OWNER_ONLY = new Set([
  'post /api/household/members',
  'patch /api/household/members/{id}',
  'post /api/household/invitations',
  'delete /api/household/invitations/{id}',
]);

/** Ending another's membership: an owner's to do; a member or viewer may end only their own. */
const OTHERS_MEMBERSHIP = 'delete /api/household/members/{id}';

/** An id no table holds: a change sent with it reaches the route's own 404, never a record. */
const NO_RECORD = '2147483000';

type Role = 'owner' | 'member' | 'viewer' | 'stranger';

describe('Who may do what in a household, over every route (integration)', () => {
  let running: RunningApp;
  let document: OpenApiDocument;
  const people = {} as Record<Role, SignedInOwner>;
  /** The household's real ids, by path parameter (and resource for `id`). */
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    running = await createTestApp({
      AI_RATE_LIMIT: '10000',
      PDF_RATE_LIMIT: '10000',
      PASSWORD_RESET_RATE_LIMIT: '10000',
      SHARE_RATE_LIMIT: '10000',
      API_DOCS: 'true',
    });
    document = (await request(running.app.getHttpServer()).get('/api/docs-json').expect(200)).body as OpenApiDocument;
    for (const role of ['owner', 'member', 'viewer', 'stranger'] as const) people[role] = await createOwner(running, `roles-${role}`);
    await joinHousehold(running, people.owner, people.member, 'member');
    await joinHousehold(running, people.owner, people.viewer, 'viewer');
    // The stranger keeps records of their own: a route that lists must never show the household's.
    await createVehicle(people.stranger);

    const { owner } = people;
    const {
      vehicle,
      dealer,
      visit,
      claim,
      documents: [stored],
    } = await createLinkedRecords(owner, {
      vehicle: { registration_state: 'FL', delivery_date: '2025-01-10' },
      documents: [filePart('order.pdf', samplePdf())],
    });
    const entry = (
      await owner.agent
        .post(`/api/vehicles/${vehicle.id}/correspondence`)
        .send({ occurred_on: '2025-03-01', direction: 'sent', party: 'manufacturer', method: 'phone', summary: 'Called the manufacturer' })
        .expect(201)
    ).body as { id: number };
    const link = (await owner.agent.post(`/api/vehicles/${vehicle.id}/share-links`).send({}).expect(201)).body as { id: number };
    const trashed = await createVehicle(owner);
    await owner.agent.delete(`/api/vehicles/${trashed.id}`).expect(204);
    const invitation = (await owner.agent.post('/api/household/invitations').send({ email: 'pending@example.test' }).expect(201)).body as HouseholdInvitation;
    Object.assign(ids, {
      vehicles: String(vehicle.id),
      dealers: String(dealer.id),
      visits: String(visit.id),
      visitId: String(visit.id),
      claims: String(claim.id),
      documents: String(stored.id),
      entryId: String(entry.id),
      'share-links': String(link.id),
      trash: String(trashed.id),
      household: String(people.member.user.id),
      invitations: String(invitation.id),
    });
  }, 180_000);

  afterAll(() => running?.close());

  /** The path with the household's ids; `real` false puts an id no table holds in each record's place. */
  function fill(path: string, real: boolean): { url: string; recordIds: boolean; allReal: boolean } {
    let recordIds = false;
    let allReal = true;
    const resource = /^\/api\/([a-z-]+)\//.exec(path)?.[1] ?? '';
    const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      if (name === 'vin') return '4T1G11AK5NU123456';
      if (name === 'makeId' || name === 'year') {
        // The catalog's, not the household's: whether this make exists is not the question here.
        allReal = false;
        return name === 'year' ? '2022' : '1';
      }
      if (name === 'kind') return 'vehicle';
      recordIds = true;
      const key = name === 'id' ? (path.includes('/invitations/') ? 'invitations' : resource) : name;
      const found = ids[key];
      if (!found) allReal = false;
      return real && found ? found : NO_RECORD;
    });
    return { url, recordIds, allReal };
  }

  it('lets each role do what it may, and no more', async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const signedIn = operations.filter(({ operation }) => (operation.security ?? []).length > 0);
    expect(signedIn.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    const send = (role: Role, method: string, url: string): Promise<Response> => {
      const call = people[role].agent[method as 'get' | 'post' | 'patch' | 'put' | 'delete'](url);
      return method === 'get' ? call : call.send({});
    };
    const expectThat = (ok: boolean, role: Role, key: string, response: Response, what: string) => {
      if (!ok) wrong.push(`${role} ${key}: ${response.status} ${JSON.stringify(response.body).slice(0, 160)} (expected ${what})`);
    };

    for (const { path, method } of signedIn) {
      const key = `${method} ${path}`;
      const reading = method === 'get';
      const real = fill(path, true);

      // A stranger reaches none of the household's records: a read is 404, a change never succeeds.
      if (real.recordIds && path !== '/api/notifications/{id}/read') {
        const response = await send('stranger', method, real.url);
        if (reading) expectThat(response.status === 404, 'stranger', key, response, '404');
        else expectThat(response.status >= 400 && response.status !== 500, 'stranger', key, response, 'a refusal');
      }

      // A viewer reads everything and changes nothing, but for what is their own.
      const viewer = await send('viewer', method, real.url);
      if (reading) expectThat(viewer.status !== 403 && !(real.allReal && viewer.status === 404), 'viewer', key, viewer, 'a read');
      else if (OWNER_ONLY.has(key)) expectThat(viewer.status === 403 && viewer.body.message === M.ownerOnly, 'viewer', key, viewer, `403 "${M.ownerOnly}"`);
      else if (OPEN_TO_VIEWERS.has(key)) expectThat(viewer.body?.message !== M.viewerReadOnly, 'viewer', key, viewer, 'not refused for the role');
      else expectThat(viewer.status === 403 && viewer.body.message === M.viewerReadOnly, 'viewer', key, viewer, `403 "${M.viewerReadOnly}"`);

      // A member and an owner: changes go through (sent to no record where they would delete one).
      for (const role of ['member', 'owner'] as const) {
        const target = method === 'delete' ? fill(path, false).url : real.url;
        const response = await send(role, method, target);
        if (role === 'member' && (OWNER_ONLY.has(key) || key === OTHERS_MEMBERSHIP)) {
          expectThat(response.status === 403 && response.body.message === M.ownerOnly, role, key, response, `403 "${M.ownerOnly}"`);
        } else {
          expectThat(response.status !== 403 && response.status < 500, role, key, response, 'not refused');
          if (reading && real.allReal) expectThat(response.status !== 404, role, key, response, 'found');
        }
      }
    }
    process.stdout.write(`\nHousehold roles: ${signedIn.length} signed-in operations walked for owner, member, viewer and stranger\n`);
    expect(wrong).toEqual([]);
  }, 600_000);
});
