import { z } from 'zod';
import { DOC_TYPES, DOCUMENT_NOTES_MAX, UploadMessages as M } from '@dct/contracts';
import { optionalChoice, optionalText } from '@dct/contracts/schemas';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * The text fields of the upload form, checked with the rules JSON bodies get (one field at a
 * time, as each arrives between the files). `doc_type` applies to every file of the upload;
 * absent, each file's type follows its content (images: Photo; PDFs: Document). Blank is absent.
 */
export const uploadFieldsSchema = z.object({
  notes: optionalText(DOCUMENT_NOTES_MAX, M.notesTooLong, M.notesNotText),
  doc_type: z.preprocess(trimmed, optionalChoice(DOC_TYPES, M.docTypeInvalid)),
});

export const UPLOAD_TEXT_FIELDS: ReadonlyArray<keyof z.infer<typeof uploadFieldsSchema>> = ['notes', 'doc_type'];
