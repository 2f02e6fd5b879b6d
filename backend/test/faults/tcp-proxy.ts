import { Socket, createServer, type Server } from 'node:net';

/**
 * How the proxy treats traffic:
 * - `pass`: both directions flow;
 * - `reset`: every open connection is cut and new ones are refused at once (a crash, a failover);
 * - `blackhole`: connections stay open but nothing crosses in either direction, and new ones are
 *   accepted and then hear nothing (a partition: no reset, no answer, as a dropped route behaves);
 * - `drop-replies`: what the client sends arrives, what the server answers is lost (a commit
 *   that reached the database whose answer never came back).
 */
export type ProxyMode = 'pass' | 'reset' | 'blackhole' | 'drop-replies';

interface Pair {
  client: Socket;
  server: Socket;
}

/**
 * A TCP proxy on loopback in front of a server (PostgreSQL, SMTP), whose links the fault suite
 * cuts in the ways networks fail. Data held back in `blackhole` is dropped, not delayed: a
 * partition that heals does not replay what was lost.
 */
export class TcpProxy {
  private server?: Server;
  private readonly pairs = new Set<Pair>();
  mode: ProxyMode = 'pass';
  port = 0;
  /** Client data this picks out is held back for good, the statement in it never run (a process stopped just before it); `held` counts them. */
  holdWhen?: (data: Buffer) => boolean;
  held = 0;

  constructor(
    private readonly targetPort: number,
    private readonly targetHost = '127.0.0.1',
  ) {}

  async start(): Promise<number> {
    this.server = createServer((client) => this.connect(client));
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
    return this.port;
  }

  /** Changes how traffic is treated from now on; `reset` cuts what is open. */
  set(mode: ProxyMode): void {
    this.mode = mode;
    if (mode === 'reset') for (const pair of this.pairs) this.cut(pair);
  }

  /** Connections open through the proxy now. */
  get openConnections(): number {
    return this.pairs.size;
  }

  async stop(): Promise<void> {
    for (const pair of this.pairs) this.cut(pair);
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private connect(client: Socket): void {
    if (this.mode === 'reset') {
      resetOrDestroy(client);
      return;
    }
    const server = new Socket();
    const pair: Pair = { client, server };
    this.pairs.add(pair);
    client.on('error', () => this.cut(pair));
    server.on('error', () => this.cut(pair));
    client.on('close', () => this.cut(pair));
    server.on('close', () => this.cut(pair));
    client.on('data', (data) => {
      if (this.holdWhen?.(data)) {
        this.held += 1;
        return;
      }
      if (this.mode === 'pass' || this.mode === 'drop-replies') server.write(data);
    });
    server.on('data', (data) => {
      if (this.mode === 'pass') client.write(data);
    });
    server.connect(this.targetPort, this.targetHost);
  }

  private cut(pair: Pair): void {
    if (!this.pairs.delete(pair)) return;
    resetOrDestroy(pair.client);
    pair.server.destroy();
  }
}

/**
 * Cuts a connection with a reset where TCP still allows one. A socket already half closed (the
 * peer's FIN arrived, or ours went out) cannot be reset: Node then reports the failed reset and
 * never closes the handle, which would keep the test process alive after the last test.
 */
function resetOrDestroy(socket: Socket): void {
  if (socket.destroyed) return;
  if (socket.readyState === 'open') socket.resetAndDestroy();
  else socket.destroy();
}
