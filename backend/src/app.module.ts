import { type DynamicModule, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConfigModule } from './config/config.module';
import type { AppConfig } from './config/config.schema';
import { dataSourceOptions } from './database/data-source-options';
import type { DatabaseEndpoint } from './database/embedded-postgres';
import { AuthModule } from './modules/auth/auth.module';
import { ContactModule } from './modules/contact/contact.module';
import { HealthModule } from './modules/health/health.module';
import { VehiclesModule } from './modules/vehicles/vehicles.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: DatabaseEndpoint): DynamicModule {
    const poolSize = Math.min(config.databasePoolSize, database.maxConnections);
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(database.url, poolSize)),
        // Named limits; each guarded route opts out of the ones that are not its own.
        ThrottlerModule.forRoot([
          { name: 'login', ttl: 60_000, limit: config.loginRateLimit },
          { name: 'contact', ttl: 60_000, limit: config.contactRateLimit },
        ]),
        AuthModule,
        ContactModule,
        VehiclesModule,
        HealthModule,
      ],
    };
  }
}
