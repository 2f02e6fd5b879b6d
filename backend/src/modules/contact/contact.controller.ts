import { Body, Controller, Post, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request } from 'express';
import type { CurrentUser } from '@dct/contracts';
import { ContactService } from './contact.service';
import { ContactThrottlerGuard } from './contact-throttler.guard';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @UseGuards(ContactThrottlerGuard)
  @SkipThrottle({ login: true })
  @ApiOperation({ summary: 'Send a message to support (open to visitors; rate limited per address)' })
  @ApiCreatedResponse({ schema: { example: { id: 1, created_at: '2026-01-05T10:00:00.000Z' } } })
  @ApiTooManyRequestsResponse()
  send(@Body() input: CreateContactMessageDto, @Req() req: Request) {
    return this.contact.receive(input, (req.user as CurrentUser | undefined)?.id ?? null);
  }
}
