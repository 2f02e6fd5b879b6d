import { Injectable } from '@nestjs/common';
import type { Visit } from '@dct/contracts';
import { ClaimsService, type ClaimFollowUp } from '../claims/claims.service';
import { CorrespondenceService, type OwnerVehicleDeadlines } from '../correspondence/correspondence.service';
import { LemonLawService, type OwnerLemonWatch } from '../lemon-law/lemon-law.service';
import { VisitsService } from '../visits/visits.service';

/** A batch of owners' records with deadlines. */
export interface DeadlineRecords {
  claims: ClaimFollowUp[];
  visits: Array<{ userId: number; record: Visit }>;
  lemonWatches: OwnerLemonWatch[];
  lemonDeadlines: OwnerVehicleDeadlines[];
}

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

  async read(userIds: readonly number[], today: string): Promise<DeadlineRecords> {
    const [claims, visits, lemonWatches, lemonDeadlines] = await Promise.all([
      this.claims.followUps(userIds),
      this.visits.listForMembers(userIds, today),
      this.lemonLaw.summariesFor(userIds, today),
      this.correspondence.deadlinesFor(userIds, today),
    ]);
    return { claims, visits, lemonWatches, lemonDeadlines };
  }
}
