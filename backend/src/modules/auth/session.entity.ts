import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An express-session record; the store reads and writes it with plain SQL. */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  sid: string;

  @Column({ type: 'jsonb' })
  sess: Record<string, unknown>;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;
}
