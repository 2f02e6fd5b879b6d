import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { MAX_UPLOAD_BYTES, UploadMessages, VisitMessages, defaultDocType, type AcceptedMimeType, type DocType } from '@dct/contracts';
import { InvalidFieldsError, NotFoundError, TooLargeError } from '../../common/domain-errors';
import type { DocumentRow } from './dto/document.response';
import { DocumentLimits } from './document-limits';
import { safeFileName } from './file-name';
import { SIGNATURE_BYTES, recogniseFileType } from '../../common/file-type';
import { FILES_FIELD } from './multipart-form';
import { UploadSpool, type SpoolFile } from './upload-spool';

/** A file's bytes are kept in rows of this size: big enough for few round trips, small enough to hold one per upload in memory. */
export const CHUNK_BYTES = 256 * 1024;

const DOCUMENT_COLUMNS = 'id, visit_id, file_name, file_size, mime_type, doc_type, notes, sha256, created_at';

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

/** One file of an upload, whole in the spool: its range there and what was learnt on the way. */
interface SpooledFile {
  uploadedName: string;
  type: AcceptedMimeType;
  offset: number;
  size: number;
  sha256: string;
}

/**
 * One upload, in two steps. While its body arrives, each file streams into a spool file on disk
 * (UploadSpool), its type recognised from its first bytes and its size and hash counted as it
 * comes: nothing of the database is held, however slowly the client sends. Once the body is
 * whole, each file is checked (DocumentLimits) and then all of them go into the database in one
 * short transaction, read back from the spool a chunk at a time: all or nothing.
 */
export class DocumentUpload {
  private spool?: SpoolFile;
  private readonly files: SpooledFile[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly turns: Turns,
    private readonly limits: DocumentLimits,
    private readonly spools: UploadSpool,
    private readonly userId: number,
    private readonly visitId: number,
  ) {}

  get fileCount(): number {
    return this.files.length;
  }

  /**
   * Spools one file as it arrives. Its type comes from its first bytes, before any of it is
   * kept; it is refused as soon as it passes the size limit.
   */
  async add(uploadedName: string, content: AsyncIterable<Buffer>): Promise<void> {
    const spool = (this.spool ??= await this.spools.open());
    const offset = spool.size;
    const hash = createHash('sha256');
    const head: Buffer[] = [];
    let type: AcceptedMimeType | undefined;
    let size = 0;
    for await (const data of content) {
      size += data.length;
      if (size > MAX_UPLOAD_BYTES) throw new TooLargeError(UploadMessages.tooLarge(MAX_UPLOAD_BYTES));
      if (type === undefined) {
        head.push(data);
        if (size >= SIGNATURE_BYTES) type = recognised(Buffer.concat(head, size));
      }
      hash.update(data);
      await spool.append(data);
    }
    type ??= recognised(Buffer.concat(head, size));
    this.files.push({ uploadedName, type, offset, size, sha256: hash.digest('hex') });
  }

  /**
   * Checks every file against what a reader may be asked (pages, pixels), then stores them with
   * the form's details in one transaction and returns the documents as stored. A file whose bytes
   * are already on the visit (or earlier in this upload) is not stored again: the document kept
   * answers for it, marked `duplicate_of`.
   */
  async commit(details: UploadDetails): Promise<Array<DocumentRow & { duplicate_of?: number }>> {
    const spool = this.spool;
    if (!spool) return [];
    // The turn also bounds how many uploads hold a whole file in memory for its check.
    const giveBackTurn = await this.turns.take();
    try {
      for (const file of this.files) await this.limits.check(file.type, await spool.read(file.offset, file.size));
      return await this.dataSource.transaction(async (manager) => {
        // The visit is held still meanwhile: deleted since the upload began, it is the same 404, and
        // two uploads to it store one after the other, so the same bytes are kept once.
        const visit = await manager.query<Array<{ id: number }>>('SELECT id FROM visits WHERE id = $1 FOR NO KEY UPDATE', [this.visitId]);
        if (visit.length === 0) throw new NotFoundError(VisitMessages.notFound);
        const rows: Array<DocumentRow & { duplicate_of?: number }> = [];
        const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
        for (const file of this.files) {
          const [kept] = await manager.query<DocumentRow[]>(
            `SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE visit_id = $1 AND household_id = $2 AND sha256 = $3 ORDER BY id LIMIT 1`,
            [this.visitId, this.userId, file.sha256],
          );
          if (kept) {
            rows.push({ ...kept, duplicate_of: kept.id });
            continue;
          }
          const [row] = await manager.query<DocumentRow[]>(
            `INSERT INTO documents (household_id, visit_id, file_name, file_size, mime_type, doc_type, notes, sha256)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${DOCUMENT_COLUMNS}`,
            [
              this.userId,
              this.visitId,
              safeFileName(file.uploadedName, file.type),
              file.size,
              file.type,
              details.doc_type ?? defaultDocType(file.type),
              details.notes ?? null,
              file.sha256,
            ],
          );
          for (let seq = 0; seq * CHUNK_BYTES < file.size; seq += 1) {
            const start = seq * CHUNK_BYTES;
            const bytes = await spool.read(file.offset + start, Math.min(CHUNK_BYTES, file.size - start), chunk);
            await manager.query('INSERT INTO document_chunks (document_id, seq, data) VALUES ($1, $2, $3)', [row.id, seq, bytes]);
          }
          rows.push(row);
        }
        return rows;
      });
    } finally {
      giveBackTurn();
    }
  }

  /** Removes the spooled bytes, whatever became of the upload (safe to call twice; never throws). */
  async discard(): Promise<void> {
    await this.spool?.close();
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
   * Uploads checking and storing their files (their bodies already whole on disk) each hold a
   * pooled connection for the short transaction that stores them; at most half the pool does at
   * once, so the rest of the API always has connections. Others wait their turn.
   */
  private readonly turns: Turns;

  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: DocumentLimits,
    private readonly spools: UploadSpool,
  ) {
    const poolSize = (dataSource.options as PostgresConnectionOptions).poolSize ?? 10;
    this.turns = new Turns(Math.max(1, Math.floor(poolSize / 2)));
  }

  upload(userId: number, visitId: number): DocumentUpload {
    return new DocumentUpload(this.dataSource, this.turns, this.limits, this.spools, userId, visitId);
  }

  read(documentId: number, size: number): Readable {
    return new ChunkStream(this.dataSource, documentId, size);
  }
}
