import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AiMessages, type RepairOrderExtraction } from '@dct/contracts';
import { repairOrderExtractionSchema } from '@dct/contracts/schemas';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { DomainError, UnprocessableError } from '../../common/domain-errors';
import { JOB_QUEUE, type JobQueue } from '../../infra/queue/job-queue';
import { AiUnavailableError } from './ai-errors';
import { AI_PROVIDER, type AiProvider } from './providers/ai-provider';
import { REPAIR_ORDER_READER, type RepairOrderFile, type RepairOrderReaderPort } from './repair-order-reader.port';

interface ExtractionJob {
  jobId: string;
}

interface JobRow {
  id: string;
  state: 'pending' | 'working' | 'done' | 'failed';
  result: RepairOrderExtraction | null;
  error: string | null;
  error_status: number | null;
}

/** How often the waiting API looks at its row, and a worker at rows nobody took (a lost job, or no Redis). */
const POLL_MS = 150;
const SWEEP_MS = 2_000;
/** Rows older than this were left by a crash; they are deleted. */
const STALE_MS = 60 * 60_000;

/**
 * Where a repair order is read. With the offline reader and the roles split (APP_ROLE=api with
 * workers), the OCR runs in a worker: the file goes into a row, the job queue tells a worker,
 * which reads it and writes the result back while the API waits (AI_EXTRACT_WAIT_SECONDS).
 * Otherwise (one process, or an AI service doing the reading) the provider reads it right here.
 */
@Injectable()
export class RepairOrderExtractions implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RepairOrderExtractions.name);
  private sweeper?: NodeJS.Timeout;
  private closed = false;

  constructor(
    @Inject(AI_PROVIDER) private readonly provider: AiProvider,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    @Inject(REPAIR_ORDER_READER) private readonly reader: RepairOrderReaderPort,
  ) {}

  /** Only the offline reader needs the worker: an AI service is a network call the API makes itself. */
  private get viaWorker(): boolean {
    return this.provider.name === 'offline' && this.config.role === 'api';
  }

  onApplicationBootstrap(): void {
    if (this.config.role !== 'worker' || this.provider.name !== 'offline') return;
    this.queue.consume<ExtractionJob>('ai-extraction', ({ jobId }) => this.work(jobId));
    // Jobs lost with Redis, or queued where no queue reaches a worker (no Redis), are found in the table.
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  onApplicationShutdown(): void {
    this.closed = true;
    clearInterval(this.sweeper);
  }

  async extract(file: RepairOrderFile, userId?: number): Promise<RepairOrderExtraction> {
    if (!this.viaWorker || userId === undefined) return this.provider.extractRepairOrder(file);
    const [{ id }] = await this.dataSource.query<{ id: string }[]>(
      'INSERT INTO ai_extraction_jobs (user_id, file, mime_type, file_name) VALUES ($1, $2, $3, $4) RETURNING id',
      [userId, file.buffer, file.mimetype, file.originalname?.slice(0, 255) ?? null],
    );
    try {
      await this.queue.add<ExtractionJob>('ai-extraction', { jobId: id }, { jobId: `ai-extraction-${id}` });
      const deadline = Date.now() + this.config.aiExtractWaitMs;
      while (Date.now() < deadline && !this.closed) {
        await sleep(POLL_MS);
        const [row] = await this.dataSource.query<JobRow[]>('SELECT id, state, result, error, error_status FROM ai_extraction_jobs WHERE id = $1', [id]);
        if (row?.state === 'done' && row.result) return repairOrderExtractionSchema.parse(row.result);
        if (row?.state === 'failed') {
          // The reader's refusals of the file (unreadable, not a repair order) stay the owner's 422.
          if (row.error_status === 422) throw new UnprocessableError(row.error ?? AiMessages.serviceFailed);
          throw new AiUnavailableError(row.error ?? AiMessages.serviceFailed, (row.error_status as 502 | 503 | 504 | null) ?? 502);
        }
      }
      throw new AiUnavailableError(AiMessages.readerBusy, 503);
    } finally {
      await this.dataSource.query('DELETE FROM ai_extraction_jobs WHERE id = $1', [id]);
    }
  }

  /** A worker reads one waiting repair order, taken with one conditional update so two workers never both do. */
  async work(jobId: string): Promise<void> {
    // An UPDATE … RETURNING answers [rows, count].
    const [[row]] = await this.dataSource.query<[{ file: Buffer; mime_type: string; file_name: string | null }[], number]>(
      `UPDATE ai_extraction_jobs SET state = 'working', taken_at = now() WHERE id = $1 AND state = 'pending' RETURNING file, mime_type, file_name`,
      [jobId],
    );
    if (!row) return;
    try {
      const reading = await this.reader.read({ buffer: row.file, mimetype: row.mime_type, originalname: row.file_name ?? undefined });
      const result = repairOrderExtractionSchema.parse({ ...reading, confidence: Math.min(1, Math.max(0, reading.confidence)) });
      await this.dataSource.query(`UPDATE ai_extraction_jobs SET state = 'done', result = $2, file = '' WHERE id = $1`, [jobId, JSON.stringify(result)]);
    } catch (error) {
      const known = error instanceof AiUnavailableError || error instanceof DomainError;
      if (!known) this.logger.error(`Repair order ${jobId} could not be read: ${error instanceof Error ? error.message : String(error)}`);
      const status = error instanceof AiUnavailableError ? error.status : error instanceof DomainError ? 422 : 502;
      await this.dataSource.query(`UPDATE ai_extraction_jobs SET state = 'failed', error = $2, error_status = $3, file = '' WHERE id = $1`, [
        jobId,
        known ? (error as Error).message : AiMessages.serviceFailed,
        status,
      ]);
    }
  }

  private async sweep(): Promise<void> {
    try {
      await this.dataSource.query(`DELETE FROM ai_extraction_jobs WHERE created_at < now() - make_interval(secs => $1)`, [STALE_MS / 1000]);
      const waiting = await this.dataSource.query<{ id: string }[]>(
        `SELECT id FROM ai_extraction_jobs WHERE state = 'pending' AND created_at < now() - interval '1 second' ORDER BY created_at LIMIT 4`,
      );
      for (const { id } of waiting) if (!this.closed) await this.work(id);
    } catch (error) {
      this.logger.warn(`The repair-order sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
