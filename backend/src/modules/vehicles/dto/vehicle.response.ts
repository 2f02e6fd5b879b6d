import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { VEHICLE_CONDITIONS, type Vehicle, type VehicleCondition, type VehicleListItem } from '@dct/contracts';
import { withIsoTimestamps, type StoredRow } from '../../../common/owned-records';
import { RecordFieldsDoc } from '../../../common/record-fields.doc';
import { LemonWatchSummaryResponse } from '../../lemon-law/dto/lemon-watch.response';
import { UpdateVehicleInputDoc } from './vehicle-input.doc';

class VehicleDowntimeDoc {
  @ApiProperty({ description: 'Days out of service over all its visits, overlapping visits counted once' }) downtime_days: number;
  @ApiProperty() visit_count: number;
  @ApiProperty({ enum: VEHICLE_CONDITIONS, nullable: false, description: "'new' unless recorded otherwise" }) condition: VehicleCondition;
}

/** OpenAPI's picture of a vehicle: its fields, its downtime, id and timestamps. */
// Its fields as a PATCH describes them: optional ones null when unset (every answer has all of them).
export class VehicleResponse extends IntersectionType(UpdateVehicleInputDoc, VehicleDowntimeDoc, RecordFieldsDoc) {}

/** An item of GET /api/vehicles: the vehicle and its lemon-law watch in brief. */
export class VehicleListItemResponse extends VehicleResponse implements Pick<VehicleListItem, 'lemon_watch'> {
  @ApiProperty({ type: LemonWatchSummaryResponse, nullable: true, description: 'Null until the registration state and delivery (or purchase) date are set' })
  lemon_watch: LemonWatchSummaryResponse | null;
}

/** The one mapper from a stored vehicle row to the API's `Vehicle`. */
export const toVehicleResponse = (row: StoredRow<Vehicle>): Vehicle => withIsoTimestamps(row);
