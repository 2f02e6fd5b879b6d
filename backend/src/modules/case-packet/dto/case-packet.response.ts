import { casePacketInputSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/** OpenAPI's picture of POST /api/vehicles/{id}/case-packet: the program, its state, the exhibits. */
export const CasePacketInputDoc = zodDocClass('CasePacketInput', casePacketInputSchema);
