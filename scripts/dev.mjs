// `npm run dev`: the API with live reload on :3100 and every app's rspack dev server
// (shell on http://localhost:3000, proxying /api; remotes on 3001-3005).
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { APPS, DEV_API_PORT } = require('../tools/rspack/apps.js');
const tsc = require.resolve('typescript/bin/tsc');
const rspack = join(dirname(require.resolve('@rspack/cli/package.json')), 'bin', 'rspack.js');

const children = [];

function run(name, args, options = {}) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code) => console.log(`[${name}] exited with ${code}`));
  children.push(child);
  return child;
}

// One full compile first, so the API starts from fresh output.
for (const project of ['libs/contracts/tsconfig.build.json', 'backend/tsconfig.build.json']) {
  const result = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('contracts', [tsc, '-p', 'libs/contracts/tsconfig.build.json', '--watch', '--preserveWatchOutput']);
run('backend:tsc', [tsc, '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput']);
run('api', ['--watch', '--enable-source-maps', 'backend/dist/main.js'], {
  env: { ...process.env, PORT: String(DEV_API_PORT), SERVE_WEB: 'false', DATA_DIR: process.env.DATA_DIR ?? join(root, 'data') },
});
for (const app of Object.values(APPS)) {
  run(app.name, [rspack, 'serve', '--mode', 'development'], { cwd: join(root, app.folder) });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
