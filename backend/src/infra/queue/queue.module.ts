import { BullModule } from '@nestjs/bull';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/config.schema';
import { afterRequestTransaction } from '../../common/idempotency/request-transaction';
import { BullJobQueue } from './bull-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { JOB_QUEUE, QUEUE_NAMES, type JobOptions, type JobQueue, type QueueName } from './job-queue';

/**
 * A wake-up asked for inside a request's transaction goes once the transaction has ended: before,
 * the job's row is not committed, and a job run in this process must not run inside it.
 */
class WakeAfterRequestTransaction implements JobQueue {
  constructor(private readonly driver: JobQueue) {}

  add<Data extends object>(queue: QueueName, data: Data, options: JobOptions): Promise<void> {
    return afterRequestTransaction(() => this.driver.add(queue, data, options));
  }

  consume<Data extends object>(queue: QueueName, handler: (data: Data) => Promise<void>): void {
    this.driver.consume(queue, handler);
  }

  drain(): Promise<void> {
    return this.driver.drain();
  }
}

const jobQueue = (driver: typeof InProcessJobQueue | typeof BullJobQueue) => [
  driver,
  { provide: JOB_QUEUE, useFactory: (queue: JobQueue) => new WakeAfterRequestTransaction(queue), inject: [driver] },
];

/** The job queue: Bull when REDIS_URL is set, in this process otherwise. */
@Global()
@Module({})
export class QueueModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (!config.redis) {
      return { module: QueueModule, providers: jobQueue(InProcessJobQueue), exports: [JOB_QUEUE] };
    }
    return {
      module: QueueModule,
      imports: [
        BullModule.forRoot({ url: config.redis.url, prefix: `${config.redis.prefix}bull` }),
        BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
      ],
      providers: jobQueue(BullJobQueue),
      exports: [JOB_QUEUE],
    };
  }
}
