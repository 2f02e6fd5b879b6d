import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { ENTITIES_FOLDER, entitiesIn } from './entities';

/**
 * What the migrations hold that the entities do not declare, and so is no drift: the indexes,
 * foreign keys and checks the migrations write by hand (the entities map columns, not the
 * database's rules). The name such a statement drops, or null when the statement is drift.
 */
function undeclaredName(query: string): string | null {
  const dropped = /^ALTER TABLE "\w+" DROP CONSTRAINT "(\w+)"$/.exec(query) ?? /^DROP INDEX "public"\."(\w+)"$/.exec(query);
  return dropped ? dropped[1] : null;
}

export interface SchemaDrift {
  /** The statements that would bring the migrated database to the entities. */
  up: string[];
  /** Their reverse, newest first. */
  down: string[];
}

/**
 * How the entities differ from the database the migrations built at `url`, as TypeORM's schema
 * builder writes it: nothing when every entity change came with its migration.
 */
export async function schemaDrift(url: string, entities = entitiesIn(ENTITIES_FOLDER)): Promise<SchemaDrift> {
  const dataSource = new DataSource({ ...dataSourceOptions(url, 1), entities });
  await dataSource.initialize();
  try {
    const sql = await dataSource.driver.createSchemaBuilder().log();
    const ignored = sql.upQueries.map((query) => undeclaredName(query.query)).filter((name): name is string => name !== null);
    // A reverse statement that names what was ignored puts it back: it goes with it.
    const namesIgnored = (query: string) => ignored.some((name) => query.includes(`"${name}"`));
    return {
      up: sql.upQueries.map((query) => query.query).filter((query) => undeclaredName(query) === null),
      down: sql.downQueries
        .map((query) => query.query)
        .filter((query) => !namesIgnored(query))
        .reverse(),
    };
  } finally {
    await dataSource.destroy();
  }
}
