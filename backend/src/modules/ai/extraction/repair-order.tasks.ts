/**
 * Repair-order work that runs in a worker thread of the WorkerPool, never on the event loop that
 * answers requests: reading a PDF's text layer, evening out a photo's lighting and laying its sheet flat before OCR, enlarging a screenshot, and
 * parsing text into the visit's fields.
 */
import { compiledTaskFile, workerTask } from '../../../infra/worker-pool/worker-task';
import { parseRepairOrderText } from './parse-repair-order-text';
import { photoForOcr } from './photo-lighting';
import { screenshotForOcr } from './screenshot-for-ocr';
import { readPdfText, type PdfTextLayer, type PdfTextLimits } from './pdf-text-layer';
import type { RepairOrderReading } from './repair-order-reading';

export interface PdfTextInput extends PdfTextLimits {
  bytes: Uint8Array;
}

export function pdfText(input: PdfTextInput): Promise<PdfTextLayer> {
  return readPdfText(input.bytes, input);
}

export interface PhotoInput {
  bytes: Uint8Array;
  maxPixels: number;
}

export function photo(input: PhotoInput): Uint8Array {
  return photoForOcr(input.bytes, input.maxPixels);
}

export function screenshot(input: PhotoInput): Uint8Array {
  return screenshotForOcr(input.bytes, input.maxPixels);
}

export function parse(text: string): RepairOrderReading {
  return parseRepairOrderText(text);
}

const FILE = compiledTaskFile(__dirname, 'repair-order.tasks');

/** A repair order's text layer is read in well under a second; this much means a hostile file. */
export const PDF_TEXT_TASK = workerTask<PdfTextInput, PdfTextLayer>(FILE, 'pdfText', 15_000);
/** The parser is linear in its input, which is capped: milliseconds. */
export const PARSE_TASK = workerTask<string, RepairOrderReading>(FILE, 'parse', 5_000);
/** Decoding, evening out and flattening a photo at the pixel limit: about a second. */
export const PHOTO_TASK = workerTask<PhotoInput, Uint8Array>(FILE, 'photo', 15_000);
/** Decoding and enlarging a PNG at the pixel limit: about a second. */
export const SCREENSHOT_TASK = workerTask<PhotoInput, Uint8Array>(FILE, 'screenshot', 15_000);
