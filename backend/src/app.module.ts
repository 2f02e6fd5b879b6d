import { type DynamicModule, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyModule } from './common/idempotency/idempotency.module';
import { rateLimitThrottlers } from './common/rate-limit/rate-limits';
import { RedisThrottlerStorage } from './common/rate-limit/redis-throttler.storage';
import { APP_CONFIG, ConfigModule } from './config/config.module';
import type { AppConfig } from './config/config.schema';
import { dataSourceOptions } from './database/data-source-options';
import type { DatabaseEndpoint } from './database/embedded-postgres';
import { MetricsModule } from './infra/metrics/metrics.module';
import { QueueModule } from './infra/queue/queue.module';
import { REDIS, RedisModule, type OptionalRedis } from './infra/redis/redis.module';
import { AccountModule } from './modules/account/account.module';
import { AiModule } from './modules/ai/ai.module';
import { RepairOrderExtractionModule, RepairOrderReader } from './modules/ai/extraction';
import { REPAIR_ORDER_READER } from './modules/ai/repair-order-reader.port';
import { AuthModule } from './modules/auth/auth.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { ClaimsModule } from './modules/claims/claims.module';
import { ClaimRepliesModule } from './modules/claims/replies/claim-replies.module';
import { ClaimRepliesService } from './modules/claims/replies/claim-replies.service';
import { INBOUND_MAIL } from './common/inbound-mail.port';
import { ContactModule } from './modules/contact/contact.module';
import { DependentsModule } from './modules/dependents/dependents.module';
import { TrashModule } from './modules/trash/trash.module';
import { DealershipsModule } from './modules/dealerships/dealerships.module';
import { DocumentsModule } from './modules/documents/documents.module';
import { HouseholdModule } from './modules/household/household.module';
import { HealthModule } from './modules/health/health.module';
import { LemonLawModule } from './modules/lemon-law/lemon-law.module';
import { MailboxModule } from './modules/mailbox/mailbox.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { PushModule } from './modules/push/push.module';
import { CalendarModule } from './modules/calendar/calendar.module';
import { ShareLinksModule } from './modules/share-links/share-links.module';
import { VehicleRoutesModule } from './modules/vehicles/vehicle-routes.module';
import { VisitsModule } from './modules/visits/visits.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: DatabaseEndpoint): DynamicModule {
    const poolSize = Math.min(config.databasePoolSize, database.maxConnections);
    // The offline provider reads repair orders with the OCR reader of ./extraction.
    const ai = AiModule.forRoot(config, {
      reader: { imports: [RepairOrderExtractionModule], provider: { provide: REPAIR_ORDER_READER, useExisting: RepairOrderReader } },
    });
    const claimReplies = ClaimRepliesModule.forRoot(ai);
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        RedisModule,
        MetricsModule,
        QueueModule.forRoot(config),
        // Each module registers its own entities (TypeOrmModule.forFeature); they load from there.
        // The embedded database runs in the process (nothing to partition) and ignores the server's timeouts.
        TypeOrmModule.forRoot({
          ...dataSourceOptions(database.url, poolSize, database.embedded ? undefined : config.databaseTimeouts),
          autoLoadEntities: true,
        }),
        // Counted in Redis when it is configured, so several API instances share the counts.
        ThrottlerModule.forRootAsync({
          inject: [APP_CONFIG, REDIS],
          useFactory: (appConfig: AppConfig, redis: OptionalRedis) => ({
            throttlers: rateLimitThrottlers(appConfig),
            storage: redis ? new RedisThrottlerStorage(redis) : undefined,
            setHeaders: false,
          }),
        }),
        IdempotencyModule,
        HouseholdModule,
        AuthModule,
        ContactModule,
        CatalogModule,
        VehicleRoutesModule,
        DealershipsModule,
        VisitsModule,
        ClaimsModule,
        DocumentsModule,
        LemonLawModule,
        AccountModule,
        NotificationsModule,
        PushModule,
        CalendarModule,
        ShareLinksModule,
        DependentsModule,
        TrashModule,
        ai,
        // Dealers' replies by e-mail, read with the same assistant.
        claimReplies,
        // Dealers' replies from the IMAP mailbox, in the worker role; the claim replies take them in (INBOUND_MAIL).
        MailboxModule.forRoot({ inbound: { imports: [claimReplies], provider: { provide: INBOUND_MAIL, useExisting: ClaimRepliesService } } }),
        HealthModule,
      ],
    };
  }
}
