import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../infra/mail/mail.module';
import { OutboxModule } from '../../infra/outbox/outbox.module';
import { AuthModule } from '../auth/auth.module';
import { DeadlinesModule } from '../deadlines/deadlines.module';
import { PushModule } from '../push/push.module';
import { TrashModule } from '../trash/trash.module';
import { AlertPushService } from './alert-push.service';
import { AlertScanService } from './alert-scan.service';
import { AlertScheduler } from './alert-scheduler';
import { NotificationEntity, NotificationSettingsEntity } from './notification.entity';
import { NotificationSettingsController, NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { UnsubscribeService } from './unsubscribe.service';

/**
 * Alerts that reach the owner: the scan (in the worker role) that notices what has come due in
 * claims, visits and the lemon-law watch, the notification centre, the owner's settings, and the
 * alert mails and push messages through the outbox. It reads the other modules through their
 * services only.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([NotificationEntity, NotificationSettingsEntity]),
    AuthModule,
    DeadlinesModule,
    MailModule,
    OutboxModule,
    PushModule,
    TrashModule,
  ],
  controllers: [NotificationsController, NotificationSettingsController],
  providers: [NotificationsService, AlertScanService, AlertPushService, AlertScheduler, UnsubscribeService],
  exports: [NotificationsService, AlertScanService, AlertScheduler],
})
export class NotificationsModule {}
