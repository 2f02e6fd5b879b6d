import { Column, Entity, Index } from 'typeorm';
import { CreatedAt } from '../../common/columns';
import type { VisitTrackedField } from '@dct/contracts';
import { HouseholdEntity } from '../../common/owned-entity';

/**
 * A change to one of a visit's evidence fields (VISIT_TRACKED_FIELDS), written by the table's own
 * trigger (migration …-visit-changes) in the same statement as the change, whatever made it: the API,
 * the assistant's reading, an import. Read only by the visit's history.
 */
@Entity({ name: 'visit_changes' })
@Index('visit_changes_visit', ['visit_id', 'id'])
export class VisitChangeEntity extends HouseholdEntity {
  @Column({ type: 'integer' })
  visit_id: number;

  /** The account that made the change (`dct.actor_id` when the request set it, else the visit's last editor). */
  @Column({ type: 'integer', nullable: true })
  changed_by: number | null;

  @Column({ type: 'varchar', length: 16 })
  field: VisitTrackedField;

  @Column({ type: 'text', nullable: true })
  old_value: string | null;

  @Column({ type: 'text', nullable: true })
  new_value: string | null;

  @CreatedAt()
  changed_at: Date;
}
