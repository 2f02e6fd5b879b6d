import { bilinear, type GreyImage } from './grey-image';

/**
 * The sheet of paper in a phone photo, found and laid flat. A photo taken from above a table shows
 * the sheet as a four-sided shape, turned a few degrees and narrower at the top than at the bottom;
 * tesseract reads the small print in a repair order's boxes badly at that angle and size. Each of
 * the sheet's four edges is found as the first rise in brightness met coming in from that side of
 * the photo (the table is darker than paper; print lies inside the edge), a straight line is
 * fitted through those points with the outliers dropped, and the four lines' crossings are the
 * corners. The sheet is then mapped onto an upright rectangle by the perspective transform those
 * corners define, at `SHEET_WIDTH` pixels across, which also enlarges the print.
 *
 * The work is linear in the pixels: the edges are looked for on a copy about 400 pixels across,
 * the line fits are over at most a few hundred points, and the mapping visits each output pixel
 * once. A photo whose edges do not make a plausible sheet is read as it is.
 */

/** Pixels across the flattened sheet: a letter page at about 190 dpi, where tesseract reads a repair order's small labels. */
export const SHEET_WIDTH = 1600;

/** The flattened sheet's pixels at the most, whatever the photo's shape: a letter page at SHEET_WIDTH is 2.1 million. */
const MAX_SHEET_PIXELS = 8_000_000;

/** The longest side of the copy the edges are looked for on. */
const SEARCH_SIZE = 400;

/** How far from each side of the photo (a share of it) an edge is looked for. */
const EDGE_BAND = 0.3;

/** A rise in brightness (0..255) over a few pixels of the small copy that counts as the sheet's edge. */
const EDGE_RISE = 20;

export type Point = readonly [x: number, y: number];
/** Top left, top right, bottom right, bottom left, in the photo's pixels. */
export type Corners = readonly [Point, Point, Point, Point];

/** The sheet's corners, or null when the photo shows no sheet with four clear edges. */
export function findSheet(image: GreyImage): Corners | null {
  const small = shrink(image, SEARCH_SIZE);
  const { width, height, values, factor } = small;
  const reach = 3;
  const at = (x: number, y: number) => values[y * width + x];
  // The first rise met walking in along a row or column: the index where it is steepest.
  const firstRise = (value: (i: number) => number, limit: number): number => {
    const rise = (i: number) => value(i + reach) - value(i - reach);
    for (let i = reach; i < limit; i += 1) {
      if (rise(i) <= EDGE_RISE) continue;
      let peak = i;
      while (peak + 1 < limit && rise(peak + 1) >= rise(peak)) peak += 1;
      return peak;
    }
    return -1;
  };
  const across = Math.floor(width * EDGE_BAND);
  const down = Math.floor(height * EDGE_BAND);
  const left: Point[] = [];
  const right: Point[] = [];
  const top: Point[] = [];
  const bottom: Point[] = [];
  for (let y = Math.floor(height * 0.1); y < height * 0.9; y += 1) {
    const l = firstRise((i) => at(i, y), across);
    if (l >= 0) left.push([y, l]);
    const r = firstRise((i) => at(width - 1 - i, y), across);
    if (r >= 0) right.push([y, width - 1 - r]);
  }
  for (let x = Math.floor(width * 0.1); x < width * 0.9; x += 1) {
    const t = firstRise((i) => at(x, i), down);
    if (t >= 0) top.push([x, t]);
    const b = firstRise((i) => at(x, height - 1 - i), down);
    if (b >= 0) bottom.push([x, height - 1 - b]);
  }
  const lines = [left, right, top, bottom].map((points) => fitLine(points, factor));
  if (lines.some((line) => line === null)) return null;
  const [l, r, t, b] = lines as Line[];
  const corners: Corners = [cross(l, t), cross(r, t), cross(r, b), cross(l, b)];
  return plausible(corners, image) ? corners : null;
}

/**
 * The sheet mapped onto an upright rectangle `SHEET_WIDTH` pixels across (never narrower than it
 * stands in the photo), and never more than MAX_SHEET_PIXELS.
 */
export function flattenSheet(image: GreyImage, corners: Corners): GreyImage {
  const [topLeft, topRight, bottomRight, bottomLeft] = corners;
  const across = (distance(topLeft, topRight) + distance(bottomLeft, bottomRight)) / 2;
  const down = (distance(topLeft, bottomLeft) + distance(topRight, bottomRight)) / 2;
  const scale = Math.min(Math.max(1, SHEET_WIDTH / across), Math.sqrt(MAX_SHEET_PIXELS / Math.max(1, across * down)));
  const width = Math.floor(across * scale);
  const height = Math.floor(down * scale);
  const h = perspective(
    [
      [0, 0],
      [width, 0],
      [width, height],
      [0, height],
    ],
    corners,
  );
  const pixels = new Uint8Array(width * height).fill(255);
  for (let v = 0; v < height; v += 1)
    for (let u = 0; u < width; u += 1) {
      const z = h[6] * u + h[7] * v + 1;
      const x = (h[0] * u + h[1] * v + h[2]) / z;
      const y = (h[3] * u + h[4] * v + h[5]) / z;
      // Past the photo's edge (a sheet running off it) stays white.
      if (x < 0 || y < 0 || x >= image.width - 1 || y >= image.height - 1) continue;
      pixels[v * width + u] = bilinear(image, x, y);
    }
  return { width, height, pixels };
}

