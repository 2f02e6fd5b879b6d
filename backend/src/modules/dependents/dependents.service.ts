import { Injectable } from '@nestjs/common';
import type { RecordDependents } from '@dct/contracts';
import { ClaimDetailsService } from '../claims/claim-details.service';
import { ClaimsService } from '../claims/claims.service';
import { CorrespondenceService } from '../correspondence/correspondence.service';
import { DocumentsService } from '../documents/documents.service';
import { LemonLawService } from '../lemon-law/lemon-law.service';
import { VehiclesService } from '../vehicles/vehicles.service';
import { VisitsService } from '../visits/visits.service';

const NONE: RecordDependents = { visits: 0, claims: 0, documents: 0, mails: 0, claim_ids: [], lemon_law_attempts: 0, correspondence: 0 };

/**
 * What deleting a vehicle, a visit or a claim takes along, counted through each module's service
 * (the pages ask before deleting a record with history, and the trash shows it). Each answers the
 * record's 404 unless it is the owner's.
 */
@Injectable()
export class DependentsService {
  constructor(
    private readonly vehicles: VehiclesService,
    private readonly visits: VisitsService,
    private readonly claims: ClaimsService,
    private readonly claimDetails: ClaimDetailsService,
    private readonly documents: DocumentsService,
    private readonly lemonLaw: LemonLawService,
    private readonly correspondence: CorrespondenceService,
  ) {}

  async ofVehicle(userId: number, vehicleId: number): Promise<RecordDependents> {
    await this.vehicles.assertOwned(userId, vehicleId);
    const visitIds = await this.visits.idsOfVehicle(userId, vehicleId);
    const [counted, lemon_law_attempts, correspondence] = await Promise.all([
      this.ofVisits(userId, visitIds),
      this.lemonLaw.attemptsOf(userId, vehicleId, visitIds),
      this.correspondence.countForVehicle(userId, vehicleId),
    ]);
    return { ...counted, lemon_law_attempts, correspondence };
  }

  async ofVisit(userId: number, visitId: number): Promise<RecordDependents> {
    const { vehicle_id } = await this.visits.get(userId, visitId);
    const [counted, lemon_law_attempts] = await Promise.all([this.ofVisits(userId, [visitId]), this.lemonLaw.attemptsOf(userId, vehicle_id, [visitId])]);
    return { ...counted, visits: 0, lemon_law_attempts };
  }

  async ofClaim(userId: number, claimId: number): Promise<RecordDependents> {
    return { ...NONE, mails: await this.claimDetails.mailCount(userId, claimId) };
  }

  private async ofVisits(userId: number, visitIds: number[]): Promise<RecordDependents> {
    const [claim_ids, documents, mails] = await Promise.all([
      this.claims.idsForVisits(userId, visitIds),
      this.documents.countForVisits(userId, visitIds),
      this.claimDetails.mailCountForVisits(userId, visitIds),
    ]);
    return { ...NONE, visits: visitIds.length, claims: claim_ids.length, claim_ids, documents, mails };
  }
}
