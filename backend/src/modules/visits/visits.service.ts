import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import {
  DealerMessages,
  VehicleMessages,
  VisitMessages,
  statusFromDates,
  type CreateVisitInput,
  type UpdateVisitInput,
  type Visit,
  type VisitChange,
  type VisitDetail,
} from '@dct/contracts';
import { type ConstraintMeaning, withConstraintErrors } from '../../common/constraint-errors';
import { InvalidFieldsError, NotFoundError } from '../../common/domain-errors';
import { OwnedRecords } from '../../common/owned-records';
import { DealersService } from '../dealerships/dealers.service';
import { VehiclesService, vehicleLabelSql } from '../vehicles/vehicles.service';
import { toVisitResponse, type VisitRow } from './dto/visit.response';
import { VisitChangeEntity } from './visit-change.entity';
import { VisitEntity } from './visit.entity';

/**
 * Days out of service in SQL, for lists and totals: the rule of `visitDays` in contracts (a test
 * runs both on the same visits). `:today` is the server's calendar day, passed in, so the
 * database's time zone never shifts it. A date out still ahead counts up to today.
 */
export const visitDaysSql = (alias: string) =>
  `CASE WHEN ${alias}.status = 'cancelled' THEN 0 ELSE greatest(0, least(coalesce(${alias}.date_out, CAST(:today AS date)), CAST(:today AS date)) - ${alias}.date_in) END`;

/** A visit's card needs its vehicle's label, its dealer's name and its days, all in one query. */
function visitView(query: SelectQueryBuilder<VisitEntity>): SelectQueryBuilder<VisitEntity> {
  return query
    .innerJoin('vehicles', 'vehicle', 'vehicle.id = visits.vehicle_id')
    .innerJoin('dealers', 'dealer', 'dealer.id = visits.dealer_id')
    .addSelect(vehicleLabelSql('vehicle'), 'vehicle_label')
    .addSelect('dealer.name', 'dealer_name')
    .addSelect(visitDaysSql('visits'), 'days');
}

/** The table's constraints, in the words of the form. */
const CONSTRAINTS: Record<string, ConstraintMeaning> = {
  visits_date_order: { field: 'date_out', message: VisitMessages.dateOutBeforeDateIn },
  visits_completed_has_date_out: { field: 'date_out', message: VisitMessages.dateOutRequiredWhenCompleted },
  visits_mileage: { field: 'mileage_out', message: VisitMessages.mileageOrder },
  visits_vehicle_id_fkey: () => new NotFoundError(VehicleMessages.notFound),
  visits_dealer_id_fkey: () => new NotFoundError(DealerMessages.notFound),
};

/** One stored value for each pair of spellings (sending both, they must agree); a cleared flag takes its default. */
function storedFields(input: CreateVisitInput | UpdateVisitInput): Partial<VisitEntity> {
  const { loaner_provided, loaner_flag, notes, issue_notes, warranty_repair, safety_defect, ...rest } = input;
  const pick = <T>(a: T | undefined, b: T | undefined, names: [string, string]) => {
    if (a !== undefined && b !== undefined && a !== b) throw new InvalidFieldsError({ [names[0]]: [VisitMessages.spellingsDisagree(...names)] });
    return a !== undefined ? a : b;
  };
  const loaner = pick(loaner_provided, loaner_flag, ['loaner_provided', 'loaner_flag']);
  return {
    ...rest,
    // Clearing "loaner provided" means no loaner.
    loaner_flag: loaner === null ? false : loaner,
    issue_notes: pick(notes, issue_notes, ['notes', 'issue_notes']),
    // Cleared flags go back to the columns' defaults.
    warranty_repair: warranty_repair === null ? true : warranty_repair,
    safety_defect: safety_defect === null ? false : safety_defect,
  };
}

/** The most changes a visit's history shows (its newest): far more than a visit is ever edited. */
const VISIT_HISTORY_MAX = 500;

@Injectable()
export class VisitsService {
  private readonly records: OwnedRecords<VisitEntity, VisitRow, Visit>;
  private readonly ofVehicle: (userId: number, vehicleId: number) => Promise<Visit[]>;

  constructor(
    @InjectRepository(VisitEntity) repository: Repository<VisitEntity>,
    @InjectRepository(VisitChangeEntity) private readonly changes: Repository<VisitChangeEntity>,
    private readonly vehicles: VehiclesService,
    private readonly dealers: DealersService,
  ) {
    // Newest date in first; the newest record breaks a tie.
    this.records = new OwnedRecords(repository, toVisitResponse, () => new NotFoundError(VisitMessages.notFound), {
      orderBy: { date_in: 'DESC', id: 'DESC' },
      view: visitView,
      authors: true,
    });
    this.ofVehicle = this.records.listWhere('vehicle_id');
  }

