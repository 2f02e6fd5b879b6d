/** A grey image as the OCR preparation works on it. */
export interface GreyImage {
  width: number;
  height: number;
  /** One byte a pixel, rows top to bottom. */
  pixels: Uint8Array;
}

/** The image as a binary PGM, which tesseract reads. */
export function pgm({ width, height, pixels }: GreyImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1'), pixels]);
}

/**
 * The image's brightness at (x, y), between pixel centres, from the four pixels around it. The
 * point lies within the image (0 ≤ x ≤ width − 1, likewise y), which is at least 2 × 2.
 */
export function bilinear(image: GreyImage, x: number, y: number): number {
  const stride = image.width;
  const x0 = Math.min(image.width - 2, Math.floor(x));
  const y0 = Math.min(image.height - 2, Math.floor(y));
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * stride + x0;
  const source = image.pixels;
  const upper = source[i] * (1 - fx) + source[i + 1] * fx;
  const lower = source[i + stride] * (1 - fx) + source[i + stride + 1] * fx;
  return Math.round(upper * (1 - fy) + lower * fy);
}
