// The platform's timings agree with the app's: the compose files, the Helm chart and the docs give
// a stopping container one grace period, SHUTDOWN_GRACE_SECONDS and 10 s more; every probe of
// /api/health waits longer than the route may take; nginx never rules every API out at once, nor
// sends a POST twice. The app's values come from its build.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import YAML from 'yaml';
import { renderChart } from './helm-render.mjs';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);
const dist = join(root, 'backend', 'dist');
const { configSchema } = require(join(dist, 'config', 'config.schema.js'));
const { HEALTH_ANSWER_MS } = require(join(dist, 'modules', 'health', 'database-probe.js'));

/** SHUTDOWN_GRACE_SECONDS when unset. */
const GRACE = configSchema._def.schema.shape.SHUTDOWN_GRACE_SECONDS.parse(undefined);
/** What the platform gives a stopping container: the app's grace, and 10 s for the rest of its stop. */
const PLATFORM_GRACE = GRACE + 10;

const read = (...path) => readFileSync(join(root, ...path), 'utf8');

/** Compose durations: 30s, 1m30s, 500ms. */
function seconds(duration) {
  const parts = [...String(duration).matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  assert.ok(parts.length > 0, `${duration} is a duration`);
  const unit = { ms: 0.001, s: 1, m: 60, h: 3600 };
  return parts.reduce((sum, [, value, name]) => sum + Number(value) * unit[name], 0);
}

const composeApps = () =>
  ['compose.yml', 'compose.postgres.yml'].flatMap((file) =>
    Object.entries(YAML.parse(read('deploy', 'compose', file), { merge: true }).services)
      .filter(([, service]) => /downtime-claim-tracker/.test(service.image))
      .map(([name, service]) => ({ name: `${file} ${name}`, service })),
  );

async function chartDeployments() {
  const values = {
    postgresql: { url: 'postgres://dct:secret@db.example.internal:5432/dct' },
    secrets: { SESSION_SECRET: 'k'.repeat(48) },
    workers: [
      { name: 'mail', replicas: 1, queues: ['mail', 'claim-mail'] },
      { name: 'reader', replicas: 1, queues: ['repair-order'] },
    ],
  };
  const rendered = await renderChart(join(root, 'deploy', 'helm', 'downtime-claim-tracker'), { values });
  return rendered.map(({ manifest }) => manifest).filter((manifest) => manifest.kind === 'Deployment');
}

test(`compose, the chart and the docs give a stopping container one grace period, at least SHUTDOWN_GRACE_SECONDS (${GRACE} s) + 10 s`, async () => {
  const graces = [
    ...composeApps().map(({ name, service }) => [name, seconds(service.stop_grace_period)]),
    ...(await chartDeployments()).map((deployment) => [deployment.metadata.name, deployment.spec.template.spec.terminationGracePeriodSeconds]),
  ];
  assert.equal(graces.length, 6);
  const platform = graces[0][1];
  assert.ok(platform >= PLATFORM_GRACE, `${platform} s is at least ${PLATFORM_GRACE} s`);
  for (const [name, grace] of graces) assert.equal(grace, platform, `${name} waits ${grace} s before killing, as the others do`);

  const row = read('docs', 'configuration.md')
    .split('\n')
    .find((line) => line.startsWith('| `SHUTDOWN_GRACE_SECONDS` |'));
  assert.ok(row?.includes(`| \`${GRACE}\` |`), `the configuration table gives SHUTDOWN_GRACE_SECONDS its default, ${GRACE}`);
  const paragraph = read('docs', 'deploying.md')
    .split('\n\n')
    .find((text) => text.includes('stop_grace_period') && text.includes('terminationGracePeriodSeconds'));
  assert.ok(paragraph, 'a paragraph of docs/deploying.md gives stop_grace_period and terminationGracePeriodSeconds');
  assert.ok(paragraph.includes(`${platform} s`) && paragraph.includes(`${GRACE} s`), `it says ${platform} s, and the app's ${GRACE} s`);
});

test(`every probe of /api/health waits longer than the route may take (${HEALTH_ANSWER_MS} ms), and the docs say so`, async () => {
  // The image's healthcheck command gives the route this long, and compose gives the command longer.
  const commandMs = Number(/healthcheck\(\)[\s\S]*?AbortSignal\.timeout\((\d+)\)/.exec(read('scripts', 'entrypoint.mjs'))?.[1]);
  assert.ok(commandMs > HEALTH_ANSWER_MS, `entrypoint.mjs healthcheck waits ${commandMs} ms`);
  for (const { name, service } of composeApps()) {
    assert.ok(seconds(service.healthcheck.timeout) * 1000 > commandMs, `${name}: the healthcheck's timeout outlasts the command's ${commandMs} ms`);
  }
  const api = (await chartDeployments()).find((deployment) => deployment.metadata.labels['app.kubernetes.io/component'] === 'api');
  const [container] = api.spec.template.spec.containers;
  for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
    assert.equal(container[probe].httpGet.path, '/api/health');
    // Kubernetes' default is 1 s: a probe that gives up first never reads the app's answer.
    const timeout = container[probe].timeoutSeconds ?? 1;
    assert.ok(timeout * 1000 > HEALTH_ANSWER_MS, `API ${probe}: timeoutSeconds ${timeout} outlasts the route's ${HEALTH_ANSWER_MS} ms`);
  }
  assert.match(read('docs', 'deploying.md'), new RegExp(`/api/health\`?[^.]*within ${HEALTH_ANSWER_MS / 1000} s`));
});

test('nginx.conf: one failure never leaves it without an API, and a POST is never sent twice', () => {
  const conf = read('deploy', 'compose', 'nginx.conf').replace(/#[^\n]*/g, '');
  for (const [, name, body] of conf.matchAll(/upstream\s+(\w+)\s*\{([^}]*)\}/g)) {
    const servers = [...body.matchAll(/^\s*server\s+([\w.:-]+)([^;]*);/gm)].map(([, address, parameters]) => ({
      address,
      backup: /\bbackup\b/.test(parameters),
      // nginx's default: ruled out for fail_timeout (10 s) after one failure.
      maxFails: Number(/\bmax_fails=(\d+)/.exec(parameters)?.[1] ?? 1),
    }));
    const neverRuledOut = (address) => servers.some((server) => server.address === address && server.maxFails === 0);
    for (const server of servers) {
      assert.ok(
        neverRuledOut(server.address),
        `upstream ${name}: ${server.address} is tried even when every instance has failed (max_fails=0, or a backup line with it)`,
      );
    }
    assert.match(body, /^\s*zone\s+\w+\s+\w+;/m, `upstream ${name}: its failures are shared by nginx's worker processes`);
  }
  const retries = /proxy_next_upstream\s+([^;]+);/.exec(conf)?.[1] ?? '';
  assert.match(retries, /\berror\b/, 'a refused connect goes to the next API');
  assert.doesNotMatch(retries, /non_idempotent/, 'a POST already sent is never sent again');
  const connect = /proxy_connect_timeout\s+(\w+);/.exec(conf)?.[1];
  assert.ok(connect && seconds(connect) <= 5, 'an API that does not accept the connection is left for the next one within 5 s');
});
