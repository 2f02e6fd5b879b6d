import { readdirSync } from 'node:fs';
import { MIGRATIONS, MIGRATION_FILE } from './index';

describe('MIGRATIONS', () => {
  const files = readdirSync(__dirname).filter((file) => MIGRATION_FILE.test(file));

  it('holds one migration per file of the folder, none twice', () => {
    expect(files.length).toBeGreaterThanOrEqual(16);
    expect(MIGRATIONS).toHaveLength(files.length);
    expect(new Set(MIGRATIONS.map((migration) => migration.name)).size).toBe(files.length);
  });

  it('runs them oldest first: each class is named after its file, timestamp last', () => {
    const timestamps = MIGRATIONS.map((migration) => /(\d{13})$/.exec(migration.name)?.[1]);
    expect(timestamps).toEqual(files.map((file) => file.slice(0, 13)).sort());
  });

  it('records each migration under its class name, the name a deployed database knows it by', () => {
    const names = MIGRATIONS.map((migration) => (new migration() as { name?: string }).name);
    expect(names).toEqual(MIGRATIONS.map((migration) => migration.name));
  });
});
