import type { Readable } from 'node:stream';
import type { VisitDocument } from '@dct/contracts';

/** A stored document with a way to read its bytes. */
export interface StoredDocumentFile extends VisitDocument {
  /** The bytes, streamed chunk by chunk from the database. */
  open(): Promise<Readable>;
}

/**
 * The owner's visit documents as other modules need them (a claim's statement appends them, the
 * export zips them), provided by the Documents module under this token; without it, none.
 */
export const VISIT_DOCUMENTS = Symbol('VISIT_DOCUMENTS');

export interface VisitDocumentsPort {
  forVisit(userId: number, visitId: number): Promise<StoredDocumentFile[]>;
  forOwner(userId: number): Promise<StoredDocumentFile[]>;
}

/** All of a stream, in memory (for files small enough to embed). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
