import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { DEALER_TEXT_LIMITS, EMAIL_MAX_LENGTH, type Dealer } from '@dct/contracts';
import type { StoredRow } from '../../common/owned-records';
import { optionalVarchar, CreatedAt, UpdatedAt } from '../../common/columns';

/** A dealership. `household_id` empty: the shared directory; set: added by that household and seen by its members only. */
@Entity({ name: 'dealers' })
export class DealerEntity implements StoredRow<Omit<Dealer, 'owned'>> {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  household_id: number | null;

  @Column({ type: 'varchar', length: DEALER_TEXT_LIMITS.name })
  name: string;

  @Column(optionalVarchar(DEALER_TEXT_LIMITS.address))
  address: string | null;

  @Column(optionalVarchar(DEALER_TEXT_LIMITS.city))
  city: string | null;

  @Column(optionalVarchar(DEALER_TEXT_LIMITS.state))
  state: string | null;

  @Column(optionalVarchar(DEALER_TEXT_LIMITS.zip))
  zip: string | null;

  @Column(optionalVarchar(DEALER_TEXT_LIMITS.phone))
  phone: string | null;

  @Column(optionalVarchar(EMAIL_MAX_LENGTH))
  email: string | null;

  @Column(optionalVarchar(DEALER_TEXT_LIMITS.website))
  website: string | null;

  @Column({ type: 'double precision', nullable: true })
  lat: number | null;

  @Column({ type: 'double precision', nullable: true })
  lng: number | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  makes: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  services: string[];

  @CreatedAt()
  created_at: Date;

  @UpdatedAt()
  updated_at: Date;
}
