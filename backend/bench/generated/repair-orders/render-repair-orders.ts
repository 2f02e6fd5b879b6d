import type { Page } from 'puppeteer';
import type { PdfRenderer } from '../../../src/infra/pdf/pdf-renderer.service';
import type { RepairOrderSpec } from './repair-order-specs';

export interface GeneratedRepairOrder extends RepairOrderSpec {
  buffer: Buffer;
  mimetype: string;
  originalname: string;
}

/**
 * Runs in the page: draws a screenshot as a phone photo or a scan would see it — on a darker
 * background, turned by `angle` degrees, with uneven light, grain and JPEG compression.
 */
const PHOTOGRAPH = `async ({ src, angle, seed, grain, quality, margin }) => {
  let state = seed >>> 0;
  const rand = () => { state = (state + 0x6d2b79f5) >>> 0; let t = state; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width + margin * 2;
  canvas.height = image.height + margin * 2;
  const context = canvas.getContext('2d');
  context.fillStyle = '#6b675f';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((angle * Math.PI) / 180);
  context.drawImage(image, -image.width / 2, -image.height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
  const light = context.createLinearGradient(0, 0, canvas.width, canvas.height);
  light.addColorStop(0, 'rgba(255,255,255,0)');
  light.addColorStop(1, 'rgba(40,30,10,0.18)');
  context.fillStyle = light;
  context.fillRect(0, 0, canvas.width, canvas.height);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const data = pixels.data;
  for (let i = 0; i < data.length; i += 4) {
    const noise = (rand() - 0.5) * grain;
    data[i] = data[i] + noise; data[i + 1] = data[i + 1] + noise; data[i + 2] = data[i + 2] + noise;
  }
  context.putImageData(pixels, 0, 0);
  return canvas.toDataURL('image/jpeg', quality);
}`;

const fromDataUrl = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

async function screenshot(page: Page, html: string, scale: number): Promise<Buffer> {
  await page.setViewport({ width: 816, height: 1056, deviceScaleFactor: scale });
  await page.setContent(html, { waitUntil: 'load' });
  // A page behind another (the renderer's PDF pages) is not painted, and its screenshot never comes.
  await page.bringToFront();
  return Buffer.from(await page.screenshot({ type: 'png', fullPage: true }));
}

async function photograph(page: Page, png: Buffer, options: { angle: number; seed: number; grain: number; quality: number; margin: number }): Promise<Buffer> {
  await page.setViewport({ width: 800, height: 600, deviceScaleFactor: 1 });
  await page.setContent('<html><body></body></html>');
  const url = (await page.evaluate(`(${PHOTOGRAPH})(${JSON.stringify({ src: `data:image/png;base64,${png.toString('base64')}`, ...options })})`)) as string;
  return fromDataUrl(url);
}

/**
 * Renders each spec in the shared Chromium to the file an owner would upload: a clean PNG
 * screenshot, a phone photo (JPEG, turned 1–3°, grainy), a PDF with its text layer, or a scanned
 * PDF (one JPEG image per page, no text).
 */
export async function renderRepairOrders(specs: RepairOrderSpec[], pdf: PdfRenderer): Promise<GeneratedRepairOrder[]> {
  const page = await pdf.openScriptedPage();
  try {
    const documents: GeneratedRepairOrder[] = [];
    for (const [index, spec] of specs.entries()) {
      const seed = [...spec.id].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
      const sign = seed % 2 === 0 ? 1 : -1;
      if (spec.format === 'pdf-text') {
        documents.push({ ...spec, buffer: await pdf.render(spec.html), mimetype: 'application/pdf', originalname: `${spec.id}.pdf` });
      } else if (spec.format === 'png') {
        documents.push({ ...spec, buffer: await screenshot(page, spec.html, 1.5 + (index % 3) * 0.25), mimetype: 'image/png', originalname: `${spec.id}.png` });
      } else if (spec.format === 'jpeg') {
        const png = await screenshot(page, spec.html, 1.75 + (index % 3) * 0.25);
        const angle = sign * (1 + (seed % 200) / 100);
        const jpeg = await photograph(page, png, { angle, seed, grain: 50, quality: 0.72, margin: 60 });
        documents.push({ ...spec, buffer: jpeg, mimetype: 'image/jpeg', originalname: `${spec.id}.jpg` });
      } else {
        const png = await screenshot(page, spec.html, 1.5);
        const scan = await photograph(page, png, { angle: sign * (0.3 + (seed % 70) / 100), seed, grain: 36, quality: 0.8, margin: 10 });
        // One sheet, one page: the scan is fitted inside the page's margins.
        const html = `<html><body style="margin:0"><img style="display:block;max-width:100%;max-height:9.7in" src="data:image/jpeg;base64,${scan.toString('base64')}"></body></html>`;
        documents.push({ ...spec, buffer: await pdf.render(html), mimetype: 'application/pdf', originalname: `${spec.id}-scan.pdf` });
      }
    }
    return documents;
  } finally {
    await page.close().catch(() => undefined);
  }
}
