import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../common/columns';

/**
 * A read-only link to one vehicle's file. Only the token's SHA-256 is kept (the link is shown
 * once), and the passcode, when there is one, as an argon2 hash.
 */
@Entity({ name: 'share_links' })
export class ShareLinkEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  household_id: number;

  @Column({ type: 'integer' })
  vehicle_id: number;

  @Index({ unique: true })
  @Column({ type: 'char', length: 64 })
  token_hash: string;

  @Column({ type: 'text', nullable: true })
  passcode_hash: string | null;

  @Column({ type: 'boolean', default: false })
  hide_money: boolean;

  @Column({ type: 'boolean', default: false })
  hide_contact: boolean;

  @Column({ type: 'timestamptz' })
  expires_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revoked_at: Date | null;

  @CreatedAt()
  created_at: Date;
}

/** One time a link was opened: when, and a coarse description of what opened it (no address). */
@Entity({ name: 'share_link_opens' })
export class ShareLinkOpenEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  share_link_id: number;

  @CreatedAt()
  opened_at: Date;

  @Column({ type: 'varchar', length: 60 })
  client: string;
}
