// The project boundaries of eslint.config.mjs, checked by planting imports that cross them: each file
// is written into a project's src/, linted with the repository's config and removed again. The
// projects it writes into lint and typecheck before this runs (see package.json), never beside it.
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BOUNDARY_RULE = '@nx/enforce-module-boundaries';

// Each planted file: where it goes, what it imports, and the error expected (null: none). An import
// up the layers (libs/ui of libs/data) is also a cycle, which the rule reports before the tags.
const plants = [
  {
    file: 'libs/ui/src/boundary-probe.ts',
    source: "import '@dct/data';\n",
    ruleId: BOUNDARY_RULE,
    message: /Circular dependency between "@dct\/ui" and "@dct\/data"|tagged with "type:ui" can only depend on/,
  },
  {
    file: 'mf-visits/src/boundary-probe.ts',
    source: "import '../../mf-claims/src/routes';\n",
    ruleId: BOUNDARY_RULE,
    message: /Projects cannot be imported by a relative or absolute path/,
  },
  {
    file: 'libs/contracts/src/boundary-probe.ts',
    source: "import '@dct/router';\n",
    ruleId: BOUNDARY_RULE,
    message: /tagged with "type:contracts" cannot depend on any libs with tags/,
  },
  {
    file: 'backend/src/boundary-probe.ts',
    source: "import '@dct/ui';\n",
    ruleId: BOUNDARY_RULE,
    message: /tagged with "(type:app|scope:backend)" can only depend on libs tagged with/,
  },
  {
    file: 'shell/src/boundary-probe.ts',
    source: "import { routes } from '@dct/mf-visits/routes';\n\nexport const visitsRoutes = routes;\n",
    ruleId: '@typescript-eslint/no-restricted-imports',
    message: /A remote's routes arrive through federation/,
  },
  {
    // The control: imports the boundaries allow lint clean, so the errors above are the rules' own.
    file: 'mf-claims/src/boundary-probe.ts',
    source: "import type { routes } from '@dct/mf-ai-assistant/routes';\nimport '@dct/data';\n\nexport type AssistantRoutes = typeof routes;\n",
    ruleId: null,
  },
];

/** The rule reads Nx's cached project graph and skips itself without one: build it, offline. */
async function refreshProjectGraph() {
  process.env.NX_DAEMON = 'false';
  process.env.NX_NO_CLOUD = 'true';
  const { createProjectGraphAsync } = createRequire(import.meta.url)('@nx/devkit');
  await createProjectGraphAsync({ exitOnError: true });
}

test('imports across project boundaries fail the lint, by package name and by relative path', async () => {
  await refreshProjectGraph();
  const paths = plants.map((plant) => join(root, plant.file));
  try {
    plants.forEach((plant, i) => writeFileSync(paths[i], plant.source));
    const results = await new ESLint({ cwd: root }).lintFiles(paths);
    for (const plant of plants) {
      const result = results.find((r) => relative(root, r.filePath) === plant.file);
      assert.ok(result, `${plant.file} was linted`);
      const boundaryErrors = result.messages.filter((m) => m.ruleId === BOUNDARY_RULE || m.ruleId === '@typescript-eslint/no-restricted-imports');
      if (plant.ruleId === null) {
        assert.deepEqual(boundaryErrors, [], `${plant.file} crosses no boundary`);
        continue;
      }
      assert.ok(
        boundaryErrors.some((m) => m.ruleId === plant.ruleId && m.severity === 2 && plant.message.test(m.message)),
        `${plant.file}: expected ${plant.ruleId} ${plant.message}, got ${JSON.stringify(result.messages.map((m) => `${m.ruleId}: ${m.message}`))}`,
      );
    }
  } finally {
    for (const path of paths) rmSync(path, { force: true });
  }
});
