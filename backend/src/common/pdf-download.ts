import type { Response } from 'express';

/** Answers 200 with the PDF as a download named `fileName`, after any `headers` of the route's own. */
export function sendPdfDownload(res: Response, pdf: Uint8Array, fileName: string, headers: Record<string, string> = {}): void {
  res
    .status(200)
    .set({ ...headers, 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"`, 'Content-Length': String(pdf.length) })
    .end(pdf);
}
