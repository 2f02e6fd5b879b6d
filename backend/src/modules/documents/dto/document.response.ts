import { ApiProperty } from '@nestjs/swagger';
import { ACCEPTED_MIME_TYPES, DOC_TYPES, type AcceptedMimeType, type DocType, type UploadResult, type VisitDocument } from '@dct/contracts';

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
  created_at: row.created_at.toISOString(),
});

export class DocumentResponse implements VisitDocument {
  @ApiProperty() id: number;
  @ApiProperty() visit_id: number;
  @ApiProperty({ description: 'The uploaded name made safe: no path, no control characters, an extension of its type', maxLength: 255 })
  file_name: string;
  @ApiProperty({ example: '/api/documents/7/file', description: 'GET for the bytes (add ?download=1 to save them)' })
  file_path: string;
  @ApiProperty({ description: 'Bytes' }) file_size: number;
  @ApiProperty({ enum: ACCEPTED_MIME_TYPES, description: 'Recognised from the bytes, not from the name or declared type' })
  mime_type: AcceptedMimeType;
  @ApiProperty({ enum: DOC_TYPES }) doc_type: DocType;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class UploadResultResponse implements UploadResult {
  @ApiProperty() uploaded_count: number;
  @ApiProperty({ type: [DocumentResponse] }) documents: DocumentResponse[];
}
