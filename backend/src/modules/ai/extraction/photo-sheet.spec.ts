import type { GreyImage } from './grey-image';
import { findSheet, flattenSheet, SHEET_WIDTH, type Corners, type Point } from './photo-sheet';

/**
 * A 900 × 1200 photo: a dark table, and on it a white sheet with the given corners (filled as the
 * quadrilateral they make), printed with dark bars along lines that run parallel to its top edge.
 */
function photoOf(corners: Corners, table = 90): GreyImage {
  const width = 900;
  const height = 1200;
  const pixels = new Uint8Array(width * height).fill(table);
  const [tl, tr, br, bl] = corners;
  const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  // Walk the sheet in its own coordinates (s across, t down) and paint where each lands.
  for (let t = 0; t <= 1; t += 1 / 1600)
    for (let s = 0; s <= 1; s += 1 / 1200) {
      const [x, y] = lerp(lerp(tl, tr, s), lerp(bl, br, s), t);
      const printed = Math.floor(t * 40) % 4 === 1 && s > 0.1 && s < 0.9 && Math.floor(s * 60) % 3 !== 0;
      const px = Math.round(x);
      const py = Math.round(y);
      if (px >= 0 && py >= 0 && px < width && py < height) pixels[py * width + px] = printed ? 30 : 235;
    }
  return { width, height, pixels };
}

const tilted: Corners = [
  [130, 150],
  [790, 120],
  [840, 1090],
  [80, 1120],
];

describe('findSheet', () => {
  it('finds the corners of a sheet turned and narrowed by the camera, within a few pixels', () => {
    const corners = findSheet(photoOf(tilted));
    expect(corners).not.toBeNull();
    corners!.forEach(([x, y], i) => {
      expect(Math.abs(x - tilted[i][0])).toBeLessThan(8);
      expect(Math.abs(y - tilted[i][1])).toBeLessThan(8);
    });
  });

  it('finds no sheet in a photo with no edges, nor in one that is all paper', () => {
    const width = 600;
    const height = 800;
    expect(findSheet({ width, height, pixels: new Uint8Array(width * height).fill(120) })).toBeNull();
    expect(findSheet({ width, height, pixels: new Uint8Array(width * height).fill(240) })).toBeNull();
  });

  it('refuses a shape that is no sheet: a thin strip of light across the photo', () => {
    const strip: Corners = [
      [100, 560],
      [800, 560],
      [800, 640],
      [100, 640],
    ];
    expect(findSheet(photoOf(strip))).toBeNull();
  });
});

describe('flattenSheet', () => {
  it('lays the sheet upright at SHEET_WIDTH across, its printed lines level', () => {
    const photo = photoOf(tilted);
    const flat = flattenSheet(photo, findSheet(photo)!);
    expect(flat.width).toBe(SHEET_WIDTH);
    expect(flat.height / flat.width).toBeGreaterThan(1.3);
    expect(flat.height / flat.width).toBeLessThan(1.6);
    // The second band of print (t from 1/40 to 2/40 of the sheet) lies on the same rows at its left and right ends.
    const rowOfPrint = (x: number) => {
      for (let y = 0; y < flat.height / 8; y += 1) if (flat.pixels[y * flat.width + x] < 100) return y;
      return -1;
    };
    const left = rowOfPrint(Math.round(flat.width * 0.12));
    const right = rowOfPrint(Math.round(flat.width * 0.88));
    expect(left).toBeGreaterThan(0);
    expect(Math.abs(left - right)).toBeLessThanOrEqual(3);
  });

  it('keeps the flattened sheet within its pixel bound whatever the photo’s shape', () => {
    const narrow: GreyImage = { width: 40, height: 4000, pixels: new Uint8Array(40 * 4000).fill(235) };
    const corners: Corners = [
      [0, 0],
      [40, 0],
      [40, 4000],
      [0, 4000],
    ];
    const flat = flattenSheet(narrow, corners);
    expect(flat.width * flat.height).toBeLessThanOrEqual(8_000_000);
  });
});
