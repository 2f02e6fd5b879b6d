// `npm start`: build whatever is missing or stale (Nx restores the rest from its cache), then
// serve the API, the shell and every remote from one process on the embedded defaults.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'backend', 'dist', 'main.js');

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'nx.mjs'), 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The build failed; see the output above.');
    process.exit(build.status ?? 1);
  }
}
if (!existsSync(serverEntry)) {
  console.error(`Missing ${serverEntry}: run "npm run build" first.`);
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? '3000', DATA_DIR: process.env.DATA_DIR ?? join(root, 'data') },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
