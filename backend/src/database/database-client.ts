import type { Socket } from 'node:net';
import { Client, type ClientConfig } from 'pg';

export interface DatabaseClientConfig extends ClientConfig {
  /** The longest the server may stay silent while a query waits for its answer; unset or 0: no limit. */
  answerTimeoutMillis?: number;
}

/**
 * node-postgres' client, which gives up its connection when the server stays silent too long
 * while a query waits for an answer. Over a partition (no reset, no answer) the query and those
 * queued behind it then fail with ETIMEDOUT, which the API answers with a 503, and the pool drops
 * the connection instead of handing it to the next request. pg's own `query_timeout` answers the
 * caller but keeps the connection, still waiting for the lost answer, in the pool.
 *
 * Silence is measured on the socket (no byte either way), and only while a query is outstanding:
 * an idle pooled connection, or one a transaction holds while the app works, is never cut.
 */
export class DatabaseClient extends Client {
  answerTimeoutMillis: number;
  private readonly watched = new WeakSet<Socket>();

  constructor(config: DatabaseClientConfig) {
    super(config);
    this.answerTimeoutMillis = config.answerTimeoutMillis ?? 0;
    // Every query answered: the connection may rest as long as it likes.
    this.on('drain', () => this.socket.setTimeout(0));
  }

  // One override for every form of query(): pg runs it, the wait for its answer is watched.
  override query(...args: unknown[]): never {
    const result = (Client.prototype.query as (...parameters: unknown[]) => never).apply(this, args);
    if (this.answerTimeoutMillis > 0) this.watch(this.socket);
    return result;
  }

  /** The socket the protocol runs on now (a TLS socket replaces the first once TLS is agreed). */
  private get socket(): Socket {
    return this.connection.stream as Socket;
  }

  private watch(socket: Socket): void {
    socket.setTimeout(this.answerTimeoutMillis);
    if (this.watched.has(socket)) return;
    this.watched.add(socket);
    socket.on('timeout', () => {
      const error = Object.assign(new Error(`The database did not answer within ${this.answerTimeoutMillis} ms`), { code: 'ETIMEDOUT' });
      socket.destroy(error);
    });
  }
}
