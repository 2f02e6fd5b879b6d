// The Helm chart, rendered here without Helm or a cluster (helm-render.mjs: Go's text/template in
// WebAssembly), with its default values and with a variant; every manifest is validated against
// the Kubernetes OpenAPI schemas that kubernetes-models ships (ajv, offline), with unknown fields
// refused as `kubectl apply` refuses them; and what matters for this app is asserted. The
// migration Job's command is run for real against a throwaway PostgreSQL database.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { after, test } from 'node:test';
import pg from 'pg';
import { renderChart } from './helm-render.mjs';
import { ADMIN_URL, backendConfig, cleanEnv, databaseUrl, loadBackendConfig, root } from './lib.mjs';

const chartDir = join(root, 'deploy', 'helm', 'downtime-claim-tracker');
const { variables, jobKinds } = backendConfig();
const REQUIRED = { postgresql: { url: 'postgres://dct:secret@db.example.internal:5432/dct' }, secrets: { SESSION_SECRET: 'k'.repeat(48) } };
const VARIANT = {
  ...REQUIRED,
  redis: { url: 'redis://redis.example.internal:6379' },
  image: { repository: 'registry.example.com/dct', tag: '1.2.3' },
  ingress: { enabled: true, className: 'nginx', host: 'claims.example.com', tlsSecretName: 'claims-tls' },
  api: { autoscaling: { enabled: false }, replicas: 3 },
  workers: [
    {
      name: 'mail',
      replicas: 2,
      queues: ['mail', 'claim-mail', 'contact-mail'],
      autoscaling: { enabled: true, minReplicas: 1, maxReplicas: 4, targetCPUUtilizationPercentage: 75 },
    },
    { name: 'reader', replicas: 1, queues: ['repair-order'], resources: { requests: { cpu: '500m', memory: '1Gi' }, limits: { memory: '2Gi' } } },
  ],
};

/**
 * Validates a manifest with the model class of its apiVersion and kind. The compiled schemas
 * accept fields they do not know, so the manifest is also wrapped in proxies that record which
 * properties the validator reads: it reads every property the schema defines (and every key of
 * a map), so a property it never read is a field Kubernetes does not have.
 */
async function validate(manifest) {
  const path = `kubernetes-models/${manifest.apiVersion}/${manifest.kind}`;
  let Model;
  try {
    Model = (await import(path))[manifest.kind];
  } catch {
    assert.fail(`No Kubernetes schema for ${manifest.apiVersion} ${manifest.kind}`);
  }
  const unread = [];
  const watchers = [];
  const watch = (value, at) => {
    if (value === null || typeof value !== 'object') return value;
    const read = new Set();
    const children = Array.isArray(value)
      ? value.map((item, i) => watch(item, `${at}[${i}]`))
      : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, watch(item, `${at}.${key}`)]));
    const proxy = new Proxy(children, {
      get(target, key, receiver) {
        if (typeof key === 'string') read.add(key);
        return Reflect.get(target, key, receiver);
      },
    });
    watchers.push(() => {
      if (Array.isArray(value)) return;
      for (const key of Object.keys(value)) if (!read.has(key)) unread.push(`${at}.${key}`);
    });
    return proxy;
  };
  const { kind } = manifest;
  try {
    // The model's validate() checks `this`: here the watched copy of the manifest (a model
    // instance would be a deep copy, read whole).
    Model.prototype.validate.call(watch(manifest, ''));
  } catch (error) {
    assert.fail(`${kind} ${manifest.metadata?.name}: ${error.message}`);
  }
  for (const check of watchers) check();
  assert.deepEqual(unread, [], `${kind} ${manifest.metadata?.name} has fields Kubernetes does not know`);
  assert.match(manifest.metadata.name, /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/, `${kind} name is a DNS label`);
  assert.ok(manifest.metadata.name.length <= 63, `${kind} ${manifest.metadata.name} is at most 63 characters`);
}

const byKind = (rendered, kind) => rendered.filter(({ manifest }) => manifest.kind === kind).map(({ manifest }) => manifest);
const envOf = (container) => Object.fromEntries((container.env ?? []).map((item) => [item.name, item.value]));
const isHook = (manifest) => Boolean(manifest.metadata.annotations?.['helm.sh/hook']);

