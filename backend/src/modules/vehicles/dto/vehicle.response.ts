import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { VEHICLE_CONDITIONS, type Vehicle, type VehicleCondition } from '@dct/contracts';
import { withIsoTimestamps, type StoredRow } from '../../../common/owned-records';
import { RecordFieldsDoc } from '../../../common/record-fields.doc';
import { CreateVehicleDto } from './create-vehicle.dto';

class VehicleDowntimeDoc {
  @ApiProperty({ description: 'Days out of service over all its visits, overlapping visits counted once' }) downtime_days: number;
  @ApiProperty() visit_count: number;
  @ApiProperty({ enum: VEHICLE_CONDITIONS, nullable: false, description: "'new' unless recorded otherwise" }) condition: VehicleCondition;
}

/** OpenAPI's picture of a vehicle: its fields, its downtime, id and timestamps. */
export class VehicleResponse extends IntersectionType(CreateVehicleDto, VehicleDowntimeDoc, RecordFieldsDoc) {}

/** The one mapper from a stored vehicle row to the API's `Vehicle`. */
export const toVehicleResponse = (row: StoredRow<Vehicle>): Vehicle => withIsoTimestamps(row);
