import { Injectable } from '@nestjs/common';
import { AiMessages, MAX_IMAGE_PIXELS, MAX_REPAIR_ORDER_PDF_PAGES, MAX_REPAIR_ORDER_TEXT_CHARS, UploadMessages } from '@dct/contracts';
import { UnprocessableError } from '../../../common/domain-errors';
import { imageSize } from '../../../common/image-size';
import { WorkerPool, WorkerTaskError } from '../../../infra/worker-pool/worker-pool.service';
import { OcrEngine } from './ocr-engine';
import { PdfPageImage } from './pdf-page-image';
import type { PdfTextLayer } from './pdf-text-layer';
import { PARSE_TASK, PDF_TEXT_TASK, PHOTO_TASK, SCREENSHOT_TASK } from './repair-order.tasks';
import type { RepairOrderFile, RepairOrderReading } from './repair-order-reading';

export type TextSource = 'pdf-text' | 'pdf-scan' | 'image';

/** The most a field read by OCR is trusted: under REPAIR_ORDER_SURE (0.9). */
const OCR_FIELD_CEILING = 0.85;

/** A text layer with fewer letters than this is a scan with a stray caption, not the document's text. */
const MIN_TEXT_LAYER_LETTERS = 40;

const isJpeg = (buffer: Buffer) => buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff;
const isPng = (buffer: Buffer) => buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

/** The file's real kind, by its first bytes (the name and stated type are the uploader's word). */
function kindOf(buffer: Buffer): 'pdf' | 'image' | null {
  if (buffer.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (isPng(buffer)) return 'image';
  if (isJpeg(buffer)) return 'image';
  if (buffer.subarray(0, 4).toString('latin1') === 'RIFF' && buffer.subarray(8, 12).toString('latin1') === 'WEBP') return 'image';
  return null;
}

/** Heavy work that went past its time or memory limit is the file's doing: the owner hears which limit, in words. */
async function withinLimits<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof WorkerTaskError && (error.failure === 'timeout' || error.failure === 'memory')) throw new UnprocessableError(AiMessages.tooSlow);
    throw error;
  }
}

/** An image whose decoding failed (a broken file under a good header) is the file's doing, said as such; a busy pool is not. */
/** A worker's bytes as a Buffer over the same memory. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function unreadable(error: unknown): never {
  if (error instanceof WorkerTaskError && error.failure === 'failed') throw new UnprocessableError('The image could not be read');
  throw error;
}

/**
 * Reads a repair order without any AI service: a PDF's own text when it has a text layer;
 * otherwise OCR (tesseract.js, English data from node_modules) of the photo, or of a scanned PDF's
 * first page drawn by pdf.js in the shared Chromium; then the label-driven parser. Confidence
 * is the parser's (fields found, and how) scaled by how sure OCR was of its words. The limits
 * (pages, text, pixels) are checked before the work they bound, and the text layer and the
 * parser run in worker threads.
 */
@Injectable()
export class RepairOrderReader {
  constructor(
    private readonly ocr: OcrEngine,
    private readonly pdfPages: PdfPageImage,
    private readonly pool: WorkerPool,
  ) {}

  async read(file: RepairOrderFile): Promise<RepairOrderReading> {
    const { text, source, ocrConfidence } = await this.readText(file);
    const reading = await this.parse(text);
    if (source === 'pdf-text') return reading;
    // Tesseract's mean word confidence is 90+ on a clean page and falls fast on a poor photo.
    const ocrFactor = Math.min(1, Math.max(0.3, ((ocrConfidence ?? 0) - 30) / 60));
    const scale = (value: number) => Math.round(value * (0.75 + 0.25 * ocrFactor) * 100) / 100;
    // Words OCR read in line order can pair a label with a neighbour's value: a field read from an
    // image stays under REPAIR_ORDER_SURE, so the review asks the owner to check it.
    const fieldConfidence = Object.fromEntries(
      Object.entries(reading.field_confidence).map(([field, value]) => [field, Math.min(OCR_FIELD_CEILING, scale(value ?? 0))]),
    );
    return { ...reading, confidence: scale(reading.confidence), field_confidence: fieldConfidence };
  }

