import type { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/** Why a job was stopped: its worker could not keep its lease, so another worker may soon take the job. */
export class LeaseLostError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LeaseLostError';
  }
}

/** Why a job was stopped: its worker is shutting down and the grace period has ended. */
export class WorkerStoppingError extends Error {
  constructor() {
    super('The worker stopped before the attempt finished (shutdown grace period over); another worker takes the job over');
    this.name = 'WorkerStoppingError';
  }
}

/**
 * The lease of one running job, as its worker holds it. A heartbeat renews it every third of its
 * length. While the job's work runs, the lease is also a fence: when no renewal has succeeded for
 * two thirds of the lease (the database unreachable, or another worker holds the job), the job's
 * signal is aborted, so its side effect (a mail, a push) stops a third of a lease before anyone
 * else may take the job. Times are measured from when a renewal was sent, which is no later than
 * the moment the database set the lease from.
 */
export class JobLease {
  private readonly controller = new AbortController();
  private readonly heartbeat: NodeJS.Timeout;
  private fence?: NodeJS.Timeout;
  private fencing = true;
  private ended = false;
  private renewing = false;
  private warned = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly job: { id: string; attempts: number },
    private readonly leaseMs: number,
    /** When the statement that took the job was sent (performance.now()). */
    takenAt: number,
    private readonly logger: Logger,
  ) {
    this.heartbeat = setInterval(() => void this.renew(), leaseMs / 3);
    this.heartbeat.unref();
    this.armFence(takenAt);
  }

  /** Aborted when the job must stop: the lease is lost, or the worker is stopping. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** The work is over (what is left is writing its outcome): a lapsing lease can no longer make two senders. The heartbeat goes on. */
  workDone(): void {
    this.fencing = false;
    clearTimeout(this.fence);
  }

  abort(reason: Error): void {
    if (!this.signal.aborted) this.controller.abort(reason);
  }

  end(): void {
    this.ended = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.fence);
  }

  private armFence(renewalSentAt: number): void {
    clearTimeout(this.fence);
    // A renewal that answers after the job ended arms nothing.
    if (!this.fencing || this.ended || this.signal.aborted) return;
    const fenceInMs = renewalSentAt + (this.leaseMs * 2) / 3 - performance.now();
    this.fence = setTimeout(
      () =>
        this.abort(
          new LeaseLostError(
            `The job's lease could not be renewed for ${Math.round((this.leaseMs * 2) / 3000)} s (the database did not answer); the attempt was stopped before another worker may take the job`,
          ),
        ),
      Math.max(0, fenceInMs),
    );
    this.fence.unref();
  }

  private async renew(): Promise<void> {
    // One renewal at a time: one stuck on a dead connection must not pile up others behind it.
    if (this.renewing) return;
    this.renewing = true;
    const sentAt = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      const renewal = this.dataSource.query<[Array<{ id: string }>, number]>(
        `UPDATE outbox_jobs SET lease_until = now() + ($3 * interval '1 millisecond') WHERE id = $1 AND attempts = $2 AND state = 'running' RETURNING id`,
        [this.job.id, this.job.attempts, this.leaseMs],
      );
      renewal.catch(() => undefined);
      const [rows] = await Promise.race([
        renewal,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('the database did not answer in time')), this.leaseMs / 3);
        }),
      ]);
      if (rows.length === 0) {
        this.abort(new LeaseLostError('The job is no longer held by this worker (its lease ran out and another worker took it)'));
        return;
      }
      this.armFence(sentAt);
      this.warned = false;
    } catch (error) {
      if (!this.warned) this.logger.warn(`Job ${this.job.id}: the lease could not be renewed: ${error instanceof Error ? error.message : String(error)}`);
      this.warned = true;
    } finally {
      clearTimeout(timer);
      this.renewing = false;
    }
  }
}
