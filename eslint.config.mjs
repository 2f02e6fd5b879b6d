// Type-aware lint for every package; each file is checked against its own package's tsconfig.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    // Tests assert on parsed JSON bodies, which are `any` by nature.
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.integration-spec.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // The apps reach the API only through @dct/data (typed from the OpenAPI document); a remote never imports another.
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
          patterns: [
            { regex: '^(?:\\.\\./)+(?:\\.\\./)?(?:mf-[\\w-]+|shell)/', message: 'A remote or the shell never imports another app: share through libs/.' },
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
  {
    // The layers: contracts know nothing of the front end, the design system nothing of the data layer.
    files: ['libs/contracts/src/**/*.ts', 'libs/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@dct/data', '@dct/data/*'], message: 'libs/data builds on libs/ui and libs/contracts, never the other way round.' }] },
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
