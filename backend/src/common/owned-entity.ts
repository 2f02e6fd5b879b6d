import { Column, PrimaryGeneratedColumn } from 'typeorm';
import type { OwnedRow } from './owned-records';

/**
 * The leading columns of a table whose rows belong to a household and record their authors: the
 * entities extend it and TypeORM inherits its columns, ahead of the entity's own.
 */
export abstract class OwnedEntity implements OwnedRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  household_id: number;

  /** The member who made the record, and who changed it last (empty once their account is gone); not part of the record's answer. */
  @Column({ type: 'integer', nullable: true, select: false })
  created_by: number | null;

  @Column({ type: 'integer', nullable: true, select: false })
  updated_by: number | null;
}
