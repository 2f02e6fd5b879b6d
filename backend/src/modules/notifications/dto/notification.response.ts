import { ApiProperty } from '@nestjs/swagger';
import {
  EMAIL_MODES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_SUBJECTS,
  type AppNotification,
  type EmailMode,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPage,
  type NotificationSettings,
  type NotificationSubject,
} from '@dct/contracts';

export class NotificationResponse implements AppNotification {
  @ApiProperty() id: number;
  @ApiProperty({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind' }) kind: NotificationKind;
  @ApiProperty({ enum: NOTIFICATION_SUBJECTS, enumName: 'NotificationSubject' }) subject_type: NotificationSubject;
  @ApiProperty() subject_id: number;
  @ApiProperty({ format: 'date', description: 'The day the alert is about (a due date, a window’s end…)' }) day: string;
  @ApiProperty() title: string;
  @ApiProperty() body: string;
  @ApiProperty({ description: "The app's path of the record, e.g. /claims/12" }) link: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) read_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class NotificationPageResponse implements NotificationPage {
  @ApiProperty({ type: [NotificationResponse] }) items: NotificationResponse[];
  @ApiProperty({ description: 'Unread notifications of the owner, all pages' }) unread: number;
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() page_size: number;
}

export class MarkedReadResponse {
  @ApiProperty({ description: 'How many notifications were marked read' }) marked: number;
}

export class NotificationSettingsResponse implements NotificationSettings {
  @ApiProperty({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind', isArray: true }) kinds: NotificationKind[];
  @ApiProperty({ enum: NOTIFICATION_CHANNELS, enumName: 'NotificationChannel', isArray: true }) channels: NotificationChannel[];
  @ApiProperty({ enum: EMAIL_MODES, enumName: 'EmailMode' }) email_mode: EmailMode;
  @ApiProperty({ type: String, nullable: true, example: '22:00' }) quiet_start: string | null;
  @ApiProperty({ type: String, nullable: true, example: '07:00' }) quiet_end: string | null;
  @ApiProperty({ example: 'America/Chicago' }) time_zone: string;
}
