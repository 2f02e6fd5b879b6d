import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/config.schema';
import { OutboundRule } from '../../infra/outbound/outbound-rule';
import { OutboxModule } from '../../infra/outbox/outbox.module';
import { WorkerPoolModule } from '../../infra/worker-pool/worker-pool.module';
import { WorkerPool } from '../../infra/worker-pool/worker-pool.service';
import { ClaimsModule } from '../claims/claims.module';
import { DocumentsModule } from '../documents/documents.module';
import { VisitsModule } from '../visits/visits.module';
import { AiController } from './ai.controller';
import { AiService } from './ai.service';
import { AI_PROVIDER } from './providers/ai-provider';
import { OfflineAiProvider } from './providers/offline-ai.provider';
import { OpenAiProvider } from './providers/openai-ai.provider';
import { REPAIR_ORDER_READER, type RepairOrderReaderPort } from './repair-order-reader.port';
import { RepairOrderExtractions } from './repair-order-extractions';
import { UnavailableRepairOrderReader } from './unavailable-reader';

export interface AiModuleOptions {
  /**
   * The offline repair-order reader: a module that provides REPAIR_ORDER_READER (in the app,
   * the OCR reader of `./extraction`). Without one, extraction answers 503 offline. Wired as
   * `{ imports: [RepairOrderExtractionModule], provider: { provide: REPAIR_ORDER_READER, useExisting: RepairOrderReader } }`.
   */
  reader?: { imports: DynamicModule['imports']; provider: Provider<RepairOrderReaderPort> };
}

/**
 * The AI assistant (spec §7 `/api/ai/*`). The provider is chosen once at start: OPENAI_API_KEY
 * set, the OpenAI-compatible service; unset, the offline provider.
 */
@Module({})
export class AiModule {
  static forRoot(config: AppConfig, options: AiModuleOptions = {}): DynamicModule {
    const provider: Provider = config.openai
      ? {
          provide: AI_PROVIDER,
          inject: [WorkerPool],
          // The AI server is the operator's setting: OUTBOUND_PRIVATE_HOSTS may name it (a local model server).
          useFactory: (pool: WorkerPool) => new OpenAiProvider(config.openai as NonNullable<AppConfig['openai']>, pool, new OutboundRule(config.outbound)),
        }
      : { provide: AI_PROVIDER, useClass: OfflineAiProvider };
    return {
      module: AiModule,
      imports: [VisitsModule, ClaimsModule, DocumentsModule, WorkerPoolModule, OutboxModule, ...(options.reader?.imports ?? [])],
      controllers: [AiController],
      providers: [
        provider,
        AiService,
        RepairOrderExtractions,
        options.reader?.provider ?? { provide: REPAIR_ORDER_READER, useClass: UnavailableRepairOrderReader },
      ],
      exports: [AI_PROVIDER, AiService],
    };
  }
}
