// Generates the front end's API types from the backend's OpenAPI document:
//   npm run api:client          rebuild the backend, then write libs/data/src/generated/api-schema.ts
//   node tools/api-client/generate.mjs --check
//                               fail when the checked-in types differ from the API (run by npm test)
// The backend must be built (backend/dist); its routes and schemas are read without a database.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const target = join(root, 'libs', 'data', 'src', 'generated', 'api-schema.ts');
const check = process.argv.includes('--check');

const header = `/**
 * The API's routes, parameters, bodies and answers, generated from its OpenAPI document by
 * \`npm run api:client\`. Do not edit: change the API, then regenerate.
 */
`;

const document = execFileSync(process.execPath, [join(root, 'backend', 'dist', 'cli', 'write-openapi.js')], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const ast = await openapiTS(JSON.parse(document), { exportType: false, alphabetize: true });
const source = await prettier.format(header + astToString(ast), { ...(await prettier.resolveConfig(target)), filepath: target });

if (check) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // No file yet: reported below.
  }
  if (current !== source) {
    console.error('libs/data/src/generated/api-schema.ts does not match the API. Run `npm run api:client` and commit the result.');
    process.exit(1);
  }
  console.log('The typed API client matches the API.');
} else {
  writeFileSync(target, source);
  console.log(`Wrote ${target}`);
}
