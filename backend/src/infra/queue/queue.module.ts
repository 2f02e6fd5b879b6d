import { BullModule } from '@nestjs/bull';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/config.schema';
import { BullJobQueue } from './bull-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { JOB_QUEUE, QUEUE_NAMES } from './job-queue';

/** The job queue: Bull when REDIS_URL is set, in this process otherwise. */
@Global()
@Module({})
export class QueueModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (!config.redis) {
      return { module: QueueModule, providers: [{ provide: JOB_QUEUE, useClass: InProcessJobQueue }], exports: [JOB_QUEUE] };
    }
    return {
      module: QueueModule,
      imports: [
        BullModule.forRoot({ url: config.redis.url, prefix: `${config.redis.prefix}bull` }),
        BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
      ],
      providers: [{ provide: JOB_QUEUE, useClass: BullJobQueue }],
      exports: [JOB_QUEUE],
    };
  }
}
