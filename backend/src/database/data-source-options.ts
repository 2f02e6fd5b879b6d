import type { DataSourceOptions } from 'typeorm';
import { SessionEntity } from '../modules/auth/session.entity';
import { UserEntity } from '../modules/auth/user.entity';
import { ContactMessageEntity } from '../modules/contact/contact-message.entity';
import { VehicleEntity } from '../modules/vehicles/vehicle.entity';
import { InitialSchema1763900000000 } from './migrations/1763900000000-initial-schema';
import { ContactMessages1763900100000 } from './migrations/1763900100000-contact-messages';
import { OidcIdentities1763900200000 } from './migrations/1763900200000-oidc-identities';

/** Every entity and migration, listed by hand so the build holds no glob surprises. */
export const ENTITIES = [UserEntity, SessionEntity, VehicleEntity, ContactMessageEntity];
export const MIGRATIONS = [InitialSchema1763900000000, ContactMessages1763900100000, OidcIdentities1763900200000];

export function dataSourceOptions(url: string, poolSize: number): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    logging: ['error'],
    poolSize,
    extra: { connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 },
  };
}
