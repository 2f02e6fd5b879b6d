import { ApiProperty } from '@nestjs/swagger';
import { PURCHASE_TYPES, VEHICLE_SEGMENTS, type PurchaseType, type Vehicle, type VehicleSegment } from '@dct/contracts';
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
