import { Controller, Get, Header, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  NotificationMessages,
  type AppNotification,
  type CurrentUser,
  type NotificationPage,
  type NotificationPageQuery,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@dct/contracts';
import { browserTimeZoneFields, notificationPageQuerySchema, notificationSettingsFields, type BrowserTimeZoneInput } from '@dct/contracts/schemas';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import { ValidBody } from '../../common/zod-body.pipe';
import { ZodQueryPipe } from '../../common/zod-query.pipe';
import { UnsubscribeService } from './unsubscribe.service';
import { BrowserTimeZoneInputDoc, NotificationSettingsInputDoc } from './dto/notification-settings-input.doc';
import { MarkedReadResponse, NotificationPageResponse, NotificationResponse, NotificationSettingsResponse } from './dto/notification.response';
import { NotificationsService } from './notifications.service';
import { OpenToViewers } from '../../common/household-access';

const notificationId = new ParseIdPipe(NotificationMessages.notFound);

/** The notification centre, and the one-click unsubscribe of the alert mails (no session: the link is signed). */
@ApiTags('notifications')
@Controller('notifications')
// Each route here is the person's own (sign-in, preferences, devices, alerts, feed): every role may use it.
@OpenToViewers()
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly unsubscribes: UnsubscribeService,
  ) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: "A page of the owner's notifications, newest first, with the unread count" })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'page_size', required: false, type: Number })
  @ApiOkResponse({ type: NotificationPageResponse })
  list(@SignedInUser() user: CurrentUser, @Query(new ZodQueryPipe(notificationPageQuerySchema)) query: NotificationPageQuery): Promise<NotificationPage> {
    return this.notifications.list(user.id, query.page, query.page_size);
  }

  @Post('read-all')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({ summary: "Mark every one of the owner's notifications read" })
  @ApiOkResponse({ type: MarkedReadResponse })
  readAll(@SignedInUser() user: CurrentUser): Promise<{ marked: number }> {
    return this.notifications.markAllRead(user.id);
  }

  @Post(':id/read')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark one notification read' })
  @ApiOkResponse({ type: NotificationResponse })
  @ApiNotFoundResponse({ description: NotificationMessages.notFound })
  read(@SignedInUser() user: CurrentUser, @Param('id', notificationId) id: number): Promise<AppNotification> {
    return this.notifications.markRead(user.id, id);
  }

  @Get('unsubscribe')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @ApiOperation({ summary: 'The page of an alert mail’s unsubscribe link: asks to confirm (no sign-in needed; the link is signed)' })
  @ApiProduces('text/html')
  @ApiQuery({ name: 'token', required: true, type: String })
  confirmPage(@Query('token') token: unknown): string {
    return this.unsubscribes.confirmPage(token);
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @Header('Content-Type', 'text/html; charset=utf-8')
  @ApiOperation({ summary: 'Turn alert e-mails off for the owner the signed link names (RFC 8058 one-click; no sign-in needed)' })
  @ApiProduces('text/html')
  @ApiQuery({ name: 'token', required: true, type: String })
  unsubscribe(@Query('token') token: unknown): Promise<string> {
    return this.unsubscribes.unsubscribe(token);
  }
}

/** The owner's notification settings. */
@ApiTags('account')
@Controller('account/notifications')
@SignedIn()
// Each route here is the person's own (sign-in, preferences, devices, alerts, feed): every role may use it.
@OpenToViewers()
export class NotificationSettingsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: 'Which alerts reach the owner, by which channels, when' })
  @ApiOkResponse({ type: NotificationSettingsResponse })
  get(@SignedInUser() user: CurrentUser): Promise<NotificationSettings> {
    return this.notifications.settings(user.id);
  }

  @Put()
  @ApiOperation({ summary: "Replace the owner's notification settings" })
  @ApiBody({ type: NotificationSettingsInputDoc })
  @ApiOkResponse({ type: NotificationSettingsResponse })
  put(@SignedInUser() user: CurrentUser, @ValidBody(notificationSettingsFields) input: NotificationSettingsInput): Promise<NotificationSettings> {
    return this.notifications.saveSettings(user.id, input);
  }

  @Post('time-zone')
  @HttpCode(200)
  @ApiOperation({ summary: "Take the browser's time zone while the owner has saved no settings (first sign-in); a saved zone stays" })
  @ApiBody({ type: BrowserTimeZoneInputDoc })
  @ApiOkResponse({ type: NotificationSettingsResponse })
  adoptTimeZone(@SignedInUser() user: CurrentUser, @ValidBody(browserTimeZoneFields) input: BrowserTimeZoneInput): Promise<NotificationSettings> {
    return this.notifications.adoptBrowserTimeZone(user.id, input.time_zone);
  }
}
