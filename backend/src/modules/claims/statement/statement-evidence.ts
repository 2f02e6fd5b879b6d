/** A document of the visit, to append to the claim's statement. */
export interface EvidenceFile {
  file_name: string;
  mime_type: string;
  read(): Promise<Buffer>;
}

/** Where the statement finds the visit's documents (the Documents module provides it). */
export const STATEMENT_EVIDENCE = Symbol('STATEMENT_EVIDENCE');

export interface StatementEvidence {
  forVisit(userId: number, visitId: number): Promise<EvidenceFile[]>;
}