function assertSemantics(rendered, values) {
  const deployments = byKind(rendered, 'Deployment');
  const api = deployments.find((deployment) => deployment.metadata.labels['app.kubernetes.io/component'] === 'api');
  assert.ok(api, 'an API Deployment');
  const [apiContainer] = api.spec.template.spec.containers;
  assert.deepEqual(envOf(apiContainer), { APP_ROLE: 'api', MIGRATIONS_RUN: 'false' });
  for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
    assert.equal(apiContainer[probe].httpGet.path, '/api/health', `API ${probe} on /api/health`);
    assert.equal(apiContainer[probe].httpGet.port, 'http');
  }
  assert.equal(apiContainer.ports.find((port) => port.name === 'http').containerPort, 3000);

  // Workers: one Deployment per entry, the queues it names, and probes that need no HTTP.
  const workers = deployments.filter((deployment) => deployment !== api);
  assert.equal(workers.length, values.workers.length);
  for (const [i, worker] of workers.entries()) {
    const env = envOf(worker.spec.template.spec.containers[0]);
    assert.equal(env.APP_ROLE, 'worker');
    assert.equal(env.MIGRATIONS_RUN, 'false');
    const queues = values.workers[i].queues;
    if (queues.length === 0) assert.ok(!('WORKER_QUEUES' in env), 'no WORKER_QUEUES: every kind');
    else assert.deepEqual(env.WORKER_QUEUES.split(','), queues);
    for (const queue of queues) assert.ok(jobKinds.includes(queue), `${queue} is one of JOB_KINDS (${jobKinds.join(', ')})`);
    const [container] = worker.spec.template.spec.containers;
    for (const probe of ['readinessProbe', 'livenessProbe']) assert.deepEqual(container[probe].exec.command, ['node', 'scripts/entrypoint.mjs', 'healthcheck']);
  }

  // Every pod: the image's non-root user, the environment from the chart's ConfigMap and Secret.
  const configMap = byKind(rendered, 'ConfigMap')[0];
  const secret = byKind(rendered, 'Secret').find((item) => !isHook(item));
  for (const name of [...Object.keys(configMap.data), ...Object.keys(secret.stringData)]) assert.ok(variables.has(name), `${name} is a variable the app reads`);
  assert.equal(secret.stringData.DATABASE_URL, values.postgresql.url);
  // TRUST_PROXY lists the proxies' addresses (the app refuses true): the app takes the chart's.
  assert.ok(loadBackendConfig({ TRUST_PROXY: configMap.data.TRUST_PROXY }).trustProxy.length > 0, 'TRUST_PROXY lists the ingress proxies');
  for (const deployment of deployments) {
    const pod = deployment.spec.template.spec;
    assert.equal(pod.securityContext.runAsNonRoot, true);
    assert.deepEqual(
      pod.containers[0].envFrom.map((source) => source.configMapRef?.name ?? source.secretRef?.name),
      [configMap.metadata.name, secret.metadata.name],
    );
    const selector = deployment.spec.selector.matchLabels;
    for (const [key, value] of Object.entries(selector)) assert.equal(deployment.spec.template.metadata.labels[key], value, 'the selector matches the pods');
  }

  // The migration Job: a pre-install/pre-upgrade hook running the image's migrate command.
  const [job] = byKind(rendered, 'Job');
  assert.equal(job.metadata.annotations['helm.sh/hook'], 'pre-install,pre-upgrade');
  assert.match(job.metadata.annotations['helm.sh/hook-delete-policy'], /before-hook-creation/);
  assert.deepEqual(job.spec.template.spec.containers[0].args, ['migrate']);
  assert.equal(job.spec.template.spec.restartPolicy, 'Never');
  const jobSecret = job.spec.template.spec.containers[0].env.find((item) => item.name === 'DATABASE_URL').valueFrom.secretKeyRef.name;
  const hookSecret = byKind(rendered, 'Secret').find((item) => item.metadata.name === jobSecret);
  assert.ok(hookSecret && isHook(hookSecret), 'the Job reads a Secret that exists before it (a hook with a lower weight)');
  assert.ok(Number(hookSecret.metadata.annotations['helm.sh/hook-weight']) < Number(job.metadata.annotations['helm.sh/hook-weight']));

  // A PodDisruptionBudget per Deployment, selecting its pods; the Service selects the API's.
  const budgets = byKind(rendered, 'PodDisruptionBudget');
  for (const deployment of deployments) {
    assert.ok(
      budgets.some((budget) => JSON.stringify(budget.spec.selector.matchLabels) === JSON.stringify(deployment.spec.selector.matchLabels)),
      `a PodDisruptionBudget for ${deployment.metadata.name}`,
    );
  }
  const [service] = byKind(rendered, 'Service');
  assert.deepEqual(service.spec.selector, api.spec.selector.matchLabels);
  assert.equal(service.spec.ports[0].targetPort, 'http');

  // Autoscaling: an HPA for the API when enabled (then the Deployment leaves replicas to it).
  const hpas = byKind(rendered, 'HorizontalPodAutoscaler');
  for (const hpa of hpas) assert.ok(deployments.some((deployment) => deployment.metadata.name === hpa.spec.scaleTargetRef.name));
  const apiHpa = hpas.find((hpa) => hpa.spec.scaleTargetRef.name === api.metadata.name);
  assert.equal(Boolean(apiHpa), values.api.autoscaling.enabled);
  assert.equal(api.spec.replicas, values.api.autoscaling.enabled ? undefined : values.api.replicas);
  return { api, workers, hpas };
}

async function renderValid(values) {
  const rendered = await renderChart(chartDir, { values });
  assert.ok(rendered.length > 0);
  for (const { manifest } of rendered) await validate(manifest);
  return rendered;
}

