import { Column, Entity, Index } from 'typeorm';
import { CreatedAt } from '../../../common/columns';
import type { TriageResult } from '@dct/contracts';
import { HouseholdEntity } from '../../../common/owned-entity';
import type { ReplyMatchedBy } from './reply-matching';

/** An attachment of the reply: the document it became, or why it did not. */
export interface ReplyAttachment {
  name: string;
  document_id: number | null;
  reason: string | null;
}

/**
 * A dealer's reply filed on a claim: the words read out of the stored message, and the
 * assistant's reading of them as a proposal the owner accepts or dismisses.
 */
@Entity({ name: 'claim_replies' })
@Index('claim_replies_claim', ['claim_id', 'id'])
@Index('claim_replies_inbound', ['inbound_message_id'], { unique: true })
export class ClaimReplyEntity extends HouseholdEntity {
  @Column({ type: 'integer' })
  claim_id: number;

  @Column({ type: 'integer' })
  inbound_message_id: number;

  @Column({ type: 'timestamptz' })
  received_at: Date;

  @Column({ type: 'varchar', length: 320, nullable: true })
  from_address: string | null;

  @Column({ type: 'varchar', length: 1000 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  /** Null for an automatic answer, or when the assistant could not read it. */
  @Column({ type: 'jsonb', nullable: true })
  triage: TriageResult | null;

  @Column({ type: 'varchar', length: 16, default: 'proposed' })
  state: 'proposed' | 'accepted' | 'dismissed';

  @Column({ type: 'boolean', default: false })
  auto_reply: boolean;

  /** Null for a reply filed before this was kept. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  matched_by: ReplyMatchedBy | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  attachments: ReplyAttachment[];

  @CreatedAt()
  created_at: Date;
}
