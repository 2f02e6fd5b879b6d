/**
 * Reading a raw message, in a worker thread of the WorkerPool: MIME parsing and decoding of up to
 * 25 MB is CPU work that must not hold the event loop. Limits are checked before and during the
 * parse; a message past them answers `{ quarantined: reason }`, never a thrown parse.
 */
import { constants, inflateSync } from 'node:zlib';
import PostalMime from 'postal-mime';
import { compiledTaskFile, workerTask } from '../../../infra/worker-pool/worker-task';
import { replyText } from '../../../common/reply-text';

/** Multipart nesting deeper than this is not a dealer's reply. */
export const MAX_NESTING = 8;
export const MAX_PARTS = 100;
export const MAX_ATTACHMENTS = 20;
const MAX_HEADER_BYTES = 256 * 1024;
/** A PDF's page content, fonts or object lists inflate to a few megabytes a stream; images are not looked at. */
const MAX_PDF_STREAM_BYTES = 16 * 1024 * 1024;
/** What all of a message's PDFs may inflate to, their images aside. */
const MAX_PDF_INFLATED_BYTES = 64 * 1024 * 1024;
const STREAM_COST_BYTES = 1024;

export interface ParsedAttachment {
  name: string;
  bytes: Uint8Array;
  /** Why it is not kept (its bytes are dropped): the reply is filed without it, naming it. */
  refused?: string;
}

export interface ParsedInbound {
  from: string | null;
  recipients: string[];
  inReplyTo: string | null;
  references: string[];
  subject: string;
  /** The dealer's own words, quoted history and signature left out. */
  text: string;
  autoReply: boolean;
  attachments: ParsedAttachment[];
}

export type ParseOutcome = { parsed: ParsedInbound } | { quarantined: string };

const OUT_OF_OFFICE =
  /\b(?:out of (?:the )?office|auto(?:matic)?[- ]?(?:reply|response)|autoreply|on vacation|away from (?:the )?office|fuera de la oficina|respuesta autom[aá]tica)\b/i;

const bare = (address: string | undefined) => (address ?? '').trim().toLowerCase() || null;

/** Message-IDs in a header, each with its brackets. */
const idsIn = (value: string | undefined) => [...(value ?? '').slice(0, 20_000).matchAll(/<[^<>\s]{1,250}>/g)].map((found) => found[0]);

/** How many MIME parts the message declares (a Content-Type header per part). */
const partCount = (text: string) => (text.match(/^content-type[ \t]*:/gim) ?? []).length;

const BOUNDARY = /\bboundary[ \t]*=[ \t]*(?:"([^"\r\n]{1,200})"|([^\s;"]{1,200}))/i;

/**
 * How deep the message's multiparts nest and how many parts they hold, read in one pass over its
 * lines before any parser sees it: the boundaries opened (a multipart Content-Type's, once its
 * header block ends) are a stack, a delimiter line pops back to its own boundary, and a closing
 * one pops it too. It stops at the first level past MAX_NESTING, so a message nested ten
 * thousand deep costs what its first few levels do.
 */
function mimeShape(text: string): { tooDeep: true } | { tooDeep: false; parts: number } {
  const open: string[] = [];
  let parts = 0;
  let inHeaders = true;
  let contentType: string | null = null;
  let readingContentType = false;
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    const line = text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end);
    start = end + 1;
    if (line.startsWith('--') && open.length > 0) {
      let delimiter = false;
      for (let level = open.length - 1; level >= 0; level -= 1) {
        if (!line.startsWith(open[level], 2)) continue;
        const rest = line.slice(2 + open[level].length);
        if (rest.startsWith('--')) {
          open.length = level;
          inHeaders = false;
        } else if (rest.trim() === '') {
          open.length = level + 1;
          parts += 1;
          inHeaders = true;
          contentType = null;
          readingContentType = false;
        } else continue;
        delimiter = true;
        break;
      }
      if (delimiter) continue;
    }
    if (!inHeaders) continue;
    if (line === '') {
      const boundary = contentType !== null && /^\s*multipart\//i.test(contentType) ? BOUNDARY.exec(contentType) : null;
      if (boundary) {
        open.push(boundary[1] ?? boundary[2]);
        if (open.length > MAX_NESTING) return { tooDeep: true };
      }
      inHeaders = false;
      readingContentType = false;
    } else if (readingContentType && (line.startsWith(' ') || line.startsWith('\t'))) {
      contentType = `${contentType ?? ''} ${line.trim()}`.slice(0, 2_000);
    } else {
      readingContentType = /^content-type[ \t]*:/i.test(line);
      if (readingContentType) contentType = line.slice(line.indexOf(':') + 1).slice(0, 2_000);
    }
  }
  return { tooDeep: false, parts };
}

