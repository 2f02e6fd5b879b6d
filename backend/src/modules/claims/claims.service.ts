import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { ClaimMessages, defaultValuationMethod, type Claim } from '@dct/contracts';
import { ConflictError, NotFoundError } from '../../common/domain-errors';
import { OwnedRecords } from '../../common/owned-records';
import { VisitsService } from '../visits/visits.service';
import { ClaimEntity } from './claim.entity';
import { planClaimUpdate } from './claim-lifecycle';
import { toClaimResponse, type ClaimRow } from './dto/claim.response';
import type { CreateClaimDto, UpdateClaimDto } from './dto/create-claim.dto';

export const claimNotFound = () => new NotFoundError(ClaimMessages.notFound);

/** A claim's card needs its visit's issue and dates, the vehicle and dealer, whether it is overdue, and its latest mail. */
function claimView(query: SelectQueryBuilder<ClaimEntity>): SelectQueryBuilder<ClaimEntity> {
  return query
    .innerJoin('visits', 'visit', 'visit.id = claims.visit_id')
    .innerJoin('vehicles', 'vehicle', 'vehicle.id = visit.vehicle_id')
    .innerJoin('dealers', 'dealer', 'dealer.id = visit.dealer_id')
    .addSelect('visit.vehicle_id', 'vehicle_id')
    .addSelect('visit.primary_issue', 'primary_issue')
    .addSelect('visit.date_in', 'date_in')
    .addSelect('visit.date_out', 'date_out')
    .addSelect(`vehicle.year || ' ' || vehicle.make || ' ' || vehicle.model`, 'vehicle_label')
    .addSelect('dealer.name', 'dealer_name')
    .addSelect(`(claims.status = 'Sent' AND claims.response_due < CAST(:today AS date))`, 'overdue')
    .addSelect(
      `(SELECT json_build_object('state', d.state, 'attempts', d.attempts, 'last_error', d.last_error)
        FROM claim_dispatches d WHERE d.claim_id = claims.id ORDER BY d.id DESC LIMIT 1)`,
      'delivery',
    );
}

@Injectable()
export class ClaimsService {
  private readonly records: OwnedRecords<ClaimEntity, ClaimRow, Claim>;

  constructor(
    @InjectRepository(ClaimEntity) repository: Repository<ClaimEntity>,
    private readonly visits: VisitsService,
  ) {
    // Newest first, as the claims page and the dashboard list them.
    this.records = new OwnedRecords(repository, toClaimResponse, claimNotFound, { orderBy: { id: 'DESC' }, view: claimView });
  }

  list(userId: number): Promise<Claim[]> {
    return this.records.list(userId);
  }

  get(userId: number, id: number): Promise<Claim> {
    return this.records.get(userId, id);
  }

  /** A draft on one of the owner's visits; valued by the monthly payment when the vehicle has one. */
  async create(userId: number, input: CreateClaimDto): Promise<Claim> {
    const visit = await this.visits.get(userId, input.visit_id);
    return this.records.insert(userId, {
      visit_id: input.visit_id,
      ask_amount: input.ask_amount,
      contact_email: input.contact_email ?? null,
      valuation_method: input.valuation_method ?? defaultValuationMethod(visit.vehicle),
    });
  }

  /**
   * Applies a PATCH planned against the claim as read; the write only lands while the status is
   * still the one planned against, so two owners' tabs cannot both move the same claim.
   */
  async update(userId: number, id: number, input: UpdateClaimDto): Promise<Claim> {
    const current = await this.records.get(userId, id);
    const changes = planClaimUpdate(current, input);
    const moved = await this.records.updateWhere(userId, id, changes, { status: current.status });
    if (!moved) throw new ConflictError('The claim was changed meanwhile. Please reload it and try again.');
    return this.records.get(userId, id);
  }

  /** Its mails go with it (the outbox rows cascade); a mail already on its way is not recalled. */
  remove(userId: number, id: number): Promise<void> {
    return this.records.delete(userId, id);
  }
}
