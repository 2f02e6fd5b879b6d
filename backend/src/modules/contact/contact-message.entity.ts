import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../common/columns';
import type { ContactCategory } from '@dct/contracts';

@Entity({ name: 'contact_messages' })
export class ContactMessageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Set when the sender was signed in. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'varchar', length: 5000 })
  message: string;

  @Column({ type: 'varchar', length: 16 })
  category: ContactCategory;

  @CreatedAt('created_at')
  createdAt: Date;

  /** When the message was mailed, set by the contact mailer's own SQL. */
  @Column({ type: 'timestamptz', nullable: true, select: false, insert: false, update: false })
  mailed_at?: Date | null;
}
