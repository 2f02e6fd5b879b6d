// Checks remotes' federation manifests against the shell before remotes.json points at them:
//   npm run check:remotes                      the local builds (<remote>/dist/mf-manifest.json)
//   npm run check:remotes -- <url|file>...     deployed or downloaded manifests
// Options: --shell <url|file> (the shell's mf-manifest.json; default shell/dist/mf-manifest.json)
//          --origin <https://app.example.com> (the shell's origin: the manifest and entry must allow it by CORS)
// Exits 1 when a remote would fail in the shell, naming the library and both versions.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import semver from 'semver';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const apps = JSON.parse(readFileSync(join(root, 'tools', 'rspack', 'apps.json'), 'utf8'));

function parseArgs(argv) {
  const options = { shell: join(root, 'shell', 'dist', 'mf-manifest.json'), origin: undefined, manifests: [] };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--shell') options.shell = argv[++i];
    else if (argv[i] === '--origin') options.origin = argv[++i];
    else options.manifests.push(argv[i]);
  }
  if (options.manifests.length === 0) {
    options.manifests = Object.entries(apps)
      .filter(([name]) => name !== 'shell')
      .map(([, app]) => join(root, app.folder, 'dist', 'mf-manifest.json'));
  }
  return options;
}

const toUrl = (location) => (/^https?:\/\//.test(location) ? new URL(location) : pathToFileURL(location));

/** Reads a manifest from a URL (sending the shell's Origin, if given) or a file. */
async function load(location, origin) {
  const url = toUrl(location);
  if (url.protocol === 'file:') return { url, json: JSON.parse(readFileSync(url, 'utf8')), problems: [] };
  const problems = [];
  const response = await fetch(url, { headers: origin ? { Origin: origin } : {} });
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  if (origin && new URL(origin).origin !== url.origin) {
    const allowed = response.headers.get('access-control-allow-origin');
    if (allowed !== '*' && allowed !== new URL(origin).origin) {
      problems.push(`${url} does not allow ${origin} by CORS: serve it with "Access-Control-Allow-Origin: ${new URL(origin).origin}" (or "*")`);
    }
  }
  return { url, json: await response.json(), problems };
}

async function checkEntry(url, manifest, origin) {
  if (url.protocol === 'file:') return [];
  const entry = new URL(
    manifest.metaData.remoteEntry.path ? `${manifest.metaData.remoteEntry.path}/${manifest.metaData.remoteEntry.name}` : manifest.metaData.remoteEntry.name,
    url,
  );
  const response = await fetch(entry, { headers: origin ? { Origin: origin } : {} });
  if (!response.ok) return [`its entry ${entry} answered ${response.status} ${response.statusText}`];
  return [];
}

/** Why this remote would not run in this shell, in words. */
export function contractProblems(manifest, shellManifest) {
  const problems = [];
  for (const field of ['metaData', 'shared', 'exposes']) if (!manifest[field]) problems.push(`it is not a federation manifest (no "${field}")`);
  if (problems.length) return problems;
  if (!apps[manifest.name]) problems.push(`its name "${manifest.name}" is not one of the apps in tools/rspack/apps.json`);
  if (!manifest.exposes.some((exposed) => exposed.path === './routes')) problems.push('it exposes no ./routes (the route table the shell loads)');
  const provided = new Map(shellManifest.shared.map((lib) => [lib.name, lib.version]));
  for (const lib of manifest.shared) {
    if (!lib.singleton) continue;
    const version = provided.get(lib.name);
    if (!version) problems.push(`it shares ${lib.name} as a singleton, which the shell does not provide`);
    else if (lib.requiredVersion && !semver.satisfies(version, lib.requiredVersion)) {
      problems.push(`it was built for ${lib.name} ${lib.requiredVersion}, but the shell has ${lib.name} ${version}`);
    }
  }
  return problems;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const shell = await load(options.shell);
  let failed = false;
  for (const location of options.manifests) {
    let problems;
    let name = location;
    try {
      const { url, json, problems: transport } = await load(location, options.origin);
      name = `${json.name ?? '?'} ${json.metaData?.buildInfo?.buildVersion ?? ''} (${url})`;
      problems = [...transport, ...contractProblems(json, shell.json)];
      if (problems.length === 0) problems.push(...(await checkEntry(url, json, options.origin)));
    } catch (error) {
      problems = [error instanceof Error ? error.message : String(error)];
    }
    if (problems.length) {
      failed = true;
      console.error(`✗ ${name}\n${problems.map((problem) => `    ${problem}`).join('\n')}`);
    } else console.log(`✓ ${name}`);
  }
  if (failed) {
    console.error('\nDo not point remotes.json at a remote marked ✗: the shell would show its area as failed.');
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
