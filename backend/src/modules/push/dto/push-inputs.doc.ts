import { pushSubscriptionRemovalSchema, pushSubscriptionSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/** OpenAPI's pictures of the push bodies: the schemas the API validates with. */
export const PushSubscriptionInputDoc = zodDocClass('PushSubscriptionInput', pushSubscriptionSchema());
export const PushSubscriptionRemovalDoc = zodDocClass('PushSubscriptionRemoval', pushSubscriptionRemovalSchema());
