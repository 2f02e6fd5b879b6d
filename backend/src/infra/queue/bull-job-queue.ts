import { getQueueToken } from '@nestjs/bull';
import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bull';
import { RunningWork } from './running-work';
import { QUEUE_NAMES, type JobOptions, type JobQueue, type QueueName } from './job-queue';

/** Bull on Redis: any worker process takes the next job; jobs survive a restart of every process. */
@Injectable()
export class BullJobQueue implements JobQueue, OnModuleInit, OnApplicationShutdown {
  private queues?: Record<QueueName, Queue>;
  private readonly running = new RunningWork();

  constructor(private readonly moduleRef: ModuleRef) {}

  /** Each registered Bull queue, looked up once the module is ready (they are built asynchronously). */
  onModuleInit(): void {
    this.queues = Object.fromEntries(QUEUE_NAMES.map((name) => [name, this.moduleRef.get<Queue>(getQueueToken(name), { strict: false })])) as Record<
      QueueName,
      Queue
    >;
  }

  private queue(name: QueueName): Queue {
    if (!this.queues) throw new Error('The job queues are not ready yet');
    return this.queues[name];
  }

  async add<Data extends object>(queue: QueueName, data: Data, { jobId, delayMs }: JobOptions): Promise<void> {
    // Retries are scheduled by the processor from the database row, so Bull keeps nothing once a job ends.
    await this.queue(queue).add(data, { jobId, delay: delayMs, attempts: 1, removeOnComplete: true, removeOnFail: true });
  }

  consume<Data extends object>(queue: QueueName, handler: (data: Data) => Promise<void>): void {
    void this.queue(queue).process(2, async (job) => {
      await this.running.track(handler(job.data as Data));
    });
  }

  async drain(): Promise<void> {
    await this.running.drain();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(Object.values(this.queues ?? {}).map((queue) => queue.close()));
  }
}
