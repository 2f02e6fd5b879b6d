import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { todayIso, type NotificationSettings } from '@dct/contracts';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { appSecret } from '../../common/app-secret';
import { mailRetry } from '../../infra/mail/mail-retry';
import { MailService } from '../../infra/mail/mail.service';
import { Outbox } from '../../infra/outbox/outbox.service';
import { UsersService } from '../auth/users.service';
import { composeAlertMail, composeDigestMail, unsubscribeToken, type AlertMailPayload } from './alert-mail';
import { AlertPushService } from './alert-push.service';
import { dueAlerts, type DueAlert } from './alert-rules';
import { DeadlineSources } from '../deadlines/deadline-sources.service';
import type { NotificationEmailState } from './notification.entity';
import { NotificationsService } from './notifications.service';
import { digestTiming, localClock, quietUntil } from './quiet-hours';

/** Owners looked at together: one read of each source per batch, then the event loop is given back. */
export const SCAN_BATCH_SIZE = 200;

export interface ScanOptions {
  /** The moment the scan takes as now (tests and the bench move it; the scheduler passes nothing). */
  now?: Date;
  batchSize?: number;
}

export interface ScanReport {
  owners: number;
  /** Alerts found due (each owner's settings applied). */
  due: number;
  /** Of them, new notifications written by this scan (the rest existed already). */
  created: number;
  mails: number;
  digests: number;
  /** Push messages queued: one per new alert and subscribed browser. */
  pushes: number;
  ms: number;
}

interface Owner {
  id: number;
  email: string;
  name: string;
}

/**
 * The alert scan: walks every owner in bounded batches, reads what is due from the claims,
 * visits, lemon-law and correspondence modules, and writes each alert once — `INSERT … ON CONFLICT DO NOTHING`
 * on (owner, kind, subject, day) decides, so a restart, a second scan or a second worker writes
 * nothing twice. An alert's mail is an outbox job written in the same transaction as the alert,
 * so it is sent exactly once; quiet hours set the job's first attempt to their end. Owners on
 * the daily digest get one mail a day gathering the alerts not yet mailed. Push messages are
 * jobs of their own (AlertPushService), written in the same transaction, one per browser.
 */
