import type { IncomingMessage } from 'node:http';

/** How long a request body may take (UPLOAD_BODY_TIMEOUT_SECONDS, UPLOAD_IDLE_TIMEOUT_SECONDS). */
export interface BodyDeadlines {
  /** The whole body, from when its reading starts. */
  bodyTimeoutMs: number;
  /** Without a byte, while the server waits for one. */
  idleTimeoutMs: number;
}

/**
 * Calls `expired` once if the request's body has not ended within `bodyTimeoutMs`, or no byte of
 * it came for `idleTimeoutMs`. A request paused by its reader (busy storing what came) is the
 * server's wait, not the client's: the idle clock starts again rather than running out. Stops by
 * itself when the body ends or the connection goes; the function returned stops it earlier.
 *
 * Start it in the same turn as the body's reader: it listens for data as the reader does.
 */
export function watchBodyDeadline(request: IncomingMessage, deadlines: BodyDeadlines, expired: () => void): () => void {
  if (request.readableEnded) return () => undefined;
  const expire = () => {
    stop();
    expired();
  };
  const body = setTimeout(expire, deadlines.bodyTimeoutMs);
  const idle = setTimeout(function check() {
    if (request.isPaused()) idle.refresh();
    else expire();
  }, deadlines.idleTimeoutMs);
  const arrived = () => idle.refresh();
  const stop = () => {
    clearTimeout(body);
    clearTimeout(idle);
    request.off('data', arrived);
    request.off('end', stop);
    request.off('close', stop);
  };
  request.on('data', arrived);
  request.once('end', stop);
  request.once('close', stop);
  return stop;
}
