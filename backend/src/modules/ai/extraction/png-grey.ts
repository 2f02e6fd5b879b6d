import { inflateSync } from 'node:zlib';
import type { GreyImage } from './grey-image';

/**
 * A PNG decoded to grey, for OCR: every colour type at every bit depth PNG allows, transparency
 * shown over white, as a viewer shows it. Null for an interlaced PNG (rare in screenshots; OCR
 * then reads the file itself). Throws on a file that breaks the format.
 *
 * Written here rather than taken from a package because the decoders at hand loop forever on a
 * file cut short or a damaged image stream. This one walks the chunks by their lengths within the
 * file, inflates with zlib bounded to the size the header gives, and undoes each row's filter once:
 * linear in the file and the pixels. The caller checked the pixel count from the header first.
 */
export function pngGrey(png: Uint8Array, maxPixels: number): GreyImage | null {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let header: { width: number; height: number; depth: number; colour: number; interlaced: boolean } | undefined;
  let palette: Uint8Array | undefined;
  let alphas: Uint8Array | undefined;
  const data: Uint8Array[] = [];
  let ended = false;
  for (let offset = 8; offset + 12 <= png.byteLength && !ended;) {
    const length = view.getUint32(offset);
    if (offset + 12 + length > png.byteLength) break;
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR' && length >= 13) {
      const bodyView = new DataView(body.buffer, body.byteOffset, body.byteLength);
      header = { width: bodyView.getUint32(0), height: bodyView.getUint32(4), depth: body[8], colour: body[9], interlaced: body[12] !== 0 };
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') alphas = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') ended = true;
    offset += 12 + length;
  }
  if (!header || !ended || data.length === 0) throw new Error('The PNG is cut short or its chunks are broken');
  const { width, height, depth, colour, interlaced } = header;
  const channels = CHANNELS[colour];
  if (channels === undefined || ![1, 2, 4, 8, 16].includes(depth) || width === 0 || height === 0) throw new Error('The PNG has an unknown kind of pixel');
  if (width * height > maxPixels) throw new Error(`The image has ${width * height} pixels, over the limit of ${maxPixels}`);
  if (interlaced) return null;
  if (colour === 3 && !palette) throw new Error('The PNG has no palette');

  const bitsPerPixel = channels * depth;
  const rowBytes = Math.ceil((width * bitsPerPixel) / 8);
  const step = Math.max(1, bitsPerPixel >> 3);
  const raw = inflateSync(Buffer.concat(data), { maxOutputLength: (rowBytes + 1) * height });
  if (raw.length < (rowBytes + 1) * height) throw new Error('The PNG is cut short or its chunks are broken');

  const pixels = new Uint8Array(width * height);
  let previous = new Uint8Array(rowBytes);
  let row = new Uint8Array(rowBytes);
  for (let y = 0; y < height; y += 1) {
    const start = y * (rowBytes + 1);
    const filter = raw[start];
    for (let i = 0; i < rowBytes; i += 1) {
      const value = raw[start + 1 + i];
      const left = i >= step ? row[i - step] : 0;
      const up = previous[i];
      const upLeft = i >= step ? previous[i - step] : 0;
      row[i] = (value + unfiltered(filter, left, up, upLeft)) & 0xff;
    }
    for (let x = 0; x < width; x += 1) pixels[y * width + x] = greyAt(row, x, { depth, colour, channels, palette, alphas });
    [previous, row] = [row, previous];
  }
  return { width, height, pixels };
}

/** Samples a pixel has, by colour type: grey, RGB, palette index, grey + alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** What a row's filter adds back to a byte, from the bytes to its left, above it and above-left. */
function unfiltered(filter: number, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const guess = left + up - upLeft;
      const toLeft = Math.abs(guess - left);
      const toUp = Math.abs(guess - up);
      const toUpLeft = Math.abs(guess - upLeft);
      return toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
    }
    default:
      throw new Error('The PNG has a row with an unknown filter');
  }
}

/** Sample `index` of a row, scaled to 0..255 (16-bit samples by their high byte). */
function sample(row: Uint8Array, index: number, depth: number): number {
  if (depth === 8) return row[index];
  if (depth === 16) return row[index * 2];
  const bit = index * depth;
  const value = (row[bit >> 3] >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
  return Math.round((value * 255) / ((1 << depth) - 1));
}

function greyAt(row: Uint8Array, x: number, kind: { depth: number; colour: number; channels: number; palette?: Uint8Array; alphas?: Uint8Array }): number {
  const { depth, colour, channels, palette, alphas } = kind;
  let red: number;
  let green: number;
  let blue: number;
  let alpha = 255;
  if (colour === 3) {
    // A palette index is the raw value, not scaled.
    const bit = x * depth;
    const index = depth === 8 ? row[x] : (row[bit >> 3] >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
    [red, green, blue] = palette && index * 3 + 2 < palette.length ? [palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2]] : [0, 0, 0];
    if (alphas && index < alphas.length) alpha = alphas[index];
  } else if (colour === 0 || colour === 4) {
    red = green = blue = sample(row, x * channels, depth);
    if (colour === 4) alpha = sample(row, x * channels + 1, depth);
  } else {
    red = sample(row, x * channels, depth);
    green = sample(row, x * channels + 1, depth);
    blue = sample(row, x * channels + 2, depth);
    if (colour === 6) alpha = sample(row, x * channels + 3, depth);
  }
  const grey = 0.299 * red + 0.587 * green + 0.114 * blue;
  return Math.round((grey * alpha + 255 * (255 - alpha)) / 255);
}