@Injectable()
export class AlertScanService {
  private readonly logger = new Logger(AlertScanService.name);
  private readonly secret: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly mail: MailService,
    private readonly users: UsersService,
    private readonly sources: DeadlineSources,
    private readonly notifications: NotificationsService,
    private readonly pushes: AlertPushService,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.secret = appSecret(config);
    outbox.declare<AlertMailPayload>('notification-mail', {
      run: async (payload, job) =>
        void (await mail.send(
          {
            to: payload.to,
            replyTo: config.supportEmail,
            subject: payload.subject,
            template: 'message',
            context: { paragraphs: payload.paragraphs },
            text: payload.text,
            // Written with the alert: every attempt sends the same message.
            messageId: payload.messageId,
            headers: { 'List-Unsubscribe': `<${payload.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          },
          { signal: job.signal },
        )),
      ...mailRetry(config),
    });
  }

  /** The signed one-click unsubscribe address of an owner. */
  unsubscribeUrl(userId: number): string {
    return `${this.config.appUrl}/api/notifications/unsubscribe?token=${unsubscribeToken(this.secret, userId)}`;
  }

  async scan(options: ScanOptions = {}): Promise<ScanReport> {
    const started = Date.now();
    const now = options.now ?? new Date();
    const batchSize = options.batchSize ?? SCAN_BATCH_SIZE;
    const report: ScanReport = { owners: 0, due: 0, created: 0, mails: 0, digests: 0, pushes: 0, ms: 0 };
    const wake: string[] = [];
    for (let after = 0; ;) {
      const owners = await this.users.ownersAfter(after, batchSize);
      if (owners.length === 0) break;
      after = owners[owners.length - 1].id;
      report.owners += owners.length;
      await this.scanBatch(owners, now, report, wake);
      // A thousand owners never hold the event loop: requests are answered between batches.
      await yieldToRequests();
    }
    for (const id of wake) await this.outbox.wake(id);
    report.ms = Date.now() - started;
    return report;
  }

  /**
   * One alert as something happens (a dealer's reply came in), for each member of the household,
   * written and mailed as the scan's are: the owner's kinds and channels chosen, quiet hours holding the mail, once per
   * (owner, kind, subject, day). Answers whether it was written.
   */
  async raiseForHousehold(householdId: number, alert: Omit<DueAlert, 'userId'>, now: Date = new Date()): Promise<boolean> {
    const members = await this.dataSource.query<Array<{ user_id: number }>>('SELECT user_id FROM household_members WHERE household_id = $1 ORDER BY user_id', [
      householdId,
    ]);
    let written = false;
    // Every member who wants this kind of alert gets it, each by their own channels.
    for (const { user_id: userId } of members) written = (await this.raise({ ...alert, userId }, now)) || written;
    return written;
  }

  /** One alert for one account (see raiseForHousehold). */
  async raise(alert: DueAlert, now: Date = new Date()): Promise<boolean> {
    const settings = await this.notifications.settingsOf([alert.userId]);
    if (!settings.get(alert.userId)?.kinds.includes(alert.kind)) return false;
    const [owner] = await this.dataSource.query<Owner[]>('SELECT id, email, name FROM users WHERE id = $1', [alert.userId]);
    if (!owner) return false;
    const report: ScanReport = { owners: 1, due: 1, created: 0, mails: 0, digests: 0, pushes: 0, ms: 0 };
    const wake: string[] = [];
    await this.dataSource.transaction(async (manager) => {
      if ((await this.lockPresentOwners(manager, [owner.id])).size === 0) return;
      await this.writeAlerts(manager, [alert], settings, new Map([[owner.id, owner]]), now, report, wake);
    });
    for (const id of wake) await this.outbox.wake(id);
    return report.created > 0;
  }

  private async scanBatch(owners: Owner[], now: Date, report: ScanReport, wake: string[]): Promise<void> {
    const ids = owners.map((owner) => owner.id);
    const today = todayIso(now);
    const [settings, sources] = await Promise.all([this.notifications.settingsOf(ids), this.sources.read(ids, today)]);
    const due = dueAlerts(sources, today, this.config.claimResponseDays).filter((alert) => settings.get(alert.userId)?.kinds.includes(alert.kind));
    report.due += due.length;
    const byId = new Map(owners.map((owner) => [owner.id, owner]));
    await this.dataSource.transaction(async (manager) => {
      // An owner may have deleted their account since the batch was read: write only for owners
      // still here, and hold their rows (FOR KEY SHARE) so a deletion waits for this commit
      // instead of failing the batch's inserts for every other owner.
      const present = await this.lockPresentOwners(manager, ids);
      const stillDue = due.filter((alert) => present.has(alert.userId));
      if (stillDue.length > 0) await this.writeAlerts(manager, stillDue, settings, byId, now, report, wake);
      const stillHere = owners.filter((owner) => present.has(owner.id));
      if (stillHere.length > 0) await this.writeDigests(manager, stillHere, settings, now, report, wake);
    });
  }

  private async lockPresentOwners(manager: EntityManager, ids: number[]): Promise<Set<number>> {
    const rows = await manager.query<Array<{ id: number }>>('SELECT id FROM users WHERE id = ANY($1::int[]) FOR KEY SHARE', [ids]);
    return new Set(rows.map((row) => Number(row.id)));
  }

  private async writeAlerts(
    manager: EntityManager,
    due: DueAlert[],
    settings: Map<number, NotificationSettings>,
    owners: Map<number, Owner>,
    now: Date,
    report: ScanReport,
    wake: string[],
  ): Promise<void> {
    const stateOf = (alert: DueAlert): NotificationEmailState => {
      const chosen = settings.get(alert.userId);
      if (!chosen?.channels.includes('email')) return 'none';
      return chosen.email_mode === 'digest' ? 'digest' : 'queued';
    };
    const column = <T>(pick: (alert: DueAlert) => T) => due.map(pick);
    // An INSERT … RETURNING answers its rows.
    const created = await manager.query<Array<DueAlert & { id: number; email_state: NotificationEmailState }>>(
      `INSERT INTO notifications (user_id, kind, subject_type, subject_id, day, title, body, link, in_app, email_state)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::date[], $6::text[], $7::text[], $8::text[], $9::boolean[], $10::text[])
       ON CONFLICT ON CONSTRAINT notifications_once DO NOTHING
       RETURNING id, user_id AS "userId", kind, subject_id, title, body, link, email_state`,
      [
        column((alert) => alert.userId),
        column((alert) => alert.kind),
        column((alert) => alert.subject_type),
        column((alert) => alert.subject_id),
        column((alert) => alert.day),
        column((alert) => alert.title),
        column((alert) => alert.body),
        column((alert) => alert.link),
        column((alert) => settings.get(alert.userId)?.channels.includes('in_app') ?? true),
        column(stateOf),
      ],
    );
    report.created += created.length;
    const mails: Array<{ payload: AlertMailPayload; notBefore?: Date }> = [];
    for (const alert of created) {
      if (alert.email_state !== 'queued') continue;
      const owner = owners.get(alert.userId);
      const chosen = settings.get(alert.userId);
      if (!owner || !chosen) continue;
      const payload = composeAlertMail(alert, owner.email, alert.id, this.config.appUrl, this.unsubscribeUrl(owner.id), this.mail.domain);
      mails.push({ payload, notBefore: quietUntil(now, chosen) ?? undefined });
    }
    // One statement for the batch's mails, in the transaction that wrote their alerts.
    const jobs = await this.outbox.addMany('notification-mail', mails, { manager });
    report.mails += jobs.length;
    jobs.forEach((job, index) => {
      if (!mails[index].notBefore) wake.push(job);
    });
    // Push jobs of their own kind beside the mails, so a push service failing never holds an e-mail up.
    const pushes = await this.pushes.queue(manager, created, settings, now);
    report.pushes += pushes.queued;
    wake.push(...pushes.wake);
  }

  /**
   * For owners on the digest: once a day, from the digest hour, one mail with the alerts not yet
   * mailed, sent at once or at the first minute outside their quiet hours.
   */
  private async writeDigests(
    manager: EntityManager,
    owners: Owner[],
    settings: Map<number, NotificationSettings>,
    now: Date,
    report: ScanReport,
    wake: string[],
  ): Promise<void> {
    const ready = owners.filter((owner) => {
      const chosen = settings.get(owner.id);
      if (!chosen || chosen.email_mode !== 'digest' || !chosen.channels.includes('email')) return false;
      return digestTiming(now, chosen) !== null;
    });
    if (ready.length === 0) return;
    const waiting = await manager.query<Array<{ user_id: number }>>(
      `SELECT DISTINCT user_id FROM notifications WHERE email_state = 'digest' AND user_id = ANY($1)`,
      [ready.map((owner) => owner.id)],
    );
    for (const { user_id } of waiting) {
      const owner = ready.find((candidate) => candidate.id === user_id) as Owner;
      const chosen = settings.get(user_id) as NotificationSettings;
      const day = localClock(now, chosen.time_zone).day;
      // One digest per owner and local day: the unique key decides, as for the alerts.
      const [digest] = await manager.query<Array<{ id: number }>>(
        `INSERT INTO notification_digests (user_id, day) VALUES ($1, $2) ON CONFLICT ON CONSTRAINT notification_digests_once DO NOTHING RETURNING id`,
        [user_id, day],
      );
      if (!digest) continue;
      const [gathered] = await manager.query<[Array<DueAlert & { id: number }>, number]>(
        `UPDATE notifications SET email_state = 'digested' WHERE user_id = $1 AND email_state = 'digest'
         RETURNING id, kind, subject_id, title, body, link`,
        [user_id],
      );
      gathered.sort((a, b) => a.id - b.id);
      const mail = composeDigestMail(gathered, owner.email, digest.id, day, this.config.appUrl, this.unsubscribeUrl(owner.id), this.mail.domain);
      const sendAt = digestTiming(now, chosen)?.sendAt ?? undefined;
      const job = await this.outbox.add('notification-mail', mail, { manager, notBefore: sendAt });
      if (!sendAt) wake.push(job);
      report.digests += 1;
      report.mails += 1;
    }
  }
}
