import { pushPublicKeySchema, pushSubscriptionSavedSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

export const PushPublicKeyResponse = zodDocClass('PushPublicKeyResponse', pushPublicKeySchema);

export const PushSubscriptionSavedResponse = zodDocClass('PushSubscriptionSavedResponse', pushSubscriptionSavedSchema);
