import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PushController } from './push.controller';
import { PushEndpoints } from './push-endpoints';
import { PushSenderService } from './push-sender.service';
import { PushSubscriptionEntity } from './push-subscription.entity';
import { PushSubscriptionPipe } from './push-subscription.pipe';
import { PushSubscriptionsService } from './push-subscriptions.service';

/**
 * Web push: the browsers that accepted notifications (their subscriptions), the app's VAPID key
 * pair, and sending one message with web-push. What is sent, and when, is the notifications
 * module's: it queues a push job per alert and browser, and sends through PushSenderService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PushSubscriptionEntity])],
  controllers: [PushController],
  providers: [PushEndpoints, PushSubscriptionsService, PushSenderService, PushSubscriptionPipe],
  exports: [PushSubscriptionsService, PushSenderService],
})
export class PushModule {}
