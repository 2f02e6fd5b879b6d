import { visitInputSchema } from '@dct/contracts/schemas';
import { patchSchemaOf } from '../../../common/zod-body.pipe';
import { zodDocClass } from '../../../common/zod-openapi';

/** OpenAPI's picture of POST /api/visits: the visit's schema, the one the API validates with. */
export const CreateVisitInputDoc = zodDocClass('CreateVisitInput', visitInputSchema);

/** PATCH /api/visits/{id}: any subset; null clears an optional field. */
export const UpdateVisitInputDoc = zodDocClass('UpdateVisitInput', patchSchemaOf(visitInputSchema));
