import { Injectable } from '@nestjs/common';
import {
  lemonWatchSummary,
  todayIso,
  type LemonWatch,
  type LemonWatchOutcome,
  type LemonWatchSummary,
  type Vehicle,
  type VehicleListItem,
  type Visit,
} from '@dct/contracts';
import { lemonWatch } from '@dct/contracts/lemon-law';
import { InvalidFieldsError } from '../../common/domain-errors';
import { VehiclesService } from '../vehicles/vehicles.service';
import { VisitsService } from '../visits/visits.service';

/** A vehicle with its visits, oldest first, and what its state's lemon law makes of them. */
export interface LemonLawRecord {
  vehicle: Vehicle;
  visits: Visit[];
  outcome: LemonWatchOutcome;
}

/** A watched vehicle of one of many owners, with its watch in brief: what the alert scan looks at. */
export interface OwnerLemonWatch {
  userId: number;
  vehicle: Vehicle;
  summary: LemonWatchSummary;
}

/** A watched vehicle of one of many owners, with its whole watch. */
export interface OwnerWatch {
  userId: number;
  vehicle: Vehicle;
  watch: LemonWatch;
}

/**
 * The owner's vehicle against its registration state's lemon-law presumption: the computation is
 * `lemonWatch` in contracts, so the page can show the same numbers from the same data.
 */
@Injectable()
export class LemonLawService {
  constructor(
    private readonly vehicles: VehiclesService,
    private readonly visits: VisitsService,
  ) {}

  /** 404 'Vehicle not found' unless it is the owner's; 400 until its state and delivery date are set. */
  async watch(userId: number, vehicleId: number): Promise<LemonWatch> {
    const { outcome } = await this.record(userId, vehicleId);
    if (!outcome.ok) throw new InvalidFieldsError({ [outcome.blocker.field]: [outcome.blocker.message] });
    return outcome.watch;
  }

  /**
   * The owner's vehicles each with its watch in brief (null until its state and delivery date are
   * set): one query for all their visits, and none when no vehicle can be watched. The vehicles are
   * the list's own objects, made for this answer, so the field is set on them (a list of a thousand
   * is not copied again).
   */
  async withWatches(userId: number, vehicles: Vehicle[]): Promise<VehicleListItem[]> {
    const items = vehicles as Array<Vehicle & Partial<VehicleListItem>>;
    const watched = items.filter((vehicle) => vehicle.registration_state && (vehicle.delivery_date ?? vehicle.purchase_date));
    for (const item of items) item.lemon_watch = null;
    if (watched.length === 0) return items as VehicleListItem[];
    // Newest first from the list; the watch reads them oldest first.
    const visitsOf = new Map<number, Visit[]>();
    for (const visit of [...(await this.visits.list(userId))].reverse()) {
      const ofVehicle = visitsOf.get(visit.vehicle_id);
      if (ofVehicle) ofVehicle.push(visit);
      else visitsOf.set(visit.vehicle_id, [visit]);
    }
    const today = todayIso();
    for (const vehicle of watched) {
      const outcome = lemonWatch(vehicle, visitsOf.get(vehicle.id) ?? [], today);
      vehicle.lemon_watch = outcome.ok ? lemonWatchSummary(outcome.watch, today) : null;
    }
    return items as VehicleListItem[];
  }

  /**
   * The watches of many owners' vehicles at once, as of `today` (two queries for the whole batch:
   * their vehicles and their visits). Vehicles that cannot be watched yet are left out.
   */
  async summariesFor(userIds: readonly number[], today: string = todayIso()): Promise<OwnerLemonWatch[]> {
    return (await this.watchesFor(userIds, today)).map(({ userId, vehicle, watch }) => ({ userId, vehicle, summary: lemonWatchSummary(watch, today) }));
  }

  /** The same, each watch whole (its period's end and statute: what the correspondence deadlines start from). */
  async watchesFor(userIds: readonly number[], today: string = todayIso()): Promise<OwnerWatch[]> {
    const watched = (await this.vehicles.listForMembers(userIds)).filter(
      ({ record }) => record.registration_state && (record.delivery_date ?? record.purchase_date),
    );
    if (watched.length === 0) return [];
    const owners = [...new Set(watched.map(({ userId }) => userId))];
    const visitsOf = new Map<number, Visit[]>();
    const seen = new Set<number>();
    for (const { record: visit } of (await this.visits.listForMembers(owners, today)).reverse()) {
      // Listed once for each member of its household: kept once.
      if (seen.has(visit.id)) continue;
      seen.add(visit.id);
      const ofVehicle = visitsOf.get(visit.vehicle_id);
      if (ofVehicle) ofVehicle.push(visit);
      else visitsOf.set(visit.vehicle_id, [visit]);
    }
    const watches: OwnerWatch[] = [];
    for (const { userId, record: vehicle } of watched) {
      const outcome = lemonWatch(vehicle, visitsOf.get(vehicle.id) ?? [], today);
      if (outcome.ok) watches.push({ userId, vehicle, watch: outcome.watch });
    }
    return watches;
  }

  /**
   * The repair attempts the vehicle's watch counts now and would no longer count without these
   * visits (what deleting them takes from the watch); 0 while the vehicle cannot be watched.
   */
  async attemptsOf(userId: number, vehicleId: number, visitIds: readonly number[]): Promise<number> {
    const { vehicle, visits, outcome } = await this.record(userId, vehicleId);
    if (!outcome.ok) return 0;
    const without = lemonWatch(
      vehicle,
      visits.filter((visit) => !visitIds.includes(visit.id)),
      todayIso(),
    );
    const attempts = (watch: LemonWatch) => watch.repair_attempts.reduce((sum, group) => sum + group.count, 0);
    return attempts(outcome.watch) - (without.ok ? attempts(without.watch) : 0);
  }

  async record(userId: number, vehicleId: number): Promise<LemonLawRecord> {
    const vehicle = await this.vehicles.get(userId, vehicleId);
    const newestFirst = await this.visits.list(userId, vehicleId);
    const visits = [...newestFirst].reverse();
    return { vehicle, visits, outcome: lemonWatch(vehicle, visits, todayIso()) };
  }
}
