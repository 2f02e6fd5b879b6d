import './pg-types';
import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';

/**
 * The connection and migrations. Entities are not listed here: each module registers its own
 * (`TypeOrmModule.forFeature`) and the app loads them automatically, so adding a module never
 * means editing a central list. Migrations and the CLI need no entities.
 */
export function dataSourceOptions(url: string, poolSize: number): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    // Failed queries reach the exception filter, which logs the unexpected ones without their parameters (owners' data).
    logging: false,
    poolSize,
    extra: { connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 },
  };
}
