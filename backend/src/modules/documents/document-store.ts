import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { DataSource, type QueryRunner } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { MAX_UPLOAD_BYTES, UploadMessages, VisitMessages, defaultDocType, type AcceptedMimeType, type DocType } from '@dct/contracts';
import { withConstraintErrors } from '../../common/constraint-errors';
import { InvalidFieldsError, NotFoundError, TooLargeError } from '../../common/domain-errors';
import type { DocumentRow } from './dto/document.response';
import { DocumentLimits } from './document-limits';
import { safeFileName } from './file-name';
import { SIGNATURE_BYTES, recogniseFileType } from '../../common/file-type';
import { FILES_FIELD } from './multipart-form';

/** A file's bytes are kept in rows of this size: big enough for few round trips, small enough to hold one per upload in memory. */
export const CHUNK_BYTES = 256 * 1024;

const logger = new Logger('Documents');

const DOCUMENT_COLUMNS = 'id, visit_id, file_name, file_size, mime_type, doc_type, notes, created_at';

/** What the form says of all its files. */
export interface UploadDetails {
  notes?: string | null;
  doc_type?: DocType | null;
}

/** Waiting turns for a limited number of holders. */
class Turns {
  private readonly waiting: Array<() => void> = [];
  constructor(private free: number) {}

  async take(): Promise<() => void> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const nextInLine = this.waiting.shift();
      if (nextInLine) nextInLine();
      else this.free += 1;
    };
  }
}

/**
 * One upload: its files stream into one transaction, a chunk at a time, so memory holds at most
 * one chunk of it whatever the files' sizes. Nothing touches the database before the first
 * file's first bytes have been recognised; any refusal rolls everything back.
 */
