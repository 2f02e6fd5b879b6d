import type { VisitDocument } from '@dct/contracts';
import { uploadResultSchema, visitDocumentSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/** A document as selected from its table: the stored columns but the owner; the path to its bytes is derived. */
export type DocumentRow = Omit<VisitDocument, 'file_path' | 'created_at'> & { created_at: Date };

/** Where the signed-in owner reads a document's bytes. */
export const documentFilePath = (id: number) => `/api/documents/${id}/file`;

/** The one mapper to the API's `VisitDocument`, field by field. */
export const toDocumentResponse = (row: DocumentRow): VisitDocument => ({
  id: row.id,
  visit_id: row.visit_id,
  file_name: row.file_name,
  file_path: documentFilePath(row.id),
  file_size: row.file_size,
  mime_type: row.mime_type,
  doc_type: row.doc_type,
  notes: row.notes,
  sha256: row.sha256,
  created_at: row.created_at.toISOString(),
});

export const DocumentResponse = zodDocClass('DocumentResponse', visitDocumentSchema);

export const UploadResultResponse = zodDocClass('UploadResultResponse', uploadResultSchema);
