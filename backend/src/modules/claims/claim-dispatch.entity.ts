import { Column, Entity } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../../common/columns';
import type { DeliveryState } from '@dct/contracts';
import { HouseholdEntity } from '../../common/owned-entity';

/**
 * One mail of a claim, written with the claim's move to Sent (or a reminder): the message as it
 * goes out, and its delivery as the owner sees it. The outbox job that delivers it holds the rest
 * (lease, next attempt).
 */
@Entity({ name: 'claim_dispatches' })
export class ClaimDispatchEntity extends HouseholdEntity {
  @Column({ type: 'integer' })
  claim_id: number;

  @Column({ type: 'varchar', length: 16 })
  kind: 'claim' | 'reminder';

  @Column({ type: 'varchar', length: 16, default: 'queued' })
  state: DeliveryState;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  last_error: string | null;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  /** The owner's address: the dealer's answer goes to them. */
  @Column({ type: 'varchar', length: 254 })
  reply_to: string;

  /** The owner's name, signed under the mail and shown on the statement. */
  @Column({ type: 'varchar', length: 100 })
  sender_name: string;

  @Column({ type: 'varchar', length: 500 })
  subject: string;

  @Column({ type: 'text' })
  body_text: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  attachment_name: string | null;

  /** Fixed when the row is written: every attempt sends the same message. */
  @Column({ type: 'varchar', length: 255 })
  message_id: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  in_reply_to: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  delivered_at: Date | null;

  @CreatedAt()
  created_at: Date;

  @UpdatedAt()
  updated_at: Date;
}