  /** The owner's visits, or one vehicle's (an unknown or foreign vehicle simply has none). */
  list(userId: number, vehicleId?: number): Promise<Visit[]> {
    return vehicleId === undefined ? this.records.list(userId) : this.ofVehicle(userId, vehicleId);
  }

  /** The visits of many accounts' households, newest first, each with the account: the alert scan's read, in batches of accounts. */
  listForMembers(userIds: readonly number[], today?: string): Promise<Array<{ userId: number; record: Visit }>> {
    return this.records.listForMembers(userIds, today);
  }

  /** How many the owner has (the account page). */
  countForOwner(userId: number): Promise<number> {
    return this.records.count(userId);
  }

  /** The ids of one of the owner's vehicles' visits (what deleting the vehicle takes along). */
  idsOfVehicle(userId: number, vehicleId: number): Promise<number[]> {
    return this.records.idsWhere(userId, 'vehicle_id', vehicleId);
  }

  async get(userId: number, id: number): Promise<VisitDetail> {
    const visit = await this.records.get(userId, id);
    const [vehicle, dealer] = await Promise.all([this.vehicles.get(userId, visit.vehicle_id), this.dealers.get(userId, visit.dealer_id)]);
    return { ...visit, vehicle, dealer };
  }

  /** The status follows the dates (statusFromDates): a date out that has passed makes it completed. */
  async create(userId: number, input: CreateVisitInput): Promise<Visit> {
    await this.assertLinksVisible(userId, input);
    const status = statusFromDates(input.status, input.date_out, false);
    return withConstraintErrors(() => this.records.insert(userId, { ...storedFields(input), status }), CONSTRAINTS);
  }

  /**
   * A PATCH is applied to the visit as stored, its status following the dates: setting a date out
   * that has passed completes it, clearing the date out of a completed visit reopens it.
   */
  async update(userId: number, id: number, input: UpdateVisitInput): Promise<Visit> {
    const current = await this.records.get(userId, id);
    await this.assertLinksVisible(userId, input);
    const dateOut = input.date_out === undefined ? current.date_out : input.date_out;
    const requested = input.status ?? current.status;
    // A status the owner sets explicitly to completed without a date out is refused by the table's rule, as before.
    const status = input.status === 'completed' && !dateOut ? requested : statusFromDates(requested, dateOut, input.date_out === null);
    const fields = storedFields(input);
    return withConstraintErrors(
      () => this.records.update(userId, id, status === current.status && input.status === undefined ? fields : { ...fields, status }),
      CONSTRAINTS,
    );
  }

  /**
   * The changes to the visit's dates, mileage and RO number, newest first, each with who made it
   * (written by the visits table's trigger); 404 unless the visit is the owner's.
   */
  async history(userId: number, id: number): Promise<VisitChange[]> {
    await this.records.assertOwned(userId, id);
    const rows = await this.changes
      .createQueryBuilder('change')
      .leftJoin('users', 'account', 'account.id = change.changed_by')
      .select(['change.field AS field', 'change.old_value AS old_value', 'change.new_value AS new_value', 'change.changed_at AS changed_at'])
      .addSelect(`COALESCE(account.name, '')`, 'changed_by')
      .where('change.visit_id = :id AND change.household_id = :userId', { id, userId })
      .orderBy('change.id', 'DESC')
      .limit(VISIT_HISTORY_MAX)
      .getRawMany<Omit<VisitChange, 'changed_at'> & { changed_at: Date }>();
    return rows.map((row) => ({ ...row, changed_at: row.changed_at.toISOString() }));
  }

  /** For modules that link to a visit (a claim, a document): 404 'Visit not found' unless it is the owner's. */
  assertOwned(userId: number, id: number): Promise<void> {
    return this.records.assertOwned(userId, id);
  }

  /** A visit may only name the owner's vehicles and the dealers they can see. */
  private async assertLinksVisible(userId: number, input: { vehicle_id?: number; dealer_id?: number }): Promise<void> {
    if (input.vehicle_id !== undefined) await this.vehicles.assertOwned(userId, input.vehicle_id);
    if (input.dealer_id !== undefined) await this.dealers.assertVisible(userId, input.dealer_id);
  }
}
