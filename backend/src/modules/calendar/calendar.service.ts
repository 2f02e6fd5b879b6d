import { createHmac, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { todayIso, type CalendarFeedLink } from '@dct/contracts';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { appSecret } from '../../common/app-secret';
import { NotFoundError } from '../../common/domain-errors';
import { secretTokenHash } from '../../common/secret-token';
import { DeadlineSources } from '../deadlines/deadline-sources.service';
import { feedEvents, planFeed, type PublishedEvent } from './feed-events';
import { renderCalendar } from './icalendar';

/** A feed token is 32 bytes in base64url: anything else is refused before the database is asked. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Unknown, revoked or malformed: the same 404, saying nothing. */
const feedNotFound = () => new NotFoundError('Not found');

/**
 * The owner's iCalendar feed: the link (made on first ask, replaced, revoked) and the feed itself.
 * Reading the feed reconciles what it last published with the records in one transaction, so a
 * change reaches subscribed calendars as a higher SEQUENCE and a removal as a cancelled event.
 */
@Injectable()
export class CalendarService {
  private readonly secret: string;
  private readonly host: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sources: DeadlineSources,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.secret = appSecret(config);
    this.host = new URL(config.appUrl).hostname;
  }

  private tokenOf(seed: string): string {
    return createHmac('sha256', this.secret).update(`calendar-feed:${seed}`).digest('base64url');
  }

  private urlOf(seed: string): CalendarFeedLink {
    return { url: `${this.config.appUrl}/api/calendar/${this.tokenOf(seed)}.ics` };
  }

  private newSeed(): { seed: string; hash: string } {
    const seed = randomBytes(32).toString('hex');
    return { seed, hash: secretTokenHash(this.tokenOf(seed)) };
  }

  /** The owner's feed link, made the first time it is asked for. */
  async link(userId: number): Promise<CalendarFeedLink> {
    const { seed, hash } = this.newSeed();
    await this.dataSource.query(`INSERT INTO calendar_feeds (user_id, token_seed, token_hash) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING`, [
      userId,
      seed,
      hash,
    ]);
    const [feed] = await this.dataSource.query<Array<{ token_seed: string }>>('SELECT token_seed FROM calendar_feeds WHERE user_id = $1', [userId]);
    return this.urlOf(feed.token_seed);
  }

  /** A new link in place of the old one, which then opens nothing; the published events are kept, so a resubscribed calendar sees the same UIDs. */
  async rotate(userId: number): Promise<CalendarFeedLink> {
    const { seed, hash } = this.newSeed();
    await this.dataSource.query(
      `INSERT INTO calendar_feeds (user_id, token_seed, token_hash) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET token_seed = EXCLUDED.token_seed, token_hash = EXCLUDED.token_hash, created_at = now()`,
      [userId, seed, hash],
    );
    return this.urlOf(seed);
  }

  /** Turns the feed off: the link opens nothing and what it published is forgotten. */
  async revoke(userId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM calendar_feeds WHERE user_id = $1', [userId]);
      await manager.query('DELETE FROM calendar_events WHERE user_id = $1', [userId]);
    });
  }

  /**
   * The feed of the token's owner as an iCalendar document. The records are read first (one
   * query per kind, as the alert scan reads them); the reconciliation is one short transaction
   * that holds the feed's row, so two readers at once publish one SEQUENCE; the document is
   * rendered after it commits, so no connection waits on the response.
   */
  async feed(token: string, now: Date = new Date()): Promise<string> {
    if (!TOKEN_SHAPE.test(token)) throw feedNotFound();
    const tokenHash = secretTokenHash(token);
    const [owner] = await this.dataSource.query<Array<{ user_id: number }>>('SELECT user_id FROM calendar_feeds WHERE token_hash = $1', [tokenHash]);
    if (!owner) throw feedNotFound();
    const userId = owner.user_id;
    const today = todayIso(now);
    const current = feedEvents(await this.sources.read([userId], today), this.config.claimResponseDays);
    const events = await this.dataSource.transaction(async (manager) => {
      // Rotated or revoked since the first read: the token no longer opens the feed.
      const [held] = await manager.query<unknown[]>('SELECT 1 FROM calendar_feeds WHERE user_id = $1 AND token_hash = $2 FOR UPDATE', [userId, tokenHash]);
      if (!held) throw feedNotFound();
      const published = await manager.query<PublishedEvent[]>(
        'SELECT uid, content_hash, content, sequence, changed_at, cancelled_at FROM calendar_events WHERE user_id = $1',
        [userId],
      );
      const plan = planFeed(published, current, now);
      await this.write(manager, userId, plan.write, plan.drop);
      return plan.feed;
    });
    return renderCalendar({ name: 'Downtime claims: deadlines', host: this.host, appUrl: this.config.appUrl, events });
  }

  private async write(manager: EntityManager, userId: number, rows: PublishedEvent[], drop: string[]): Promise<void> {
    if (rows.length > 0) {
      const column = <T>(pick: (row: PublishedEvent) => T) => rows.map(pick);
      await manager.query(
        `INSERT INTO calendar_events (user_id, uid, content_hash, content, sequence, changed_at, cancelled_at)
         SELECT $1, * FROM unnest($2::text[], $3::text[], $4::jsonb[], $5::int[], $6::timestamptz[], $7::timestamptz[])
         ON CONFLICT (user_id, uid) DO UPDATE SET content_hash = EXCLUDED.content_hash, content = EXCLUDED.content, sequence = EXCLUDED.sequence,
           changed_at = EXCLUDED.changed_at, cancelled_at = EXCLUDED.cancelled_at`,
        [
          userId,
          column((row) => row.uid),
          column((row) => row.content_hash),
          column((row) => JSON.stringify(row.content)),
          column((row) => row.sequence),
          column((row) => row.changed_at),
          column((row) => row.cancelled_at),
        ],
      );
    }
    if (drop.length > 0) await manager.query('DELETE FROM calendar_events WHERE user_id = $1 AND uid = ANY($2::text[])', [userId, drop]);
  }
}