/** An edge as `across = slope × along + offset`, in the photo's pixels (along: y for the sides, x for top and bottom). */
interface Line {
  slope: number;
  offset: number;
}

/**
 * A least-squares line through the points, refitted three times without the points far from the
 * last fit (print or a shadow met before the edge on some rows). Null with too few points, or when
 * fewer than half of them lie on the line.
 */
function fitLine(points: Point[], factor: number): Line | null {
  let kept = points;
  let line: Line = { slope: 0, offset: 0 };
  for (let round = 0; round < 4; round += 1) {
    if (kept.length < 8) return null;
    let sa = 0;
    let sb = 0;
    let saa = 0;
    let sab = 0;
    for (const [a, b] of kept) {
      sa += a;
      sb += b;
      saa += a * a;
      sab += a * b;
    }
    const n = kept.length;
    const slope = (n * sab - sa * sb) / (n * saa - sa * sa || 1);
    line = { slope, offset: (sb - slope * sa) / n };
    const misses = points.map(([a, b]) => Math.abs(b - (line.slope * a + line.offset)));
    const median = [...misses].sort((p, q) => p - q)[Math.floor(misses.length / 2)];
    const limit = Math.max(1.5, median * 2.5);
    kept = points.filter((_, i) => misses[i] <= limit);
  }
  if (kept.length < points.length / 2) return null;
  // From the small copy's pixel centres to the photo's pixels.
  return { slope: line.slope, offset: (line.offset + 0.5 - 0.5 * line.slope) * factor };
}

/** Where a side (x = slope·y + offset) meets the top or bottom (y = slope·x + offset). */
function cross(side: Line, edge: Line): Point {
  const y = (edge.slope * side.offset + edge.offset) / (1 - edge.slope * side.slope);
  return [side.slope * y + side.offset, y];
}

/** A sheet covering at least a quarter of the photo, its corners near the photo and each corner's angle near square. */
function plausible(corners: Corners, image: GreyImage): boolean {
  const margin = 0.15;
  const inside = corners.every(
    ([x, y]) => x > -image.width * margin && x < image.width * (1 + margin) && y > -image.height * margin && y < image.height * (1 + margin),
  );
  if (!inside) return false;
  let area = 0;
  for (let i = 0; i < 4; i += 1) {
    const [x1, y1] = corners[i];
    const [x2, y2] = corners[(i + 1) % 4];
    area += x1 * y2 - x2 * y1;
  }
  if (Math.abs(area) / 2 < image.width * image.height * 0.25) return false;
  return corners.every((corner, i) => {
    const before = corners[(i + 3) % 4];
    const after = corners[(i + 1) % 4];
    const a: Point = [before[0] - corner[0], before[1] - corner[1]];
    const b: Point = [after[0] - corner[0], after[1] - corner[1]];
    const cosine = (a[0] * b[0] + a[1] * b[1]) / (Math.hypot(...a) * Math.hypot(...b));
    return Math.abs(cosine) < Math.cos((70 * Math.PI) / 180);
  });
}

const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The image averaged down in square blocks so its longer side is about `size`. */
function shrink(image: GreyImage, size: number): { width: number; height: number; values: Float32Array; factor: number } {
  const factor = Math.max(1, Math.floor(Math.max(image.width, image.height) / size));
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const values = new Float32Array(width * height);
  for (let y = 0; y < height * factor; y += 1) {
    const row = Math.floor(y / factor) * width;
    for (let x = 0; x < width * factor; x += 1) values[row + Math.floor(x / factor)] += image.pixels[y * image.width + x];
  }
  for (let i = 0; i < values.length; i += 1) values[i] /= factor * factor;
  return { width, height, values, factor };
}

/**
 * The eight coefficients of the perspective transform taking each `from` point to its `to` point:
 * x = (h0·u + h1·v + h2) / (h6·u + h7·v + 1), y likewise with h3..h5. Gaussian elimination on the
 * 8 × 8 system the four pairs give.
 */
function perspective(from: readonly Point[], to: readonly Point[]): number[] {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i += 1) {
    const [u, v] = from[i];
    const [x, y] = to[i];
    rows.push([u, v, 1, 0, 0, 0, -u * x, -v * x, x]);
    rows.push([0, 0, 0, u, v, 1, -u * y, -v * y, y]);
  }
  for (let col = 0; col < 8; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < 8; row += 1) if (Math.abs(rows[row][col]) > Math.abs(rows[pivot][col])) pivot = row;
    [rows[col], rows[pivot]] = [rows[pivot], rows[col]];
    for (let row = col + 1; row < 8; row += 1) {
      const ratio = rows[row][col] / rows[col][col];
      for (let k = col; k < 9; k += 1) rows[row][k] -= ratio * rows[col][k];
    }
  }
  const h = new Array<number>(8).fill(0);
  for (let row = 7; row >= 0; row -= 1) {
    let sum = rows[row][8];
    for (let k = row + 1; k < 8; k += 1) sum -= rows[row][k] * h[k];
    h[row] = sum / rows[row][row];
  }
  return h;
}
