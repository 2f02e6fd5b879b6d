import { dirname, join } from 'node:path';
import { Injectable, Logger, Optional, type OnApplicationShutdown } from '@nestjs/common';
import { createWorker, OEM, PSM, type Block, type Worker } from 'tesseract.js';
import { Metrics, measure } from '../../../infra/metrics/metrics.service';
import { layOutPieces, type TextPiece } from './text-layout';

/**
 * The English LSTM model that ships in the @tesseract.js-data/eng npm package. Read from
 * node_modules, never downloaded; tesseract.js-core (the WebAssembly engine) is required from
 * node_modules by tesseract.js itself in Node.
 */
/** Longer than any page takes even on a busy machine; a worker past it is stuck. */
const PAGE_TIMEOUT_MS = 60_000;

/** After reading an image larger than this, the worker is replaced: its memory grew with the image and would stay grown. */
const RECYCLE_AFTER_PIXELS = 16_000_000;

const ENGLISH_DATA = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/**
 * The image as tesseract.js takes it without a copy on the request thread: it turns whatever it is given into a Uint8Array, which
 * copies a Buffer or a Uint8Array (a 36-megapixel screenshot's hundreds of megabytes, at once) but only views an ArrayBuffer.
 * A Buffer cut from a shared pool is passed as it is.
 */
function wholeBuffer(image: Buffer): Buffer {
  return image.byteOffset === 0 && image.byteLength === image.buffer.byteLength ? (image.buffer as unknown as Buffer) : image;
}

/**
 * One long-lived tesseract.js worker (a worker thread holding the model, ~40 MB), created on the
 * first page and reused: starting one costs about a second, a page then about one to two. The
 * worker reads one page at a time; callers queue behind it. A worker that fails is replaced on
 * the next page.
 */
@Injectable()
export class OcrEngine implements OnApplicationShutdown {
  private readonly logger = new Logger(OcrEngine.name);
  private worker?: Promise<Worker>;
  private current?: Worker;
  private closed = false;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(@Optional() private readonly metrics?: Metrics) {}

  /**
   * The page's text, a line per printed line with each word where it stands across the page
   * (text-layout.ts, from tesseract's word boxes), and tesseract's mean word confidence (0..100). A page taking longer than PAGE_TIMEOUT_MS means a
   * stuck worker: it is dropped and the next page starts a new one. Pages wait their turn here,
   * so the time limit counts from when a page's reading starts. Given the image's size, a worker
   * that read a very large image is replaced afterwards, so its memory goes back.
   */
  recognize(image: Buffer, size?: { width: number; height: number }): Promise<{ text: string; confidence: number }> {
    const recycle = size !== undefined && size.width * size.height > RECYCLE_AFTER_PIXELS;
    const run = this.queue.then(() => measure(this.metrics?.ocrDuration, {}, () => this.recognizeNow(image, recycle)));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async recognizeNow(image: Buffer, recycle: boolean): Promise<{ text: string; confidence: number }> {
    const worker = await this.start();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.discard(worker);
        reject(new Error('OCR took too long'));
      }, PAGE_TIMEOUT_MS);
    });
    try {
      const result = await Promise.race([worker.recognize(wholeBuffer(image), { rotateAuto: true }, { text: true, blocks: true }), timeout]);
      return { text: wordsLaidOut(result.data.blocks) ?? result.data.text, confidence: result.data.confidence };
    } finally {
      clearTimeout(timer);
      if (recycle) this.discard(worker);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker.catch(() => undefined))?.terminate().catch(() => undefined);
  }

  private start(): Promise<Worker> {
    if (this.closed) return Promise.reject(new Error('The OCR engine has been shut down'));
    this.worker ??= (async () => {
      const worker = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: ENGLISH_DATA,
        gzip: true,
        // Nothing is cached: the data is read from node_modules, never written to the working directory or $HOME.
        cacheMethod: 'none',
        logger: () => undefined,
        // Without a handler tesseract.js rethrows a failed page outside any promise; the page's own promise still rejects.
        errorHandler: (error: unknown) => this.logger.debug(`OCR page failed: ${String(error)}`),
      });
      this.current = worker;
      await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1', user_defined_dpi: '200' });
      return worker;
    })().catch((error: unknown) => {
      this.worker = undefined;
      throw error;
    });
    return this.worker;
  }

  private discard(worker: Worker): void {
    if (this.worker && this.current !== worker) return;
    this.worker = undefined;
    this.current = undefined;
    void worker.terminate().catch(() => undefined);
  }
}

/**
 * The recognised words regrouped into lines by their boxes rather than by tesseract's blocks,
 * which split a page's columns apart: a header and the value under it land on lines whose
 * positions agree. Undefined when tesseract gave no boxes.
 */
export function wordsLaidOut(blocks: Block[] | null | undefined): string | undefined {
  const pieces: TextPiece[] = [];
  for (const block of blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines)
        for (const word of line.words) {
          const text = word.text.trim();
          if (text === '') continue;
          // Words of one printed line share the line's box; its height is the text's size.
          const size = Math.max(1, line.bbox.y1 - line.bbox.y0);
          pieces.push({
            str: text,
            x: word.bbox.x0,
            y: -line.bbox.y1,
            width: word.bbox.x1 - word.bbox.x0,
            size: Math.min(size, (word.bbox.y1 - word.bbox.y0) * 1.5 || size),
          });
        }
  return pieces.length > 0 ? layOutPieces(pieces) : undefined;
}
