import type { Server } from 'node:http';

/**
 * How long an idle kept-alive connection stays open. Longer than any proxy in front keeps its
 * idle upstream connections (nginx 60 s at most, cloud load balancers 60 s) and than a client's
 * own guess from the `Keep-Alive` header: the other side always closes first, so nobody sends a
 * request on a connection the app is closing at that moment (the client would read a reset).
 */
export const KEEP_ALIVE_MS = 75_000;

export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Counted from a connection's first byte: it must outlast the idle time, or kept-alive connections are cut.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
