import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import { ACTING_PDF_NAMES, actingPdf, manyPagePdf } from '../../../test/hostile-documents';
import { pdfText } from '../../../test/test-app';
import { assembleEvidence, countPdfPages } from './evidence-pdf';

async function pdfOfPages(count: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let page = 0; page < count; page += 1) document.addPage();
  return document.save();
}

const pageCount = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount();
const limits = { maxPagesPerPdf: 200, maxEvidencePages: 500 };

/** Every key and every name value in the document's objects, however deep. */
async function namesIn(pdf: Uint8Array): Promise<Set<string>> {
  const document = await PDFDocument.load(pdf);
  const names = new Set<string>();
  const pending: PDFObject[] = document.context.enumerateIndirectObjects().map(([, object]) => object);
  while (pending.length > 0) {
    const object = pending.pop() as PDFObject;
    if (object instanceof PDFName) names.add(object.decodeText());
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (dict) {
      for (const [key, value] of dict.entries()) {
        names.add(key.decodeText());
        pending.push(value);
      }
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  return names;
}

describe(assembleEvidence.name, () => {
  it('adds the pages of each PDF after the document, leaving out one that cannot be read', async () => {
    const merged = await assembleEvidence(await pdfOfPages(2), [await pdfOfPages(3), Buffer.from('not a pdf'), await pdfOfPages(1)], limits);
    expect(await pageCount(merged.pdf)).toBe(6);
    expect(merged.appended).toEqual([0, 2]);
    expect(merged.leftOut).toEqual([{ index: 1, reason: 'unreadable' }]);
  });

  it('returns the document itself when there is nothing to add', async () => {
    const document = await pdfOfPages(1);
    expect((await assembleEvidence(document, [], limits)).pdf).toBe(document);
  });

  it('leaves out a PDF over the page limit, and one that would take the document past its evidence pages', async () => {
    const merged = await assembleEvidence(await pdfOfPages(1), [manyPagePdf(201), manyPagePdf(150), manyPagePdf(200), manyPagePdf(5)], {
      maxPagesPerPdf: 200,
      maxEvidencePages: 300,
    });
    expect(merged.leftOut).toEqual([
      { index: 0, reason: 'too-many-pages' },
      { index: 2, reason: 'document-full' },
    ]);
    expect(await pageCount(merged.pdf)).toBe(1 + 150 + 5);
  });

  it('keeps what a PDF shows and drops everything in it that acts', async () => {
    const polyglot = await actingPdf();
    // The sample does carry every one of them, or this test would prove nothing.
    expect([...(await namesIn(polyglot))].filter((name) => ACTING_PDF_NAMES.includes(name)).sort()).toEqual([...ACTING_PDF_NAMES].sort());

    const merged = await assembleEvidence(await pdfOfPages(1), [polyglot], limits);
    expect([...(await namesIn(merged.pdf))].filter((name) => ACTING_PDF_NAMES.includes(name))).toEqual([]);
    const raw = Buffer.from(merged.pdf).toString('latin1');
    for (const name of ACTING_PDF_NAMES) expect(raw).not.toContain(`/${name} `);
    const shown = await pdfText(Buffer.from(merged.pdf));
    expect(shown).toContain('Visible evidence text');
    // The form field's value is drawn into the page, not lost with the field.
    expect(shown).toContain('Field value 4417');
  });
});

describe(countPdfPages.name, () => {
  it('counts the pages in the page tree, and answers null for what is not a PDF', async () => {
    expect(await countPdfPages(manyPagePdf(1234))).toBe(1234);
    expect(await countPdfPages(Buffer.from('%PDF-1.7 broken'))).toBeNull();
  });
});