test('with the default values (and the two required ones) every manifest is valid', async () => {
  const rendered = await renderValid(REQUIRED);
  const kinds = rendered.map(({ manifest }) => manifest.kind).sort();
  assert.deepEqual(kinds, [
    'ConfigMap',
    'Deployment',
    'Deployment',
    'HorizontalPodAutoscaler',
    'Job',
    'PodDisruptionBudget',
    'PodDisruptionBudget',
    'Secret',
    'Secret',
    'Service',
  ]);
  assertSemantics(rendered, { ...REQUIRED, workers: [{ name: 'worker', queues: [] }], api: { autoscaling: { enabled: true } } });
  assert.equal(byKind(rendered, 'Ingress').length, 0, 'no Ingress unless enabled');
});

test('a variant: ingress with TLS, a fixed API size, two workers on different queues, one autoscaled', async () => {
  const rendered = await renderValid(VARIANT);
  const { api, workers, hpas } = assertSemantics(rendered, VARIANT);
  assert.equal(api.spec.template.spec.containers[0].image, 'registry.example.com/dct:1.2.3');
  assert.deepEqual(
    workers.map((worker) => worker.metadata.name),
    ['dct-downtime-claim-tracker-mail', 'dct-downtime-claim-tracker-reader'],
  );
  assert.equal(workers[0].spec.replicas, undefined, 'the autoscaled worker leaves replicas to its HPA');
  assert.equal(workers[1].spec.replicas, 1);
  assert.deepEqual(workers[1].spec.template.spec.containers[0].resources, { requests: { cpu: '500m', memory: '1Gi' }, limits: { memory: '2Gi' } });
  assert.deepEqual(
    hpas.map((hpa) => hpa.spec.scaleTargetRef.name),
    ['dct-downtime-claim-tracker-mail'],
  );
  const [ingress] = byKind(rendered, 'Ingress');
  assert.equal(ingress.spec.ingressClassName, 'nginx');
  assert.deepEqual(ingress.spec.tls, [{ hosts: ['claims.example.com'], secretName: 'claims-tls' }]);
  assert.equal(ingress.spec.rules[0].http.paths[0].backend.service.name, byKind(rendered, 'Service')[0].metadata.name);
  assert.equal(byKind(rendered, 'Secret').find((item) => !isHook(item)).stringData.REDIS_URL, VARIANT.redis.url);
});

test("an existing Secret replaces the chart's Secrets, the migration Job included", async () => {
  const rendered = await renderValid({ existingSecret: 'dct-env' });
  assert.equal(byKind(rendered, 'Secret').length, 0);
  const [job] = byKind(rendered, 'Job');
  assert.equal(job.spec.template.spec.containers[0].env[0].valueFrom.secretKeyRef.name, 'dct-env');
  for (const deployment of byKind(rendered, 'Deployment')) assert.equal(deployment.spec.template.spec.containers[0].envFrom[1].secretRef.name, 'dct-env');
});

test('the renderer fails loudly on a missing required value and on anything outside the template subset', async () => {
  await assert.rejects(renderChart(chartDir), /set postgresql\.url/);
  await assert.rejects(renderChart(chartDir, { values: { postgresql: REQUIRED.postgresql } }), /set secrets\.SESSION_SECRET/);
  // A worker entry without its required keys is a render error, not a silently empty field.
  await assert.rejects(renderChart(chartDir, { values: { ...REQUIRED, workers: [{ name: 'w' }] } }), /no entry for key "replicas"|queues/);
  // Sprig functions are not in the subset: such a template does not parse.
  const { parse } = await import('@evertdespiegeleer/go-template');
  await assert.rejects(parse('{{ .Values.x | toYaml | nindent 4 }}', { Values: { x: 1 } }), /function "toYaml" not defined/);
});

let scratchDatabase;
after(async () => {
  if (!scratchDatabase) return;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${scratchDatabase} WITH (FORCE)`);
  await admin.end();
});

test("the migration Job's command applies every migration to a server database, and again finds none to apply", async () => {
  const [job] = byKind(await renderChart(chartDir, { values: REQUIRED }), 'Job');
  const args = job.spec.template.spec.containers[0].args;
  scratchDatabase = `dct_migrate_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${scratchDatabase}`);
  await admin.end();
  const env = cleanEnv({ DATABASE_URL: databaseUrl(scratchDatabase) });
  const first = spawnSync(process.execPath, ['scripts/entrypoint.mjs', ...args], { cwd: root, env, encoding: 'utf8' });
  assert.equal(first.status, 0, `${first.stdout}${first.stderr}`);
  const client = new pg.Client({ connectionString: databaseUrl(scratchDatabase) });
  await client.connect();
  const { rows } = await client.query('SELECT count(*)::int AS n FROM migrations');
  await client.end();
  const { MIGRATIONS } = await import(join(root, 'backend', 'dist', 'database', 'migrations', 'index.js'));
  assert.equal(rows[0].n, MIGRATIONS.length);
  const second = spawnSync(process.execPath, ['scripts/entrypoint.mjs', ...args], { cwd: root, env, encoding: 'utf8' });
  assert.equal(second.status, 0, `${second.stdout}${second.stderr}`);
  assert.match(second.stdout, /No migrations are pending/);
});
