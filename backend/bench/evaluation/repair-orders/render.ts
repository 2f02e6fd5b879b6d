import { PDFDocument } from 'pdf-lib';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import type { Random } from '../seeded-random';
import type { LayoutDocument } from './layouts';
import type { RepairOrderMedium } from './types';
import { CHROMIUM_ARGS } from '../../../src/infra/pdf/chromium-args';

/** The system Chromium, headless, reaching nothing outside the page (everything is inline or data: URLs). */
const SAMPLE_ARGS = [...CHROMIUM_ARGS, '--headless'];
const SCREEN_SCALE = 1.5;
const PX_TO_PT = 0.75;

const pageHtml = (document: LayoutDocument) => `<!doctype html><html><head><meta charset="utf-8"><style>
  html, body { margin: 0; padding: 0; background: #fff; }
  .page { width: ${document.width}px; ${document.height ? `height: ${document.height}px;` : ''} position: relative; overflow: hidden; box-sizing: border-box; break-after: page; }
  .page:last-child { break-after: auto; }
  ${document.css}
</style></head><body>${document.pages.map((page) => `<div class="page">${page}</div>`).join('')}</body></html>`;

/** Paper grain and sensor noise: SVG turbulence, which is the same for the same seed. */
const noise = (seed: number, frequency: number) =>
  `url("data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' width='400' height='400'><filter id='n'><feTurbulence type='fractalNoise' baseFrequency='${frequency}' numOctaves='2' seed='${seed}' stitchTiles='stitch'/><feColorMatrix type='saturate' values='0'/></filter><rect width='400' height='400' filter='url(#n)'/></svg>`,
  )}")`;

const dataUrl = (image: Buffer, type: 'png' | 'jpeg') => `data:image/${type};base64,${image.toString('base64')}`;

