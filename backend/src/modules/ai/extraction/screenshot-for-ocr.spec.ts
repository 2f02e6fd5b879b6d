import { deflateSync } from 'node:zlib';
import { SCREENSHOT_WIDTH, screenshotForOcr } from './screenshot-for-ocr';

/** A PNG `width` pixels across: white, with a black bar across its top left quarter and a transparent strip at the bottom. */
function screenshot(width: number, height: number): Uint8Array {
  const raw: number[] = [];
  for (let y = 0; y < height; y += 1) {
    raw.push(0);
    for (let x = 0; x < width; x += 1) {
      const bar = y < height / 4 && x < width / 4;
      const transparent = y >= height - 4;
      raw.push(...(bar ? [0, 0, 0, 255] : [255, 255, 255, transparent ? 0 : 255]));
    }
  }
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    // The CRC is not checked by the reader.
    return Buffer.concat([length, Buffer.from(type, 'latin1'), body, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(raw))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function readPgm(pgm: Buffer) {
  const header = /^P5\n(\d+) (\d+)\n255\n/.exec(pgm.subarray(0, 40).toString('latin1'))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, at: (x: number, y: number) => pgm[header[0].length + y * width + x] };
}

describe('screenshotForOcr', () => {
  it('enlarges a narrow screenshot to SCREENSHOT_WIDTH across, in proportion, its print where it was', () => {
    const image = readPgm(screenshotForOcr(screenshot(850, 1100), 40_000_000));
    expect(image.width).toBe(SCREENSHOT_WIDTH);
    expect(image.height).toBe(2200);
    expect(image.at(100, 100)).toBe(0);
    expect(image.at(SCREENSHOT_WIDTH - 100, 100)).toBe(255);
    // A transparent pixel reads as the white a viewer shows under it.
    expect(image.at(100, 2199)).toBe(255);
  });

  it('leaves a wide screenshot its size and stays within the pixel limit when enlarging', () => {
    expect(readPgm(screenshotForOcr(screenshot(1800, 200), 40_000_000)).width).toBe(1800);
    const bounded = readPgm(screenshotForOcr(screenshot(400, 300), 600_000));
    expect(bounded.width * bounded.height).toBeLessThanOrEqual(600_000);
    expect(bounded.width).toBeGreaterThan(400);
  });

  it('refuses a broken PNG and one over the pixel limit', () => {
    const good = screenshot(200, 100);
    const broken = good.slice(0, 60);
    expect(() => screenshotForOcr(broken, 40_000_000)).toThrow();
    expect(() => screenshotForOcr(good, 10_000)).toThrow(/over the limit/);
  });
});
