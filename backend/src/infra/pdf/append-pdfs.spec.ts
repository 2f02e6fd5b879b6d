import { PDFDocument } from 'pdf-lib';
import { appendPdfs } from './append-pdfs';

async function pdfOfPages(count: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 0; page < count; page += 1) document.addPage();
  return Buffer.from(await document.save());
}

const pageCount = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();

describe(appendPdfs.name, () => {
  it('adds the pages of each PDF after the document, skipping one that cannot be read', async () => {
    const merged = await appendPdfs(await pdfOfPages(2), [{ bytes: await pdfOfPages(3) }, { bytes: Buffer.from('not a pdf') }, { bytes: await pdfOfPages(1) }]);
    expect(await pageCount(merged)).toBe(6);
  });

  it('returns the document itself when there is nothing to add', async () => {
    const document = await pdfOfPages(1);
    expect(await appendPdfs(document, [])).toBe(document);
  });
});
