import { vehicleFormSchema } from '@dct/contracts/schemas';
import { patchSchemaOf } from '../../../common/zod-body.pipe';
import { zodDocClass } from '../../../common/zod-openapi';

/** OpenAPI's picture of POST /api/vehicles: the form's schema, the one the API validates with. */
export const CreateVehicleInputDoc = zodDocClass('CreateVehicleInput', vehicleFormSchema());

/** PATCH /api/vehicles/{id}: any subset; null clears an optional field. */
export const UpdateVehicleInputDoc = zodDocClass('UpdateVehicleInput', patchSchemaOf(vehicleFormSchema()));
