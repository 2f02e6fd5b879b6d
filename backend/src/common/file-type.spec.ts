import { recogniseFileType } from './file-type';

const bytes = (...values: Array<number | string>) => Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe(recogniseFileType.name, () => {
  it.each([
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'), 'image/jpeg'],
    ['a PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d), 'image/png'],
    ['a WebP', bytes('RIFF', 0x34, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['a PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['a PDF of 5 bytes', bytes('%PDF-'), 'application/pdf'],
  ])('recognises %s by its first bytes', (_name, head, type) => {
    expect(recogniseFileType(head)).toBe(type);
  });

  it.each([
    ['nothing', bytes()],
    ['text', bytes('Oil change, $49.99')],
    ['a GIF', bytes('GIF89a')],
    ['a WAV (RIFF, but not WebP)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['a cut-off PNG signature', bytes(0x89, 'PNG', 0x0d, 0x0a)],
    ['a PDF signature not at the start', bytes(' %PDF-1.4')],
    ['HTML', bytes('<!doctype html><script>')],
  ])('refuses %s', (_name, head) => {
    expect(recogniseFileType(head)).toBeUndefined();
  });
});
