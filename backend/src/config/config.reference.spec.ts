import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configReferenceRows, withConfigReference } from './config.reference';
import { configSchema } from './config.schema';

const docPath = join(__dirname, '..', '..', '..', 'docs', 'configuration.md');

describe('the configuration reference (docs/configuration.md)', () => {
  it('is what the config schema gives: run npm run docs:config after changing the schema', () => {
    const doc = readFileSync(docPath, 'utf8');
    expect(doc).toEqual(withConfigReference(doc));
  });

  it('has a row for every variable of the schema, each described', () => {
    const named = configReferenceRows().flatMap((row) => row.names);
    expect(named.sort()).toEqual(Object.keys(configSchema.innerType().shape).sort());
    for (const row of configReferenceRows()) expect(row.meaning.length).toBeGreaterThan(10);
  });

  it('keeps the hand-written text outside the markers', () => {
    const doc = withConfigReference('# Title\n\nBefore.\n\n<!-- config:start -->\nold\n<!-- config:end -->\n\nAfter.\n');
    expect(doc.startsWith('# Title\n\nBefore.\n\n<!-- config:start -->\n\n| variable | default | meaning |\n')).toBe(true);
    expect(doc.endsWith('|\n\n<!-- config:end -->\n\nAfter.\n')).toBe(true);
  });
});
