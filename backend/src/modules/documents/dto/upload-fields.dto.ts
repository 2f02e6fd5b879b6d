import { DOC_TYPES, DOCUMENT_NOTES_MAX, UploadMessages as M, type DocType } from '@dct/contracts';
import { OptionalChoice, OptionalText } from '../../../common/validators';

/**
 * The text fields of the upload form, checked with the rules JSON bodies get (one field at a
 * time, as each arrives between the files). `doc_type` applies to every file of the upload;
 * absent, each file's type follows its content (images: Photo; PDFs: Document).
 */
export class UploadFieldsDto {
  @OptionalText(DOCUMENT_NOTES_MAX, { notText: M.notesNotText, tooLong: M.notesTooLong })
  notes?: string | null;

  @OptionalChoice(DOC_TYPES, M.docTypeInvalid)
  doc_type?: DocType | null;
}

export const UPLOAD_TEXT_FIELDS: ReadonlyArray<keyof UploadFieldsDto> = ['notes', 'doc_type'];
