// Type-aware lint for every package; each file is checked against its own package's tsconfig.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

// Project boundaries, from the tags in each package.json's "nx" field. type: says what a project is
// (app, feature, data, ui, contracts, e2e, tooling), scope: which side of the API it runs on (frontend,
// backend, shared). The rule also rejects any relative import that leaves its project.
const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:data', 'type:ui', 'type:contracts'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:data', 'type:ui', 'type:contracts'] },
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:ui', 'type:contracts'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:contracts'] },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts'] },
  { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:frontend', 'scope:shared'] },
  { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:shared'] },
];
const allowedImports = [
  // A remote's exposed entry point: the host (and a remote that mounts another) takes its types from
  // what the remote really exposes, the code arriving through federation; the shell's prerender renders
  // mf-public's pages at build time.
  '^@dct/mf-[\\w-]+/routes$',
  // The one list of the apps, read by the build config and at run time; it belongs to no project.
  '^(?:\\.\\./)+tools/rspack/apps\\.json$',
];
const projectBoundaries = (...moreAllowed) => ['error', { depConstraints, allow: [...allowedImports, ...moreAllowed] }];

// Backend boundaries. A module reaches another only through what it exports: its module class
// (<name>/<name>.module), its services (<name>/*.service) and its answers (<name>/dto/*.response);
// never its entities, controllers or other files. infra/ and common/ serve the modules and import none.
// One block per folder depth, since a path's `../` count says where it leaves the module.
const otherModule = (ups) => ({
  regex: `^(?:\\.\\./){${ups}}([\\w-]+)/(?!\\1\\.module$|[\\w.-]+\\.service$|dto/[\\w.-]+\\.response$)`,
  message: 'Another module is reached through its module class, a service or a dto/*.response only (its tables and internals are its own).',
});
const moduleBoundaries = [1, 2, 3].map((depth) => ({
  files: [`backend/src/modules/${'*/'.repeat(depth)}*.ts`],
  rules: { 'no-restricted-imports': ['error', { patterns: [otherModule(depth)] }] },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.nx/**', '**/test-results/**', '**/playwright-report/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: { '@nx/enforce-module-boundaries': projectBoundaries() },
  },
  {
    // The sign-in journeys run against the same fake OpenID provider as the backend's own tests, the
    // mailbox journey against the same dovecot (on a free port found the same way); exports are read
    // back with the same unzip, and the browser starts with the flags the PDF renderer uses.
    files: ['e2e/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': projectBoundaries(
        '^\\.\\./\\.\\./backend/test/(?:fake-oidc-provider|dovecot|free-port|unzip|push-browser)$',
        '^\\.\\./backend/src/infra/pdf/chromium-args$',
      ),
    },
  },
  {
    // In the browser a remote's code arrives through federation: the apps import only its types.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@dct/mf-[\\w-]+/routes$',
              allowTypeImports: true,
              message: "A remote's routes arrive through federation: import only their types (`import type`).",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests assert on parsed JSON bodies, which are `any` by nature.
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.integration-spec.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // The apps reach the API only through @dct/data (typed from the OpenAPI document).
    files: ['mf-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@dct/ui',
              importNames: ['uploadRequest', 'getQueryFn', 'queryKeyToUrl', 'fetchChecked'],
              message: "Call the API through @dct/data: its paths and answers are checked against the API's OpenAPI document.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: 'No API paths in the apps: use @dct/data (its hooks, calls and links).' },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: 'No API paths in the apps: use @dct/data (its hooks, calls and links).' },
      ],
    },
  },
  ...moduleBoundaries,
  {
    files: ['backend/src/infra/**/*.ts', 'backend/src/common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?:\\.{1,2}/)+modules/', message: 'infra/ and common/ serve the modules: they import none of them.' }] },
      ],
    },
  },
);
