import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Page } from 'puppeteer';
import { AiMessages } from '@dct/contracts';
import { UnprocessableError } from '../../../common/domain-errors';
import { PdfRenderer } from '../../../infra/pdf/pdf-renderer.service';

/** Width of the drawn page in pixels: about 200 dpi for a Letter page, what OCR reads best. */
const PAGE_WIDTH_PX = 1700;
/** At most this many pixels are drawn, however odd the page's shape (a 1 × 10,000 inch page). */
const MAX_DRAWN_PIXELS = 12_000_000;
/** Drawing a page takes a fraction of a second; past this the page is closed and the file refused. */
const DRAW_TIMEOUT_MS = 30_000;

/** unpdf's single-file pdf.js build (its package exports it to ES modules only, so found beside the CommonJS entry). */
const PDFJS_BUNDLE = join(dirname(require.resolve('unpdf')), 'pdfjs.mjs');

/**
 * Runs in the page: pdf.js draws one page of the PDF on a canvas, white underneath, and hands back
 * a PNG (null past the last page). The PDF comes in as base64; nothing is fetched.
 */
const DRAW_PAGE = `async ({ data, width, number, maxPixels }) => {
  const pdfjs = globalThis.__pdfjs;
  const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
  const pdf = await pdfjs.getDocument({ data: bytes, isEvalSupported: false, stopAtErrors: false }).promise;
  try {
    if (number > pdf.numPages) return null;
    const page = await pdf.getPage(number);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: Math.min(width / natural.width, 4, Math.sqrt(maxPixels / (natural.width * natural.height))) });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: context, canvas, viewport }).promise;
    return canvas.toDataURL('image/png');
  } finally {
    await pdf.destroy();
  }
}`;

/**
 * Draws a PDF's page as an image, for PDFs without a text layer (scans): pdf.js in a page of
 * the shared Chromium, so no native canvas module is needed. The page is opened once, holds pdf.js
 * (the build bundled by unpdf, read from node_modules and loaded as a data: URL), and is reopened
 * if the browser went away.
 */
@Injectable()
export class PdfPageImage implements OnApplicationShutdown {
  private page?: Promise<Page>;

  constructor(private readonly renderer: PdfRenderer) {}

  /** Page `number` (from 1) as a PNG, or null when the PDF is shorter. */
  async draw(pdf: Buffer, number: number): Promise<Buffer | null> {
    const page = await this.open();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // A page stuck in pdf.js is closed: the next drawing opens a fresh one.
        this.page = undefined;
        void page.close().catch(() => undefined);
        reject(new UnprocessableError(AiMessages.tooSlow));
      }, DRAW_TIMEOUT_MS);
    });
    try {
      const drawing = page.evaluate(
        `(${DRAW_PAGE})(${JSON.stringify({ data: pdf.toString('base64'), width: PAGE_WIDTH_PX, number, maxPixels: MAX_DRAWN_PIXELS })})`,
      ) as Promise<string | null>;
      // Past the time limit the page is closed under it, and its failure then is nobody's to hear.
      drawing.catch(() => undefined);
      const url = await Promise.race([drawing, timeout]);
      return url === null ? null : Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    } catch (error) {
      if (page.isClosed()) this.page = undefined;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const page = this.page;
    this.page = undefined;
    if (page) await (await page.catch(() => undefined))?.close().catch(() => undefined);
  }

  private async open(): Promise<Page> {
    const current = this.page ? await this.page.catch(() => undefined) : undefined;
    if (current && !current.isClosed()) return current;
    this.page = (async () => {
      const page = await this.renderer.openScriptedPage();
      const source = readFileSync(PDFJS_BUNDLE).toString('base64');
      await page.evaluate(`import('data:text/javascript;base64,${source}').then((module) => { globalThis.__pdfjs = module; })`);
      return page;
    })();
    this.page.catch(() => {
      this.page = undefined;
    });
    return this.page;
  }
}
