import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef, PDFStream, type PDFObject, type PDFPage } from 'pdf-lib';

/**
 * Uploaded PDFs appended to a generated document (a claim statement, a case file), made safe to
 * send to a dealer: each page keeps what it shows and nothing that acts. Everything here is
 * linear in the pages and objects copied; it runs in a worker thread (see pdf.tasks.ts).
 */

/** Why an uploaded PDF was left out of the document (it stays on its visit). */
export type LeftOutReason = 'unreadable' | 'too-many-pages' | 'document-full';

export interface EvidenceLimits {
  /** Pages one uploaded PDF may have. */
  maxPagesPerPdf: number;
  /** Pages of evidence the whole document may carry. */
  maxEvidencePages: number;
}

export interface AssembledDocument {
  pdf: Uint8Array;
  /** The evidence appended, by its place in the list given. */
  appended: number[];
  leftOut: Array<{ index: number; reason: LeftOutReason }>;
}

/** The only entries a copied page keeps: what it shows and how it is framed. */
const PAGE_KEYS = new Set(['Type', 'Contents', 'Resources', 'MediaBox', 'CropBox', 'BleedBox', 'TrimBox', 'ArtBox', 'Rotate', 'UserUnit', 'Group']);

/**
 * Entries that make a PDF do something (run script, open files or addresses, submit forms, carry
 * files or XFA forms) wherever they sit: removed from every object the evidence brought in. /A
 * is an action wherever it can appear on a page's objects.
 */
const ACTING_KEYS = [
  'A',
  'JS',
  'JavaScript',
  'AA',
  'OpenAction',
  'URI',
  'Launch',
  'SubmitForm',
  'ImportData',
  'EmbeddedFiles',
  'EF',
  'XFA',
  'AcroForm',
  'Names',
  'Ref',
  'OPI',
];
/** Action types (the /S of an action dictionary) a statement must never carry. */
const ACTION_TYPES = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ResetForm',
  'ImportData',
  'URI',
  'GoToR',
  'GoToE',
  'Rendition',
  'Movie',
  'Sound',
  'Hide',
  'Named',
  'SetOCGState',
  'Trans',
  'GoTo3DView',
  'RichMediaExecute',
  'Thread',
]);

/** Annotation flags: hidden (bit 2) and not shown on screen (bit 6). */
const HIDDEN = 1 << 1;
const NO_VIEW = 1 << 5;

const name = (key: string) => PDFName.of(key);
const numbers = (array: PDFArray | undefined, count: number): number[] | undefined => {
  if (!array || array.size() < count) return undefined;
  const values: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const value = array.lookup(index);
    if (!(value instanceof PDFNumber)) return undefined;
    values.push(value.asNumber());
  }
  return values;
};

/** The appearance an annotation shows (its normal appearance, in its current state), as a reference. */
function normalAppearance(doc: PDFDocument, annotation: PDFDict): PDFRef | undefined {
  const appearances = annotation.lookupMaybe(name('AP'), PDFDict);
  let normal: PDFObject | undefined = appearances?.get(name('N'));
  let resolved = normal instanceof PDFRef ? doc.context.lookup(normal) : normal;
  if (resolved instanceof PDFDict && !(resolved instanceof PDFStream)) {
    const state = annotation.lookupMaybe(name('AS'), PDFName);
    normal = state ? resolved.get(state) : undefined;
    resolved = normal instanceof PDFRef ? doc.context.lookup(normal) : normal;
  }
  if (!(resolved instanceof PDFStream)) return undefined;
  return normal instanceof PDFRef ? normal : doc.context.register(resolved);
}

/**
 * The matrix that puts an appearance stream on its annotation's rectangle (PDF 32000 §12.5.5):
 * the stream's bounding box, through its own matrix, scaled and moved onto the rectangle.
 */
function placement(doc: PDFDocument, annotation: PDFDict, appearance: PDFRef): number[] | undefined {
  const stream = doc.context.lookup(appearance) as PDFStream;
  const rect = numbers(annotation.lookupMaybe(name('Rect'), PDFArray), 4);
  const bbox = numbers(stream.dict.lookupMaybe(name('BBox'), PDFArray), 4);
  if (!rect || !bbox) return undefined;
  const [a, b, c, d, e, f] = numbers(stream.dict.lookupMaybe(name('Matrix'), PDFArray), 6) ?? [1, 0, 0, 1, 0, 0];
  const corners = [
    [bbox[0], bbox[1]],
    [bbox[2], bbox[1]],
    [bbox[0], bbox[3]],
    [bbox[2], bbox[3]],
  ].map(([x, y]) => [a * x + c * y + e, b * x + d * y + f]);
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const [left, bottom, right, top] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  const [rx0, ry0, rx1, ry1] = [Math.min(rect[0], rect[2]), Math.min(rect[1], rect[3]), Math.max(rect[0], rect[2]), Math.max(rect[1], rect[3])];
  if (right - left === 0 || top - bottom === 0) return undefined;
  const sx = (rx1 - rx0) / (right - left);
  const sy = (ry1 - ry0) / (top - bottom);
  stream.dict.set(name('Subtype'), name('Form'));
  return [sx, 0, 0, sy, rx0 - left * sx, ry0 - bottom * sy];
}

const format = (value: number) => (Number.isFinite(value) ? Number(value.toFixed(4)).toString() : '0');

