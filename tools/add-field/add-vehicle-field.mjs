// Adds an optional vehicle `color`, from the database to the CSV, in a scratch copy of this
// checkout's last commit, the way a contributor would: the edits written by hand, then the
// commands that write the rest, then the compiler and the tests that must agree. It lists the
// files that changed and fails when the change takes more than 6 files or more than 4 by hand.
// Then it leaves out each hand-written part in turn and shows which check refuses it: leaving a
// field out of any list is a compile or test error, never a silent drop.
//
//   node tools/add-field/add-vehicle-field.mjs [--keep]   (PostgreSQL on 127.0.0.1:5432, as npm test)
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const started = Date.now();
const scratch = mkdtempSync(join(tmpdir(), 'add-field-'));
const keep = process.argv.includes('--keep');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', FORCE_COLOR: '0' };
const jestEnv = { ...env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings' };

function run(command, args, cwd = scratch, options = {}) {
  const result = spawnSync(command, args, { cwd, env: options.env ?? env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}
function must(command, args, cwd, options) {
  const result = run(command, args, cwd, options);
  if (!result.ok) {
    if (!quiet) console.error(result.output.slice(-4000));
    throw new Error(`failed: ${command} ${args.join(' ')}`);
  }
  return result.output;
}
let quiet = false;
const npx = (args, cwd, options) => run('npx', ['--no-install', ...args], cwd, options);

/** The scratch copy: the last commit, with this checkout's installed packages (the workspace links point into the copy). */
function makeScratch() {
  must('git', ['clone', '--quiet', '--local', '--no-hardlinks', root, scratch], root);
  mkdirSync(join(scratch, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry === '@dct') cpSync(join(root, 'node_modules', '@dct'), join(scratch, 'node_modules', '@dct'), { recursive: true, verbatimSymlinks: true });
    else symlinkSync(join(root, 'node_modules', entry), join(scratch, 'node_modules', entry));
  }
  for (const folder of [
    'backend',
    'e2e',
    'shell',
    'mf-vehicles',
    'mf-visits',
    'mf-claims',
    'mf-public',
    'mf-ai-assistant',
    'libs/ui',
    'libs/dealers',
    'libs/data',
  ]) {
    const modules = join(root, folder, 'node_modules');
    if (existsSync(modules)) symlinkSync(modules, join(scratch, folder, 'node_modules'));
  }
  // A link is not a folder to .gitignore's `node_modules/`: not part of the change.
  writeFileSync(join(scratch, '.git', 'info', 'exclude'), 'node_modules\n');
}

function edit(file, find, replace) {
  const path = join(scratch, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(find)) throw new Error(`${file} no longer has ${JSON.stringify(find)}: update this script with the file`);
  writeFileSync(path, text.replace(find, replace));
}

// The hand-written parts, each apart so it can be left out.
const handEdits = {
  'the entity property': () =>
    edit(
      'backend/src/modules/vehicles/vehicle.entity.ts',
      '  @CreatedAt()',
      "  @Column({ type: 'varchar', length: VEHICLE_TEXT_LIMITS.color, nullable: true })\n  color: string | null;\n\n  @CreatedAt()",
    ),
  "the form schema's rule": () => {
    edit('libs/contracts/src/schemas/vehicle.ts', "(field: 'trim' | 'license_plate' | 'notes')", "(field: 'trim' | 'license_plate' | 'notes' | 'color')");
    edit(
      'libs/contracts/src/schemas/vehicle.ts',
      "    license_plate: textRule('license_plate'),\n",
      "    license_plate: textRule('license_plate'),\n    color: textRule('color'),\n",
    );
  },
  'the limit': () => edit('libs/contracts/src/vehicle.ts', '  license_plate: PLATE_MAX,\n', '  license_plate: PLATE_MAX,\n  color: SHORT_TEXT_MAX,\n'),
  'the label': () => edit('libs/contracts/src/vehicle.ts', "  license_plate: 'License plate',\n", "  license_plate: 'License plate',\n  color: 'Color',\n"),
  'the CSV column': () =>
    edit(
      'libs/contracts/src/vehicle.ts',
      "  { header: 'License plate', value: (v) => v.license_plate },\n",
      "  { header: 'License plate', value: (v) => v.license_plate },\n  { header: 'Color', value: (v) => v.color },\n",
    ),
};

// The contracts' build is what the backend compiles against; the migration's command builds the
// backend (whose build the API client is read from).
const buildContracts = () => must('npm', ['run', 'build', '-w', '@dct/contracts']);
const generate = () => {
  must('npm', ['run', 'migration:generate', '-w', 'backend', '--', 'vehicle color'], scratch, { env: jestEnv });
  must('node', ['tools/api-client/generate.mjs']);
};
const reset = () => {
  must('git', ['checkout', '--quiet', '--', '.']);
  must('git', ['clean', '--quiet', '-fd', '--', 'backend/src/database/migrations']);
};

// The checks a contributor runs (all are in npm test), each with what it proves.
const checks = {
  'contracts compile': () => npx(['tsc', '-p', 'libs/contracts/tsconfig.json', '--noEmit']),
  'backend compiles': () => npx(['tsc', '-p', 'backend/tsconfig.json', '--noEmit']),
  'the vehicle form compiles': () => npx(['tsc', '-p', 'mf-vehicles/tsconfig.json', '--noEmit']),
  'every other project compiles': () => {
    for (const project of ['libs/ui', 'libs/data', 'libs/dealers', 'shell', 'mf-visits', 'mf-claims', 'mf-public', 'mf-ai-assistant', 'e2e']) {
      const result = npx(['tsc', '-p', `${project}/tsconfig.json`, '--noEmit']);
      if (!result.ok) return result;
    }
    return { ok: true, output: '' };
  },
  'the CSV has every field': () => npx(['jest', 'src/vehicle.spec', '-t', 'VEHICLE_CSV_COLUMNS'], join(scratch, 'libs/contracts')),
  'the form has a box for every field': () => npx(['jest', 'src/components/vehicle-form.spec', '-t', 'field by field'], join(scratch, 'mf-vehicles')),
  'the typed API client matches': () => run('node', ['tools/api-client/generate.mjs', '--check']),
  'the API keeps every field, answers as its schema says, and the migrations build the entities': () =>
    npx(
      [
        'jest',
        '--runInBand',
        'src/modules/vehicles/vehicles.integration-spec.ts',
        'test/answers-match-schemas',
        'src/database/schema-drift',
        '-t',
        'every field|vehicle|entit|migration',
      ],
      join(scratch, 'backend'),
      { env: jestEnv },
    ),
};

function changedFiles() {
  return must('git', ['status', '--porcelain', '--untracked-files=all'])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
}

const GENERATED = [/^backend\/src\/database\/migrations\//, /^libs\/data\/src\/generated\//];

try {
  console.log(`Scratch copy of ${must('git', ['rev-parse', '--short', 'HEAD'], root).trim()} in ${scratch}`);
  makeScratch();
  for (const apply of Object.values(handEdits)) apply();
  buildContracts();
  generate();
  const failed = [];
  for (const [name, check] of Object.entries(checks)) {
    const result = check();
    console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${name}`);
    if (!result.ok) failed.push([name, result.output]);
  }
  const files = changedFiles();
  const generated = files.filter((file) => GENERATED.some((pattern) => pattern.test(file)));
  const byHand = files.filter((file) => !generated.includes(file));
  console.log(`\nAdding an optional vehicle color took ${files.length} files, ${byHand.length} by hand:`);
  for (const file of byHand) console.log(`  by hand    ${file}`);
  for (const file of generated) console.log(`  generated  ${file}`);
  for (const [name, output] of failed) console.error(`\n${name}:\n${output.slice(-3000)}`);
  if (failed.length > 0 || files.length > 6 || byHand.length > 4) throw new Error('adding a field takes more than it should, or does not pass');

  // Each hand-written part left out in turn, from the full change: the check that refuses it.
  console.log('\nEach part left out, and what refuses it:');
  quiet = true;
  const omissions = {
    'the entity property': 'backend compiles',
    "the form schema's rule": 'contracts compile',
    'the label': 'contracts compile',
    'the CSV column': 'the CSV has every field',
  };
  let silent = 0;
  for (const [part, expected] of Object.entries(omissions)) {
    reset();
    for (const [name, apply] of Object.entries(handEdits)) if (name !== part) apply();
    const compiled = run('npm', ['run', 'build', '-w', '@dct/contracts']).ok;
    const refused = !compiled || !checks[expected]().ok;
    console.log(`  without ${part}: ${refused ? `refused by "${compiled ? expected : 'contracts compile'}"` : 'NOT REFUSED'}`);
    if (!refused) silent += 1;
  }
  // The migration left out: the drift check refuses the entity.
  reset();
  for (const apply of Object.values(handEdits)) apply();
  buildContracts();
  const drift = npx(['jest', '--runInBand', 'src/database/schema-drift'], join(scratch, 'backend'), { env: jestEnv });
  console.log(`  without the migration: ${drift.ok ? 'NOT REFUSED' : 'refused by the schema-drift check'}`);
  if (drift.ok) silent += 1;
  if (silent > 0) throw new Error(`${silent} part(s) could be left out silently`);
  console.log(`\nAdd-field check: ${Math.round((Date.now() - started) / 1000)} s`);
} catch (error) {
  console.error(`\nAdd-field check failed after ${Math.round((Date.now() - started) / 1000)} s: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (keep) console.log(`Kept ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}
