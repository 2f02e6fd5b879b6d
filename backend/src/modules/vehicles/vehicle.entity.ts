import { Column, Entity } from 'typeorm';
import { VEHICLE_TEXT_LIMITS, VIN_LENGTH, type PurchaseType, type UsStateCode, type Vehicle, type VehicleCondition, type VehicleSegment } from '@dct/contracts';
import { OwnedEntity } from '../../common/owned-entity';
import type { StoredColumns } from '../../common/owned-records';
import { optionalMoney, optionalVarchar, CreatedAt, UpdatedAt } from '../../common/columns';

/** Properties are named as the API names them (libs/contracts `Vehicle`, but for its computed downtime), so rows map 1:1. */
@Entity({ name: 'vehicles' })
export class VehicleEntity extends OwnedEntity implements StoredColumns<Omit<Vehicle, 'downtime_days' | 'visit_count'>> {
  @Column({ type: 'integer' })
  year: number;

  @Column({ type: 'varchar', length: VEHICLE_TEXT_LIMITS.make })
  make: string;

  @Column({ type: 'varchar', length: VEHICLE_TEXT_LIMITS.model })
  model: string;

  @Column(optionalVarchar(VEHICLE_TEXT_LIMITS.trim))
  trim: string | null;

  @Column(optionalVarchar(VIN_LENGTH))
  vin: string | null;

  /** A calendar day, YYYY-MM-DD. */
  @Column({ type: 'date', nullable: true })
  purchase_date: string | null;

  @Column(optionalMoney)
  monthly_payment: number | null;

  @Column(optionalMoney)
  msrp: number | null;

  @Column(optionalVarchar(VEHICLE_TEXT_LIMITS.license_plate))
  license_plate: string | null;

  @Column(optionalMoney)
  purchase_price: number | null;

  @Column(optionalVarchar(VEHICLE_TEXT_LIMITS.notes))
  notes: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  purchase_type: PurchaseType | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  segment: VehicleSegment | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  registration_state: UsStateCode | null;

  /** A calendar day, YYYY-MM-DD. */
  @Column({ type: 'date', nullable: true })
  delivery_date: string | null;

  @Column({ type: 'integer', nullable: true })
  delivery_mileage: number | null;

  /** The dealer this vehicle's new visits start with (the owner's preferred dealer when null); cleared when that dealer is deleted. */
  @Column({ type: 'integer', nullable: true })
  preferred_dealer_id: number | null;

  @Column({ type: 'varchar', length: 8, default: 'new' })
  condition: VehicleCondition;

  @CreatedAt()
  created_at: Date;

  @UpdatedAt()
  updated_at: Date;

  /**
   * Marks an older duplicate of a VIN, kept as it was and outside the one-VIN-per-owner index
   * (migration 1764311000000); never read or written by the API.
   */
  @Column({ type: 'boolean', default: false, select: false, insert: false, update: false })
  duplicate_vin?: boolean;
}
