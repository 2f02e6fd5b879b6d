import { calendarFeedLinkSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

export const CalendarFeedLinkResponse = zodDocClass('CalendarFeedLinkResponse', calendarFeedLinkSchema);
