import { InjectQueue } from '@nestjs/bull';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bull';
import type { JobOptions, JobQueue, QueueName } from './job-queue';

/** Bull on Redis: any worker process takes the next job; jobs survive a restart of every process. */
@Injectable()
export class BullJobQueue implements JobQueue, OnApplicationShutdown {
  private readonly queues: Record<QueueName, Queue>;
  private readonly running = new Set<Promise<void>>();

  constructor(@InjectQueue('claim-dispatch') claimDispatch: Queue) {
    this.queues = { 'claim-dispatch': claimDispatch };
  }

  async add<Data extends object>(queue: QueueName, data: Data, { jobId, delayMs }: JobOptions): Promise<void> {
    // Retries are scheduled by the processor from the database row, so Bull keeps nothing once a job ends.
    await this.queues[queue].add(data, { jobId, delay: delayMs, attempts: 1, removeOnComplete: true, removeOnFail: true });
  }

  consume<Data extends object>(queue: QueueName, handler: (data: Data) => Promise<void>): void {
    void this.queues[queue].process(2, async (job) => {
      const run = handler(job.data as Data);
      this.running.add(run);
      try {
        await run;
      } finally {
        this.running.delete(run);
      }
    });
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(Object.values(this.queues).map((queue) => queue.close()));
  }
}
