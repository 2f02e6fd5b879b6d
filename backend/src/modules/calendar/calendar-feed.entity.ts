import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAt } from '../../common/columns';
import { AccountKeyedEntity } from '../../common/owned-entity';
import type { FeedEventContent } from './feed-events';

/**
 * An owner's calendar feed: at most one. The link's token is an HMAC of `token_seed` under the
 * app's secret, so Settings can show the link again while the database alone opens nothing; the
 * feed is found by the token's hash.
 */
@Entity({ name: 'calendar_feeds' })
export class CalendarFeedEntity extends AccountKeyedEntity {
  /** 256 random bits (hex); a new link is a new seed. */
  @Column({ type: 'char', length: 64 })
  token_seed: string;

  /** SHA-256 (hex) of the link's token. */
  @Column({ type: 'char', length: 64 })
  token_hash: string;

  @CreatedAt()
  created_at: Date;
}

/**
 * An event as the owner's feed last published it: what lets a change reach a subscribed calendar
 * (the same UID with a higher SEQUENCE) and a removal too (published cancelled for a while).
 */
@Entity({ name: 'calendar_events' })
export class CalendarEventEntity extends AccountKeyedEntity {
  /** The UID's part before the host, from what the event is: `claim-12-response-due`. */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  uid: string;

  /** SHA-256 (hex) of the content: a different one is a change. */
  @Column({ type: 'char', length: 64 })
  content_hash: string;

  /** The day, words and link last published, kept to publish the event cancelled once it is gone. */
  @Column({ type: 'jsonb' })
  content: FeedEventContent;

  @Column({ type: 'integer' })
  sequence: number;

  /** When the content (or its cancellation) was last published: the event's DTSTAMP. */
  @Column({ type: 'timestamptz' })
  changed_at: Date;

  /** When the event left the feed; it is published cancelled until CALENDAR_CANCELLED_KEEP_DAYS after. */
  @Column({ type: 'timestamptz', nullable: true })
  cancelled_at: Date | null;
}
