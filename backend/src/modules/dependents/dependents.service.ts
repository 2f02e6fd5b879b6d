import { Injectable } from '@nestjs/common';
import type { RecordDependents } from '@dct/contracts';
import { ClaimDetailsService } from '../claims/claim-details.service';
import { ClaimsService } from '../claims/claims.service';
import { DocumentsService } from '../documents/documents.service';
import { VehiclesService } from '../vehicles/vehicles.service';
import { VisitsService } from '../visits/visits.service';

const NONE: RecordDependents = { visits: 0, claims: 0, documents: 0, mails: 0 };

/**
 * What deleting a vehicle, a visit or a claim takes along, counted through each module's service
 * (the pages ask before deleting a record with history). Each answers the record's 404 unless it
 * is the owner's.
 */
@Injectable()
export class DependentsService {
  constructor(
    private readonly vehicles: VehiclesService,
    private readonly visits: VisitsService,
    private readonly claims: ClaimsService,
    private readonly claimDetails: ClaimDetailsService,
    private readonly documents: DocumentsService,
  ) {}

  async ofVehicle(userId: number, vehicleId: number): Promise<RecordDependents> {
    await this.vehicles.assertOwned(userId, vehicleId);
    return this.ofVisits(userId, await this.visits.idsOfVehicle(userId, vehicleId));
  }

  async ofVisit(userId: number, visitId: number): Promise<RecordDependents> {
    await this.visits.assertOwned(userId, visitId);
    const { claims, documents } = await this.ofVisits(userId, [visitId]);
    return { ...NONE, claims, documents };
  }

  async ofClaim(userId: number, claimId: number): Promise<RecordDependents> {
    return { ...NONE, mails: await this.claimDetails.mailCount(userId, claimId) };
  }

  private async ofVisits(userId: number, visitIds: number[]): Promise<RecordDependents> {
    const [claims, documents] = await Promise.all([this.claims.countForVisits(userId, visitIds), this.documents.countForVisits(userId, visitIds)]);
    return { ...NONE, visits: visitIds.length, claims, documents };
  }
}
