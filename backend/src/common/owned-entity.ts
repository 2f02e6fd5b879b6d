import { Column, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { OwnedRow } from './owned-records';

/**
 * The leading columns of a table whose rows belong to a household: an id, then the household. The
 * entities extend it and TypeORM inherits its columns, ahead of the entity's own.
 */
export abstract class HouseholdEntity implements OwnedRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  household_id: number;
}

/** The leading columns of a table whose rows belong to a household and record their authors. */
export abstract class OwnedEntity extends HouseholdEntity {
  /** The member who made the record, and who changed it last (empty once their account is gone); not part of the record's answer. */
  @Column({ type: 'integer', nullable: true, select: false })
  created_by: number | null;

  @Column({ type: 'integer', nullable: true, select: false })
  updated_by: number | null;
}

/**
 * The leading columns of a table whose rows are one account's own, which stay personal in a
 * household (alerts, push subscriptions): an id, then the account.
 */
export abstract class PersonalEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  user_id: number;
}

/**
 * The leading key column of a table keyed by the account: one row per account (alert settings, a
 * calendar feed), or the account's rows under a second key column the entity adds.
 */
export abstract class AccountKeyedEntity {
  @PrimaryColumn({ type: 'integer' })
  user_id: number;
}
