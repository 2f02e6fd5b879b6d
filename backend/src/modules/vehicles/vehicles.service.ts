import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { VehicleMessages, type CreateVehicleInput, type UpdateVehicleInput, type Vehicle } from '@dct/contracts';
import { type ConstraintMeaning, withConstraintErrors } from '../../common/constraint-errors';
import { ConflictError, NotFoundError } from '../../common/domain-errors';
import { OwnedRecords, type StoredRow } from '../../common/owned-records';
import { DealersService } from '../dealerships/dealers.service';
import { toVehicleResponse } from './dto/vehicle.response';
import { VehicleEntity } from './vehicle.entity';

/**
 * Each vehicle's visits, counted, and its days out of service: the union of its visits' stretches
 * (overlapping visits counted once; open ones run to today; cancelled ones count none). The same
 * rule as `visitDays` in contracts, over many visits; a test runs both on the same visits.
 */
export function withDowntime(query: SelectQueryBuilder<VehicleEntity>): SelectQueryBuilder<VehicleEntity> {
  const alias = query.alias;
  return query.addSelect(`(SELECT count(*) FROM visits v WHERE v.vehicle_id = ${alias}.id)::int`, 'visit_count').addSelect(
    `(SELECT coalesce(sum(upper(r) - lower(r)), 0) FROM unnest((
         SELECT range_agg(daterange(v.date_in, greatest(v.date_in, least(coalesce(v.date_out, CAST(:today AS date)), CAST(:today AS date)))))
         FROM visits v WHERE v.vehicle_id = ${alias}.id AND v.status <> 'cancelled')) AS r)::int`,
    'downtime_days',
  );
}

/** A vehicle's label in SQL, for the lists that show it: the rule of `vehicleLabel` in contracts. */
export const vehicleLabelSql = (alias: string) => `${alias}.year || ' ' || ${alias}.make || ' ' || ${alias}.model`;

/** The unique index of migration 1764311000000: one vehicle per VIN per owner, even when two adds race. */
const CONSTRAINTS: Record<string, ConstraintMeaning> = {
  vehicles_user_vin_key: () => new ConflictError(VehicleMessages.vinTaken, { vin: [VehicleMessages.vinTaken] }),
};

/** Clearing the condition makes the vehicle new again, the column's default; absent leaves it alone. */
function storedFields(input: CreateVehicleInput | UpdateVehicleInput): Partial<VehicleEntity> {
  const { condition, ...rest } = input;
  return { ...rest, condition: condition === null ? 'new' : condition };
}

@Injectable()
export class VehiclesService {
  private readonly records: OwnedRecords<VehicleEntity, StoredRow<Vehicle>, Vehicle>;

  constructor(
    @InjectRepository(VehicleEntity) repository: Repository<VehicleEntity>,
    private readonly dealers: DealersService,
  ) {
    // Newest first, so a vehicle just added is the first card the owner sees.
    this.records = new OwnedRecords(repository, toVehicleResponse, () => new NotFoundError(VehicleMessages.notFound), {
      orderBy: { id: 'DESC' },
      view: withDowntime,
      authors: true,
    });
  }

  list(userId: number): Promise<Vehicle[]> {
    return this.records.list(userId);
  }

  /** The vehicles of many accounts' households, each with the account: the alert scan's read, in batches of accounts. */
  listForMembers(userIds: readonly number[]): Promise<Array<{ userId: number; record: Vehicle }>> {
    return this.records.listForMembers(userIds);
  }

  /** How many the owner has (the account page). */
  countForOwner(userId: number): Promise<number> {
    return this.records.count(userId);
  }

  get(userId: number, id: number): Promise<Vehicle> {
    return this.records.get(userId, id);
  }

  async create(userId: number, input: CreateVehicleInput): Promise<Vehicle> {
    if (input.preferred_dealer_id) await this.dealers.assertVisible(userId, input.preferred_dealer_id);
    return withConstraintErrors(() => this.records.insert(userId, storedFields(input)), CONSTRAINTS);
  }

  async update(userId: number, id: number, input: UpdateVehicleInput): Promise<Vehicle> {
    if (input.preferred_dealer_id) {
      // The vehicle's own 404 comes first, so another owner's vehicle says nothing about dealers.
      await this.records.assertOwned(userId, id);
      await this.dealers.assertVisible(userId, input.preferred_dealer_id);
    }
    return withConstraintErrors(() => this.records.update(userId, id, storedFields(input)), CONSTRAINTS);
  }

  /** For modules that link to a vehicle (a visit): 404 'Vehicle not found' unless it is the owner's. */
  assertOwned(userId: number, id: number): Promise<void> {
    return this.records.assertOwned(userId, id);
  }
}
