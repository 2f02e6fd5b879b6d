import { Controller, Get, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ClaimMessages, type Claim, type ClaimDetail, type ClaimReminderInput, type CreateClaimInput, type UpdateClaimInput } from '@dct/contracts';
import { claimChangeSchema, claimInputSchema, claimReminderSchema } from '@dct/contracts/schemas';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard';
import { SignedIn } from '../../common/signed-in.guard';
import { Household, SignedInMember, type ActingMember, type HouseholdAccess } from '../../common/household-access';
import { ValidBody } from '../../common/zod-body.pipe';
import { ClaimDetailsService } from './claim-details.service';
import { statementFileName } from './claim-mail';
import { ClaimSendingService } from './claim-sending.service';
import { ClaimsService } from './claims.service';
import { ClaimDetailResponse, ClaimResponse } from './dto/claim.response';
import { CreateClaimInputDoc, RemindClaimInputDoc, UpdateClaimInputDoc } from './dto/claim-input.doc';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';
import { sendPdfDownload } from '../../common/pdf-download';
import { CreatesRecord } from '../../common/creates-record.decorator';
import { ReadsRecord } from '../../common/reads-record.decorator';

const claimId = new ParseIdPipe(ClaimMessages.notFound);

@ApiTags('claims')
@Controller('claims')
@SignedIn()
export class ClaimsController {
  constructor(
    private readonly claims: ClaimsService,
    private readonly details: ClaimDetailsService,
    private readonly sending: ClaimSendingService,
  ) {}

  @Get()
  @ApiOkResponse({ type: [ClaimResponse], description: 'Newest first' })
  list(@Household() household: HouseholdAccess): Promise<Claim[]> {
    return this.claims.list(household.id);
  }

  @CreatesRecord(ClaimResponse, CreateClaimInputDoc, 'A draft')
  create(@Household() household: HouseholdAccess, @ValidBody(() => claimInputSchema) input: CreateClaimInput): Promise<Claim> {
    return this.claims.create(household.id, input);
  }

  @ReadsRecord(':id', ClaimDetailResponse, ClaimMessages.notFound, 'With its visit, vehicle, dealer, documents and every mail sent')
  get(@Household() household: HouseholdAccess, @Param('id', claimId) id: number): Promise<ClaimDetail> {
    return this.details.get(household.id, id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a draft, or move Sent → Response, Sent → Closed, Response → Closed (409 otherwise)' })
  @ApiOkResponse({ type: ClaimResponse })
  @ApiBody({ type: UpdateClaimInputDoc })
  update(
    @Household() household: HouseholdAccess,
    @Param('id', claimId) id: number,
    @ValidBody(() => claimChangeSchema, 'patch') input: UpdateClaimInput,
  ): Promise<Claim> {
    return this.claims.update(household.id, id, input);
  }

  @Post(':id/send')
  @HttpCode(202)
  @Idempotent()
  @ApiOperation({
    summary:
      'Send a draft: status Sent and response due, committed with the mail to deliver (202: the statement is mailed by a worker; 409 unless Draft, 422 without a recipient, 429 over the daily limit)',
  })
  @ApiAcceptedResponse({ type: ClaimResponse })
  send(@SignedInMember() user: ActingMember, @Param('id', claimId) id: number): Promise<Claim> {
    return this.sending.send(user, id);
  }

  @Post(':id/remind')
  @HttpCode(202)
  @Idempotent()
  @ApiOperation({
    summary:
      'Mail the dealer a reminder about a sent claim, in the same thread: once the answer is due, or before with `early: true` (409 otherwise); one per CLAIM_RESPONSE_DAYS',
  })
  @ApiAcceptedResponse({ type: ClaimResponse })
  @ApiBody({ type: RemindClaimInputDoc })
  remind(
    @SignedInMember() user: ActingMember,
    @Param('id', claimId) id: number,
    @ValidBody(() => claimReminderSchema) input: ClaimReminderInput,
  ): Promise<Claim> {
    return this.sending.remind(user, id, input.early === true);
  }

  @Get(':id/statement.pdf')
  @RateLimited('pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The claim statement, with the visit documents appended' })
  async statement(@SignedInMember() user: ActingMember, @Param('id', claimId) id: number, @Res() res: Response): Promise<void> {
    const pdf = await this.details.statement(user, id);
    sendPdfDownload(res, pdf, statementFileName(id));
  }
}