/**
 * Text PostgreSQL stores as it is: NUL (which no text column or JSON value takes) dropped, and a
 * lone surrogate (which JSON cannot carry into PostgreSQL) made a replacement character.
 */
export function storable(value: string): string {
  return value.replace(/\0/g, '').replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** Where `element` ends after `from`: past its closing tag, or the end of the text when it is never closed. */
function elementEnd(lower: string, element: string, from: number): number {
  const close = lower.indexOf(`</${element}`, from);
  if (close < 0) return lower.length;
  const gt = lower.indexOf('>', close);
  return gt < 0 ? lower.length : gt + 1;
}

const DROPPED_ELEMENTS = ['script', 'style', 'head', 'title', 'template', 'noscript', 'iframe', 'object', 'svg', 'math'];

/**
 * An HTML-only reply as the words it shows: scripts, styles, the head and other non-text elements
 * dropped with their content, comments dropped, every other tag (however long, however broken)
 * made a space or, for a block, a line break; entities are left for the reader to decode. One
 * pass, so text made of thousands of `<` costs no more than its length.
 */
export function htmlText(html: string): string {
  // ASCII only, so every index into `lower` is the same place in `html`.
  const lower = html.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  const out: string[] = [];
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt < 0) {
      out.push(html.slice(at));
      break;
    }
    out.push(html.slice(at, lt));
    if (lower.startsWith('<!--', lt)) {
      const close = lower.indexOf('-->', lt + 4);
      at = close < 0 ? html.length : close + 3;
      continue;
    }
    const closing = lower.charCodeAt(lt + 1) === 47;
    const nameStart = closing ? lt + 2 : lt + 1;
    let nameEnd = nameStart;
    while (nameEnd < lt + 40 && /[a-z0-9-]/.test(lower[nameEnd] ?? '') && (nameEnd > nameStart || /[a-z]/.test(lower[nameEnd]))) nameEnd += 1;
    const element = lower.slice(nameStart, nameEnd);
    if (element === '' && !lower.startsWith('<!', lt) && !lower.startsWith('<?', lt)) {
      // A "<" that opens no tag is the dealer's text.
      out.push('<');
      at = lt + 1;
      continue;
    }
    const gt = html.indexOf('>', lt);
    if (gt < 0) break;
    at = gt + 1;
    if (!closing && DROPPED_ELEMENTS.includes(element) && html.charCodeAt(gt - 1) !== 47) at = elementEnd(lower, element, at);
    out.push(/^(?:br|p|div|tr|li|h[1-6]|table|blockquote)$/.test(element) ? '\n' : ' ');
  }
  return out.join('');
}

const MEGABYTE = 1024 * 1024;

/**
 * Whether an attached PDF is a decompression bomb: each Flate stream that is not an image is
 * inflated with a cap (MAX_PDF_STREAM_BYTES, and what is left of `budget` for the message), and
 * one that passes it is not inflated further. One pass over the file: each stream's dictionary
 * is looked for in the kilobyte before it, and the scan goes on after its `endstream`. Streams that
 * do not inflate (encrypted, cut off) are not this check's business. Answers the reason, or null.
 */
