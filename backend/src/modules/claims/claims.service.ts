import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import {
  ClaimMessages,
  MIN_ASK_AMOUNT,
  dailyValue,
  defaultValuationMethod,
  downtimeValue,
  type Claim,
  type CreateClaimInput,
  type UpdateClaimInput,
} from '@dct/contracts';
import { ConflictError, InvalidFieldsError, NotFoundError } from '../../common/domain-errors';
import { DocumentsService } from '../documents/documents.service';
import { OwnedRecords } from '../../common/owned-records';
import { vehicleLabelSql } from '../vehicles/vehicles.service';
import { VisitsService, visitDaysSql } from '../visits/visits.service';
import { ClaimEntity } from './claim.entity';
import { planClaimUpdate } from './claim-lifecycle';
import { toClaimResponse, type ClaimRow } from './dto/claim.response';

export const claimNotFound = () => new NotFoundError(ClaimMessages.notFound);

/** A claim waiting on the dealer or on the owner's answer to an offer: what the alert scan looks at. */
export interface ClaimFollowUp {
  id: number;
  /** The account it is listed for: a claim of a household of two comes once for each member. */
  user_id: number;
  status: 'Sent' | 'Response';
  response_due: string | null;
  /** The day it was sent, in the server's time zone. */
  sent_day: string | null;
  offered_amount: number | null;
  vehicle_label: string;
  dealer_name: string;
}

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
    .addSelect(vehicleLabelSql('vehicle'), 'vehicle_label')
    .addSelect('dealer.name', 'dealer_name')
    .addSelect('coalesce(claims.contact_email, dealer.email)', 'recipient')
    .addSelect(visitDaysSql('visit'), 'days')
    .addSelect(
      `(SELECT count(*)::int FROM documents doc WHERE doc.visit_id = claims.visit_id AND (claims.document_ids IS NULL OR doc.id = ANY(claims.document_ids)))`,
      'document_count',
    )
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
    @InjectRepository(ClaimEntity) private readonly repository: Repository<ClaimEntity>,
    private readonly visits: VisitsService,
    private readonly documents: DocumentsService,
  ) {
    // Newest first, as the claims page and the dashboard list them.
    this.records = new OwnedRecords(repository, toClaimResponse, claimNotFound, { orderBy: { id: 'DESC' }, view: claimView, authors: true });
  }

  list(userId: number): Promise<Claim[]> {
    return this.records.list(userId);
  }

  /**
   * Of these accounts' households, the claims sent and not yet answered, and the answered ones whose dealer
   * offered an amount with a deadline (the reply's deadline is the claim's `response_due`).
   */
  async followUps(userIds: readonly number[]): Promise<ClaimFollowUp[]> {
    if (userIds.length === 0) return [];
    return this.repository.query<ClaimFollowUp[]>(
      `SELECT claims.id, member.user_id, claims.status, claims.response_due, to_char(claims.sent_at, 'YYYY-MM-DD') AS sent_day, claims.offered_amount,
              ${vehicleLabelSql('vehicle')} AS vehicle_label, dealer.name AS dealer_name
       FROM claims
       JOIN visits visit ON visit.id = claims.visit_id
       JOIN vehicles vehicle ON vehicle.id = visit.vehicle_id
       JOIN dealers dealer ON dealer.id = visit.dealer_id
       JOIN household_members member ON member.household_id = claims.household_id
       WHERE member.user_id = ANY($1)
         AND (claims.status = 'Sent' OR (claims.status = 'Response' AND claims.offered_amount IS NOT NULL AND claims.response_due IS NOT NULL))
       ORDER BY claims.id, member.user_id`,
      [[...userIds]],
    );
  }

  /** How many the owner has (the account page). */
  countForOwner(userId: number): Promise<number> {
    return this.records.count(userId);
  }

  /** How many claims these visits of the owner's have (what deleting them takes along). */
  countForVisits(userId: number, visitIds: readonly number[]): Promise<number> {
    return this.records.countWhereIn(userId, 'visit_id', visitIds);
  }

  /** The ids of the claims on these visits, oldest first (what deleting the visits takes along). */
  async idsForVisits(userId: number, visitIds: readonly number[]): Promise<number[]> {
    if (visitIds.length === 0) return [];
    const rows = await this.repository.manager.query<Array<{ id: number }>>(
      'SELECT id FROM claims WHERE household_id = $1 AND visit_id = ANY($2) ORDER BY id',
      [userId, [...visitIds]],
    );
    return rows.map((row) => row.id);
  }

  get(userId: number, id: number): Promise<Claim> {
    return this.records.get(userId, id);
  }

  /**
   * A draft on one of the owner's visits; valued by the monthly payment when the vehicle has one.
   * Without an amount it asks for what the downtime is worth (days × daily value), and refuses
   * when that is nothing yet.
   */
  async create(userId: number, input: CreateClaimInput): Promise<Claim> {
    const visit = await this.visits.get(userId, input.visit_id);
    const valuation_method = input.valuation_method ?? defaultValuationMethod(visit.vehicle);
    const ask_amount = input.ask_amount ?? downtimeValue(visit.days, dailyValue(visit.vehicle, valuation_method));
    if (ask_amount < MIN_ASK_AMOUNT) throw new InvalidFieldsError({ ask_amount: [ClaimMessages.askAmountRequired] });
    return this.records.insert(userId, {
      visit_id: input.visit_id,
      ask_amount,
      contact_email: input.contact_email ?? null,
      valuation_method,
      document_ids: await this.chosenDocuments(userId, input.visit_id, input.document_ids),
    });
  }

  /**
   * Applies a PATCH planned against the claim as read; the write only lands while the status is
   * still the one planned against, so two owners' tabs cannot both move the same claim.
   */
  async update(userId: number, id: number, input: UpdateClaimInput): Promise<Claim> {
    const current = await this.records.get(userId, id);
    const changes = planClaimUpdate(current, input);
    if (input.document_ids !== undefined) changes.document_ids = await this.chosenDocuments(userId, current.visit_id, input.document_ids);
    const moved = await this.records.updateWhere(userId, id, changes, { status: current.status });
    if (!moved) throw new ConflictError('The claim was changed meanwhile. Please reload it and try again.');
    return this.records.get(userId, id);
  }

  /** The documents chosen to go with a claim, each once, all of them the visit's own (null: all). */
  private async chosenDocuments(userId: number, visitId: number, ids: number[] | null | undefined): Promise<number[] | null> {
    if (ids === undefined || ids === null) return null;
    const unique = [...new Set(ids)];
    const own = new Set((await this.documents.list(userId, visitId)).map((document) => document.id));
    if (unique.some((id) => !own.has(id))) throw new InvalidFieldsError({ document_ids: [ClaimMessages.documentsInvalid] });
    return unique;
  }

  /** Its mails go with it (the outbox rows cascade); a mail already on its way is not recalled. */
}
