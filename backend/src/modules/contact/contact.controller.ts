import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { CurrentUser } from '@dct/contracts';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard';
import { ContactService } from './contact.service';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @RateLimited('contact')
  @ApiOperation({ summary: 'Send a message to support (open to visitors; rate limited per address)' })
  @ApiCreatedResponse({ schema: { example: { id: 1, created_at: '2026-01-05T10:00:00.000Z' } } })
  send(@Body() input: CreateContactMessageDto, @Req() req: Request) {
    return this.contact.receive(input, (req.user as CurrentUser | undefined)?.id ?? null, req.ip);
  }
}
