import { crc32, deflateSync } from 'node:zlib';
import { pngGrey } from './png-grey';

/** A PNG of `rows` (each row's bytes as the colour type lays them out), each row filtered by the next of PNG's five filters in turn. */
function encodePng(options: { width: number; height: number; depth: number; colour: number; rows: number[][]; palette?: number[]; alphas?: number[] }): Buffer {
  const { width, height, depth, colour, rows } = options;
  const step = Math.max(1, ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[colour] * (depth / 8));
  const filtered: number[] = [];
  rows.forEach((row, y) => {
    const filter = y % 5;
    const above = y > 0 ? rows[y - 1] : row.map(() => 0);
    filtered.push(filter);
    row.forEach((value, i) => {
      const left = i >= step ? row[i - step] : 0;
      const up = above[i];
      const upLeft = i >= step ? above[i - step] : 0;
      const guess = left + up - upLeft;
      const paeth =
        Math.abs(guess - left) <= Math.abs(guess - up) && Math.abs(guess - left) <= Math.abs(guess - upLeft)
          ? left
          : Math.abs(guess - up) <= Math.abs(guess - upLeft)
            ? up
            : upLeft;
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter];
      filtered.push((value - predicted + 256) & 0xff);
    });
  });
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([depth, colour, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(options.palette ? [chunk('PLTE', Buffer.from(options.palette))] : []),
    ...(options.alphas ? [chunk('tRNS', Buffer.from(options.alphas))] : []),
    chunk('IDAT', deflateSync(Buffer.from(filtered))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const range = (count: number) => Array.from({ length: count }, (_, i) => i);

describe('pngGrey', () => {
  it('reads RGBA under every row filter, transparent pixels as white', () => {
    const width = 7;
    const height = 10;
    const colourAt = (x: number, y: number) => [(x * 37 + y * 11) % 256, (x * 5 + y * 53) % 256, (x * 91 + y) % 256];
    const rows = range(height).map((y) => range(width).flatMap((x) => [...colourAt(x, y), x === 6 ? 0 : 255]));
    const image = pngGrey(encodePng({ width, height, depth: 8, colour: 6, rows }), 1_000)!;
    expect([image.width, image.height]).toEqual([width, height]);
    for (const y of range(height))
      for (const x of range(width)) {
        const [r, g, b] = colourAt(x, y);
        expect(image.pixels[y * width + x]).toBe(x === 6 ? 255 : Math.round(0.299 * r + 0.587 * g + 0.114 * b));
      }
  });

  it('reads grey at 8 and 16 bits and a 2-bit palette with a transparent entry', () => {
    const grey = pngGrey(
      encodePng({
        width: 3,
        height: 2,
        depth: 8,
        colour: 0,
        rows: [
          [0, 128, 255],
          [10, 20, 30],
        ],
      }),
      100,
    )!;
    expect([...grey.pixels]).toEqual([0, 128, 255, 10, 20, 30]);
    const deep = pngGrey(encodePng({ width: 2, height: 1, depth: 16, colour: 2, rows: [[255, 0, 255, 0, 255, 0, 0, 9, 0, 9, 0, 9]] }), 100)!;
    expect([...deep.pixels]).toEqual([255, 0]);
    // Four pixels of two bits in one byte: indexes 0, 1, 2, 3.
    const palette = [0, 0, 0, 255, 255, 255, 255, 0, 0, 9, 9, 9];
    const indexed = pngGrey(encodePng({ width: 4, height: 1, depth: 2, colour: 3, rows: [[0b00011011]], palette, alphas: [255, 255, 255, 0] }), 100)!;
    expect([...indexed.pixels]).toEqual([0, 255, 76, 255]);
  });

  it('refuses a file cut short, broken chunks, a damaged image stream and too many pixels, at once', () => {
    const rows = range(50).map((y) => range(50).map((x) => (x * y) % 256));
    const good = encodePng({ width: 50, height: 50, depth: 8, colour: 0, rows });
    expect(() => pngGrey(good.subarray(0, good.length - 20), 10_000)).toThrow(/cut short/);
    expect(() => pngGrey(Buffer.concat([good.subarray(0, 40), Buffer.alloc(4000, 0x41)]), 10_000)).toThrow();
    const damaged = Buffer.from(good);
    for (let at = 50; at < damaged.length - 20; at += 7) damaged[at] ^= 0x5a;
    expect(() => pngGrey(damaged, 10_000)).toThrow();
    expect(() => pngGrey(good, 1_000)).toThrow(/over the limit/);
  });
});
