import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAt } from '../../common/columns';
import type { BuybackCostKind } from '@dct/contracts';

/** A cost line as stored: amounts in dollars and cents. */
export interface StoredBuybackCost {
  kind: BuybackCostKind;
  label: string;
  amount: number;
}

/**
 * What the buyback estimate needs that the vehicle does not hold: the owner's collateral charges
 * and incidental costs, and the mileage now (or at the settlement or hearing), for the states
 * that count the owner's miles up to then. One row per vehicle, replaced as a whole.
 */
@Entity({ name: 'vehicle_buyback_costs' })
export class VehicleBuybackCostsEntity {
  @PrimaryColumn({ type: 'integer' })
  vehicle_id: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  lines: StoredBuybackCost[];

  @Column({ type: 'integer', nullable: true })
  current_mileage: number | null;

  @Column({ type: 'date', nullable: true })
  current_mileage_date: string | null;

  @UpdatedAt()
  updated_at: Date;
}
