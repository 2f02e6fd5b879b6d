import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** A sign-in by link lasts a working day. */
export const ADMIN_SESSION_HOURS = 12;

const digest = (label: string, value: string) => createHash('sha256').update(`${label}:${value}`).digest('hex');

/**
 * The dashboard's browser sessions, in the database (table `admin_sessions`) so that any API
 * instance admits a cookie another issued. The cookie holds a random 32-byte id; the table holds
 * its hash, its expiry and a hash of the token it was issued under: rotating ADMIN_TOKEN ends
 * every session. Each sign-in deletes the expired rows and those of other tokens.
 */
export class AdminSessions {
  private readonly tokenHash: string;

  constructor(
    private readonly dataSource: DataSource,
    token: string,
  ) {
    this.tokenHash = digest('dct-admin-token', token);
  }

  /** Opens a session; its id is the cookie's value. */
  async open(): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    await this.dataSource.query('DELETE FROM admin_sessions WHERE expires_at <= now() OR token_hash <> $1', [this.tokenHash]);
    await this.dataSource.query(
      `INSERT INTO admin_sessions (id_hash, token_hash, expires_at) VALUES ($1, $2, now() + interval '${ADMIN_SESSION_HOURS} hours')`,
      [digest('dct-admin-session', id), this.tokenHash],
    );
    return id;
  }

  /** Whether `id` is a session opened under the current token that has not expired. */
  async isOpen(id: string | undefined): Promise<boolean> {
    if (!id || !/^[A-Za-z0-9_-]{43}$/.test(id)) return false;
    const rows = await this.dataSource.query<unknown[]>('SELECT 1 FROM admin_sessions WHERE id_hash = $1 AND token_hash = $2 AND expires_at > now()', [
      digest('dct-admin-session', id),
      this.tokenHash,
    ]);
    return rows.length > 0;
  }
}
