import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../data-source-options';
import { LOCAL_ADMIN_URL, createScratchDatabase, dropScratchDatabase } from '../scratch-database';
import { MIGRATIONS } from './index';
import { Households1795900000000 } from './1795900000000-households';

/** Every table of the public schema but TypeORM's own bookkeeping. */
async function tables(dataSource: DataSource): Promise<string[]> {
  const rows = await dataSource.query<Array<{ name: string }>>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations' ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/**
 * Each table's row count and a checksum of its rows: every row's values in column order (the
 * renamed owner column keeps its place and values), sorted, hashed. Columns the migration adds
 * are left out by taking only the columns the table had before.
 */
async function fingerprint(dataSource: DataSource, columnsOf: Map<string, string[]>): Promise<Record<string, { rows: number; md5: string }>> {
  const result: Record<string, { rows: number; md5: string }> = {};
  for (const [table, columns] of columnsOf) {
    const list = columns.map((column) => `"${column}"`).join(', ');
    const [row] = await dataSource.query<Array<{ rows: number; md5: string }>>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(line, E'\\n' ORDER BY line), '')) AS md5 FROM (SELECT ROW(${list})::text AS line FROM "${table}") t`,
    );
    result[table] = row;
  }
  return result;
}

async function columns(dataSource: DataSource, table: string): Promise<string[]> {
  const rows = await dataSource.query<Array<{ name: string }>>(
    `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.name);
}

describe('The households migration (integration)', () => {
  let database: { name: string; url: string };

  beforeAll(async () => {
    database = await createScratchDatabase(LOCAL_ADMIN_URL, 'households_migration');
  });
  afterAll(() => dropScratchDatabase(LOCAL_ADMIN_URL, database.name));

  it('moves the data of three owners into three households with nothing lost', async () => {
    const stamp = (name: string) => Number(/(\d{13})$/.exec(name)?.[1]);
    const before = MIGRATIONS.filter((migration) => stamp(migration.name) < stamp(Households1795900000000.name));
    const old = new DataSource({ ...dataSourceOptions(database.url, 1), migrations: before });
    await old.initialize();
    await old.runMigrations();
    const owners: number[] = [];
    for (const name of ['Ana', 'Ben', 'Chloe']) {
      const [user] = await old.query<Array<{ id: number }>>(`INSERT INTO users (email, name) VALUES ($1, $2) RETURNING id`, [
        `${name.toLowerCase()}@example.test`,
        name,
      ]);
      owners.push(user.id);
      const [vehicle] = await old.query<Array<{ id: number }>>(
        `INSERT INTO vehicles (user_id, year, make, model, vin) VALUES ($1, 2022, 'Honda', 'Civic', $2) RETURNING id`,
        [user.id, `1HGCM82633A00${String(user.id).padStart(4, '0')}`],
      );
      const [dealer] = await old.query<Array<{ id: number }>>(`INSERT INTO dealers (user_id, name) VALUES ($1, $2) RETURNING id`, [user.id, `${name} Motors`]);
      for (let index = 0; index < 3; index += 1) {
        const [visit] = await old.query<Array<{ id: number }>>(
          `INSERT INTO visits (user_id, vehicle_id, dealer_id, date_in, date_out, primary_issue) VALUES ($1, $2, $3, $4, $5, 'Transmission') RETURNING id`,
          [user.id, vehicle.id, dealer.id, `2025-0${index + 1}-03`, `2025-0${index + 1}-09`],
        );
        await old.query(`INSERT INTO claims (user_id, visit_id, valuation_method, ask_amount) VALUES ($1, $2, 'DailyFlatRate', 300)`, [user.id, visit.id]);
        await old.query(
          `INSERT INTO documents (user_id, visit_id, file_name, file_size, mime_type, doc_type) VALUES ($1, $2, 'ro.pdf', 10, 'application/pdf', 'Service Receipt')`,
          [user.id, visit.id],
        );
        // A change of dates, which the trigger records in the visit's history.
        await old.query(`UPDATE visits SET date_out = $2 WHERE id = $1`, [visit.id, `2025-0${index + 1}-10`]);
      }
      await old.query(
        `INSERT INTO correspondence_entries (user_id, vehicle_id, occurred_on, direction, party, method, summary) VALUES ($1, $2, '2025-04-01', 'sent', 'manufacturer', 'certified_mail', 'Notice')`,
        [user.id, vehicle.id],
      );
    }
    const tableNames = await tables(old);
    const columnsOf = new Map(await Promise.all(tableNames.map(async (table) => [table, await columns(old, table)] as const)));
    const fingerprintBefore = await fingerprint(old, columnsOf);
    await old.destroy();

    // Up to the households migration itself, so that undoing the last migration undoes it.
    const through = MIGRATIONS.filter((migration) => stamp(migration.name) <= stamp(Households1795900000000.name));
    const migrated = new DataSource({ ...dataSourceOptions(database.url, 1), migrations: through });
    await migrated.initialize();
    try {
      await migrated.runMigrations();
      // The same columns, under their new name where the owner became the household.
      const renamed = new Map(
        [...columnsOf].map(([table, names]) => [table, names.map((name) => (name === 'user_id' && !USER_TABLES.has(table) ? 'household_id' : name))]),
      );
      expect(await fingerprint(migrated, renamed)).toEqual(fingerprintBefore);
      expect(Object.values(fingerprintBefore).reduce((sum, table) => sum + table.rows, 0)).toBeGreaterThan(40);

      const households = await migrated.query<Array<{ user_id: number; household_id: number; role: string }>>(
        'SELECT user_id, household_id, role FROM household_members ORDER BY user_id',
      );
      expect(households).toEqual(owners.map((id) => ({ user_id: id, household_id: id, role: 'owner' })));
      expect(await migrated.query('SELECT id, name FROM households ORDER BY id')).toEqual([
        { id: owners[0], name: 'Ana’s household' },
        { id: owners[1], name: 'Ben’s household' },
        { id: owners[2], name: 'Chloe’s household' },
      ]);
      // Each record's author is its former owner.
      const authors = await migrated.query<Array<{ household_id: number; created_by: number }>>(
        'SELECT DISTINCT household_id, created_by FROM visits ORDER BY 1',
      );
      expect(authors).toEqual(owners.map((id) => ({ household_id: id, created_by: id })));

      // An account made after the migration gets a household of its own at once.
      const [dana] = await migrated.query<Array<{ id: number }>>(`INSERT INTO users (email, name) VALUES ('dana@example.test', 'Dana') RETURNING id`);
      const [membership] = await migrated.query<Array<{ household_id: number; role: string }>>(
        'SELECT household_id, role FROM household_members WHERE user_id = $1',
        [dana.id],
      );
      expect(membership.role).toBe('owner');
      expect(owners).not.toContain(membership.household_id);

      // And back down: the rows return under their owners, still all there.
      await migrated.undoLastMigration();
      const back = new Map([...columnsOf].map(([table, names]) => [table, names] as const));
      back.delete('users');
      const { users: _users, ...expected } = fingerprintBefore;
      expect(await fingerprint(migrated, back)).toEqual(expected);
    } finally {
      await migrated.destroy();
    }
  }, 120_000);
});

/** Tables whose `user_id` stays a person's (sessions, preferences, alerts, feeds…). */
const USER_TABLES = new Set([
  'sessions',
  'contact_messages',
  'password_resets',
  'notification_settings',
  'notification_digests',
  'notifications',
  'push_subscriptions',
  'idempotency_keys',
  'calendar_feeds',
  'calendar_events',
]);
