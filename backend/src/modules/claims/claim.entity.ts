import { Column, Entity } from 'typeorm';
import { CLAIM_TEXT_LIMITS, EMAIL_MAX_LENGTH, type Claim, type ClaimStatus, type OfferKind, type ValuationMethod } from '@dct/contracts';
import { OwnedEntity } from '../../common/owned-entity';
import type { StoredColumns } from '../../common/owned-records';
import { money, optionalMoney, optionalVarchar, CreatedAt, UpdatedAt } from '../../common/columns';

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

  @Column(optionalVarchar(EMAIL_MAX_LENGTH))
  contact_email: string | null;

  @Column({ type: 'date', nullable: true })
  response_due: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sent_at: Date | null;

  @Column({ type: 'text', nullable: true })
  dealer_reply: string | null;

  @Column(optionalVarchar(CLAIM_TEXT_LIMITS.letter_subject))
  letter_subject: string | null;

  @Column({ type: 'text', nullable: true })
  letter_body: string | null;

  @Column(optionalVarchar(CLAIM_TEXT_LIMITS.outcome_notes))
  outcome_notes: string | null;

  @Column(optionalMoney)
  recovered_amount: number | null;

  @Column(optionalMoney)
  offered_amount: number | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  offer_kind: OfferKind | null;

  @Column({ type: 'timestamptz', nullable: true })
  closed_at: Date | null;

  @Column({ type: 'integer', array: true, nullable: true })
  document_ids: number[] | null;

  @CreatedAt()
  created_at: Date;

  @UpdatedAt()
  updated_at: Date;
}
