import { browserTimeZoneFields, notificationSettingsFields } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/** OpenAPI's picture of PUT /api/account/notifications: the schema the API validates with. */
export const NotificationSettingsInputDoc = zodDocClass('NotificationSettingsInput', notificationSettingsFields());

/** OpenAPI's picture of POST /api/account/notifications/time-zone. */
export const BrowserTimeZoneInputDoc = zodDocClass('BrowserTimeZoneInput', browserTimeZoneFields());