export class DocumentUpload {
  private runner?: QueryRunner;
  private giveBackTurn?: () => void;
  private chunk?: Buffer;
  private readonly stored: Array<{ id: number; size: number; type: AcceptedMimeType; duplicateOf?: number }> = [];
  private closed = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly turns: Turns,
    private readonly limits: DocumentLimits,
    private readonly userId: number,
    private readonly visitId: number,
  ) {}

  get fileCount(): number {
    return this.stored.length;
  }

  /** Files of this upload that were already on the visit (the same bytes), by the id of the document kept. */
  get duplicates(): number[] {
    return this.stored.flatMap((file) => (file.duplicateOf === undefined ? [] : [file.duplicateOf]));
  }

  /**
   * Streams one file in. Its type comes from its first bytes, before any of it is stored; it is
   * refused as soon as it passes the size limit, and once whole if it asks too much of a reader
   * (DocumentLimits): its bytes are kept until then, one file at a time.
   */
  async add(uploadedName: string, content: AsyncIterable<Buffer>): Promise<void> {
    const chunk = (this.chunk ??= Buffer.allocUnsafe(CHUNK_BYTES));
    let type: AcceptedMimeType | undefined;
    let documentId: number | undefined;
    let filled = 0;
    let size = 0;
    let seq = 0;
    const store = async (bytes: Buffer) => {
      documentId ??= await this.insertDocument(uploadedName, type as AcceptedMimeType);
      await this.query('INSERT INTO document_chunks (document_id, seq, data) VALUES ($1, $2, $3)', [documentId, seq, bytes]);
      seq += 1;
    };

    const whole: Buffer[] = [];
    const hash = createHash('sha256');
    for await (const data of content) {
      size += data.length;
      if (size > MAX_UPLOAD_BYTES) throw new TooLargeError(UploadMessages.tooLarge(MAX_UPLOAD_BYTES));
      whole.push(data);
      hash.update(data);
      for (let offset = 0; offset < data.length;) {
        const copied = data.copy(chunk, filled, offset);
        filled += copied;
        offset += copied;
        if (type === undefined && filled >= SIGNATURE_BYTES) type = recognised(chunk.subarray(0, filled));
        if (filled === CHUNK_BYTES) {
          await store(chunk);
          filled = 0;
        }
      }
    }
    type ??= recognised(chunk.subarray(0, filled));
    if (filled > 0) await store(chunk.subarray(0, filled));
    await this.limits.check(type, Buffer.concat(whole, size));
    const sha256 = hash.digest('hex');
    // The same bytes already on the visit (or earlier in this upload): nothing new is kept.
    const [existing] = await this.query<{ id: number }>(
      'SELECT id FROM documents WHERE visit_id = $1 AND user_id = $2 AND sha256 = $3 AND id <> $4 ORDER BY id LIMIT 1',
      [this.visitId, this.userId, sha256, documentId],
    );
    if (existing) await this.query('DELETE FROM documents WHERE id = $1', [documentId]);
    else await this.query('UPDATE documents SET sha256 = $2 WHERE id = $1', [documentId, sha256]);
    this.stored.push({ id: existing?.id ?? (documentId as number), size, type, duplicateOf: existing?.id });
  }

  /** Gives every file its size and the form's details, commits, and returns the documents as stored. */
  async commit(details: UploadDetails): Promise<Array<DocumentRow & { duplicate_of?: number }>> {
    const rows: Array<DocumentRow & { duplicate_of?: number }> = [];
    for (const { id, size, type, duplicateOf } of this.stored) {
      if (duplicateOf !== undefined) {
        const [row] = await this.query<DocumentRow>(`SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE id = $1`, [duplicateOf]);
        rows.push({ ...row, duplicate_of: duplicateOf });
        continue;
      }
      const [row] = await this.query<DocumentRow>(
        `UPDATE documents SET file_size = $2, doc_type = $3, notes = $4 WHERE id = $1 RETURNING ${DOCUMENT_COLUMNS}`,
        [id, size, details.doc_type ?? defaultDocType(type), details.notes ?? null],
      );
      rows.push(row);
    }
    await this.runner?.commitTransaction();
    await this.close();
    return rows;
  }

  /**
   * Undoes everything of this upload (safe to call twice, or when nothing was written). Never
   * throws, so the refusal that led here is what the client hears.
   */
  async abort(): Promise<void> {
    if (this.closed) return;
    try {
      if (this.runner?.isTransactionActive) await this.runner.rollbackTransaction();
    } catch (error) {
      // A rollback fails only on a broken connection, which the pool discards when it is released.
      logger.warn(`Rolling back an upload failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    await this.close().catch(() => undefined);
  }

  private async close(): Promise<void> {
    this.closed = true;
    this.chunk = undefined;
    try {
      await this.runner?.release();
    } finally {
      this.giveBackTurn?.();
    }
  }

  private async insertDocument(uploadedName: string, type: AcceptedMimeType): Promise<number> {
    const insert = () =>
      this.query<{ id: number }>(
        'INSERT INTO documents (user_id, visit_id, file_name, file_size, mime_type, doc_type) VALUES ($1, $2, $3, 0, $4, $5) RETURNING id',
        [this.userId, this.visitId, safeFileName(uploadedName, type), type, defaultDocType(type)],
      );
    // The visit was checked before the upload began; deleted since, it is the same 404.
    const [{ id }] = await withConstraintErrors(insert, { documents_visit_id_fkey: () => new NotFoundError(VisitMessages.notFound) });
    return id;
  }

  /** The rows a statement returns (for UPDATE too, which TypeORM otherwise pairs with a count). */
  private async query<Row = unknown>(sql: string, parameters: unknown[]): Promise<Row[]> {
    if (this.closed) throw new Error('The upload is already over');
    const result = await (await this.transaction()).query(sql, parameters, true);
    return result.records as Row[];
  }

  private async transaction(): Promise<QueryRunner> {
    if (this.runner) return this.runner;
    this.giveBackTurn = await this.turns.take();
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.connect();
      await runner.startTransaction();
    } catch (error) {
      await runner.release();
      this.giveBackTurn();
      throw error;
    }
    this.runner = runner;
    return runner;
  }
}

function recognised(head: Buffer): AcceptedMimeType {
  const type = recogniseFileType(head);
  if (!type) throw new InvalidFieldsError({ [FILES_FIELD]: [UploadMessages.wrongType] });
  return type;
}

/**
 * A stored file's bytes as a stream: one chunk is read when the response wants more, each with
 * its own short query, so a slow download holds no database connection and memory holds about a
 * chunk. A chunk missing (the document was deleted meanwhile) fails the stream.
 */
class ChunkStream extends Readable {
  private seq = 0;
  private sent = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly documentId: number,
    private readonly size: number,
  ) {
    super({ highWaterMark: CHUNK_BYTES });
  }

  override _read(): void {
    if (this.sent >= this.size) {
      this.push(null);
      return;
    }
    this.dataSource
      .query<Array<{ data: Buffer }>>('SELECT data FROM document_chunks WHERE document_id = $1 AND seq = $2', [this.documentId, this.seq])
      .then(([row]) => {
        if (!row || this.sent + row.data.length > this.size) {
          this.destroy(new Error(`Document ${this.documentId}: chunk ${this.seq} is missing or too long`));
          return;
        }
        this.seq += 1;
        this.sent += row.data.length;
        this.push(row.data);
        if (this.sent === this.size) this.push(null);
      })
      .catch((error: Error) => this.destroy(error));
  }
}

/** Documents' bytes in PostgreSQL, beside their rows. */
@Injectable()
export class DocumentStore {
  /**
   * Uploads in progress each hold a pooled connection for as long as their bytes take to arrive;
   * at most half the pool does, so the rest of the API always has connections. Others wait their turn.
   */
  private readonly turns: Turns;

  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: DocumentLimits,
  ) {
    const poolSize = (dataSource.options as PostgresConnectionOptions).poolSize ?? 10;
    this.turns = new Turns(Math.max(1, Math.floor(poolSize / 2)));
  }

  upload(userId: number, visitId: number): DocumentUpload {
    return new DocumentUpload(this.dataSource, this.turns, this.limits, userId, visitId);
  }

  read(documentId: number, size: number): Readable {
    return new ChunkStream(this.dataSource, documentId, size);
  }
}
