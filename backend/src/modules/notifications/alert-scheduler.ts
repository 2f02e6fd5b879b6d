import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { Outbox } from '../../infra/outbox/outbox.service';
import { TrashService } from '../trash/trash.service';
import { AlertScanService, type ScanReport } from './alert-scan.service';

/**
 * Runs the alert scan every NOTIFY_SCAN_SECONDS inside the worker role (APP_ROLE worker or all,
 * with `notification-mail` among its WORKER_QUEUES): no cron, no other service. However many
 * workers tick, one takes each period's scan, by a conditional update of its row in
 * `notification_scans`; and were two to scan at once, the alerts' unique key would still write
 * each alert, and its mail, once.
 */
@Injectable()
export class AlertScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(AlertScheduler.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly scanner: AlertScanService,
    private readonly outbox: Outbox,
    private readonly trash: TrashService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.outbox.runs('notification-mail')) return;
    // The first look comes one period after the start, then every period.
    this.timer = setInterval(() => void this.tick(), this.config.notifyScanMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** Scans when this period's scan is not yet taken; undefined when another worker has it (or one runs here). */
  async tick(now?: Date): Promise<ScanReport | undefined> {
    if (this.running) return undefined;
    const work = this.takeAndScan(now);
    this.running = work;
    try {
      return await work;
    } catch (error) {
      this.logger.warn(`The alert scan failed: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    } finally {
      this.running = undefined;
    }
  }

  private async takeAndScan(now?: Date): Promise<ScanReport | undefined> {
    // A little less than the period, so a worker whose timer fires a moment early still takes the next one.
    const [taken] = await this.dataSource.query<[Array<{ name: string }>, number]>(
      `UPDATE notification_scans SET next_at = now() + ($1 * interval '1 millisecond'), started_at = now()
       WHERE name = 'alerts' AND next_at <= now() RETURNING name`,
      [Math.max(1_000, this.config.notifyScanMs * 0.9)],
    );
    if (taken.length === 0) return undefined;
    const report = await this.scanner.scan({ now });
    if (report.created > 0) this.logger.log(`Alert scan: ${report.created} new alerts for ${report.owners} owners, ${report.mails} mails, in ${report.ms} ms`);
    // The same period's turn purges what has been in the trash longer than 30 days.
    const purged = await this.trash.purge();
    if (purged > 0) this.logger.log(`Trash: ${purged} records deleted for good after 30 days`);
    return report;
  }
}
