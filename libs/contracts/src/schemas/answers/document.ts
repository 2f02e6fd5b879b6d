import { z } from 'zod';
import { ACCEPTED_MIME_TYPES, DOC_TYPES } from '../../document';
import { instant, rowId } from './common';

/** A file kept with a visit. */
export const visitDocumentSchema = z.object({
  id: rowId(),
  visit_id: rowId(),
  file_name: z.string().describe('The name the file was uploaded with, made safe to show and to download under'),
  file_path: z.string().describe('GET this (signed in) for the bytes: `/api/documents/{id}/file`; add `?download=1` to save it'),
  file_size: z.number().int(),
  mime_type: z.enum(ACCEPTED_MIME_TYPES),
  doc_type: z.enum(DOC_TYPES),
  notes: z.string().nullable(),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable()
    .describe('The SHA-256 of the bytes as uploaded, in hex: a copy of the file can be checked against it'),
  created_at: instant(),
});
export type VisitDocument = z.infer<typeof visitDocumentSchema>;

/** POST /api/visits/{id}/documents. */
export const uploadResultSchema = z.object({
  uploaded_count: z.number().int().describe('Files stored now; a file already on the visit (the same bytes) is not stored again'),
  documents: z
    .array(visitDocumentSchema.extend({ duplicate_of: rowId().optional().describe('Set when the same bytes were already on the visit: that document') }))
    .describe('A document per file sent: the new one, or the one already on the visit'),
});
/** POST /api/documents/upload/{visitId} answers (spec §7). */
export type UploadResult = z.infer<typeof uploadResultSchema>;