function pdfBomb(pdf: Buffer, budget: { left: number }): string | null {
  const text = pdf.toString('latin1');
  for (let at = text.indexOf('stream'); at >= 0; at = text.indexOf('stream', at)) {
    let start = at + 'stream'.length;
    if (text.startsWith('end', at - 3)) {
      at = start;
      continue;
    }
    if (text[start] === '\r') start += 1;
    if (text[start] !== '\n' && start === at + 'stream'.length) {
      at = start;
      continue;
    }
    if (text[start] === '\n') start += 1;
    const before = text.slice(Math.max(0, at - 1024), at);
    const dictionary = before.slice(before.lastIndexOf('obj') + 1);
    const end = text.indexOf('endstream', start);
    at = end < 0 ? text.length : end + 'endstream'.length;
    if (!/\/(?:FlateDecode|Fl)\b/.test(dictionary) || /\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    if (budget.left <= 0) return `compressed content that takes the message's PDFs past ${MAX_PDF_INFLATED_BYTES / MEGABYTE} MB inflated`;
    const cap = Math.min(MAX_PDF_STREAM_BYTES, budget.left);
    // Each stream costs at least a kilobyte, inflated or not, so thousands of tiny streams are bounded too.
    let inflated = STREAM_COST_BYTES;
    // Only what starts as zlib data is inflated: a failed inflation's error costs more than a tiny stream's inflation.
    const [method, flags] = [pdf[start] ?? 0, pdf[start + 1] ?? 0];
    if ((method & 0x0f) !== 8 || ((method << 8) | flags) % 31 !== 0) {
      budget.left -= inflated;
      continue;
    }
    try {
      inflated = Math.max(
        inflated,
        inflateSync(pdf.subarray(start, end < 0 ? pdf.length : end), { maxOutputLength: cap, finishFlush: constants.Z_SYNC_FLUSH }).length,
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        return cap === MAX_PDF_STREAM_BYTES
          ? `compressed content that inflates past ${MAX_PDF_STREAM_BYTES / MEGABYTE} MB in one stream`
          : `compressed content that takes the message's PDFs past ${MAX_PDF_INFLATED_BYTES / MEGABYTE} MB inflated`;
    }
    budget.left -= inflated;
  }
  return null;
}

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).includes('%PDF-');

export async function parse(raw: Uint8Array): Promise<ParseOutcome> {
  const buffer = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const text = buffer.toString('latin1');
  const shape = mimeShape(text);
  if (shape.tooDeep) return { quarantined: `Multipart nesting deeper than ${MAX_NESTING} levels: no reply is built that way` };
  const parts = Math.max(shape.parts, partCount(text) - 1);
  if (parts > MAX_PARTS) return { quarantined: `More than ${MAX_PARTS} MIME parts (${parts})` };
  let email: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    email = await PostalMime.parse(buffer, {
      maxNestingDepth: MAX_NESTING,
      maxHeadersSize: MAX_HEADER_BYTES,
      maxRfc822NestingDepth: 2,
      attachmentEncoding: 'arraybuffer',
    });
  } catch (error) {
    return { quarantined: `Not readable as a message: ${(error as Error).message.slice(0, 200)}` };
  }
  if (email.attachments.length > MAX_ATTACHMENTS) return { quarantined: `More than ${MAX_ATTACHMENTS} attachments (${email.attachments.length})` };
  const budget = { left: MAX_PDF_INFLATED_BYTES };
  const attachments = email.attachments.map((attachment): ParsedAttachment => {
    const name = storable(attachment.filename ?? '') || 'attachment';
    const bytes = new Uint8Array(attachment.content as ArrayBuffer);
    const bomb = isPdf(bytes) ? pdfBomb(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), budget) : null;
    // The reply is filed; the one attachment is refused with its reason, its bytes never stored.
    return bomb ? { name, bytes: new Uint8Array(0), refused: `A decompression bomb: it holds ${bomb}` } : { name, bytes };
  });
  const header = (name: string) => {
    const value = email.headers.find((entry) => entry.key === name)?.value;
    return value === undefined ? undefined : storable(value);
  };
  const autoSubmitted = header('auto-submitted')?.trim().toLowerCase();
  const precedence = header('precedence')?.trim().toLowerCase();
  const subject = storable((email.subject ?? '').slice(0, 1000));
  const autoReply =
    (autoSubmitted !== undefined && autoSubmitted !== 'no') ||
    header('x-autoreply') !== undefined ||
    header('x-autorespond') !== undefined ||
    precedence === 'auto_reply' ||
    precedence === 'bulk' ||
    OUT_OF_OFFICE.test(subject);
  const recipients = [...(email.to ?? []), ...(email.cc ?? []), ...(email.deliveredTo ? [{ address: email.deliveredTo, name: '' }] : [])].flatMap((entry) =>
    'group' in entry && entry.group ? entry.group : [entry],
  );
  const original = header('x-original-to');
  // The text part as sent; an HTML-only reply as the words it shows (nothing of it is ever rendered).
  const body = storable(email.text ?? (email.html === undefined ? '' : htmlText(email.html)));
  return {
    parsed: {
      from: bare(storable(email.from?.address ?? '')),
      recipients: [...recipients.map((entry) => bare(storable(entry.address ?? ''))), bare(original)]
        .filter((address): address is string => address !== null)
        .slice(0, 50),
      inReplyTo: idsIn(storable(email.inReplyTo ?? ''))[0] ?? null,
      references: idsIn(storable(email.references ?? '')).slice(0, 50),
      subject,
      text: replyText(body).text,
      autoReply,
      attachments,
    },
  };
}

const FILE = compiledTaskFile(__dirname, 'inbound-parse.tasks');

/** A few hundred milliseconds for a large message; past this it is quarantined. */
export const INBOUND_PARSE_TASK = workerTask<Uint8Array, ParseOutcome>(FILE, 'parse', 20_000);
