import { Injectable, Logger, Optional, type OnApplicationShutdown } from '@nestjs/common';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { Metrics, measure } from '../metrics/metrics.service';
import { lowerProcessTree } from '../background/background-priority';
import { CHROMIUM_ARGS } from './chromium-args';

/** Beyond the common flags: /dev/shm is small in containers, and no extension has any business here. */
const RENDERER_ARGS = [...CHROMIUM_ARGS, '--disable-dev-shm-usage', '--disable-extensions'];

/** Pages rendering at once: each holds a renderer process; two keep both cores busy. */
const POOL_SIZE = 2;

/**
 * HTML to PDF in the system Chromium: one browser launched on first use and shared, a small pool
 * of pages reused between renders, and a fresh browser if the old one dies. Pages run no
 * script and load nothing from the network: a statement is self-contained HTML (images as
 * data: URLs), so a document an owner uploaded can never fetch or run anything.
 */
@Injectable()
export class PdfRenderer implements OnApplicationShutdown {
  private readonly logger = new Logger(PdfRenderer.name);
  private browser?: Promise<Browser>;
  private closing = false;
  private readonly idle: Page[] = [];
  private busy = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  render(html: string): Promise<Buffer> {
    return measure(this.metrics?.pdfRenderDuration, {}, () => this.renderNow(html));
  }

  private async renderNow(html: string): Promise<Buffer> {
    const page = await this.acquire();
    let healthy = true;
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: 30_000 });
      const pdf = await page.pdf({ format: 'Letter', printBackground: true, margin: { top: '0.6in', bottom: '0.6in', left: '0.6in', right: '0.6in' } });
      return Buffer.from(pdf);
    } catch (error) {
      healthy = false;
      throw error;
    } finally {
      await this.release(page, healthy);
    }
  }

  /**
   * A page of its own in the shared browser for work that needs script (pdf.js drawing a PDF page
   * to an image): it loads nothing but data: URLs. The caller closes it; it dies with the browser.
   */
  async openScriptedPage(): Promise<Page> {
    const page = await (await this.launch()).newPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => void (request.url().startsWith('data:') ? request.continue() : request.abort('blockedbyclient')));
    return page;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await (await browser.catch(() => undefined))?.close().catch(() => undefined);
  }

  private launch(): Promise<Browser> {
    if (this.closing) return Promise.reject(new Error('The PDF renderer is shutting down'));
    this.browser ??= puppeteer
      // Over a pipe rather than a port: Chromium ends when the pipe closes, so a process killed
      // outright (kill -9) leaves no browser behind. Signals are the app's to handle: on SIGTERM it
      // lets the renders in flight finish, then closes the browser itself.
      .launch({
        executablePath: this.config.chromiumPath,
        headless: true,
        pipe: true,
        args: RENDERER_ARGS,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      })
      .then((browser) => {
        const pid = browser.process()?.pid;
        if (pid) lowerProcessTree(pid);
        browser.on('disconnected', () => {
          if (!this.closing) this.logger.warn('Chromium went away; the next render starts a new one');
          this.browser = undefined;
          this.idle.length = 0;
        });
        return browser;
      })
      .catch((error: unknown) => {
        this.browser = undefined;
        throw error;
      });
    return this.browser;
  }

  private async acquire(): Promise<Page> {
    while (this.busy >= POOL_SIZE) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.busy += 1;
    try {
      const reused = this.idle.pop();
      if (reused && !reused.isClosed()) return reused;
      const page = await (await this.launch()).newPage();
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on('request', (request) => void (request.url().startsWith('data:') ? request.continue() : request.abort('blockedbyclient')));
      return page;
    } catch (error) {
      this.busy -= 1;
      this.waiting.shift()?.();
      throw error;
    }
  }

  private async release(page: Page, healthy: boolean): Promise<void> {
    if (healthy && !page.isClosed()) {
      // Drop the last document's memory before the page waits for the next one.
      await page.setContent('<html></html>').catch(() => undefined);
      this.idle.push(page);
    } else {
      await page.close().catch(() => undefined);
    }
    this.busy -= 1;
    this.waiting.shift()?.();
  }
}
