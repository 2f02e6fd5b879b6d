// The compose files, checked without Docker: every service has a healthcheck, every variable they
// use is documented in .env.example, every variable there is one the app reads (or one the
// compose files read), and nginx proxies to services that exist, on the port they listen on.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import YAML from 'yaml';
import { backendConfig, loadBackendConfig, root } from './lib.mjs';

const dir = join(root, 'deploy', 'compose');
const read = (file) => readFileSync(join(dir, file), 'utf8');
const composeFiles = ['compose.yml', 'compose.postgres.yml'];
const { variables } = backendConfig();

/** The app's idle limit for kept-alive connections (backend/src/infra/web/keep-alive.ts). */
function appKeepAliveMs() {
  const source = readFileSync(join(root, 'backend', 'src', 'infra', 'web', 'keep-alive.ts'), 'utf8');
  const value = /KEEP_ALIVE_MS = ([\d_]+);/.exec(source)?.[1];
  assert.ok(value, 'keep-alive.ts names KEEP_ALIVE_MS');
  return Number(value.replaceAll('_', ''));
}

/** .env.example: the [app] section's keys (set or commented out) and the [compose] section's. */
function envExample() {
  const app = new Set();
  const compose = new Set();
  let section;
  for (const line of read('.env.example').split('\n')) {
    const marker = /^# \[(\w+)\]/.exec(line);
    if (marker) {
      section = marker[1];
      continue;
    }
    const key = /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
    if (!key) continue;
    assert.ok(section === 'app' || section === 'compose', `${key} is outside the [app] and [compose] sections`);
    (section === 'app' ? app : compose).add(key);
  }
  return { app, compose, set: new Set(read('.env.example').match(/^[A-Z][A-Z0-9_]*(?==)/gm)) };
}

/** ${NAME}, ${NAME:-default}, ${NAME:?message}; $$ escapes are not interpolation. */
const interpolated = (text) => new Set([...text.replace(/\$\$/g, '').matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]));

function parse(file) {
  const document = YAML.parseDocument(read(file), { merge: true });
  assert.deepEqual(document.errors, [], `${file} is valid YAML`);
  return document.toJS({ maxAliasCount: 100 });
}

/** The app's services: those that run the image (and so its entry point). */
const appServices = (compose) => Object.entries(compose.services).filter(([, service]) => /downtime-claim-tracker/.test(service.image));

for (const file of composeFiles) {
  test(`${file}: every service has a healthcheck and the volumes are named`, () => {
    const compose = parse(file);
    for (const [name, service] of Object.entries(compose.services)) {
      assert.ok(Array.isArray(service.healthcheck?.test) && service.healthcheck.test.length > 1, `${name} has a healthcheck`);
      for (const volume of service.volumes ?? []) {
        const source = String(volume).split(':')[0];
        if (source.startsWith('.') || source.startsWith('/')) continue; // a bind mount of a file (nginx.conf)
        assert.ok(source in (compose.volumes ?? {}), `${name}: volume ${source} is declared`);
      }
    }
    for (const [name, service] of appServices(compose)) {
      assert.deepEqual(
        service.healthcheck.test,
        ['CMD', 'node', 'scripts/entrypoint.mjs', 'healthcheck'],
        `${name} checks /api/health through the image's entry point`,
      );
      assert.ok(
        (service.volumes ?? []).some((volume) => String(volume).endsWith(':/data')),
        `${name} keeps DATA_DIR on a volume`,
      );
      assert.equal(service.environment.DATA_DIR, '/data');
    }
  });

  test(`${file}: every variable is documented in .env.example and read by the app`, () => {
    const { app, compose: composeOnly } = envExample();
    const compose = parse(file);
    for (const name of interpolated(read(file))) assert.ok(app.has(name) || composeOnly.has(name), `\${${name}} is in .env.example`);
    for (const [serviceName, service] of appServices(compose)) {
      for (const name of Object.keys(service.environment)) {
        assert.ok(variables.has(name), `${serviceName}: ${name} is a variable of backend/src/config/config.schema.ts`);
        assert.ok(app.has(name), `${serviceName}: ${name} is in .env.example`);
      }
    }
  });
}

