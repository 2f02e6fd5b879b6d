/**
 * Every front-end app, read from apps.json: its federation name (the key), its folder, its
 * dev-server port, and the area it fills (for messages). The table is JSON so the shell and
 * libs/ui read the same names as types (RemoteName); the shell's remotes.json is generated from it.
 */
const table = require('./apps.json');

const APPS = Object.fromEntries(Object.entries(table).map(([name, app]) => [name, { name, ...app }]));

/** The API's port under `npm run dev` (the shell's dev server proxies /api to it). */
const DEV_API_PORT = 3100;

const REMOTES = Object.values(APPS).filter((app) => app.name !== 'shell');

/** remotes.json: production paths are served by the backend; dev URLs by each dev server. */
function remotesManifest(mode) {
  return Object.fromEntries(
    REMOTES.map((app) => [app.name, mode === 'development' ? `http://localhost:${app.devPort}/mf-manifest.json` : `/remotes/${app.folder}/mf-manifest.json`]),
  );
}

module.exports = { APPS, REMOTES, DEV_API_PORT, remotesManifest };
