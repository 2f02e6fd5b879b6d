import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRef, PDFString } from 'pdf-lib';
import { ACTING_PDF_NAMES, actingPdf } from '../../../test/hostile-documents';
import { assemblePacket, type PacketExhibit } from './packet-pdf';

async function pdfOfPages(count: number, size: [number, number] = [612, 792]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let page = 0; page < count; page += 1) document.addPage(size);
  return document.save();
}

const FOOTER = 'This is not legal advice.';
const limits = { maxPagesPerPdf: 5, maxEvidencePages: 8 };

/** Each page's text, as poppler reads it. */
async function pagesText(pdf: Uint8Array): Promise<string[]> {
  const file = join(mkdtempSync(join(tmpdir(), 'dct-packet-spec-')), 'packet.pdf');
  writeFileSync(file, pdf);
  const { stdout } = await promisify(execFile)('pdftotext', [file, '-']);
  return stdout.split('\f').slice(0, -1);
}

async function outline(pdf: Uint8Array) {
  const document = await PDFDocument.load(pdf);
  const index = new Map(document.getPages().map((page, at) => [page.ref.toString(), at]));
  const root = document.catalog.lookup(PDFName.of('Outlines'), PDFDict);
  const entries: Array<{ title: string; page: number }> = [];
  for (let ref = root.get(PDFName.of('First')); ref instanceof PDFRef;) {
    const item = document.context.lookup(ref, PDFDict);
    const title = item.lookup(PDFName.of('Title'));
    const target = item.lookup(PDFName.of('Dest'), PDFArray).get(0) as PDFRef;
    entries.push({ title: title instanceof PDFHexString || title instanceof PDFString ? title.decodeText() : '', page: index.get(target.toString()) ?? -1 });
    ref = item.get(PDFName.of('Next'));
  }
  return { entries, count: root.lookup(PDFName.of('Count'), PDFNumber).asNumber() };
}

describe(assemblePacket.name, () => {
  it('appends the exhibits in order, one outline entry at each first page, and the footer on every page', async () => {
    const exhibits: PacketExhibit[] = [
      { title: 'Exhibit 1 — scan.pdf', pdf: await pdfOfPages(3, [300, 144]) },
      { title: 'Exhibit 2 — photo.png', imagePage: 1 },
      { title: 'Exhibit 3 — letter.pdf', pdf: await pdfOfPages(1) },
    ];
    const packet = await assemblePacket({ document: await pdfOfPages(2), images: await pdfOfPages(2), exhibits, footer: FOOTER, ...limits });
    expect(packet.packetPages).toBe(2);
    expect(packet.pages).toEqual([3, 1, 1]);
    expect(packet.leftOut).toEqual([]);
    const pages = await pagesText(packet.pdf);
    expect(pages).toHaveLength(2 + 3 + 1 + 1);
    expect(pages.filter((page) => !page.includes(FOOTER))).toEqual([]);
    const { entries, count } = await outline(packet.pdf);
    expect(count).toBe(3);
    expect(entries).toEqual([
      { title: 'Exhibit 1 — scan.pdf', page: 2 },
      { title: 'Exhibit 2 — photo.png', page: 5 },
      { title: 'Exhibit 3 — letter.pdf', page: 6 },
    ]);
  });

  it('leaves out a PDF that cannot be read, one over the page limit, and one past the packet’s pages, saying which', async () => {
    const exhibits: PacketExhibit[] = [
      { title: 'Exhibit 1 — broken.pdf', pdf: Buffer.from('not a pdf') },
      { title: 'Exhibit 2 — long.pdf', pdf: await pdfOfPages(6) },
      { title: 'Exhibit 3 — five.pdf', pdf: await pdfOfPages(5) },
      { title: 'Exhibit 4 — four.pdf', pdf: await pdfOfPages(4) },
      { title: 'Exhibit 5 — three.pdf', pdf: await pdfOfPages(3) },
    ];
    const packet = await assemblePacket({ document: await pdfOfPages(1), images: null, exhibits, footer: FOOTER, ...limits });
    expect(packet.leftOut).toEqual([
      { index: 0, reason: 'unreadable' },
      { index: 1, reason: 'too-many-pages' },
      { index: 3, reason: 'document-full' },
    ]);
    expect(packet.pages).toEqual([0, 0, 5, 0, 3]);
    expect((await outline(packet.pdf)).entries.map((entry) => entry.title)).toEqual(['Exhibit 3 — five.pdf', 'Exhibit 5 — three.pdf']);
  });

  it('drops everything in an exhibit that acts, and stamps the footer on its page all the same', async () => {
    const packet = await assemblePacket({
      document: await pdfOfPages(1),
      images: null,
      exhibits: [{ title: 'Exhibit 1 — form.pdf', pdf: await actingPdf() }],
      footer: FOOTER,
      ...limits,
    });
    const raw = Buffer.from(packet.pdf).toString('latin1');
    for (const name of ACTING_PDF_NAMES) expect(raw).not.toContain(`/${name} `);
    const pages = await pagesText(packet.pdf);
    expect(pages[1]).toContain('Visible evidence text');
    expect(pages[1]).toContain(FOOTER);
  });
});
