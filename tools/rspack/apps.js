/**
 * Every front-end app: its federation name, its folder, its dev-server port, and where the
 * production server mounts it. The shell's remotes.json is generated from this table.
 */
const APPS = {
  shell: { name: 'shell', folder: 'shell', devPort: 3000 },
  mf_public: { name: 'mf_public', folder: 'mf-public', devPort: 3001 },
  mf_vehicles: { name: 'mf_vehicles', folder: 'mf-vehicles', devPort: 3002 },
  mf_visits: { name: 'mf_visits', folder: 'mf-visits', devPort: 3003 },
  mf_claims: { name: 'mf_claims', folder: 'mf-claims', devPort: 3004 },
  mf_ai_assistant: { name: 'mf_ai_assistant', folder: 'mf-ai-assistant', devPort: 3005 },
};

/** The API's port under `npm run dev` (the shell's dev server proxies /api to it). */
const DEV_API_PORT = 3100;

const REMOTES = Object.values(APPS).filter((app) => app.name !== 'shell');

/** remotes.json: production paths are served by the backend; dev URLs by each dev server. */
function remotesManifest(mode) {
  return Object.fromEntries(
    REMOTES.map((app) => [
      app.name,
      mode === 'development'
        ? `http://localhost:${app.devPort}/mf-manifest.json`
        : `/remotes/${app.folder}/mf-manifest.json`,
    ]),
  );
}

module.exports = { APPS, REMOTES, DEV_API_PORT, remotesManifest };
