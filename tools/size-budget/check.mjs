// Checks each built app's JavaScript against its budget (gzipped bytes) and prints the sizes.
// Runs before the browser tests, so a bundle that grows past its budget fails `npm test`.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const apps = JSON.parse(readFileSync(join(root, 'tools', 'rspack', 'apps.json'), 'utf8'));
const budgets = JSON.parse(readFileSync(join(root, 'tools', 'size-budget', 'budgets.json'), 'utf8'));

const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every script the app can put on a page: all its JS, except, for a remote, its fallback copies
 * of the shared libraries (mf-manifest.json lists them), since the shell's copies are used, and
 * the chunks only those copies load (the manifest counts a shared library's lazily loaded chunk,
 * such as libs/ui's CSV writer, as the exposed modules' own).
 */
function ownJsFiles(name, dist) {
  const all = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
  if (name === 'shell') return all;
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const exposedSync = new Set(manifest.exposes.flatMap((part) => part.assets.js.sync));
  const exposed = new Set(manifest.exposes.flatMap((part) => [...part.assets.js.sync, ...part.assets.js.async]));
  const fallbacks = new Set(manifest.shared.flatMap((lib) => [...lib.assets.js.sync, ...lib.assets.js.async]).filter((chunk) => !exposed.has(chunk)));
  const own = all.filter((file) => !fallbacks.has(relative(dist, file)));
  // A lazily loaded chunk (`__webpack_require__.e("id")`) that no own script asks for is a fallback's.
  const sources = new Map(own.map((file) => [file, readFileSync(file, 'utf8')]));
  const chunkId = (file) => /^(.+?)\.[0-9a-f]+\.js$/.exec(file.split('/').pop() ?? '')?.[1];
  const askedFor = (file, id) => own.some((other) => other !== file && sources.get(other).includes(`.e(${JSON.stringify(id)})`));
  const lazyOnly = own.filter((file) => !exposedSync.has(relative(dist, file)) && exposed.has(relative(dist, file)));
  const fallbackOnly = new Set(
    lazyOnly.filter((file) => {
      const id = chunkId(file);
      return id !== undefined && !askedFor(file, id);
    }),
  );
  return own.filter((file) => !fallbackOnly.has(file));
}

/** What a page loads before the app runs: the shell's <script> tags, a remote's remoteEntry.js. */
function entryFiles(name, dist) {
  if (name !== 'shell') return [join(dist, 'remoteEntry.js')];
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map((match) => join(dist, match[1]));
}

/** The server sends a .br or .gz copy in place of its file: each must be exactly that file. */
function staleCopies(dist) {
  const stale = [];
  for (const file of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    const path = join(file.parentPath ?? file.path, file.name);
    const decode = file.name.endsWith('.br') ? brotliDecompressSync : file.name.endsWith('.gz') ? gunzipSync : undefined;
    if (decode && !decode(readFileSync(path)).equals(readFileSync(path.replace(/\.(br|gz)$/, '')))) stale.push(relative(root, path));
  }
  return stale;
}

let failed = false;
const rows = [];
for (const [name, app] of Object.entries(apps)) {
  const dist = join(root, app.folder, 'dist');
  const budget = budgets[name];
  if (!existsSync(dist)) {
    console.error(`${name}: ${relative(root, dist)} is missing; build first (npm run build)`);
    failed = true;
    continue;
  }
  for (const copy of staleCopies(dist)) {
    console.error(`${name}: ${copy} is not a compressed copy of its file`);
    failed = true;
  }
  const entry = entryFiles(name, dist).reduce((sum, file) => sum + gzipped(file), 0);
  const total = ownJsFiles(name, dist).reduce((sum, file) => sum + gzipped(file), 0);
  const over = budget ? [] : ['no budget'];
  if (budget && entry > budget.entryKb * 1024) over.push(`entry ${kb(entry)} > ${budget.entryKb} KB`);
  if (budget && total > budget.totalKb * 1024) over.push(`own JS ${kb(total)} > ${budget.totalKb} KB`);
  if (over.length) failed = true;
  rows.push({
    app: name,
    entry: kb(entry),
    'entry budget': `${budget?.entryKb} KB`,
    'own JS': kb(total),
    'own JS budget': `${budget?.totalKb} KB`,
    result: over.length ? `OVER: ${over.join(', ')}` : 'ok',
  });
}
console.log('JavaScript per app, gzipped (budgets in tools/size-budget/budgets.json):');
console.table(rows);
if (failed) {
  console.error('Size budget exceeded: make the bundle smaller, or raise its budget in the same commit and say why.');
  process.exit(1);
}
