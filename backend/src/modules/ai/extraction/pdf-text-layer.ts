import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream, type PDFObject } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { layOutPieces, type TextPiece } from './text-layout';

/** Pages whose text is read: a repair order's totals rarely sit further back. */
const MAX_PAGES_READ = 4;
/**
 * Drawing instructions the pages read may hold, decoded: a dense page of text is a few hundred
 * kilobytes. pdf.js gathers a line's text before handing it over, so a stream that inflates to
 * gigabytes of one line is refused here, by decoding no further than this.
 */
const MAX_CONTENT_BYTES = 16 * 1024 * 1024;
/** Form XObjects drawn inside forms, followed this deep. */
const MAX_FORM_DEPTH = 4;

/**
 * Whether the content the first pages draw (their content streams and the forms they use)
 * decodes to more than MAX_CONTENT_BYTES, decoding only up to that. Undefined when pdf-lib
 * cannot parse the file or a filter is unknown to it: pdf.js then reads it under the time limit.
 */
async function contentTooLarge(bytes: Uint8Array): Promise<boolean | undefined> {
  let total = 0;
  const seen = new Set<PDFObject>();
  const over = (stream: PDFObject | undefined): boolean => {
    if (!(stream instanceof PDFRawStream) || seen.has(stream)) return false;
    seen.add(stream);
    total += decodePDFRawStream(stream).getBytes(MAX_CONTENT_BYTES - total + 1).length;
    return total > MAX_CONTENT_BYTES;
  };
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    const forms = (resources: PDFDict | undefined, depth: number): boolean => {
      const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
      if (!xobjects || depth > MAX_FORM_DEPTH) return false;
      for (const [, ref] of xobjects.entries()) {
        const form = pdf.context.lookup(ref);
        if (!(form instanceof PDFRawStream) || form.dict.lookupMaybe(PDFName.of('Subtype'), PDFName)?.decodeText() !== 'Form' || seen.has(form)) continue;
        if (over(form) || forms(form.dict.lookupMaybe(PDFName.of('Resources'), PDFDict), depth + 1)) return true;
      }
      return false;
    };
    for (const page of pdf.getPages().slice(0, MAX_PAGES_READ)) {
      const contents = page.node.Contents();
      const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
      if (streams.some(over) || forms(page.node.Resources(), 0)) return true;
    }
    return false;
  } catch {
    return undefined;
  }
}

export interface PdfTextLimits {
  /** A PDF with more pages is refused before any text is read. */
  maxPages: number;
  /** Reading stops, and the PDF is refused, once its pages hold more characters than this. */
  maxChars: number;
}

export type PdfTextLayer =
  { kind: 'text'; text: string; pages: number } | { kind: 'too-many-pages'; pages: number } | { kind: 'too-much-text' } | { kind: 'unreadable' };

/**
 * The text a PDF carries, laid out as lines the way the page shows them: pieces on the same
 * baseline joined left to right, each where it stands across the page (text-layout.ts), pages
 * one after another. Empty when the PDF has no text layer (a scan). A small file that
 * inflates to gigabytes of text costs no more than a long repair order: what the pages draw is
 * measured first, decoding no further than the limit, and the text is read as a stream and
 * given up past `maxChars`.
 */
export async function readPdfText(buffer: Uint8Array, limits: PdfTextLimits): Promise<PdfTextLayer> {
  // Errors only: reading text needs no font data, so pdf.js's warning about standard fonts is noise.
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(buffer), { isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  } catch {
    return { kind: 'unreadable' };
  }
  try {
    if (pdf.numPages > limits.maxPages) return { kind: 'too-many-pages', pages: pdf.numPages };
    if (await contentTooLarge(buffer)) return { kind: 'too-much-text' };
    const pages: string[] = [];
    let chars = 0;
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES_READ); number += 1) {
      const page = await pdf.getPage(number);
      const pieces: TextPiece[] = [];
      const reader = page.streamTextContent().getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        for (const item of (chunk.value as { items: Array<{ str?: string; transform?: number[]; width?: number; height?: number }> }).items) {
          if (typeof item.str !== 'string' || item.str.trim() === '') continue;
          chars += item.str.length;
          if (chars > limits.maxChars) {
            await reader.cancel();
            return { kind: 'too-much-text' };
          }
          const [a, b, , , x, y] = item.transform ?? [];
          // Text set on its side (a vertical margin note: "Electronically signed · Envelope ID …") runs across the lines of
          // the page; laid out with them, it glues its letters onto theirs. The order reads left to right.
          if (Math.abs(b) > Math.abs(a) * 0.35) continue;
          pieces.push({ str: item.str, x, y, width: item.width ?? 0, size: Math.hypot(a, b) || item.height || 10 });
        }
      }
      pages.push(layOutPieces(pieces));
      page.cleanup();
    }
    return { kind: 'text', text: pages.join('\n\n'), pages: pdf.numPages };
  } catch {
    return { kind: 'unreadable' };
  } finally {
    await pdf.destroy();
  }
}
