import { appNotificationSchema, markedReadSchema, notificationPageSchema, savedNotificationSettingsSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/** OpenAPI's pictures of the alerts' answers, from their schemas. */
export const NotificationResponse = zodDocClass('NotificationResponse', appNotificationSchema);
export const NotificationPageResponse = zodDocClass('NotificationPageResponse', notificationPageSchema);
export const MarkedReadResponse = zodDocClass('MarkedReadResponse', markedReadSchema);
export const NotificationSettingsResponse = zodDocClass('NotificationSettingsResponse', savedNotificationSettingsSchema);
