import request from 'supertest';
import type { Response } from 'supertest';
import { validVehicleInput, validVisitInput } from '@dct/contracts/testing';
import { BAD_VALUES } from './bad-values';
import { samplePdf } from './document-samples';
import {
  appForTests,
  createClaim,
  createLinkedRecords,
  createOwner,
  createVehicle,
  createVisit,
  filePart,
  multipartBody,
  uniqueVin,
  type SignedInOwner,
} from './test-app';

/**
 * Every route of the OpenAPI document, every field of its body, query and path, sent values it
 * must refuse: wrong types, null, empty, huge, NUL, a lone surrogate, prototype keys, odd
 * numerals and impossible dates. Whatever the answer, it is never a 5xx. The routes come from
 * the document the server serves, so a route added later is fuzzed without touching this file.
 */

interface OpenApiSchema {
  type?: string;
  $ref?: string;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
}
interface OpenApiOperation {
  parameters?: Array<{ in: 'path' | 'query'; name: string }>;
  requestBody?: { content: Record<string, { schema: OpenApiSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, OpenApiSchema> };
}

/** Whole bodies no route should take, written out as sent (prototype keys cannot be built as objects). */
const BAD_BODIES = [
  'null',
  '[]',
  '"text"',
  '12',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"toString":"x","valueOf":1}',
  '{"a":',
  `{${Array.from({ length: 300 }, (_, i) => `"k${i}":1`).join(',')}}`,
  `${'['.repeat(200)}${']'.repeat(200)}`,
  '{"\\u0000":"x"}',
];

/** Values of a path parameter or query string that no route should take, as they appear in the URL. */
const BAD_URL_VALUES = [
  '0',
  '-1',
  '1.5',
  'abc',
  '99999999999',
  '1e3',
  '0x1a',
  '%00',
  '%F0%9F',
  '%E0%A4%A',
  '%C0%AF',
  'x'.repeat(5000),
  '١٢٣',
  '%20',
  'null',
  'undefined',
  '__proto__',
];

const resolve = (document: OpenApiDocument, schema: OpenApiSchema | undefined): OpenApiSchema | undefined =>
  schema?.$ref ? document.components.schemas[schema.$ref.split('/').pop() as string] : schema;

/** Every field path of a body schema: top-level properties and those of nested objects ("dates.date_in"). */
function fieldPaths(document: OpenApiDocument, schema: OpenApiSchema | undefined, prefix = '', depth = 0): string[] {
  const resolved = resolve(document, schema);
  if (!resolved?.properties || depth > 3) return [];
  return Object.entries(resolved.properties).flatMap(([name, property]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return [path, ...fieldPaths(document, property, path, depth + 1)];
  });
}

/** The body with one field (a dotted path) set to a value. */
function withField(base: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...base, [head]: value };
  const inner = typeof base[head] === 'object' && base[head] !== null ? (base[head] as Record<string, unknown>) : {};
  return { ...base, [head]: withField(inner, rest.join('.'), value) };
}

interface Failure {
  request: string;
  status: number;
  body: string;
}

