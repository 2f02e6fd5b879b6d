import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConfigModule } from './config/config.module';
import type { AppConfig } from './config/config.schema';
import { dataSourceOptions } from './database/data-source-options';
import type { DatabaseEndpoint } from './database/embedded-postgres';
import { AuthModule } from './modules/auth/auth.module';
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
        AuthModule,
        VehiclesModule,
        HealthModule,
      ],
    };
  }
}