/** A flatbed scan of one page: grey, a hair crooked, a shadow along the lid's edge, grain. */
function scanHtml(image: Buffer, width: number, height: number, random: Random): string {
  const angle = (random.next() - 0.5) * 1.4;
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; background: #e8e8e4; }
    .sheet { position: absolute; inset: 0; transform: rotate(${angle.toFixed(3)}deg) translate(${random.int(-6, 6)}px, ${random.int(-4, 8)}px); }
    .sheet img { width: ${width}px; height: ${height}px; filter: grayscale(1) contrast(1.25) brightness(.97) blur(0.4px); }
    .grain { position: absolute; inset: 0; background: ${noise(random.int(1, 9999), 0.85)}; opacity: .24; mix-blend-mode: multiply; }
    .edge { position: absolute; inset: 0; background: linear-gradient(90deg, rgba(0,0,0,.28), rgba(0,0,0,0) 3%), linear-gradient(0deg, rgba(0,0,0,.12), rgba(0,0,0,0) 2%); }
  </style></head><body><div class="sheet"><img src="${dataUrl(image, 'png')}"></div><div class="grain"></div><div class="edge"></div></body></html>`;
}

/** A phone photo of the page on a table: tilted in perspective, shaded from one side, a little soft. */
function photoHtml(image: Buffer, width: number, height: number, random: Random): { html: string; width: number; height: number } {
  const landscape = width > height;
  const [sceneWidth, sceneHeight] = landscape ? [1600, 1200] : [1200, 1600];
  const scale = Math.min((sceneWidth * 0.84) / width, (sceneHeight * 0.86) / height);
  const [paperWidth, paperHeight] = [Math.round(width * scale), Math.round(height * scale)];
  const tilt = { x: 4 + random.next() * 6, y: (random.next() - 0.5) * 8, z: (random.next() - 0.5) * 5 };
  const table = random.pick([
    'repeating-linear-gradient(92deg, #7b4f2c 0 4px, #86593a 4px 11px, #734a29 11px 14px, #8d6142 14px 23px)',
    'linear-gradient(160deg, #5d6166, #3e4246)',
    'repeating-linear-gradient(0deg, #c9c2b4 0 2px, #d3ccbe 2px 5px)',
  ]);
  const light = random.pick(['to bottom right', 'to bottom left', 'to top right', 'to right']);
  const html = `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${sceneWidth}px; height: ${sceneHeight}px; overflow: hidden; background: ${table}; }
    .scene { position: absolute; inset: 0; filter: blur(${(0.4 + random.next() * 0.5).toFixed(2)}px) saturate(.85); perspective: 1500px; }
    .paper { position: absolute; left: ${Math.round((sceneWidth - paperWidth) / 2 + random.int(-30, 30))}px; top: ${Math.round((sceneHeight - paperHeight) / 2 + random.int(-30, 30))}px;
      width: ${paperWidth}px; height: ${paperHeight}px; transform: rotateX(${tilt.x.toFixed(2)}deg) rotateY(${tilt.y.toFixed(2)}deg) rotateZ(${tilt.z.toFixed(2)}deg);
      box-shadow: 0 18px 40px rgba(0,0,0,.55), 0 2px 6px rgba(0,0,0,.4); background: #fff; }
    .paper img { width: 100%; height: 100%; display: block; }
    .paper::after { content: ''; position: absolute; inset: 0; background: linear-gradient(${light}, rgba(255,250,235,.10), rgba(0,0,0,0) 45%, rgba(20,20,30,.30)); }
    .grain { position: absolute; inset: 0; background: ${noise(random.int(1, 9999), 0.95)}; opacity: .10; mix-blend-mode: multiply; }
    .vignette { position: absolute; inset: 0; background: radial-gradient(ellipse at 50% 45%, rgba(0,0,0,0) 55%, rgba(0,0,0,.45)); }
  </style></head><body><div class="scene"><div class="paper"><img src="${dataUrl(image, 'png')}"></div></div><div class="grain"></div><div class="vignette"></div></body></html>`;
  return { html, width: sceneWidth, height: sceneHeight };
}

/** Renders layouts to files in one browser, one tab, reused from case to case. */
export class RepairOrderRenderer {
  private constructor(
    private readonly browser: Browser,
    private readonly tab: Page,
  ) {}

  static async open(executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): Promise<RepairOrderRenderer> {
    const browser = await puppeteer.launch({ executablePath, headless: true, pipe: true, args: SAMPLE_ARGS });
    try {
      const tab = await browser.newPage();
      await tab.setJavaScriptEnabled(false);
      await tab.setRequestInterception(true);
      tab.on('request', (request) => void (request.url().startsWith('data:') ? request.continue() : request.abort('blockedbyclient')));
      return new RepairOrderRenderer(browser, tab);
    } catch (error) {
      await browser.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.browser.close();
  }

  /** The file for one medium; `stamp` is the date written into a PDF's metadata, `random` shapes scans and photos. */
  async render(document: LayoutDocument, medium: RepairOrderMedium, stamp: string, random: Random): Promise<Buffer> {
    switch (medium) {
      case 'pdf_text':
        return this.textPdf(document, stamp);
      case 'png':
        return (await this.pageImages(document, 1)).images[0];
      case 'pdf_scan':
        return this.scannedPdf(document, stamp, random);
      case 'photo_jpeg':
        return this.photo(document, random);
    }
  }

  private async load(html: string, width: number, height: number, scale: number): Promise<void> {
    await this.tab.setViewport({ width, height, deviceScaleFactor: scale });
    await this.tab.setContent(html, { waitUntil: 'load', timeout: 30_000 });
  }

  /** Each page's box in CSS pixels, measured after layout (a receipt is as tall as its content). */
  private async pageBoxes(document: LayoutDocument) {
    await this.load(pageHtml(document), document.width, document.height ?? 1000, SCREEN_SCALE);
    const boxes = [];
    for (const element of await this.tab.$$('.page')) {
      const box = await element.boundingBox();
      if (!box) throw new Error('A page of the layout has no box');
      boxes.push({ x: box.x, y: box.y, width: Math.round(box.width), height: Math.round(box.height) });
    }
    return boxes;
  }

  /** Screenshots of the first `limit` pages, with their boxes. */
  private async pageImages(document: LayoutDocument, limit = Infinity) {
    const boxes = (await this.pageBoxes(document)).slice(0, limit);
    const images: Buffer[] = [];
    for (const box of boxes) images.push(Buffer.from(await this.tab.screenshot({ type: 'png', clip: box, captureBeyondViewport: true })));
    return { boxes, images };
  }

  private async textPdf(document: LayoutDocument, stamp: string): Promise<Buffer> {
    const [first] = await this.pageBoxes(document);
    const pdf = await this.tab.pdf({
      width: `${first.width}px`,
      height: `${first.height}px`,
      printBackground: true,
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
    });
    return stampPdf(await PDFDocument.load(pdf, { updateMetadata: false }), stamp);
  }

  private async scannedPdf(document: LayoutDocument, stamp: string, random: Random): Promise<Buffer> {
    const { boxes, images } = await this.pageImages(document);
    const pdf = await PDFDocument.create({ updateMetadata: false });
    for (const [index, image] of images.entries()) {
      const { width, height } = boxes[index];
      await this.load(scanHtml(image, width, height, random), width, height, SCREEN_SCALE);
      const scan = await this.tab.screenshot({ type: 'jpeg', quality: 72 });
      const embedded = await pdf.embedJpg(scan);
      pdf.addPage([width * PX_TO_PT, height * PX_TO_PT]).drawImage(embedded, { x: 0, y: 0, width: width * PX_TO_PT, height: height * PX_TO_PT });
    }
    return stampPdf(pdf, stamp);
  }

  private async photo(document: LayoutDocument, random: Random): Promise<Buffer> {
    const {
      boxes: [box],
      images: [image],
    } = await this.pageImages(document, 1);
    const scene = photoHtml(image, box.width, box.height, random);
    await this.load(scene.html, scene.width, scene.height, 1);
    return Buffer.from(await this.tab.screenshot({ type: 'jpeg', quality: 82 }));
  }
}

/** Fixed metadata, so the same order gives the same PDF bytes. */
async function stampPdf(pdf: PDFDocument, stamp: string): Promise<Buffer> {
  const date = new Date(`${stamp}T12:00:00Z`);
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  pdf.setProducer('Repair order printer');
  pdf.setCreator('Repair order printer');
  return Buffer.from(await pdf.save());
}