describe('The API under generated bad input (OpenAPI fuzz)', () => {
  const running = appForTests({ AI_RATE_LIMIT: '10000', REGISTER_RATE_LIMIT: '10000', LOGIN_ADDRESS_RATE_LIMIT: '10000', LOGIN_RATE_LIMIT: '10000' });
  let document: OpenApiDocument;
  let owner: SignedInOwner;
  let other: SignedInOwner;
  /** A real id of the owner's for each kind of path parameter, so the fuzz reaches past the 404. */
  const ids: Record<string, number> = {};
  /** Valid bodies, so a bad field is the only thing wrong with a request. */
  const bases: Record<string, Record<string, unknown>> = {};
  const failures: Failure[] = [];
  let sent = 0;

  beforeAll(async () => {
    document = (await request(running.app.getHttpServer()).get('/api/docs-json').expect(200)).body as OpenApiDocument;
    owner = await createOwner(running, 'fuzz');
    other = await createOwner(running, 'fuzz-other');
    const {
      vehicle,
      dealer,
      visit,
      claim,
      documents: [document_],
    } = await createLinkedRecords(owner, { documents: [filePart('order.pdf', samplePdf())] });
    Object.assign(ids, { vehicles: vehicle.id, dealers: dealer.id, visits: visit.id, claims: claim.id, documents: document_.id });
    Object.assign(bases, {
      'post /api/vehicles': validVehicleInput({ vin: uniqueVin() }),
      'post /api/dealers': { name: 'Fuzz Motors' },
      'post /api/visits': validVisitInput(vehicle.id, dealer.id),
      'post /api/claims': { visit_id: visit.id, ask_amount: 100 },
      'post /api/ai/value-downtime': { date_in: '2025-01-05', date_out: '2025-01-09' },
      'post /api/ai/draft-letter': {
        vehicle_label: '2022 Toyota Camry',
        vin_last6: '123456',
        dealer_name: 'Fuzz Motors',
        dates: { date_in: '2025-01-05', date_out: '2025-01-09' },
        tone: 'polite',
      },
      'post /api/ai/triage-reply': { email_text: 'We can offer $150 by Friday.' },
      'post /api/contact': { name: 'Alex Driver', email: 'alex@example.test', subject: 'A question here', message: 'A message long enough.' },
    });
  }, 120_000);

  /** The path with its parameters filled: the owner's real ids, except the one being fuzzed. */
  function fillPath(path: string, fuzzed?: { name: string; value: string }): string {
    return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      if (fuzzed?.name === name) return fuzzed.value;
      if (name === 'vin') return '4T1G11AK5NU123456';
      if (name === 'makeId') return '1';
      if (name === 'year') return '2022';
      if (name === 'visitId') return String(ids.visits);
      const resource = /\/api\/([a-z]+)\//.exec(path)?.[1] ?? '';
      return String(ids[resource] ?? 1);
    });
  }

  async function check(label: string, send: () => Promise<Response>): Promise<void> {
    sent += 1;
    const response = await send();
    if (response.status >= 500) failures.push({ request: label, status: response.status, body: JSON.stringify(response.body).slice(0, 300) });
  }

  /** Routes that would end or switch the owner's session: fuzzed without one. */
  const sessionChanging = (method: string, path: string) =>
    (method === 'post' && /^\/api\/auth\/(register|login|logout|password-reset)/.test(path)) || (method === 'delete' && path === '/api/account');

  it('answers every bad body, query and path parameter of every route without a 5xx', async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(40);

    for (const { path, method, operation } of operations) {
      const key = `${method} ${path}`;
      const signedIn = !sessionChanging(method, path);
      const send = (url: string) => {
        const client = signedIn ? owner.agent : request(running.app.getHttpServer());
        return client[method as 'get' | 'post' | 'patch' | 'delete'](url);
      };
      const url = fillPath(path);

      // Path parameters: bad values, another owner's ids, and (except for DELETE) the owner's own.
      for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'path')) {
        for (const value of [...BAD_URL_VALUES, String(ids[/\/api\/([a-z]+)\//.exec(path)?.[1] ?? ''] ?? 1)]) {
          const target = fillPath(path, { name: parameter.name, value });
          await check(`${key} ${parameter.name}=${value.slice(0, 30)}`, () => send(target));
        }
      }
      if (method === 'delete') {
        const othersId = await firstIdOf(other, path);
        if (othersId) await check(`${key} another owner's id`, () => owner.agent.delete(path.replace(/\{[^}]+\}/, String(othersId))));
        continue;
      }

      // Query parameters, documented or not: bad values, repeated, and prototype-named.
      const queries = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const name of [...queries, '__proto__', 'constructor']) {
        for (const value of BAD_URL_VALUES) await check(`${key} ?${name}=${value.slice(0, 30)}`, () => send(`${url}?${name}=${value}`));
        await check(`${key} ?${name} twice`, () => send(`${url}?${name}=1&${name}=2`));
      }

      // JSON bodies: each field set to each bad value on a valid body, then whole bad bodies.
      const content = operation.requestBody?.content;
      if (content?.['application/json']) {
        const base = bases[key] ?? {};
        for (const field of fieldPaths(document, content['application/json'].schema)) {
          for (const value of BAD_VALUES) {
            await check(`${key} ${field}=${JSON.stringify(value)?.slice(0, 40)}`, () => send(url).send(withField(base, field, value)));
          }
        }
        for (const body of BAD_BODIES) await check(`${key} body ${body.slice(0, 40)}`, () => send(url).set('Content-Type', 'application/json').send(body));
      }
      if (content?.['multipart/form-data']) {
        const parts = [
          multipartBody([{ name: 'unknown', content: 'x' }]),
          multipartBody([{ name: 'file', fileName: 'a.txt', content: Buffer.from('not a document') }]),
          multipartBody([{ name: 'files', fileName: '\u0000.pdf', content: Buffer.from('%PDF-1.4 broken') }]),
          multipartBody([{ name: 'notes', content: '\ud800' }]),
        ];
        for (const { body, contentType } of parts)
          await check(`${key} multipart ${body.subarray(0, 40).toString()}`, () => send(url).set('Content-Type', contentType).send(body));
        await check(`${key} multipart without a boundary`, () => send(url).set('Content-Type', 'multipart/form-data').send('--x\r\n'));
        await check(`${key} multipart cut short`, () =>
          send(url)
            .set('Content-Type', 'multipart/form-data; boundary=x')
            .send('--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF'),
        );
      }
    }
    process.stdout.write(`\nOpenAPI fuzz: ${operations.length} operations, ${sent} requests, ${failures.length} answered 5xx\n`);
    expect(failures).toEqual([]);
  }, 600_000);
});

/** The id of one of this owner's records of the path's kind (for the 404 of another owner's record). */
async function firstIdOf(owner: SignedInOwner, path: string): Promise<number | undefined> {
  const resource = /\/api\/([a-z]+)\//.exec(path)?.[1];
  if (!resource || !['vehicles', 'visits', 'claims'].includes(resource)) return undefined;
  if (resource === 'vehicles') return (await createVehicle(owner)).id;
  if (resource === 'visits') return (await createVisit(owner)).id;
  return (await createClaim(owner)).id;
}
