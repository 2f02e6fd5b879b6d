import type { StatementEvidence } from '../claims/statement/statement-evidence';

/** A document of a visit, read, for the case file. */
export interface EvidenceBytes {
  name: string;
  mime_type: string;
  bytes: Buffer;
}

/** Beyond this the remaining documents stay on their visits: one download, bounded memory. */
export const MAX_CASE_FILE_EVIDENCE_BYTES = 50 * 1024 * 1024;

/**
 * The visits' documents in the order of the visits, through the same port the claim statement
 * uses (the Documents module provides it; without it there are none), up to a total size.
 */
export async function caseFileEvidence(
  evidence: StatementEvidence | undefined,
  userId: number,
  visitIds: readonly number[],
  maxBytes = MAX_CASE_FILE_EVIDENCE_BYTES,
): Promise<EvidenceBytes[]> {
  if (!evidence) return [];
  const files: EvidenceBytes[] = [];
  let total = 0;
  for (const visitId of visitIds) {
    for (const file of await evidence.forVisit(userId, visitId)) {
      const bytes = await file.read();
      if (total + bytes.length > maxBytes) return files;
      total += bytes.length;
      files.push({ name: file.file_name, mime_type: file.mime_type, bytes });
    }
  }
  return files;
}
