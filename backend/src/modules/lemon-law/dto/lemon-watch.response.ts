import { lemonWatchSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/** OpenAPI's picture of GET /api/vehicles/{id}/lemon-watch, from the answer's one schema. */
export const LemonWatchResponse = zodDocClass('LemonWatchResponse', lemonWatchSchema);
