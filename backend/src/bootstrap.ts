import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import type { AppConfig } from './config/config.schema';
import { startEmbeddedPostgres, type DatabaseEndpoint } from './database/embedded-postgres';
import { runMigrations } from './database/run-migrations';
import { Outbox } from './infra/outbox/outbox.service';
import { PinoNestLogger, createLogger } from './infra/logging/logger';

export interface RunningApp {
  app: NestExpressApplication;
  config: AppConfig;
  database: DatabaseEndpoint;
  logger: Logger;
  close(): Promise<void>;
}

function serverDatabase(url: string, poolSize: number): DatabaseEndpoint {
  return { url, maxConnections: poolSize, embedded: false, close: () => Promise.resolve() };
}

/** Builds the whole application (database, migrations, middleware, routes) without listening. */
export async function createApp(config: AppConfig): Promise<RunningApp> {
  const logger = createLogger(config.logLevel);
  const database = config.databaseUrl ? serverDatabase(config.databaseUrl, config.databasePoolSize) : await startEmbeddedPostgres(config.dataDir);
  if (database.embedded) logger.info({ dataDir: config.dataDir }, 'Using the embedded PostgreSQL (PGlite)');
  try {
    const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, database), {
      logger: new PinoNestLogger(logger),
      abortOnError: false,
      // JSON parsing is set up in configureApp, where its errors get the API's error shape.
      bodyParser: false,
    });
    if (config.migrationsRun) {
      const applied = await runMigrations(app.get(DataSource), { lock: !database.embedded });
      if (applied.length > 0) logger.info({ applied }, 'Applied database migrations');
    }
    const { sessionStore, inFlight } = configureApp(app, config, logger);
    await app.init();
    return {
      app,
      config,
      database,
      logger,
      /**
       * Stops in order, so nothing in flight fails: no new jobs are taken; the HTTP server stops
       * accepting and lets its requests finish (SHUTDOWN_GRACE_SECONDS); the jobs running finish or
       * release their leases; then Chromium, the catalog, the queues and the database close.
       */
      async close() {
        app.get(Outbox).stopTaking();
        await inFlight.drain(app.getHttpServer(), config.shutdownGraceMs);
        sessionStore.close();
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
