import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import type { WorkerTask } from './worker-task';
import { BACKGROUND_NICE } from '../background/background-priority';

/** Why a task did not give an answer; callers turn each into the owner's sentence. */
export type WorkerFailure = 'timeout' | 'memory' | 'busy' | 'failed';

export class WorkerTaskError extends Error {
  constructor(
    readonly failure: WorkerFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WorkerTaskError';
  }
}

/** Tasks waiting for a thread beyond this are refused at once ("busy") rather than queued for minutes. */
const MAX_QUEUED = 64;
/** A task that has waited this long for a thread is refused as "busy" (try again), not blamed for the wait. */
const MAX_WAIT_MS = 60_000;
/** An idle thread ends after this, giving its memory back; the next task starts one again (about 50 ms). */
const IDLE_THREAD_MS = 10_000;

/**
 * CPU-heavy work (assembling PDFs, reading their text, parsing repair orders) runs here, in
 * worker threads, never on the event loop that answers requests. Each task has a time limit and
 * every thread a memory limit; a task past either has its thread ended and fails with a reason.
 */
@Injectable()
export class WorkerPool implements OnApplicationShutdown {
  private readonly logger = new Logger(WorkerPool.name);
  private readonly pool: Piscina;
  private readonly threads: number;
  /** Tasks holding a thread, and those waiting for one in arrival order. */
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(@InjectConfig() config: AppConfig) {
    this.threads = config.workerThreads;
    this.pool = new Piscina({
      minThreads: 0,
      maxThreads: config.workerThreads,
      idleTimeout: IDLE_THREAD_MS,
      maxQueue: MAX_QUEUED,
      // Threads run below the event loop's priority, so requests are answered while they work.
      niceIncrement: BACKGROUND_NICE,
      resourceLimits: { maxOldGenerationSizeMb: config.workerMemoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
  }

  /**
   * Runs the task in a thread; the input is copied to it (structured clone), the answer copied back.
   * The task's time limit starts when it gets a thread: a simple document waiting behind heavy ones
   * is not refused as too complex (the pool queues tasks itself for that reason).
   */
  async run<Input, Output>(task: WorkerTask<Input, Output>, input: Input): Promise<Output> {
    await this.acquireThread();
    const signal = AbortSignal.timeout(task.timeoutMs);
    try {
      return (await this.pool.run(input, { filename: task.file, name: task.name, signal })) as Output;
    } catch (error) {
      throw this.explain(task, error, signal);
    } finally {
      this.releaseThread();
    }
  }

  /** Threads running or starting, and tasks waiting for one (for tests and metrics). */
  get stats(): { threads: number; running: number; queued: number } {
    return { threads: this.pool.threads.length, running: this.running, queued: this.waiting.length + this.pool.queueSize };
  }

  private async acquireThread(): Promise<void> {
    if (this.running < this.threads) {
      this.running += 1;
      return;
    }
    if (this.waiting.length >= MAX_QUEUED) throw new WorkerTaskError('busy', 'Too much heavy work is waiting');
    await new Promise<void>((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(start), 1);
        reject(new WorkerTaskError('busy', `No thread came free within ${MAX_WAIT_MS} ms`));
      }, MAX_WAIT_MS);
      this.waiting.push(start);
    });
  }

  /** The thread passes to the longest-waiting task, if any (the running count stays the same). */
  private releaseThread(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.destroy();
  }

  private explain(task: { name: string; timeoutMs: number }, error: unknown, signal: AbortSignal): WorkerTaskError {
    const text = error instanceof Error ? error.message : String(error);
    const code = (error as { code?: string } | undefined)?.code;
    if (signal.aborted) return new WorkerTaskError('timeout', `${task.name} took longer than ${task.timeoutMs} ms`);
    if (code === 'ERR_WORKER_OUT_OF_MEMORY') return new WorkerTaskError('memory', `${task.name} ran out of memory`);
    if (/queue is at limit|task queue is full/i.test(text)) return new WorkerTaskError('busy', 'Too much heavy work is waiting');
    this.logger.error(`${task.name} failed: ${text}`);
    return new WorkerTaskError('failed', text);
  }
}
