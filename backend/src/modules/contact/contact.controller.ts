import { Controller, Post, Req } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { ContactFormValues, CurrentUser } from '@dct/contracts';
import { contactFormSchema } from '@dct/contracts/schemas';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard';
import { ValidBody } from '../../common/zod-body.pipe';
import { ContactService } from './contact.service';
import { CreateContactMessageInputDoc } from './dto/contact-message-input.doc';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @Idempotent()
  @RateLimited('contact')
  @ApiOperation({ summary: 'Send a message to support (open to visitors; rate limited per address)' })
  @ApiCreatedResponse({ schema: { example: { id: 1, created_at: '2026-01-05T10:00:00.000Z' } } })
  @ApiBody({ type: CreateContactMessageInputDoc })
  send(@ValidBody(() => contactFormSchema) input: ContactFormValues, @Req() req: Request) {
    return this.contact.receive(input, (req.user as CurrentUser | undefined)?.id ?? null, req.ip);
  }
}
