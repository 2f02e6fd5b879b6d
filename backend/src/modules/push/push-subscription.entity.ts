import { Column, Entity } from 'typeorm';
import { CreatedAt } from '../../common/columns';
import { PersonalEntity } from '../../common/owned-entity';

/** A browser that accepted push notifications: one row per push service address, owned by whoever signed in on it last. */
@Entity({ name: 'push_subscriptions' })
export class PushSubscriptionEntity extends PersonalEntity {
  /** The push service's address for this browser; unique. */
  @Column({ type: 'text', unique: true })
  endpoint: string;

  /** The browser's P-256 public key and authentication secret (base64url): the payload is encrypted for them. */
  @Column({ type: 'varchar', length: 100 })
  p256dh: string;

  @Column({ type: 'varchar', length: 30 })
  auth: string;

  /** The browser as it named itself when subscribing, to tell an owner's browsers apart. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  user_agent: string | null;

  @CreatedAt()
  created_at: Date;

  /** The last message the push service accepted for it. */
  @Column({ type: 'timestamptz', nullable: true })
  last_sent_at: Date | null;
}
