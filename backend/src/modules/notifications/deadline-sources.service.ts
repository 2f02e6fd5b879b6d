import { Injectable } from '@nestjs/common';
import { ClaimsService } from '../claims/claims.service';
import { CorrespondenceService } from '../correspondence/correspondence.service';
import { LemonLawService } from '../lemon-law/lemon-law.service';
import { VisitsService } from '../visits/visits.service';
import type { AlertSources } from './alert-rules';

/**
 * The records the deadlines come from (claims' follow-ups, visits, lemon-law watches, the
 * correspondence logs' deadlines), read for a batch of owners with one query per kind: what the
 * alert scan and the calendar feed both compute from.
 */
@Injectable()
export class DeadlineSources {
  constructor(
    private readonly claims: ClaimsService,
    private readonly visits: VisitsService,
    private readonly lemonLaw: LemonLawService,
    private readonly correspondence: CorrespondenceService,
  ) {}

  async read(userIds: readonly number[], today: string): Promise<AlertSources> {
    const [claims, visits, lemonWatches, lemonDeadlines] = await Promise.all([
      this.claims.followUps(userIds),
      this.visits.listForMembers(userIds, today),
      this.lemonLaw.summariesFor(userIds, today),
      this.correspondence.deadlinesFor(userIds, today),
    ]);
    return { claims, visits, lemonWatches, lemonDeadlines };
  }
}