  /** The document's text as the parser sees it, and where it came from. */
  async readText(file: RepairOrderFile): Promise<{ text: string; source: TextSource; ocrConfidence?: number }> {
    const kind = kindOf(file.buffer);
    if (kind === null) throw new UnprocessableError('The file is not a PDF, JPEG, PNG or WebP image');
    if (kind === 'pdf') {
      const layer = await this.textLayer(file.buffer);
      if ((layer.text.match(/[a-z]/gi) ?? []).length >= MIN_TEXT_LAYER_LETTERS) return { text: layer.text, source: 'pdf-text' };
      return this.readScan(file.buffer);
    }
    const size = imageSize(file.buffer);
    if (!size) throw new UnprocessableError('The image could not be read');
    if (size.width * size.height > MAX_IMAGE_PIXELS) throw new UnprocessableError(UploadMessages.tooManyPixels(size.width * size.height));
    // A photo (JPEG) is read with its lighting evened out and its sheet laid flat: shadows, the table around the sheet and the sheet's tilt hide lines from OCR.
    // A screenshot (PNG) narrower than a page at 200 dpi is enlarged: tesseract misses small print below that.
    const task = isJpeg(file.buffer) ? PHOTO_TASK : isPng(file.buffer) ? SCREENSHOT_TASK : null;
    // The worker's bytes are viewed, not copied: a copy of an enlarged screenshot would hold this thread.
    const image = task ? asBuffer(await withinLimits(this.pool.run(task, { bytes: file.buffer, maxPixels: MAX_IMAGE_PIXELS })).catch(unreadable)) : file.buffer;
    const { text, confidence } = await this.ocr.recognize(image, size).catch((error: unknown) => {
      if (error instanceof Error && /took too long/.test(error.message)) throw error;
      throw new UnprocessableError('The image could not be read');
    });
    return { text, source: 'image', ocrConfidence: confidence };
  }

  /** The parser's reading of the text, in a worker thread. */
  parse(text: string): Promise<RepairOrderReading> {
    if (text.length > MAX_REPAIR_ORDER_TEXT_CHARS) return Promise.reject(new UnprocessableError(AiMessages.tooMuchText));
    return withinLimits(this.pool.run(PARSE_TASK, text));
  }

  private async textLayer(pdf: Buffer): Promise<Extract<PdfTextLayer, { kind: 'text' }>> {
    const layer = await withinLimits(this.pool.run(PDF_TEXT_TASK, { bytes: pdf, maxPages: MAX_REPAIR_ORDER_PDF_PAGES, maxChars: MAX_REPAIR_ORDER_TEXT_CHARS }));
    switch (layer.kind) {
      case 'text':
        return layer;
      case 'too-many-pages':
        throw new UnprocessableError(AiMessages.tooManyPages(layer.pages));
      case 'too-much-text':
        throw new UnprocessableError(AiMessages.tooMuchText);
      case 'unreadable':
        throw new UnprocessableError('The PDF could not be read');
      default: {
        const unreachable: never = layer;
        return unreachable;
      }
    }
  }

  /**
   * A scanned PDF: page 1, and page 2 when page 1 says more follow ("Page 1 of 2") or lacks the
   * dates, the amount due or the order's number (a repair order's totals often run onto a second
   * sheet; a tow company's invoice may come first, the dealer's order after it). Each page is about
   * a second of OCR.
   */
  private async readScan(pdf: Buffer): Promise<{ text: string; source: TextSource; ocrConfidence: number }> {
    const image = await this.pdfPages.draw(pdf, 1);
    if (image === null) throw new UnprocessableError('The PDF has no pages');
    const first = await this.ocr.recognize(image);
    const reading = await this.parse(first.text);
    const morePages = /\bpage\s*1\s*(?:of|\/)\s*[2-9]\b/i.test(first.text);
    if (!morePages && reading.total !== null && reading.date_in !== null && reading.date_out !== null && reading.ro_number !== null)
      return { text: first.text, source: 'pdf-scan', ocrConfidence: first.confidence };
    const second = await this.pdfPages.draw(pdf, 2);
    if (second === null) return { text: first.text, source: 'pdf-scan', ocrConfidence: first.confidence };
    const next = await this.ocr.recognize(second);
    return { text: `${first.text}\n\n${next.text}`, source: 'pdf-scan', ocrConfidence: (first.confidence + next.confidence) / 2 };
  }
}
