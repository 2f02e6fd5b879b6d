import { createServer, type AddressInfo } from 'node:net';

export interface CountingListener {
  port: number;
  /** How many connections reached it so far. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * A TCP listener on 127.0.0.1 that only counts the connections it gets and drops them: where a
 * test proves a refusal happens before connecting, it must count none.
 */
export async function startCountingListener(): Promise<CountingListener> {
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
