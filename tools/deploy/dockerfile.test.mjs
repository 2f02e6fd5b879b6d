// The Dockerfile, checked without a container engine: what it runs must be what developers and CI
// run (npm ci, npm scripts that exist, files that exist). image.test.mjs runs its entry point.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { envOf, execForm, instruction, readDockerfile } from './dockerfile.mjs';
import { backendConfig, cleanEnv, root, tempDir } from './lib.mjs';

const { all, build, runtime, runtimeEnv } = readDockerfile();
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// The image runs the Node that CI and developers run (.nvmrc, through scripts/use-node.sh): a newer
// 24 aborts in better-sqlite3 12 (README, "Node version").
const nodeVersion = readFileSync(join(root, '.nvmrc'), 'utf8').trim();

test('a multi-stage build on the slim image of the Node in .nvmrc whose runtime takes the build from the build stage', () => {
  assert.ok(all.length >= 2, 'at least two stages');
  for (const stage of all) assert.equal(stage.from, `node:${nodeVersion}-slim`);
  assert.ok(build, 'a stage named build');
  assert.ok(
    instruction(runtime, 'COPY').some((copy) => copy.args.startsWith('--from=build ')),
    'the runtime copies from the build stage',
  );
});

test('the build runs npm ci and npm scripts that exist, and copies every workspace manifest before npm ci', () => {
  const runs = build.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
  const npmCommands = runs.flatMap((command) => [...command.matchAll(/npm (\w+)(?: ([\w:-]+))?((?: -w \S+)?)/g)]);
  assert.ok(
    npmCommands.some(([, verb]) => verb === 'ci'),
    'npm ci',
  );
  for (const [text, verb, script, workspace] of npmCommands) {
    if (verb !== 'run') continue;
    const scripts = workspace
      ? JSON.parse(readFileSync(join(root, workspaceDir(workspace.trim().split(' ')[1]), 'package.json'), 'utf8')).scripts
      : rootPackage.scripts;
    assert.ok(scripts[script], `"${text}": no script "${script}"`);
  }
  assert.ok(
    runs.some((command) => /npm run build\b/.test(command)),
    'npm run build, as developers and CI build',
  );
  // Puppeteer never downloads a browser: the runtime uses Debian's Chromium.
  assert.equal(envOf(build).PUPPETEER_SKIP_DOWNLOAD, 'true');

  const copies = build.instructions.map((i, index) => ({ ...i, index })).filter((i) => i.keyword === 'COPY');
  const npmCi = build.instructions.findIndex((i) => i.keyword === 'RUN' && /npm ci\b/.test(i.args));
  const copiedBeforeCi = copies.filter((copy) => copy.index < npmCi).flatMap((copy) => copy.args.split(/\s+/).slice(0, -1));
  for (const workspace of rootPackage.workspaces)
    assert.ok(copiedBeforeCi.includes(`${workspace}/package.json`), `COPY ${workspace}/package.json before npm ci`);
  for (const file of ['package.json', 'package-lock.json', '.puppeteerrc.cjs']) assert.ok(copiedBeforeCi.includes(file), `COPY ${file} before npm ci`);
  for (const source of copiedBeforeCi.filter((item) => !item.startsWith('--'))) assert.ok(existsSync(join(root, source)), `${source} exists`);
});

