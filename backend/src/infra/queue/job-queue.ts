/**
 * The job queue the workers consume, behind one interface with two drivers chosen by
 * configuration (REDIS_URL set: Bull; unset: in this process). Producers and processors are
 * written once against it. Jobs only say "look at row 42": the database row is the truth, so a
 * job that runs twice or a job lost with Redis costs nothing (see the outbox sweep).
 */
export const JOB_QUEUE = Symbol('JOB_QUEUE');

/** The one queue: "a job of the outbox is due" (the job's row says what to do). */
export const QUEUE_NAMES = ['outbox'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface JobOptions {
  /** Jobs with the same id are queued once. */
  jobId: string;
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number;
}

export interface JobQueue {
  add<Data extends object>(queue: QueueName, data: Data, options: JobOptions): Promise<void>;
  /** Runs the queue's jobs in this process (the worker role); two at a time. */
  consume<Data extends object>(queue: QueueName, handler: (data: Data) => Promise<void>): void;
  /** Resolves once every job this process started has finished (for shutdown and tests). */
  drain(): Promise<void>;
}
