import { Module } from '@nestjs/common';
import { WorkerPool } from './worker-pool.service';

/** The pool of worker threads: one per process (Nest makes one instance however many modules import it). */
@Module({ providers: [WorkerPool], exports: [WorkerPool] })
export class WorkerPoolModule {}