test('the image holds no source maps and no federation stats of the web bundles: the build stage deletes them before the runtime copies it', () => {
  const runs = build.instructions.map((i, index) => ({ ...i, index })).filter((i) => i.keyword === 'RUN');
  const built = runs.find((i) => /npm run build\b/.test(i.args)).index;
  const cleanups = runs.filter((i) => i.index > built && /mf-stats\.json/.test(i.args));
  assert.equal(cleanups.length, 1, 'one RUN after npm run build removes the maps and stats');
  // Run it on a build output of the same layout, as the build stage's shell runs it.
  const app = tempDir('image-files');
  const files = {
    'shell/dist/index.html': 'kept',
    'shell/dist/mf-manifest.json': 'kept',
    'shell/dist/mf-manifest.json.br': 'kept',
    'shell/dist/mf-stats.json': 'gone',
    'shell/dist/mf-stats.json.gz': 'gone',
    'shell/dist/mf-stats.json.br': 'gone',
    'shell/dist/static/js/main.0123abcd.js': 'kept',
    'shell/dist/static/js/main.0123abcd.js.gz': 'kept',
    'shell/dist/static/js/main.0123abcd.js.map': 'gone',
    'shell/dist/static/css/main.0123abcd.css.map': 'gone',
    'mf-claims/dist/remoteEntry.js': 'kept',
    'mf-claims/dist/remoteEntry.js.map': 'gone',
    'mf-claims/dist/mf-stats.json': 'gone',
    'mf-claims/dist/static/js/298.e8cce077ef.js.map': 'gone',
    'mf-claims/dist/static/js/298.e8cce077ef.js.map.br': 'gone',
    'mf-claims/dist/static/js/298.e8cce077ef.js.map.gz': 'gone',
    'backend/dist/main.js.map': 'kept',
  };
  try {
    for (const [file, fate] of Object.entries(files)) {
      mkdirSync(dirname(join(app, file)), { recursive: true });
      writeFileSync(join(app, file), fate);
    }
    const result = spawnSync('sh', ['-c', cleanups[0].args], { cwd: app, encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    for (const [file, fate] of Object.entries(files))
      assert.equal(existsSync(join(app, file)), fate === 'kept', `${file} ${fate === 'kept' ? 'kept' : 'removed'}`);
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
  const copies = instruction(runtime, 'COPY').map((copy) => copy.args);
  assert.deepEqual(copies, ['--from=build /app /app'], 'the runtime takes the cleaned build stage and nothing else');
});

function workspaceDir(name) {
  const dir = rootPackage.workspaces.find((folder) => JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).name === name);
  assert.ok(dir, `workspace ${name}`);
  return dir;
}

test('the runtime: Chromium from Debian where the app looks for it, non-root, DATA_DIR=/data as a volume', () => {
  const installs = instruction(runtime, 'RUN')
    .map((i) => i.args)
    .join(' ');
  assert.match(installs, /apt-get install[^&]*\bchromium\b/);
  const { variables } = backendConfig();
  // The app reads PUPPETEER_EXECUTABLE_PATH, else CHROMIUM_PATH (config.schema.ts); both name Debian's binary.
  for (const name of ['PUPPETEER_EXECUTABLE_PATH', 'CHROMIUM_PATH']) {
    assert.ok(variables.has(name), `${name} is read by the app`);
    assert.equal(runtimeEnv[name], '/usr/bin/chromium');
  }
  for (const name of Object.keys(runtimeEnv).filter((key) => !key.startsWith('PUPPETEER_SKIP')))
    assert.ok(variables.has(name), `ENV ${name} is a variable the app reads`);
  // poppler (pdftotext) is for the tests only: no runtime code calls it, so the image has none.
  const runtimeSources = spawnSync('grep', ['-rlE', 'pdftotext|pdftoppm', join(root, 'backend', 'src'), '--include=*.ts'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((file) => file && !/\.(spec|integration-spec|stall-spec|fault-spec)\.ts$|\/test\/|\/testing\/|\/bench\//.test(file));
  assert.deepEqual(runtimeSources, [], 'backend code that calls poppler at run time (then install poppler-utils in the runtime stage)');

  const user = instruction(runtime, 'USER').at(-1)?.args;
  assert.ok(user && !['root', '0', '0:0'].includes(user), `runs as a non-root user (USER ${user})`);
  assert.equal(runtimeEnv.DATA_DIR, '/data');
  assert.ok(instruction(runtime, 'VOLUME').some((volume) => /["\s[]?\/data["\s\]]?/.test(volume.args)));
  assert.equal(runtimeEnv.APP_ROLE, 'all');
});

test('.dockerignore keeps installed, built and local files out of the context, and nothing the build needs', () => {
  const patterns = readFileSync(join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const needed of ['.git', '**/node_modules', '**/dist', 'data', '.env']) assert.ok(patterns.includes(needed), `.dockerignore has ${needed}`);
  // "data" at the root only: libs/data is a workspace the build needs.
  assert.ok(!patterns.some((pattern) => /(^|\/)\*\*\/data$/.test(pattern) || pattern === 'libs/data'));
  for (const source of ['package.json', 'package-lock.json', '.puppeteerrc.cjs', 'scripts', 'backend', 'libs'])
    assert.ok(!patterns.includes(source), `${source} is in the context`);
});

test('the entry point, the healthcheck and the command exist and are the scripts of this repository', () => {
  const [entry] = instruction(runtime, 'ENTRYPOINT');
  const [cmd] = instruction(runtime, 'CMD');
  const [health] = instruction(runtime, 'HEALTHCHECK');
  assert.deepEqual(execForm(entry.args), ['node', 'scripts/entrypoint.mjs']);
  assert.deepEqual(execForm(cmd.args), ['start']);
  assert.ok(statSync(join(root, 'scripts', 'entrypoint.mjs')).isFile());
  assert.ok(statSync(join(root, 'scripts', 'start.mjs')).isFile());
  assert.match(health.args, /^--interval=\S+ --timeout=\S+ --start-period=\S+ --retries=\d+ CMD \[/);
  assert.deepEqual(execForm(health.args.replace(/^.*?CMD /, '')), ['node', 'scripts/entrypoint.mjs', 'healthcheck']);
  assert.ok(readdirSync(join(root, 'scripts')).includes('entrypoint.mjs'));
});

test('the entry point refuses an unknown role and an unknown command', () => {
  const dataDir = tempDir('role');
  const role = spawnSync(process.execPath, ['scripts/entrypoint.mjs', 'start'], {
    cwd: root,
    env: cleanEnv({ APP_ROLE: 'web', DATA_DIR: dataDir }),
    encoding: 'utf8',
  });
  rmSync(dataDir, { recursive: true, force: true });
  assert.equal(role.status, 1);
  assert.match(role.stderr, /APP_ROLE \(got "web"\): must be all, api or worker/);
  const command = spawnSync(process.execPath, ['scripts/entrypoint.mjs', 'serve'], { cwd: root, env: cleanEnv({}), encoding: 'utf8' });
  assert.equal(command.status, 64);
});
