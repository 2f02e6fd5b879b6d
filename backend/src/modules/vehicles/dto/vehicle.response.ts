import { IntersectionType } from '@nestjs/swagger';
import type { Vehicle } from '@dct/contracts';
import { withIsoTimestamps, type StoredRow } from '../../../common/owned-records';
import { RecordFieldsDoc } from '../../../common/record-fields.doc';
import { CreateVehicleDto } from './create-vehicle.dto';

/** OpenAPI's picture of a vehicle: its fields plus id and timestamps. */
export class VehicleResponse extends IntersectionType(CreateVehicleDto, RecordFieldsDoc) {}

/** The one mapper from a stored vehicle row to the API's `Vehicle`. */
export const toVehicleResponse = (row: StoredRow<Vehicle>): Vehicle => withIsoTimestamps(row);
