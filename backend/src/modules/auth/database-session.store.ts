import { Store, type SessionData } from 'express-session';
import type { DataSource } from 'typeorm';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** Sessions live in PostgreSQL, so any API instance can serve any request. */
export class DatabaseSessionStore extends Store {
  /** When each session's expiry was last written, to skip writing it again on every request. */
  private readonly touchedAt = new Map<string, number>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly maxAgeMs: number,
    private readonly touchEveryMs = 60 * 60 * 1000,
  ) {
    super();
    this.sweeper = setInterval(() => void this.deleteExpired().catch(() => undefined), 60 * 60 * 1000);
    this.sweeper.unref();
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    this.dataSource
      .query('SELECT sess FROM sessions WHERE sid = $1 AND expires_at > now()', [sid])
      .then((rows: Array<{ sess: SessionData }>) => callback(undefined, rows[0]?.sess ?? null), callback);
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    const userId = (session as { passport?: { user?: { id?: number } } }).passport?.user?.id ?? null;
    this.dataSource
      .query(
        `INSERT INTO sessions (sid, sess, expires_at, user_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expires_at = EXCLUDED.expires_at, user_id = EXCLUDED.user_id`,
        [sid, JSON.stringify(session), this.expiry(session), userId],
      )
      .then(
        () => {
          this.touchedAt.set(sid, Date.now());
          callback?.();
        },
        (error: unknown) => callback?.(error),
      );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.touchedAt.delete(sid);
    this.dataSource.query('DELETE FROM sessions WHERE sid = $1', [sid]).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }

  /** Sliding expiry, written at most once an hour per session rather than on every request. */
  override touch(sid: string, session: SessionData, callback?: Callback): void {
    const last = this.touchedAt.get(sid);
    if (last !== undefined && Date.now() - last < this.touchEveryMs) return callback?.();
    if (this.touchedAt.size > 50_000) this.touchedAt.clear();
    this.dataSource.query('UPDATE sessions SET expires_at = $2 WHERE sid = $1', [sid, this.expiry(session)]).then(
      () => {
        this.touchedAt.set(sid, Date.now());
        callback?.();
      },
      (error: unknown) => callback?.(error),
    );
  }

  async deleteExpired(): Promise<void> {
    await this.dataSource.query('DELETE FROM sessions WHERE expires_at <= now()');
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private expiry(session: SessionData): Date {
    const expires = session.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + this.maxAgeMs);
  }
}
