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

/** A document of a visit, read, to append to a generated PDF (a claim statement, a case file). */
export interface EvidenceBytes {
  name: string;
  mime_type: string;
  bytes: Buffer;
}

/**
 * The documents of these visits, in the order of the visits (only those in `only`, when given),
 * read while their total stays within `maxBytes` (the rest stay on their visits: one PDF, bounded
 * memory). None without a Documents module.
 */
export async function readVisitDocuments(
  documents: VisitDocumentsPort | undefined,
  userId: number,
  visitIds: readonly number[],
  maxBytes: number,
  only?: readonly number[] | null,
): Promise<EvidenceBytes[]> {
  if (!documents) return [];
  const chosen = only ? new Set(only) : undefined;
  const files: EvidenceBytes[] = [];
  let total = 0;
  for (const visitId of visitIds) {
    for (const file of await documents.forVisit(userId, visitId)) {
      if (chosen && !chosen.has(file.id)) continue;
      if (total + file.file_size > maxBytes) return files;
      total += file.file_size;
      files.push({ name: file.file_name, mime_type: file.mime_type, bytes: await readAll(await file.open()) });
    }
  }
  return files;
}
