import { bilinear, pgm, type GreyImage } from './grey-image';
import { pngGrey } from './png-grey';

/**
 * A screenshot or saved image of a repair order (PNG) made ready for OCR: grey, and enlarged to
 * `SCREENSHOT_WIDTH` pixels across when narrower. A portal's invoice saved from a browser is about
 * 1,200 pixels across, a letter page at 140 dpi, where tesseract loses the small labels of a box
 * and misreads figures; at 1,700 it reads them. An image already that wide is only made grey. The
 * result is a binary PGM, which tesseract reads.
 *
 * The caller checked the image's size against the pixel limit from its header; `maxPixels` also
 * bounds the enlarged image. Decoding (`png-grey.ts`) and enlarging are linear in the pixels.
 */
export function screenshotForOcr(png: Uint8Array, maxPixels: number): Buffer {
  const grey = pngGrey(png, maxPixels);
  // An interlaced PNG is read by OCR as it is.
  if (grey === null) return Buffer.from(png);
  const { width, height } = grey;
  const scale = Math.min(Math.max(1, SCREENSHOT_WIDTH / width), Math.sqrt(maxPixels / (width * height)));
  const image = scale > 1 && width > 1 && height > 1 ? enlarged(grey, scale) : grey;
  return pgm(image);
}

/** Pixels across a screenshot is enlarged to before OCR. */
export const SCREENSHOT_WIDTH = 1700;

/** The image enlarged `scale` times by bilinear interpolation. */
function enlarged(image: GreyImage, scale: number): GreyImage {
  const width = Math.floor(image.width * scale);
  const height = Math.floor(image.height * scale);
  const pixels = new Uint8Array(width * height);
  for (let v = 0; v < height; v += 1) {
    const y = Math.min(image.height - 1, Math.max(0, (v + 0.5) / scale - 0.5));
    for (let u = 0; u < width; u += 1) pixels[v * width + u] = bilinear(image, Math.min(image.width - 1, Math.max(0, (u + 0.5) / scale - 0.5)), y);
  }
  return { width, height, pixels };
}
