import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** What a ledger entry counts: mail sent for an owner, to an address, or from a client address. */
export const ledgerSubject = {
  owner: (userId: number) => `owner:${userId}`,
  /** Addresses and client IPs are kept as hashes: the ledger needs to tell them apart, not to read them. */
  address: (email: string) => `address:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32)}`,
  client: (ip: string | undefined) =>
    `client:${createHash('sha256')
      .update(ip ?? 'unknown')
      .digest('base64url')
      .slice(0, 32)}`,
};

/** Entries older than the window are not needed; they are cleared now and then. */
const WINDOW_HOURS = 24;
const PRUNE_EVERY = 200;

/**
 * The ledger of mail the server sends on someone's behalf (claims and reminders, contact messages,
 * password-reset and sign-up mail), kept apart from the records it concerns: deleting a claim does
 * not give its sends back, so a daily limit cannot be reset by deleting what was sent.
 */
@Injectable()
export class SendLedger {
  private calls = 0;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Counts one send of `kind` against each subject, inside the caller's transaction, if every
   * subject has had fewer than `limit` in the last 24 hours; otherwise counts nothing and names
   * the first subject at its limit. Each subject is locked for the transaction, so two sends at
   * once count one after the other.
   */
  async take(manager: EntityManager, kind: string, subjects: string[], limit: number): Promise<{ ok: true } | { ok: false; subject: string }> {
    const ordered = [...new Set(subjects)].sort();
    for (const subject of ordered) await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`ledger:${kind}:${subject}`]);
    const counts = await manager.query<Array<{ subject: string; count: number }>>(
      `SELECT subject, count(*)::int AS count FROM send_ledger
       WHERE kind = $1 AND subject = ANY($2) AND created_at > now() - make_interval(hours => $3)
       GROUP BY subject`,
      [kind, ordered, WINDOW_HOURS],
    );
    const full = counts.find((row) => row.count >= limit);
    if (full) return { ok: false, subject: full.subject };
    await manager.query(`INSERT INTO send_ledger (kind, subject) SELECT $1, unnest($2::text[])`, [kind, ordered]);
    this.calls += 1;
    if (this.calls % PRUNE_EVERY === 0)
      await manager.query(`DELETE FROM send_ledger WHERE created_at < now() - make_interval(hours => $1)`, [WINDOW_HOURS * 2]);
    return { ok: true };
  }

  /** `take` in a transaction of its own. */
  takeNow(kind: string, subjects: string[], limit: number): Promise<{ ok: true } | { ok: false; subject: string }> {
    return this.dataSource.transaction((manager) => this.take(manager, kind, subjects, limit));
  }
}
