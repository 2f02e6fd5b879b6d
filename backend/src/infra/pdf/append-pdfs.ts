import { PDFDocument } from 'pdf-lib';

/**
 * A rendered document with uploaded PDFs after it, page for page. One that cannot be read
 * (damaged, or encrypted beyond reading) is skipped: the document goes out without it.
 */
export async function appendPdfs(document: Buffer, pdfs: ReadonlyArray<{ bytes: Buffer }>): Promise<Buffer> {
  if (pdfs.length === 0) return document;
  const merged = await PDFDocument.load(document);
  for (const { bytes } of pdfs) {
    try {
      const source = await PDFDocument.load(bytes, { ignoreEncryption: true });
      for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
    } catch {
      // Left on its visit.
    }
  }
  return Buffer.from(await merged.save());
}
