import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { NotificationSettings } from '@dct/contracts';
import { JobRefusedError, Outbox } from '../../infra/outbox/outbox.service';
import { PushSenderService } from '../push/push-sender.service';
import { PushSubscriptionsService } from '../push/push-subscriptions.service';
import { PUSH_MAX_ATTEMPTS, PushRetryError, composePushPayload, pushRetryDelayMs, type AlertPushJob } from './alert-push';
import { NotificationsService } from './notifications.service';
import { quietUntil } from './quiet-hours';

/**
 * Alerts by push: one `notification-push` job per new alert and subscribed browser, written by
 * the scan in the transaction that writes the alert, held by quiet hours like the mails (the
 * digest is about e-mail only: push goes per alert). The job names the alert and the browser;
 * both are read when sending, so a browser unsubscribed or an alert gone meanwhile is simply not
 * sent. Subscribing a browser turns the owner's push channel on.
 */
@Injectable()
export class AlertPushService {
  private readonly logger = new Logger(AlertPushService.name);

  constructor(
    private readonly outbox: Outbox,
    private readonly subscriptions: PushSubscriptionsService,
    private readonly sender: PushSenderService,
    private readonly notifications: NotificationsService,
  ) {
    outbox.declare<AlertPushJob>('notification-push', {
      // A stopped attempt (lease lost, worker stopping) sends nothing; the outbox leaves one stopped mid-send at once.
      run: (payload, job) => (job.signal.throwIfAborted(), this.deliver(payload)),
      maxAttempts: PUSH_MAX_ATTEMPTS,
      retryDelayMs: pushRetryDelayMs,
    });
    subscriptions.whenSubscribed((manager, userId) => notifications.addChannel(manager, userId, 'push'));
  }

  /**
   * Writes the push jobs of alerts the scan has just created, in its transaction: one per alert
   * and browser of owners whose channels hold push. Answers how many, and the jobs to wake after
   * the commit (those not held by quiet hours).
   */
  async queue(
    manager: EntityManager,
    created: Array<{ id: number; userId: number }>,
    settings: Map<number, NotificationSettings>,
    now: Date,
  ): Promise<{ queued: number; wake: string[] }> {
    const pushing = created.filter((alert) => settings.get(alert.userId)?.channels.includes('push'));
    if (pushing.length === 0) return { queued: 0, wake: [] };
    const browsers = await this.subscriptions.idsByOwner(manager, [...new Set(pushing.map((alert) => alert.userId))]);
    const jobs: Array<{ payload: AlertPushJob; notBefore?: Date }> = [];
    for (const alert of pushing) {
      const notBefore = quietUntil(now, settings.get(alert.userId) as NotificationSettings) ?? undefined;
      for (const subscription_id of browsers.get(alert.userId) ?? []) jobs.push({ payload: { notification_id: alert.id, subscription_id }, notBefore });
    }
    const ids = await this.outbox.addMany('notification-push', jobs, { manager });
    return { queued: ids.length, wake: ids.filter((_id, index) => !jobs[index].notBefore) };
  }

  /** Sends one alert to one browser; a retry is asked by throwing, a refusal gives the job up. */
  private async deliver(job: AlertPushJob): Promise<void> {
    const browser = await this.subscriptions.target(job.subscription_id);
    if (!browser) return;
    // The browser may have changed hands since the job was written: only its owner's alert is sent to it.
    const found = await this.notifications.forPush(browser.user_id, job.notification_id);
    if (!found || found.read) return;
    if (!(await this.notifications.settings(browser.user_id)).channels.includes('push')) return;
    const sent = await this.sender.send(browser, composePushPayload(found.alert, found.unread));
    switch (sent.outcome) {
      case 'sent':
        await this.subscriptions.markSent(browser);
        return;
      case 'gone':
        this.logger.log(`Push subscription ${browser.id} removed: ${sent.reason}`);
        await this.subscriptions.remove(browser);
        return;
      case 'blocked':
        // An address that can never pass the rule is forgotten; one whose name resolved inside the network may resolve elsewhere later.
        if (sent.forget) await this.subscriptions.remove(browser);
        throw new JobRefusedError(`Push to subscription ${browser.id}: ${sent.reason}`);
      case 'refused':
        throw new JobRefusedError(`Push to subscription ${browser.id} refused, not retried: ${sent.reason}`);
      case 'retry':
        throw new PushRetryError(`Push to subscription ${browser.id}: ${sent.reason}`, sent.retryAfterMs);
    }
  }
}
