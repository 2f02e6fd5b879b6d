import { Controller, Delete, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { CalendarFeedLink, CurrentUser } from '@dct/contracts';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import { CalendarFeedLinkResponse } from './dto/calendar.response';
import { CalendarService } from './calendar.service';
import { OpenToViewers } from '../../common/household-access';

/** The owner's calendar feed: its link (signed in), and the feed itself (no session: the link's token is the credential). */
@ApiTags('calendar')
@Controller('calendar')
// Each route here is the person's own (sign-in, preferences, devices, alerts, feed): every role may use it.
@OpenToViewers()
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @Get('token')
  @SignedIn()
  @ApiOperation({ summary: "The owner's calendar feed link, made the first time it is asked for" })
  @ApiOkResponse({ type: CalendarFeedLinkResponse })
  link(@SignedInUser() user: CurrentUser): Promise<CalendarFeedLink> {
    return this.calendar.link(user.id);
  }

  @Post('token/rotate')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({ summary: 'Replace the feed link: the old one then answers 404' })
  @ApiOkResponse({ type: CalendarFeedLinkResponse })
  rotate(@SignedInUser() user: CurrentUser): Promise<CalendarFeedLink> {
    return this.calendar.rotate(user.id);
  }

  @Delete('token')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Turn the feed off: its link then answers 404' })
  @ApiNoContentResponse()
  async revoke(@SignedInUser() user: CurrentUser): Promise<void> {
    await this.calendar.revoke(user.id);
  }

  @Get(':token.ics')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'private, max-age=300')
  @ApiOperation({
    summary: "The owner's deadlines as an iCalendar feed (RFC 5545), for a calendar app to subscribe to; no sign-in, the link's token is the credential",
  })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'The VCALENDAR document' })
  @ApiNotFoundResponse({ description: 'Unknown, replaced or revoked link' })
  feed(@Param('token') token: string): Promise<string> {
    return this.calendar.feed(token);
  }
}
