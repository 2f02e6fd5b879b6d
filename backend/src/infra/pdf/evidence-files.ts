import { readAll, type VisitDocumentsPort } from '../../common/visit-documents.port';

/** A document of a visit, read, to append to a generated PDF (a claim statement, a case file). */
export interface EvidenceBytes {
  name: string;
  mime_type: string;
  bytes: Buffer;
}

/** The documents a generated PDF carries: these visits' documents, in the order of the visits. */
export interface EvidenceSource {
  /** The Documents module's port; without it, none. */
  documents: VisitDocumentsPort | undefined;
  ownerId: number;
  visitIds: readonly number[];
  /** Only these documents, when given (null or absent: all of the visits'). */
  only?: readonly number[] | null;
}

/**
 * The source's documents, read while their total stays within `maxBytes` (the rest stay on their
 * visits: one PDF, bounded memory).
 */
export async function readEvidence({ documents, ownerId, visitIds, only }: EvidenceSource, maxBytes: number): Promise<EvidenceBytes[]> {
  if (!documents) return [];
  const chosen = only ? new Set(only) : undefined;
  const files: EvidenceBytes[] = [];
  let total = 0;
  for (const visitId of visitIds) {
    for (const file of await documents.forVisit(ownerId, visitId)) {
      if (chosen && !chosen.has(file.id)) continue;
      if (total + file.file_size > maxBytes) return files;
      total += file.file_size;
      files.push({ name: file.file_name, mime_type: file.mime_type, bytes: await readAll(await file.open()) });
    }
  }
  return files;
}
