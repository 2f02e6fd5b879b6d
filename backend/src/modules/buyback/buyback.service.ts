import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { BuybackCostsInput, BuybackEstimate, UsStateCode } from '@dct/contracts';
import { buybackEstimate } from '@dct/contracts/lemon-law';
import { LemonLawService } from '../lemon-law/lemon-law.service';
import { VehiclesService } from '../vehicles/vehicles.service';
import { VehicleBuybackCostsEntity } from './buyback-costs.entity';

/**
 * The lemon-law buyback estimate of an owner's vehicle: the computation is `buybackEstimate` in
 * contracts; this reads the vehicle, its visits and the stored costs, and replaces the costs.
 */
@Injectable()
export class BuybackService {
  constructor(
    @InjectRepository(VehicleBuybackCostsEntity) private readonly costs: Repository<VehicleBuybackCostsEntity>,
    private readonly vehicles: VehiclesService,
    private readonly lemonLaw: LemonLawService,
  ) {}

  /** 404 'Vehicle not found' unless it is the owner's. */
  /** The estimate under the registration state's rule, or under `state`'s (a state attorney general's packet names its state). */
  async estimate(userId: number, vehicleId: number, state?: UsStateCode | null): Promise<BuybackEstimate> {
    const { vehicle, visits } = await this.lemonLaw.record(userId, vehicleId);
    const stored = await this.costs.findOneBy({ vehicle_id: vehicleId });
    return buybackEstimate({
      state: state ?? vehicle.registration_state,
      purchase_price: vehicle.purchase_price,
      delivery_mileage: vehicle.delivery_mileage,
      visits,
      costs: (stored?.lines ?? []).map((line) => ({ ...line, amount: Number(line.amount) })),
      current_mileage: stored?.current_mileage ?? null,
      current_mileage_date: stored?.current_mileage_date ?? null,
    });
  }

  /** Replaces the vehicle's cost lines and current mileage in one statement, then answers the new estimate. */
  async replace(userId: number, vehicleId: number, input: BuybackCostsInput): Promise<BuybackEstimate> {
    await this.vehicles.assertOwned(userId, vehicleId);
    await this.costs.manager.transaction(async (manager) => {
      await manager.getRepository(VehicleBuybackCostsEntity).upsert(
        {
          vehicle_id: vehicleId,
          lines: input.lines.map(({ kind, label, amount }) => ({ kind, label, amount })),
          current_mileage: input.current_mileage ?? null,
          current_mileage_date: input.current_mileage_date ?? null,
        },
        ['vehicle_id'],
      );
    });
    return this.estimate(userId, vehicleId);
  }
}
