import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { PushMessages, type PushSubscriptionInput, type PushSubscriptionSaved } from '@dct/contracts';
import { InvalidFieldsError } from '../../common/domain-errors';
import { PushEndpoints } from './push-endpoints';
import { PushSubscriptionEntity } from './push-subscription.entity';

/** An owner keeps at most this many browsers subscribed; a new one beyond it replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_OWNER = 20;
const USER_AGENT_MAX_LENGTH = 300;

/** What sending needs of a subscription. */
export type PushTarget = Pick<PushSubscriptionEntity, 'id' | 'user_id' | 'endpoint' | 'p256dh' | 'auth'>;

/** Called in the transaction that saved a subscription (the notifications module turns the owner's push channel on). */
export type SubscribedListener = (manager: EntityManager, userId: number) => Promise<void>;

/**
 * The browsers that accepted push notifications. A browser is its push service address: the
 * same browser subscribing again is the same row, and a browser someone else signs in on moves
 * to them, since it now shows their alerts.
 */
@Injectable()
export class PushSubscriptionsService {
  private readonly listeners: SubscribedListener[] = [];

  constructor(
    @InjectRepository(PushSubscriptionEntity) private readonly subscriptions: Repository<PushSubscriptionEntity>,
    private readonly endpoints: PushEndpoints,
  ) {}

  /** Registers what else happens when an owner subscribes a browser, in the same transaction. */
  whenSubscribed(listener: SubscribedListener): void {
    this.listeners.push(listener);
  }

  /**
   * Saves the browser's subscription for the owner (the same address is one row), keeping the
   * owner's newest 20. A push service whose name resolves inside the network is refused first.
   */
  async subscribe(userId: number, input: PushSubscriptionInput, userAgent: string | undefined): Promise<PushSubscriptionSaved> {
    const checked = this.endpoints.check(input.endpoint);
    const problem = 'problem' in checked ? checked.problem : (await this.endpoints.resolvesAllowed(checked.url)) ? null : PushMessages.serviceUnknown;
    if (problem) throw new InvalidFieldsError({ endpoint: [problem] });
    return this.subscriptions.manager.transaction(async (manager) => {
      // The same owner's browser keeps its first date; a browser changing hands starts afresh.
      const [saved] = await manager.query<Array<{ id: number; endpoint: string; created_at: Date }>>(
        `INSERT INTO push_subscriptions AS s (user_id, endpoint, p256dh, auth, user_agent) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ON CONSTRAINT push_subscriptions_endpoint DO UPDATE SET
           user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, user_agent = excluded.user_agent,
           created_at = CASE WHEN s.user_id = excluded.user_id THEN s.created_at ELSE now() END,
           last_sent_at = CASE WHEN s.user_id = excluded.user_id THEN s.last_sent_at END
         RETURNING id, endpoint, created_at`,
        [userId, input.endpoint, input.keys.p256dh, input.keys.auth, userAgent ? [...userAgent].slice(0, USER_AGENT_MAX_LENGTH).join('') : null],
      );
      await manager.query(
        `DELETE FROM push_subscriptions WHERE user_id = $1 AND id <> $2 AND id NOT IN (
           SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $3)`,
        [userId, saved.id, PUSH_SUBSCRIPTIONS_PER_OWNER],
      );
      for (const listener of this.listeners) await listener(manager, userId);
      return { endpoint: saved.endpoint, created_at: saved.created_at.toISOString() };
    });
  }

  /** Forgets the owner's browser at this address; another owner's, or an unknown address, is left as it is. */
  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    await this.subscriptions.query(`DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2`, [userId, endpoint]);
  }

  /** The subscriptions of these owners, by owner (the alert scan, in its transaction). */
  async idsByOwner(manager: EntityManager, userIds: readonly number[]): Promise<Map<number, number[]>> {
    const rows = await manager.query<Array<{ id: number; user_id: number }>>(`SELECT id, user_id FROM push_subscriptions WHERE user_id = ANY($1) ORDER BY id`, [
      [...userIds],
    ]);
    const byOwner = new Map<number, number[]>();
    for (const row of rows) byOwner.set(row.user_id, [...(byOwner.get(row.user_id) ?? []), row.id]);
    return byOwner;
  }

  /** A subscription as sending needs it, or undefined once it is gone. */
  async target(id: number): Promise<PushTarget | undefined> {
    const [row] = await this.subscriptions.query<PushTarget[]>(`SELECT id, user_id, endpoint, p256dh, auth FROM push_subscriptions WHERE id = $1`, [id]);
    return row;
  }

  /** The push service accepted a message for it. */
  async markSent(target: PushTarget): Promise<void> {
    await this.subscriptions.query(`UPDATE push_subscriptions SET last_sent_at = now() WHERE id = $1 AND endpoint = $2`, [target.id, target.endpoint]);
  }

  /** The push service says the subscription has ended (404, 410): it is removed. */
  async remove(target: PushTarget): Promise<void> {
    await this.subscriptions.query(`DELETE FROM push_subscriptions WHERE id = $1 AND endpoint = $2`, [target.id, target.endpoint]);
  }
}
