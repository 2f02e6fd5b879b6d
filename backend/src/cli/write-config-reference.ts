import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { withConfigReference } from '../config/config.reference';

/** Writes the configuration table into docs/configuration.md (or the file given), between its markers. */
const target = process.argv[2] ?? resolve(__dirname, '..', '..', '..', 'docs', 'configuration.md');
const before = readFileSync(target, 'utf8');
const after = withConfigReference(before);
if (after !== before) writeFileSync(target, after);
console.log(after === before ? `${target} is up to date` : `${target} written`);
