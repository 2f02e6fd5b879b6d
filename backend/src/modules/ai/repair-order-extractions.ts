import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger, Optional, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AiMessages, type RepairOrderExtraction } from '@dct/contracts';
import { repairOrderExtractionSchema } from '@dct/contracts/schemas';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { DomainError, UnprocessableError } from '../../common/domain-errors';
import { Metrics, measure } from '../../infra/metrics/metrics.service';
import { Outbox } from '../../infra/outbox/outbox.service';
import { AiUnavailableError } from './ai-errors';
import { AI_PROVIDER, type AiProvider } from './providers/ai-provider';
import { REPAIR_ORDER_READER, type RepairOrderFile, type RepairOrderReaderPort } from './repair-order-reader.port';

/** The outbox job that reads one stored repair order: "read extraction 42". */
interface RepairOrderJob {
  extractionId: string;
}

const REPAIR_ORDER = 'repair-order';

interface JobRow {
  id: string;
  state: 'pending' | 'working' | 'done' | 'failed';
  result: RepairOrderExtraction | null;
  error: string | null;
  error_status: number | null;
}

/** How often the waiting API looks at its row. */
const POLL_MS = 150;
/** Rows older than this were left by a crash; they are deleted. */
const STALE_MS = 60 * 60_000;

/**
 * Where a repair order is read. With the offline reader and the roles split (APP_ROLE=api with
 * workers), the OCR runs in a worker: the file goes into a row with an outbox job, a worker
 * reads it and writes the result back while the API waits (AI_EXTRACT_WAIT_SECONDS); a worker
 * that dies mid-reading loses its lease and another takes the job over. Otherwise (one process,
 * or an AI service doing the reading) the provider reads it right here.
 */
@Injectable()
export class RepairOrderExtractions implements OnApplicationShutdown {
  private readonly logger = new Logger(RepairOrderExtractions.name);
  private closed = false;

  constructor(
    @Inject(AI_PROVIDER) private readonly provider: AiProvider,
    private readonly outbox: Outbox,
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    @Inject(REPAIR_ORDER_READER) private readonly reader: RepairOrderReaderPort,
    @Optional() private readonly metrics?: Metrics,
  ) {
    outbox.declare<RepairOrderJob>(REPAIR_ORDER, {
      maxAttempts: 3,
      retryDelayMs: () => 1_000,
      run: ({ extractionId }) => this.work(extractionId),
    });
  }

  /** Only the offline reader needs the worker: an AI service is a network call the API makes itself. */
  private get viaWorker(): boolean {
    return this.provider.name === 'offline' && this.config.role === 'api';
  }

  onApplicationShutdown(): void {
    this.closed = true;
  }

  async extract(file: RepairOrderFile, userId?: number): Promise<RepairOrderExtraction> {
    if (!this.viaWorker || userId === undefined) {
      return measure(this.metrics?.repairOrderReadDuration, { provider: this.provider.name }, () => this.provider.extractRepairOrder(file));
    }
    // Rows a crash left behind go first; then this one, with the job that reads it, in one transaction.
    await this.dataSource.query(`DELETE FROM ai_extraction_jobs WHERE created_at < now() - make_interval(secs => $1)`, [STALE_MS / 1000]);
    const { id, jobId } = await this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<{ id: string }[]>(
        'INSERT INTO ai_extraction_jobs (household_id, file, mime_type, file_name) VALUES ($1, $2, $3, $4) RETURNING id',
        [userId, file.buffer, file.mimetype, file.originalname?.slice(0, 255) ?? null],
      );
      return { id: row.id, jobId: await this.outbox.add<RepairOrderJob>(REPAIR_ORDER, { extractionId: row.id }, { manager }) };
    });
    try {
      await this.outbox.wake(jobId);
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

  /**
   * A worker reads one waiting repair order and writes the result or the refusal to its row. A
   * row already answered, or gone (the API stopped waiting), is left alone. A failure of the
   * database itself is thrown, so the outbox tries again.
   */
  async work(extractionId: string): Promise<void> {
    // An UPDATE … RETURNING answers [rows, count].
    const [[row]] = await this.dataSource.query<[{ file: Buffer; mime_type: string; file_name: string | null }[], number]>(
      `UPDATE ai_extraction_jobs SET state = 'working', taken_at = now() WHERE id = $1 AND state IN ('pending', 'working') RETURNING file, mime_type, file_name`,
      [extractionId],
    );
    if (!row) return;
    let outcome: { state: 'done'; result: string } | { state: 'failed'; error: string; status: number };
    try {
      const reading = await measure(this.metrics?.repairOrderReadDuration, { provider: this.provider.name }, () =>
        this.reader.read({ buffer: row.file, mimetype: row.mime_type, originalname: row.file_name ?? undefined }),
      );
      const result = repairOrderExtractionSchema.parse({ ...reading, confidence: Math.min(1, Math.max(0, reading.confidence)) });
      outcome = { state: 'done', result: JSON.stringify(result) };
    } catch (error) {
      const known = error instanceof AiUnavailableError || error instanceof DomainError;
      if (!known) this.logger.error(`Repair order ${extractionId} could not be read: ${error instanceof Error ? error.message : String(error)}`);
      const status = error instanceof AiUnavailableError ? error.status : error instanceof DomainError ? 422 : 502;
      outcome = { state: 'failed', error: known ? (error as Error).message : AiMessages.serviceFailed, status };
    }
    if (outcome.state === 'done') {
      await this.dataSource.query(`UPDATE ai_extraction_jobs SET state = 'done', result = $2, file = '' WHERE id = $1`, [extractionId, outcome.result]);
    } else {
      await this.dataSource.query(`UPDATE ai_extraction_jobs SET state = 'failed', error = $2, error_status = $3, file = '' WHERE id = $1`, [
        extractionId,
        outcome.error,
        outcome.status,
      ]);
    }
  }
}
