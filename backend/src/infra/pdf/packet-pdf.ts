import { PDFDocument, PDFHexString, PDFName, PDFNumber, StandardFonts, type PDFDict, type PDFFont, type PDFPage, type PDFRef } from 'pdf-lib';
import { copyEvidencePages, sanitize, type EvidenceLimits, type LeftOutReason } from './evidence-pdf';

/**
 * A case packet put together (in a worker thread, see pdf.tasks.ts): the packet's own pages, then
 * each exhibit in its number's order — an uploaded PDF flattened like a statement's evidence, an
 * image as the page the packet's renderer laid it out on — each with an outline entry at its first
 * page, and a footer line stamped on every page, the exhibits' included.
 */

/** An exhibit: an uploaded PDF, or the page of `images` an image was laid out on. */
export interface PacketExhibit {
  /** The outline entry: 'Exhibit 3 — invoice.pdf'. */
  title: string;
  pdf?: Uint8Array;
  imagePage?: number;
}

export interface PacketAssemblyInput extends EvidenceLimits {
  document: Uint8Array;
  /** The images laid out one a page, in the exhibits' order; null without images. */
  images: Uint8Array | null;
  exhibits: PacketExhibit[];
  /** Stamped at the foot of every page. */
  footer: string;
}

export interface AssembledPacket {
  pdf: Uint8Array;
  /** Pages of the packet before the exhibits. */
  packetPages: number;
  /** Each exhibit's pages, by its place in the list given (0 when left out). */
  pages: number[];
  leftOut: Array<{ index: number; reason: LeftOutReason }>;
}

const FOOTER_SIZE = 8;
const FOOTER_BOTTOM = 16;
const name = (key: string) => PDFName.of(key);

export async function assemblePacket(input: PacketAssemblyInput): Promise<AssembledPacket> {
  const merged = await PDFDocument.load(input.document, { updateMetadata: false });
  const images = input.images ? await PDFDocument.load(input.images, { updateMetadata: false }) : null;
  const pagesRef = merged.catalog.get(name('Pages')) as PDFRef;
  const tree = merged.catalog.Pages();
  const kids = tree.Kids();
  const own = merged.getPages();
  const firstCopied = merged.context.largestObjectNumber + 1;
  const result: AssembledPacket = { pdf: input.document, packetPages: own.length, pages: input.exhibits.map(() => 0), leftOut: [] };
  const stamped: PDFPage[] = [...own];
  const outline: Array<{ title: string; page: PDFRef }> = [];
  let added = 0;

  const append = (pages: PDFPage[]) => {
    for (const page of pages) {
      page.node.setParent(pagesRef);
      kids.push(page.ref);
      stamped.push(page);
    }
    added += pages.length;
  };

  for (const [index, exhibit] of input.exhibits.entries()) {
    if (exhibit.imagePage !== undefined && images) {
      if (added + 1 > input.maxEvidencePages) {
        result.leftOut.push({ index, reason: 'document-full' });
        continue;
      }
      const [page] = await merged.copyPages(images, [exhibit.imagePage]);
      outline.push({ title: exhibit.title, page: page.ref });
      append([page]);
      result.pages[index] = 1;
      continue;
    }
    if (!exhibit.pdf) continue;
    const copied = await copyEvidencePages(merged, exhibit.pdf, input, added);
    if (typeof copied === 'string' || copied.length === 0) {
      // A PDF without a page is no exhibit.
      result.leftOut.push({ index, reason: typeof copied === 'string' ? copied : 'unreadable' });
      continue;
    }
    outline.push({ title: exhibit.title, page: copied[0].ref });
    append(copied);
    result.pages[index] = copied.length;
  }
  if (added > 0) tree.set(name('Count'), PDFNumber.of(tree.Count().asNumber() + added));
  // Only what the uploads brought in is cleaned; the footer's font and the outline come after.
  for (const [ref, object] of merged.context.enumerateIndirectObjects()) if (ref.objectNumber >= firstCopied) sanitize(object);

  const font = await merged.embedFont(StandardFonts.Helvetica);
  const begin = merged.context.register(merged.context.stream('q\n'));
  const end = merged.context.register(merged.context.stream('Q\n'));
  for (const page of stamped) stampFooter(page, input.footer, font, begin, end);
  if (outline.length > 0) addOutline(merged, outline);
  result.pdf = await merged.save({ useObjectStreams: false });
  return result;
}

/** The footer, centred at the foot of the page, drawn after the page's own content (kept inside q … Q so its state cannot move it). */
function stampFooter(page: PDFPage, text: string, font: PDFFont, begin: PDFRef, end: PDFRef): void {
  page.node.normalize();
  page.node.wrapContentStreams(begin, end);
  const box = page.getCropBox();
  const width = font.widthOfTextAtSize(text, FOOTER_SIZE);
  page.drawText(text, { x: box.x + Math.max(0, (box.width - width) / 2), y: box.y + FOOTER_BOTTOM, size: FOOTER_SIZE, font });
}

/** A flat outline (PDF 32000 §12.3.3): one entry per exhibit, each opening its first page. */
function addOutline(doc: PDFDocument, entries: Array<{ title: string; page: PDFRef }>): void {
  const context = doc.context;
  const root = context.nextRef();
  const refs = entries.map(() => context.nextRef());
  entries.forEach((entry, index) => {
    const item: PDFDict = context.obj({});
    item.set(name('Title'), PDFHexString.fromText(entry.title));
    item.set(name('Parent'), root);
    item.set(name('Dest'), context.obj([entry.page, name('Fit')]));
    if (index > 0) item.set(name('Prev'), refs[index - 1]);
    if (index < refs.length - 1) item.set(name('Next'), refs[index + 1]);
    context.assign(refs[index], item);
  });
  const outlines: PDFDict = context.obj({});
  outlines.set(name('Type'), name('Outlines'));
  outlines.set(name('First'), refs[0]);
  outlines.set(name('Last'), refs[refs.length - 1]);
  outlines.set(name('Count'), PDFNumber.of(refs.length));
  context.assign(root, outlines);
  doc.catalog.set(name('Outlines'), root);
  doc.catalog.set(name('PageMode'), name('UseOutlines'));
}
