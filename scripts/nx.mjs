// Runs Nx offline and without the daemon, so a fresh machine and CI behave the same.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const nxBin = require.resolve('nx/bin/nx.js');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false', NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '' };
const result = spawnSync(process.execPath, [nxBin, ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