test('.env.example lists every variable the config schema reads, and only those (plus the compose section)', () => {
  const { app, compose, set } = envExample();
  for (const name of variables) assert.ok(app.has(name), `${name} (config.schema.ts) is in .env.example`);
  for (const name of app) assert.ok(variables.has(name), `${name} in .env.example is not read by the app`);
  const used = new Set(composeFiles.flatMap((file) => [...interpolated(read(file))]));
  for (const name of compose) {
    assert.ok(!variables.has(name), `${name} belongs in the [app] section`);
    assert.ok(used.has(name), `${name} in the [compose] section is used by a compose file`);
  }
  // Values set in .env.example are only those an admin edits (the others stay commented).
  assert.ok(set.has('SESSION_SECRET') && set.has('POSTGRES_PASSWORD'));
});

test('compose.yml runs one container with every role on the embedded database', () => {
  const compose = parse('compose.yml');
  const services = appServices(compose);
  assert.equal(services.length, 1);
  const [, app] = services[0];
  assert.equal(app.environment.APP_ROLE, 'all');
  assert.ok(!('DATABASE_URL' in app.environment) && !('REDIS_URL' in app.environment));
  assert.equal(app.build.context, '../..');
});

test('compose.postgres.yml: PostgreSQL, Redis, two API replicas, a worker, nginx in front of the API', () => {
  const compose = parse('compose.postgres.yml');
  const { api, worker, nginx, postgres, redis } = compose.services;
  assert.ok(postgres && redis && api && worker && nginx);
  assert.equal(api.environment.APP_ROLE, 'api');
  assert.equal(api.deploy.replicas, 2);
  assert.equal(worker.environment.APP_ROLE, 'worker');
  assert.equal(worker.environment.MIGRATIONS_RUN, 'false');
  for (const service of [api, worker]) {
    assert.match(service.environment.DATABASE_URL, /^postgres:\/\/.*@postgres:5432\//);
    assert.equal(service.environment.REDIS_URL, 'redis://redis:6379');
  }
  assert.equal(api.depends_on.postgres.condition, 'service_healthy');
  assert.equal(worker.depends_on.api.condition, 'service_healthy');
  // A list of addresses (nginx's, on the compose network), never true: the app refuses it.
  assert.equal(api.environment.TRUST_PROXY, 'uniquelocal');
  assert.deepEqual(loadBackendConfig({ TRUST_PROXY: api.environment.TRUST_PROXY }).trustProxy, ['uniquelocal']);
  assert.ok(!api.ports, 'the API is reached through nginx only');

  // nginx: each upstream server is a service of this file, on the port that service listens on.
  const conf = read('nginx.conf');
  const upstreams = [...conf.matchAll(/upstream\s+(\w+)\s*\{([^}]*)\}/g)];
  assert.ok(upstreams.length > 0);
  for (const [, name, body] of upstreams) {
    const servers = [...body.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)];
    assert.ok(servers.length > 0, `upstream ${name} has servers`);
    for (const [, host, port] of servers) {
      assert.ok(host in compose.services, `upstream ${name}: ${host} is a service of compose.postgres.yml`);
      assert.equal(port, compose.services[host].environment.PORT, `upstream ${name}: ${host} listens on ${port}`);
    }
    assert.match(conf, new RegExp(`proxy_pass\\s+http://${name};`));
    // Kept-alive upstream connections are closed by nginx before the app closes them (else a POST
    // sent as the app closes its side fails with a 502).
    if (/^\s*keepalive\s+\d+;/m.test(body)) {
      const idle = /^\s*keepalive_timeout\s+(\d+)s;/m.exec(body);
      assert.ok(idle, `upstream ${name} keeps connections: it says for how long`);
      assert.ok(Number(idle[1]) * 1000 < appKeepAliveMs(), `upstream ${name}: ${idle[1]} s is below the app's ${appKeepAliveMs()} ms`);
    }
  }
  assert.ok(nginx.volumes.some((volume) => volume.startsWith('./nginx.conf:')));
});
