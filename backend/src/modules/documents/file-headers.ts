import type { VisitDocument } from '@dct/contracts';
import { contentDisposition } from './file-name';

/**
 * Whatever a stored file holds, it must never run as a page of our origin: it has no sources to
 * load scripts from and runs sandboxed (an opaque origin, no scripts). Chromium still shows
 * images and its PDF viewer under this policy when the file is opened in a tab of its own.
 */
export const STORED_FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

/** The headers a stored file is served with: its recognised type, exact length, a safe name, never sniffed or cached. */
export function fileResponseHeaders(document: VisitDocument, disposition: 'inline' | 'attachment'): Record<string, string> {
  return {
    'Content-Type': document.mime_type,
    'Content-Length': String(document.file_size),
    'Content-Disposition': contentDisposition(disposition, document.file_name),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': STORED_FILE_CSP,
    'Cache-Control': 'private, no-store',
  };
}
