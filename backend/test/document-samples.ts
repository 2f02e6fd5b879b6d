import { randomBytes } from 'node:crypto';

/**
 * Real files of each accepted type, as small as they come: 1×1 images as Chromium encodes them
 * (the JPEG without its colour profile, the WebP without its extended header), and PDFs built
 * here with a correct cross-reference table, to any size. Each call gives a different file (a
 * few bytes after the end, which readers ignore), as two photos of a visit are: the same bytes
 * twice on a visit are one document.
 */
let made = 0;
const distinct = (file: Buffer, comment = '') => Buffer.concat([file, Buffer.from(`${comment}sample ${process.pid}-${(made += 1)}\n`, 'latin1')]);

export const samplePng = () =>
  distinct(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4AWI6YKn9HwAAAP//7qIU3wAAAAZJREFUAwAFDwImats7HgAAAABJRU5ErkJggg==', 'base64'));

export const sampleJpeg = () =>
  distinct(
    Buffer.from(
      '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeACoH/9k=',
      'base64',
    ),
  );

export const sampleWebp = () => distinct(Buffer.from('UklGRjQAAABXRUJQVlA4ICgAAACQAQCdASoBAAEAAsBMJaACdLoAA5gA/ulpHr4Ap+z/+Sn+LvvN3aAA', 'base64'));

/**
 * A one-page PDF reading "Repair order". With `size`, an unreferenced stream object of random
 * bytes pads it to exactly that many bytes (random, so a misplaced chunk cannot go unnoticed).
 */
export function samplePdf(size?: number): Buffer {
  const text = 'BT /F1 18 Tf 20 60 Td (Repair order) Tj ET';
  const objects: Buffer[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ].map((object) => Buffer.from(object, 'latin1'));
  const build = (padding: number) => {
    const all =
      padding > 0
        ? [...objects, Buffer.concat([Buffer.from(`<< /Length ${padding} >>\nstream\n`), randomBytes(padding), Buffer.from('\nendstream')])]
        : objects;
    const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let length = parts[0].length;
    const offsets = all.map((object, index) => {
      const offset = length;
      const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), object, Buffer.from('\nendobj\n')]);
      parts.push(part);
      length += part.length;
      return offset;
    });
    const xref = [`xref\n0 ${all.length + 1}\n0000000000 65535 f \n`, ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)].join('');
    parts.push(Buffer.from(`${xref}trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
    return Buffer.concat(parts);
  };
  const plain = build(0);
  if (size === undefined) return distinct(plain, '%');
  if (size <= plain.length) return plain;
  // The padding object's own framing and the longer numbers take some bytes: measure, then fit.
  const overhead = build(1).length - 1;
  const padded = build(size - overhead);
  return padded.length === size ? padded : build(size - overhead - (padded.length - size));
}
