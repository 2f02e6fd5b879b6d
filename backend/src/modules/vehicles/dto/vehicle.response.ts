import { ApiProperty } from '@nestjs/swagger';
import { PURCHASE_TYPES, VEHICLE_SEGMENTS, type PurchaseType, type Vehicle, type VehicleSegment } from '@dct/contracts';
import { moneyTransformer } from '../../../common/column-transformers';
import type { VehicleEntity } from '../vehicle.entity';

export class VehicleResponse implements Vehicle {
  @ApiProperty() id: number;
  @ApiProperty() year: number;
  @ApiProperty() make: string;
  @ApiProperty() model: string;
  @ApiProperty({ type: String, nullable: true }) trim: string | null;
  @ApiProperty({ minLength: 17, maxLength: 17 }) vin: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) purchase_date: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Dollars' }) monthly_payment: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Dollars' }) msrp: number | null;
  @ApiProperty({ type: String, nullable: true }) license_plate: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Dollars' }) purchase_price: number | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ enum: PURCHASE_TYPES, nullable: true }) purchase_type: PurchaseType | null;
  @ApiProperty({ enum: VEHICLE_SEGMENTS, nullable: true }) segment: VehicleSegment | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export function toVehicleResponse(vehicle: VehicleEntity): Vehicle {
  return {
    id: vehicle.id,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    vin: vehicle.vin,
    purchase_date: vehicle.purchaseDate,
    monthly_payment: vehicle.monthlyPayment,
    msrp: vehicle.msrp,
    license_plate: vehicle.licensePlate,
    purchase_price: vehicle.purchasePrice,
    notes: vehicle.notes,
    purchase_type: vehicle.purchaseType,
    segment: vehicle.segment,
    created_at: vehicle.createdAt.toISOString(),
    updated_at: vehicle.updatedAt.toISOString(),
  };
}

/** The columns of a vehicle as the response names them (purchase_date as text: a calendar day). */
export const VEHICLE_COLUMNS = `id, year, make, model, trim, vin, purchase_date::text AS purchase_date, monthly_payment, msrp,
  license_plate, purchase_price, notes, purchase_type, segment, created_at, updated_at`;

/** A row selected with VEHICLE_COLUMNS: pg returns numeric as text and timestamptz as Date. */
export interface VehicleRow extends Omit<Vehicle, 'monthly_payment' | 'msrp' | 'purchase_price' | 'created_at' | 'updated_at'> {
  monthly_payment: string | null;
  msrp: string | null;
  purchase_price: string | null;
  created_at: Date;
  updated_at: Date;
}

export function vehicleRowToResponse(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    vin: row.vin,
    purchase_date: row.purchase_date,
    monthly_payment: moneyTransformer.from(row.monthly_payment),
    msrp: moneyTransformer.from(row.msrp),
    license_plate: row.license_plate,
    purchase_price: moneyTransformer.from(row.purchase_price),
    notes: row.notes,
    purchase_type: row.purchase_type,
    segment: row.segment,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
