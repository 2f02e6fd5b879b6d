import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { RunningWork } from './running-work';
import type { JobOptions, JobQueue, QueueName } from './job-queue';

type Handler = (data: object) => Promise<void>;

/**
 * The embedded default: jobs run in this process, soon after they are added. A job added where
 * nothing consumes (an API-only process) waits in the database for a worker's outbox sweep.
 */
@Injectable()
export class InProcessJobQueue implements JobQueue, OnApplicationShutdown {
  private readonly logger = new Logger(InProcessJobQueue.name);
  private readonly handlers = new Map<QueueName, Handler>();
  private readonly pending = new Map<string, NodeJS.Timeout>();
  private readonly running = new RunningWork();
  private closed = false;

  add<Data extends object>(queue: QueueName, data: Data, { jobId, delayMs = 0 }: JobOptions): Promise<void> {
    const handler = this.handlers.get(queue);
    const key = `${queue}:${jobId}`;
    if (!handler || this.closed || this.pending.has(key)) return Promise.resolve();
    const timer = setTimeout(() => {
      this.pending.delete(key);
      void this.running.track(
        handler(data).catch((error: unknown) => this.logger.error(`Job ${key} failed: ${error instanceof Error ? error.message : String(error)}`)),
      );
    }, delayMs);
    timer.unref();
    this.pending.set(key, timer);
    return Promise.resolve();
  }

  consume<Data extends object>(queue: QueueName, handler: (data: Data) => Promise<void>): void {
    this.handlers.set(queue, handler as Handler);
  }

  async drain(): Promise<void> {
    await this.running.drain();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
    await this.drain();
  }
}
