import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IdempotencyMessages } from '@dct/contracts';
import { ConflictError, UnprocessableError } from '../domain-errors';
import { inRequestTransaction, shareRequestTransactions } from './request-transaction';

/** How long a key answers for its request. */
export const KEY_LIFETIME_HOURS = 24;
/** Names "an idempotency key" among this database's two-number advisory locks. */
export const KEY_LOCK_CLASS = 31_001;

/** A creating request sent with a key: whose key it is (null: a visitor's) and what was asked. */
export interface KeyedRequest {
  ownerId: number | null;
  key: string;
  /** sha256 of the method, the path and the body: the same key for another request is refused. */
  fingerprint: string;
}

/** What the key's lock is taken on (with `hashtext`): the owner's key, or a visitor's. */
export const keyScope = (keyed: Pick<KeyedRequest, 'ownerId' | 'key'>) => `${keyed.ownerId ?? 'visitor'}:${keyed.key}`;

export type Outcome = { replayed: false; body: unknown } | { replayed: true; status: number; body: unknown };

/**
 * Creating requests, each in one transaction, and with an `Idempotency-Key` applied once (Stripe's
 * semantics): the answer is written in the transaction of the change it answers, so "committed" and
 * "key recorded" cannot disagree, and a request resent after its answer was lost gets that answer
 * back instead of saving the change twice. Only successful answers are kept: a refusal or a failure
 * changes nothing, so the same key may be sent again, with the body corrected or not.
 */
@Injectable()
export class IdempotencyService implements OnModuleInit, OnApplicationShutdown {
  private sweeper?: NodeJS.Timeout;

  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    shareRequestTransactions(this.dataSource);
    this.sweeper = setInterval(() => void this.deleteExpired().catch(() => undefined), 60 * 60 * 1000);
    this.sweeper.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }

  /**
   * Runs `handle` (the route) in one transaction; with a key, answers a request already done under
   * it from what was stored, 409 while it is still running elsewhere, and 422 when it asked for
   * something else. `status` is the route's success status, kept with the answer.
   */
  run(keyed: KeyedRequest | null, status: number, handle: () => Promise<unknown>, rolledBack: () => void): Promise<Outcome> {
    return inRequestTransaction(
      this.dataSource,
      async (manager): Promise<Outcome> => {
        if (keyed) {
          // Held to the end of the transaction: a second request with the key waits for no one.
          const [{ locked }] = await manager.query<Array<{ locked: boolean }>>(`SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS locked`, [
            KEY_LOCK_CLASS,
            keyScope(keyed),
          ]);
          if (!locked) throw new ConflictError(IdempotencyMessages.inFlight);
          const [stored] = await manager.query<Array<{ fingerprint: string; status: number; answer: unknown; fresh: boolean }>>(
            `SELECT fingerprint, status, answer, created_at > now() - make_interval(hours => $3) AS fresh
             FROM idempotency_keys WHERE coalesce(user_id, 0) = coalesce($1::int, 0) AND key = $2`,
            [keyed.ownerId, keyed.key, KEY_LIFETIME_HOURS],
          );
          if (stored?.fresh) {
            if (stored.fingerprint !== keyed.fingerprint) throw new UnprocessableError(IdempotencyMessages.keyReused);
            return { replayed: true, status: stored.status, body: stored.answer };
          }
          if (stored)
            await manager.query(`DELETE FROM idempotency_keys WHERE coalesce(user_id, 0) = coalesce($1::int, 0) AND key = $2`, [keyed.ownerId, keyed.key]);
        }
        const body = await handle();
        if (keyed) {
          await manager.query(`INSERT INTO idempotency_keys (user_id, key, fingerprint, status, answer) VALUES ($1, $2, $3, $4, $5)`, [
            keyed.ownerId,
            keyed.key,
            keyed.fingerprint,
            status,
            JSON.stringify(body ?? null),
          ]);
        }
        return { replayed: false, body };
      },
      rolledBack,
    );
  }

  /** Keys past their lifetime: answered as unknown already, removed once an hour. */
  async deleteExpired(): Promise<number> {
    const [, removed] = await this.dataSource.query<[unknown, number]>(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`, [
      KEY_LIFETIME_HOURS,
    ]);
    return removed;
  }
}
