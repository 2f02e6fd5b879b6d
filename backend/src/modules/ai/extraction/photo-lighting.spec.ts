import { encode } from 'jpeg-js';
import { evenLighting } from './photo-lighting';

/** A 400 × 300 photo of white paper with dark print, its right half in a deep shadow. */
function shadowedPhoto() {
  const width = 400;
  const height = 300;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const print = y % 40 < 6 && x % 50 < 30;
      const light = x < width / 2 ? 1 : 0.35;
      const value = Math.round((print ? 40 : 240) * light);
      data.set([value, value, value, 255], (y * width + x) * 4);
    }
  return { width, height, bytes: encode({ data, width, height }, 95).data };
}

const pixelsOf = (pgm: Buffer, width: number, height: number) => pgm.subarray(pgm.length - width * height);

describe('evenLighting', () => {
  it('gives paper in a shadow the brightness of paper in the light, and keeps the print dark', () => {
    const { width, height, bytes } = shadowedPhoto();
    const pgm = evenLighting(bytes, 40_000_000);
    expect(pgm.subarray(0, 15).toString('latin1')).toBe(`P5\n${width} ${height}\n255\n`);
    const pixels = pixelsOf(pgm, width, height);
    const at = (x: number, y: number) => pixels[y * width + x];
    // Paper (y = 20, between rows of print), well inside each half.
    const litPaper = at(100, 20);
    const shadedPaper = at(300, 20);
    expect(Math.abs(litPaper - shadedPaper)).toBeLessThan(25);
    expect(shadedPaper).toBeGreaterThan(200);
    // Print stays far darker than the paper beside it, in the shadow too.
    expect(at(310, 82)).toBeLessThan(shadedPaper - 120);
    expect(at(110, 82)).toBeLessThan(litPaper - 120);
  });

  it('refuses a photo larger than the pixel limit before decoding it', () => {
    const { bytes } = shadowedPhoto();
    expect(() => evenLighting(bytes, 100_000)).toThrow();
  });
});
