import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';

interface Route {
  controller: string;
  method: string;
  segments: string[];
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
        for (const one of Array.isArray(path) ? path : [path]) found.push({ controller: controller.name, method, segments: segmentsOf(prefix, one) });
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
});
