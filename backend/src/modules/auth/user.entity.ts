import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../common/columns';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored lower-case, so one address is one account however it is typed. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Absent for accounts that sign in only through the OpenID Connect provider. */
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false })
  passwordHash: string | null;

  @Column({ name: 'oidc_issuer', type: 'varchar', length: 500, nullable: true })
  oidcIssuer: string | null;

  @Column({ name: 'oidc_subject', type: 'varchar', length: 255, nullable: true })
  oidcSubject: string | null;

  /** The dealership New Visit starts with (cleared when that dealer is deleted). */
  @Column({ name: 'preferred_dealer_id', type: 'integer', nullable: true })
  preferredDealerId: number | null;

  /** Where the owner lives, as a US ZIP code: the dealer picker lists the nearest dealers to it. */
  @Column({ name: 'zip_code', type: 'varchar', length: 5, nullable: true })
  zipCode: string | null;

  @CreatedAt('created_at')
  createdAt: Date;
}
