import { Column, Entity } from 'typeorm';
import { VISIT_TEXT_LIMITS, type ValuationMethod, type Visit, type VisitStatus } from '@dct/contracts';
import { OwnedEntity } from '../../common/owned-entity';
import type { StoredColumns } from '../../common/owned-records';
import { optionalVarchar, CreatedAt, UpdatedAt } from '../../common/columns';

/** The stored half of a visit: the list's labels and day count are computed, the second spellings derived. */
type StoredVisit = StoredColumns<Omit<Visit, 'vehicle_label' | 'dealer_name' | 'days' | 'loaner_provided' | 'notes'>>;

@Entity({ name: 'visits' })
export class VisitEntity extends OwnedEntity implements StoredVisit {
  @Column({ type: 'integer' })
  vehicle_id: number;

  @Column({ type: 'integer' })
  dealer_id: number;

  @Column({ type: 'date' })
  date_in: string;

  @Column({ type: 'date', nullable: true })
  date_out: string | null;

  @Column({ type: 'varchar', length: VISIT_TEXT_LIMITS.primary_issue })
  primary_issue: string;

  @Column({ type: 'varchar', length: 16, default: 'in_progress' })
  status: VisitStatus;

  /** The form's `loaner_provided`. */
  @Column({ type: 'boolean', default: false })
  loaner_flag: boolean;

  @Column(optionalVarchar(VISIT_TEXT_LIMITS.loaner_model))
  loaner_model: string | null;

  @Column(optionalVarchar(VISIT_TEXT_LIMITS.loaner_notes))
  loaner_notes: string | null;

  /** The form's `notes`. */
  @Column(optionalVarchar(VISIT_TEXT_LIMITS.issue_notes))
  issue_notes: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  valuation_method: ValuationMethod | null;

  @Column({ type: 'integer', nullable: true })
  mileage_in: number | null;

  @Column({ type: 'integer', nullable: true })
  mileage_out: number | null;

  @Column(optionalVarchar(VISIT_TEXT_LIMITS.defect))
  defect: string | null;

  @Column({ type: 'boolean', default: true })
  warranty_repair: boolean;

  @Column({ type: 'boolean', default: false })
  safety_defect: boolean;

  @Column(optionalVarchar(VISIT_TEXT_LIMITS.ro_number))
  ro_number: string | null;

  @Column(optionalVarchar(VISIT_TEXT_LIMITS.complaint))
  complaint: string | null;

  @Column(optionalVarchar(VISIT_TEXT_LIMITS.cause))
  cause: string | null;

  @Column(optionalVarchar(VISIT_TEXT_LIMITS.correction))
  correction: string | null;

  @CreatedAt()
  created_at: Date;

  @UpdatedAt()
  updated_at: Date;
}
