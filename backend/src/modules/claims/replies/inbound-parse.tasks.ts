/**
 * Reading a raw message, in a worker thread of the WorkerPool: MIME parsing and decoding of up to
 * 25 MB is CPU work that must not hold the event loop. Limits are checked before and during the
 * parse; a message past them answers `{ quarantined: reason }`, never a thrown parse.
 */
import PostalMime from 'postal-mime';
import { compiledTaskFile, workerTask } from '../../../infra/worker-pool/worker-task';
import { replyText } from '../../../common/reply-text';

/** Multipart nesting deeper than this is not a dealer's reply. */
export const MAX_NESTING = 8;
export const MAX_PARTS = 100;
export const MAX_ATTACHMENTS = 20;
const MAX_HEADER_BYTES = 256 * 1024;

export interface ParsedAttachment {
  name: string;
  bytes: Uint8Array;
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
const partCount = (raw: Buffer) => (raw.toString('latin1').match(/^content-type[ \t]*:/gim) ?? []).length;

export async function parse(raw: Uint8Array): Promise<ParseOutcome> {
  const buffer = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const parts = partCount(buffer);
  if (parts > MAX_PARTS + 1) return { quarantined: `More than ${MAX_PARTS} MIME parts (${parts})` };
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
  const header = (name: string) => email.headers.find((entry) => entry.key === name)?.value;
  const autoSubmitted = header('auto-submitted')?.trim().toLowerCase();
  const precedence = header('precedence')?.trim().toLowerCase();
  const subject = (email.subject ?? '').slice(0, 1000);
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
  // The text part as sent; an HTML-only reply goes to the reader as HTML, whose tags it drops (nothing is rendered).
  const body = email.text ?? email.html ?? '';
  return {
    parsed: {
      from: bare(email.from?.address),
      recipients: [...recipients.map((entry) => bare(entry.address)), bare(original)].filter((address): address is string => address !== null).slice(0, 50),
      inReplyTo: idsIn(email.inReplyTo)[0] ?? null,
      references: idsIn(email.references).slice(0, 50),
      subject,
      text: replyText(body).text,
      autoReply,
      attachments: email.attachments.map((attachment) => ({
        name: attachment.filename ?? 'attachment',
        bytes: new Uint8Array(attachment.content as ArrayBuffer),
      })),
    },
  };
}

const FILE = compiledTaskFile(__dirname, 'inbound-parse.tasks');

/** A few hundred milliseconds for a large message; past this it is quarantined. */
export const INBOUND_PARSE_TASK = workerTask<Uint8Array, ParseOutcome>(FILE, 'parse', 20_000);
