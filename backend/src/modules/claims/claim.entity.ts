import { Column, CreateDateColumn, Entity, UpdateDateColumn } from 'typeorm';
import { CLAIM_TEXT_LIMITS, EMAIL_MAX_LENGTH, type Claim, type ClaimStatus, type OfferKind, type ValuationMethod } from '@dct/contracts';
import { OwnedEntity } from '../../common/owned-entity';
import type { StoredColumns } from '../../common/owned-records';

/** The stored half of a claim; the visit's fields, overdue and the delivery are the view's. */
type StoredClaim = StoredColumns<
  Omit<
    Claim,
    | 'vehicle_id'
    | 'primary_issue'
    | 'date_in'
    | 'date_out'
    | 'vehicle_label'
    | 'dealer_name'
    | 'overdue'
    | 'delivery'
    | 'recipient'
    | 'days'
    | 'document_count'
    | 'sent_at'
    | 'closed_at'
  >
>;

const money = { type: 'numeric', precision: 12, scale: 2 } as const;

@Entity({ name: 'claims' })
export class ClaimEntity extends OwnedEntity implements StoredClaim {
  @Column({ type: 'integer' })
  visit_id: number;

  @Column({ type: 'varchar', length: 16, default: 'Draft' })
  status: ClaimStatus;

  @Column(money)
  ask_amount: number;

  @Column({ type: 'varchar', length: 16 })
  valuation_method: ValuationMethod;

  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH, nullable: true })
  contact_email: string | null;

  @Column({ type: 'date', nullable: true })
  response_due: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sent_at: Date | null;

  @Column({ type: 'text', nullable: true })
  dealer_reply: string | null;

  @Column({ type: 'varchar', length: CLAIM_TEXT_LIMITS.letter_subject, nullable: true })
  letter_subject: string | null;

  @Column({ type: 'text', nullable: true })
  letter_body: string | null;

  @Column({ type: 'varchar', length: CLAIM_TEXT_LIMITS.outcome_notes, nullable: true })
  outcome_notes: string | null;

  @Column({ ...money, nullable: true })
  recovered_amount: number | null;

  @Column({ ...money, nullable: true })
  offered_amount: number | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  offer_kind: OfferKind | null;

  @Column({ type: 'timestamptz', nullable: true })
  closed_at: Date | null;

  @Column({ type: 'integer', array: true, nullable: true })
  document_ids: number[] | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
