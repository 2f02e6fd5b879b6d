import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataArgsStorage } from 'typeorm';

/** An entity's file: `<thing>.entity.ts` (`.js` once built) in a module's folder. */
const ENTITY_FILE = /\.entity\.(?:js|ts)$/;

type EntityClass = new () => object;

/**
 * Every entity of the modules, found by file name as the app registers them module by module
 * (`TypeOrmModule.forFeature`): what the schema check and the migration generator compare the
 * migrated database with, without booting the app.
 */
export function entitiesIn(modulesFolder: string): EntityClass[] {
  const files = readdirSync(modulesFolder, { recursive: true, encoding: 'utf8' }).filter((file) => ENTITY_FILE.test(file) && !file.endsWith('.d.ts'));
  // Loaded for their decorators, which register each entity's table with TypeORM.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported = files.flatMap((file) => Object.values(require(join(modulesFolder, file)) as Record<string, unknown>));
  // Only the classes these files export: TypeORM's registry is global and may hold other copies of them.
  const tables = new Set(getMetadataArgsStorage().tables.map((table) => table.target));
  return exported.filter((value): value is EntityClass => typeof value === 'function' && tables.has(value));
}

export const ENTITIES_FOLDER = join(__dirname, '..', 'modules');
