import { decode } from 'jpeg-js';
import { pgm, type GreyImage } from './grey-image';
import { findSheet, flattenSheet } from './photo-sheet';

/**
 * A phone photo of a repair order made ready for OCR: grey, its lighting evened out, and the sheet
 * found and laid flat (`photo-sheet.ts`), so the print stands upright at a size tesseract reads. A
 * photo in which no sheet is found is read whole. The result is a binary PGM, which tesseract reads.
 *
 * `maxPixels` bounds the decoded image before any pixel is touched (the caller checked the header;
 * this holds the decoder to it).
 */
export function photoForOcr(jpeg: Uint8Array, maxPixels: number): Buffer {
  const photo = greyOf(jpeg, maxPixels);
  // The sheet's edges are looked for before the lighting is evened: evening it takes out the table's darkness too.
  const corners = findSheet(photo);
  evenLightingIn(photo);
  return pgm(corners ? flattenSheet(photo, corners) : photo);
}

/** The photo, grey, with its lighting evened out (`evenLightingIn`), as a PGM. */
export function evenLighting(jpeg: Uint8Array, maxPixels: number): Buffer {
  const photo = greyOf(jpeg, maxPixels);
  evenLightingIn(photo);
  return pgm(photo);
}

function greyOf(jpeg: Uint8Array, maxPixels: number): GreyImage {
  const { width, height, data } = decode(jpeg, { useTArray: true, formatAsRGBA: false, maxResolutionInMP: maxPixels / 1_000_000, maxMemoryUsageInMB: 1024 });
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.round(0.299 * data[i * 3] + 0.587 * data[i * 3 + 1] + 0.114 * data[i * 3 + 2]);
  return { width, height, pixels };
}

/**
 * Evens the photo's lighting in place. Each pixel is divided by the mean brightness around it
 * (about a thirtieth of the photo wide), which takes out a shadow across the page, a dim corner
 * and the dark table around the sheet; tesseract then finds lines it misses in the raw photo. The
 * background is measured on blocks of pixels and blurred through an integral image, so the work
 * is linear in the pixels and the memory about five bytes a pixel.
 */
function evenLightingIn({ width, height, pixels: grey }: GreyImage): void {
  const block = Math.max(2, Math.round(Math.min(width, height) / 120));
  const columns = Math.ceil(width / block);
  const rows = Math.ceil(height / block);
  const blocks = new Float32Array(columns * rows);
  const counts = new Uint32Array(columns * rows);
  for (let y = 0; y < height; y += 1) {
    const row = Math.floor(y / block) * columns;
    for (let x = 0; x < width; x += 1) {
      blocks[row + Math.floor(x / block)] += grey[y * width + x];
      counts[row + Math.floor(x / block)] += 1;
    }
  }
  for (let i = 0; i < blocks.length; i += 1) blocks[i] /= counts[i];
  const background = boxMean(blocks, columns, rows, Math.max(1, Math.round(Math.min(width, height) / 30 / block)));

  for (let y = 0; y < height; y += 1) {
    // Between the centres of the blocks around the pixel, so the background has no steps.
    const gy = Math.min(rows - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const y0 = Math.floor(gy);
    const y1 = Math.min(rows - 1, y0 + 1);
    const fy = gy - y0;
    for (let x = 0; x < width; x += 1) {
      const gx = Math.min(columns - 1, Math.max(0, (x + 0.5) / block - 0.5));
      const x0 = Math.floor(gx);
      const x1 = Math.min(columns - 1, x0 + 1);
      const fx = gx - x0;
      const top = background[y0 * columns + x0] * (1 - fx) + background[y0 * columns + x1] * fx;
      const bottom = background[y1 * columns + x0] * (1 - fx) + background[y1 * columns + x1] * fx;
      const light = Math.max(1, top * (1 - fy) + bottom * fy);
      grey[y * width + x] = Math.min(255, Math.round((grey[y * width + x] / light) * PAPER));
    }
  }
}

/** Where the paper's mean brightness lands: a little under white, so faint print keeps its grey. */
const PAPER = 235;

/** The mean of each cell's (2r+1)² neighbourhood, clipped at the edges, from an integral image. */
function boxMean(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += values[y * width + x];
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row;
    }
  }
  const means = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x += 1) {
      const left = Math.max(0, x - radius);
      const right = Math.min(width, x + radius + 1);
      const sum = sums[bottom * stride + right] - sums[top * stride + right] - sums[bottom * stride + left] + sums[top * stride + left];
      means[y * width + x] = sum / ((right - left) * (bottom - top));
    }
  }
  return means;
}
