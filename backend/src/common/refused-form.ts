import type { IncomingMessage } from 'node:http';
import type { Writable } from 'node:stream';
import { BodyTimeoutError } from './domain-errors';

/**
 * Stops parsing a refused multipart form. A body that came too slowly stays paused (its 408 closes
 * the connection); the rest of any other is read and dropped, so the client (still sending) gets
 * the answer rather than a reset connection, and past `discardBytes` the connection is cut instead.
 */
export function abandonForm(request: IncomingMessage, parser: Writable, refusal: Error, discardBytes: number): void {
  request.unpipe(parser);
  parser.destroy();
  if (refusal instanceof BodyTimeoutError) {
    request.pause();
    return;
  }
  let left = discardBytes;
  request.on('data', (data: Buffer) => {
    left -= data.length;
    if (left < 0) request.destroy();
  });
  request.resume();
}
