import type { Vehicle } from '@dct/contracts';
import { vehicleListItemSchema, vehicleSchema } from '@dct/contracts/schemas';
import { withIsoTimestamps, type StoredRow } from '../../../common/owned-records';
import { zodDocClass } from '../../../common/zod-openapi';

/** OpenAPI's picture of a vehicle, from the answer's one schema. */
export const VehicleResponse = zodDocClass('VehicleResponse', vehicleSchema);

/** An item of GET /api/vehicles: the vehicle and its lemon-law watch in brief. */
export const VehicleListItemResponse = zodDocClass('VehicleListItemResponse', vehicleListItemSchema);

/** The one mapper from a stored vehicle row to the API's `Vehicle`. */
export const toVehicleResponse = (row: StoredRow<Vehicle>): Vehicle => withIsoTimestamps(row);
