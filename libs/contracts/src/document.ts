import { failureToast } from './record-toasts';
export type { VisitDocument, UploadResult } from './schemas/answers/document';
/**
 * Documents of a visit: repair orders, receipts, photos. Spec §3 "Document", §5 "Upload", §8
 * "Upload" and §9. The bytes are kept by the API; `file_path` is the authenticated URL to read them.
 */

/** Spec §9: 15 MB per file, 5 files per upload. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 5;

/**
 * What a document may hold, checked before anything reads it: a PDF's pages (an evidence PDF is
 * appended to statements and case files page by page) and an image's pixels as its header states
 * them (decoding takes four bytes a pixel: 40 megapixels are 160 MB, more than any phone photo).
 */
export const MAX_EVIDENCE_PDF_PAGES = 200;
export const MAX_IMAGE_PIXELS = 40_000_000;

const megapixelText = (pixels: number) => `${(Math.round(pixels / 100_000) / 10).toLocaleString('en-US')} megapixels`;

/** The accepted kinds, recognised by their bytes (spec §5: JPEG, JPG, PNG, WebP and PDF). */
export const ACCEPTED_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type AcceptedMimeType = (typeof ACCEPTED_MIME_TYPES)[number];
/** For a file picker's `accept` attribute. */
export const ACCEPTED_FILE_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.webp', '.pdf'] as const;

/** Spec §3 document types on the wire; the default follows the content (images → Photo, PDFs → Document). */
export const DOC_TYPES = ['Service Receipt', 'Photo', 'Estimate', 'Document', 'Other'] as const;
export type DocType = (typeof DOC_TYPES)[number];
export const defaultDocType = (mimeType: string): DocType => (mimeType.startsWith('image/') ? 'Photo' : 'Document');

export const DOCUMENT_NOTES_MAX = 1000;
export const DOCUMENT_FILE_NAME_MAX = 255;

/** Spec §8 "Upload" texts, verbatim where the spec gives them. */
export const UploadMessages = {
  wrongType: 'File type must be one of the accepted types',
  tooLarge: (bytes: number = MAX_UPLOAD_BYTES) => `File is larger than ${bytes} bytes`,
  tooSmall: (bytes: number) => `File is smaller than ${bytes} bytes`,
  tooMany: 'Too many files',
  tooManyPages: (found: number, max: number = MAX_EVIDENCE_PDF_PAGES) => `A PDF may have at most ${max} pages; this one has ${found.toLocaleString('en-US')}`,
  tooManyPixels: (found: number, max: number = MAX_IMAGE_PIXELS) => `An image may have at most ${megapixelText(max)}; this one has ${megapixelText(found)}`,
  tooComplex: 'The PDF is too complex to check: it took too long or needed too much memory. Please print it to a new PDF and try again.',
  noFiles: 'Choose at least one file to upload',
  docTypeInvalid: `Document type must be one of: ${DOC_TYPES.join(', ')}`,
  notesTooLong: `Notes must be at most ${DOCUMENT_NOTES_MAX} characters`,
  notesNotText: 'Notes must be text',
  /** The body is not a multipart form, or it broke off or is malformed. */
  unreadable: 'The upload could not be read: send the files as multipart/form-data',
  tooManyUploads: 'Too many uploads. Please wait a minute and try again.',
  /** The body stopped arriving, or took longer than the server waits for one (a 408). */
  tooSlow: 'The upload took too long to arrive and was stopped; nothing was saved. Please check your connection and try again.',
  notFound: 'Document not found',
} as const;

export const UploadToasts = {
  succeeded: (count: number) => ({ title: 'Upload successful', description: `${count} file(s) uploaded successfully` }),
  /** Every file was on the visit already: nothing new was stored. */
  alreadyAttached: (count: number) => ({
    title: 'Already attached',
    description: count === 1 ? 'This file is already on the visit.' : 'These files are already on the visit.',
  }),
  failed: { title: 'Upload failed' },
  deleted: { title: 'Document deleted', description: 'The document has been deleted.' },
  deleteFailed: failureToast('delete document'),
} as const;

/** A file size as people read it: 512 B, 1.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