/**
 * Draws each visible annotation's appearance into the page's content (form fields, stamps,
 * notes as shown), then drops every annotation and every page entry that is not content: no
 * links, no actions, no attached files, nothing that points back into the donor document.
 */
export function flattenPage(doc: PDFDocument, page: PDFPage): void {
  const node = page.node;
  const annotations = node.lookupMaybe(name('Annots'), PDFArray);
  const drawn: string[] = [];
  for (let index = 0; annotations && index < annotations.size(); index += 1) {
    const annotation = annotations.lookup(index);
    if (!(annotation instanceof PDFDict)) continue;
    const subtype = annotation.lookupMaybe(name('Subtype'), PDFName)?.decodeText();
    const flags = annotation.lookupMaybe(name('F'), PDFNumber)?.asNumber() ?? 0;
    if (subtype === 'Popup' || flags & HIDDEN || flags & NO_VIEW) continue;
    const appearance = normalAppearance(doc, annotation);
    const matrix = appearance && placement(doc, annotation, appearance);
    if (!appearance || !matrix) continue;
    const key = node.newXObject('Flattened', appearance);
    drawn.push(`q ${matrix.map(format).join(' ')} cm /${key.decodeText()} Do Q`);
  }
  if (drawn.length > 0) {
    const context = doc.context;
    // The page's own content runs inside q … Q, so whatever state it leaves does not move the drawings.
    node.normalize();
    node.wrapContentStreams(context.register(context.stream('q\n')), context.register(context.stream('Q\n')));
    node.addContentStream(context.register(context.flateStream(`${drawn.join('\n')}\n`)));
  }
  for (const key of node.keys()) if (!PAGE_KEYS.has(key.decodeText())) node.delete(key);
}

/** Removes acting entries from a dictionary and everything inside it that is not a separate object. */
export function sanitize(root: PDFObject): void {
  const pending: PDFObject[] = [root];
  while (pending.length > 0) {
    const object = pending.pop() as PDFObject;
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (dict) {
      for (const key of ACTING_KEYS) dict.delete(name(key));
      const action = dict.get(name('S'));
      if (action instanceof PDFName && ACTION_TYPES.has(action.decodeText())) dict.delete(name('S'));
      for (const [, value] of dict.entries()) if (value instanceof PDFDict || value instanceof PDFArray) pending.push(value);
    } else if (object instanceof PDFArray) {
      for (let index = 0; index < object.size(); index += 1) {
        const value = object.get(index);
        if (value instanceof PDFDict || value instanceof PDFArray) pending.push(value);
      }
    }
  }
}

/** The pages of a PDF, counted by walking its page tree (a /Count can lie), or null when it cannot be read. */
export async function countPdfPages(bytes: Uint8Array): Promise<number | null> {
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    return pdf.getPageCount();
  } catch {
    return null;
  }
}

/**
 * An uploaded PDF's pages, flattened and copied into `merged` (not yet in its page tree), or why it
 * is left out: it cannot be read, has more pages than one may, or would take the document past its
 * evidence pages with the `added` pages already in it.
 */
export async function copyEvidencePages(merged: PDFDocument, bytes: Uint8Array, limits: EvidenceLimits, added: number): Promise<PDFPage[] | LeftOutReason> {
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    return 'unreadable';
  }
  const pages = source.getPages();
  if (pages.length > limits.maxPagesPerPdf) return 'too-many-pages';
  if (added + pages.length > limits.maxEvidencePages) return 'document-full';
  try {
    for (const page of pages) flattenPage(source, page);
    // All pages in one copy: objects they share (fonts, images) are copied once.
    return await merged.copyPages(source, source.getPageIndices());
  } catch {
    return 'unreadable';
  }
}

/**
 * The document with each uploaded PDF's pages after it, flattened. A PDF that cannot be read, has
 * more pages than one may, or would take the document past its evidence pages, is left out.
 * Pages are added straight to the page tree, one step each: pdf-lib's addPage walks the tree
 * for every page, which grows with the square of the pages.
 */
export async function assembleEvidence(document: Uint8Array, evidence: ReadonlyArray<Uint8Array>, limits: EvidenceLimits): Promise<AssembledDocument> {
  const merged = await PDFDocument.load(document, { updateMetadata: false });
  const result: AssembledDocument = { pdf: document, appended: [], leftOut: [] };
  if (evidence.length === 0) return result;
  const pagesRef = merged.catalog.get(name('Pages'));
  const tree = merged.catalog.Pages();
  const kids = tree.Kids();
  const firstCopied = merged.context.largestObjectNumber + 1;
  let added = 0;
  for (const [index, bytes] of evidence.entries()) {
    const copied = await copyEvidencePages(merged, bytes, limits, added);
    if (typeof copied === 'string') {
      result.leftOut.push({ index, reason: copied });
      continue;
    }
    for (const page of copied) {
      page.node.setParent(pagesRef as PDFRef);
      kids.push(page.ref);
    }
    added += copied.length;
    result.appended.push(index);
  }
  if (added === 0) return result;
  tree.set(name('Count'), PDFNumber.of(tree.Count().asNumber() + added));
  for (const [ref, object] of merged.context.enumerateIndirectObjects()) if (ref.objectNumber >= firstCopied) sanitize(object);
  result.pdf = await merged.save({ useObjectStreams: false });
  return result;
}
