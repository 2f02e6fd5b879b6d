import { Column, Entity, Index } from 'typeorm';
import {
  CORRESPONDENCE_TEXT_LIMITS,
  type CorrespondenceDirection,
  type CorrespondenceEntry,
  type CorrespondenceMethod,
  type CorrespondenceParty,
  type CorrespondencePurpose,
} from '@dct/contracts';
import { OwnedEntity } from '../../common/owned-entity';
import type { StoredRow } from '../../common/owned-records';
import { optionalVarchar, CreatedAt, UpdatedAt } from '../../common/columns';

/**
 * A letter, message, call or visit the owner logged about a vehicle. The rules between fields (a
 * tracking number only with tracked mail, delivered on or after the day sent) are the table's
 * checks; the vehicle's deletion takes its entries with it.
 */
@Entity({ name: 'correspondence_entries' })
@Index('correspondence_entries_claim_reply', ['claim_reply_id'], { unique: true })
export class CorrespondenceEntryEntity extends OwnedEntity implements StoredRow<CorrespondenceEntry> {
  @Column({ type: 'integer' })
  vehicle_id: number;

  @Column({ type: 'date' })
  occurred_on: string;

  @Column({ type: 'varchar', length: 8 })
  direction: CorrespondenceDirection;

  @Column({ type: 'varchar', length: 16 })
  party: CorrespondenceParty;

  @Column(optionalVarchar(CORRESPONDENCE_TEXT_LIMITS.party_name))
  party_name: string | null;

  @Column({ type: 'varchar', length: 16 })
  method: CorrespondenceMethod;

  @Column(optionalVarchar(CORRESPONDENCE_TEXT_LIMITS.tracking_number))
  tracking_number: string | null;

  @Column({ type: 'varchar', length: CORRESPONDENCE_TEXT_LIMITS.summary })
  summary: string;

  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  document_ids: number[];

  @Column({ type: 'varchar', length: 24, nullable: true })
  purpose: CorrespondencePurpose | null;

  @Column({ type: 'date', nullable: true })
  delivered_on: string | null;

  /** The dealer's e-mail reply this entry records, when it came in by mail: each reply is logged once, however often it is handed in. */
  @Column({ type: 'integer', nullable: true, select: false })
  claim_reply_id: number | null;

  @CreatedAt()
  created_at: Date;

  @UpdatedAt()
  updated_at: Date;
}
