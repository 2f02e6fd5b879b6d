import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BodyTimeoutError, TooLargeError } from '../../../common/domain-errors';
import { watchBodyDeadline, type BodyDeadlines } from '../../../common/body-deadline';

/** A call whose timestamp is further than this from the server's clock is refused (replays of old calls). */
export const INBOUND_CLOCK_SKEW_SECONDS = 5 * 60;

export const InboundMessages = {
  disabled: 'Not found',
  contentType: 'Send the raw message as Content-Type: message/rfc822',
  timestamp: 'X-Inbound-Timestamp must be the Unix time in seconds, within 5 minutes of the server clock',
  signature: 'X-Inbound-Signature does not match the message (sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">)',
  replayed: 'This signed call was already received: sign each delivery anew',
  tooLarge: (bytes: number) => `The message is larger than ${bytes} bytes`,
  tooSlow: 'The message did not arrive in time',
  busy: 'This message is being read from another delivery of it: send it again in a minute',
} as const;

/** The signature a call carries: `sha256=<hex>` of "<timestamp>.<body>" keyed with the secret. */
export function inboundSignature(secret: string, timestamp: string, body: Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')}`;
}

/** Whether the timestamp is a whole number of seconds near now. */
export function freshTimestamp(value: string | undefined, now: number = Date.now()): boolean {
  if (!value || !/^\d{1,12}$/.test(value)) return false;
  return Math.abs(Number(value) - now / 1000) <= INBOUND_CLOCK_SKEW_SECONDS;
}

/** Compared in constant time; anything but `sha256=` and 64 hex digits fails. */
export function signatureMatches(secret: string, timestamp: string, body: Buffer, given: string | undefined): boolean {
  if (!given || !/^sha256=[0-9a-f]{64}$/i.test(given.trim())) return false;
  const expected = Buffer.from(inboundSignature(secret, timestamp, body));
  const received = Buffer.from(given.trim().toLowerCase());
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/**
 * The request's body, whole, up to `limit` bytes: a declared length above it is refused before a
 * byte is read, and a body that grows past it is refused as soon as it does (the rest is drained,
 * not kept). A body slower than the upload deadlines is refused too.
 */
export function readRawBody(request: IncomingMessage, limit: number, deadlines: BodyDeadlines): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    request.resume();
    return Promise.reject(new TooLargeError(InboundMessages.tooLarge(limit)));
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error: Error | null) => {
      if (done) return;
      done = true;
      stop();
      if (error) {
        // The rest of the body is read and dropped, so the answer reaches the client.
        request.removeAllListeners('data');
        request.resume();
        reject(error);
      } else resolve(Buffer.concat(chunks, size));
    };
    const stop = watchBodyDeadline(request, deadlines, () => finish(new BodyTimeoutError(InboundMessages.tooSlow)));
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return finish(new TooLargeError(InboundMessages.tooLarge(limit)));
      chunks.push(chunk);
    });
    request.once('end', () => finish(null));
    request.once('error', (error) => finish(error));
  });
}
