import { Column, Entity } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../../common/columns';
import type { AppNotification, EmailMode, NotificationChannel, NotificationKind, NotificationSubject } from '@dct/contracts';
import { AccountKeyedEntity, PersonalEntity } from '../../common/owned-entity';

/** How a notification's mail stands: none (no mail), queued (its own mail is in the outbox), digest (waiting for the day's digest), digested. */
export type NotificationEmailState = 'none' | 'queued' | 'digest' | 'digested';

/** One alert, once per (owner, kind, subject, day): the unique key decides who sends. */
@Entity({ name: 'notifications' })
export class NotificationEntity extends PersonalEntity implements Omit<AppNotification, 'read_at' | 'created_at'> {
  @Column({ type: 'varchar', length: 40 })
  kind: NotificationKind;

  @Column({ type: 'varchar', length: 16 })
  subject_type: NotificationSubject;

  @Column({ type: 'integer' })
  subject_id: number;

  @Column({ type: 'date' })
  day: string;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 300 })
  link: string;

  /** Shown in the notification centre (the owner's in-app channel was on when it fired). */
  @Column({ type: 'boolean', default: true })
  in_app: boolean;

  @Column({ type: 'varchar', length: 16, default: 'none' })
  email_state: NotificationEmailState;

  @Column({ type: 'timestamptz', nullable: true })
  read_at: Date | null;

  @CreatedAt()
  created_at: Date;
}

/** An owner's notification settings; an owner without a row has the defaults. */
@Entity({ name: 'notification_settings' })
export class NotificationSettingsEntity extends AccountKeyedEntity {
  @Column({ type: 'text', array: true })
  kinds: NotificationKind[];

  @Column({ type: 'text', array: true })
  channels: NotificationChannel[];

  @Column({ type: 'varchar', length: 16, default: 'immediate' })
  email_mode: EmailMode;

  @Column({ type: 'varchar', length: 5, nullable: true })
  quiet_start: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  quiet_end: string | null;

  @Column({ type: 'varchar', length: 64, default: 'UTC' })
  time_zone: string;

  @UpdatedAt()
  updated_at: Date;
}
