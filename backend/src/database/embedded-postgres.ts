import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface DatabaseEndpoint {
  url: string;
  /** How many pooled connections the endpoint can serve correctly. */
  maxConnections: number;
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * The embedded default: PGlite kept under `$DATA_DIR/pglite`, served on a loopback port so
 * TypeORM talks to it through the ordinary `pg` driver, exactly as it talks to PostgreSQL.
 *
 * PGlite is one Postgres session. The socket server keeps a transaction's statements
 * together, but it interleaves the separate messages of two clients' extended-protocol
 * queries, so the pool is held to one connection: statements and transactions then run
 * strictly one after another and no request can see or undo another's work.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<DatabaseEndpoint> {
  const directory = join(dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  const db = await PGlite.create(directory);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    maxConnections: 1,
    embedded: true,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
