import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiExcludeEndpoint, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ClaimMessages, type ClaimReply, type ClaimReplyAcceptInput } from '@dct/contracts';
import { claimReplyAcceptSchema, claimReplySchema } from '@dct/contracts/schemas';
import { ConflictError, InvalidFieldsError, NotFoundError, UnauthenticatedError, UnavailableError } from '../../../common/domain-errors';
import { INBOUND_MAIL, type InboundMailPort } from '../../../common/inbound-mail.port';
import { ParseIdPipe } from '../../../common/parse-id.pipe';
import { SignedIn } from '../../../common/signed-in.guard';
import { Household, type HouseholdAccess } from '../../../common/household-access';
import { ValidBody } from '../../../common/zod-body.pipe';
import { zodDocClass, zodOpenApiSchema } from '../../../common/zod-openapi';
import { InjectConfig } from '../../../config/config.module';
import type { AppConfig } from '../../../config/config.schema';
import { ClaimRepliesService, MAX_MESSAGE_BYTES } from './claim-replies.service';
import { InboundSignatures } from './inbound-signatures';
import { InboundMessages, freshTimestamp, readRawBody, signatureMatches } from './inbound-webhook';

const claimId = new ParseIdPipe(ClaimMessages.notFound);
const replyId = new ParseIdPipe(ClaimMessages.replyNotFound);
const AcceptReplyInputDoc = zodDocClass('AcceptClaimReplyInput', claimReplyAcceptSchema);

/** The dealers' replies filed on one of the owner's claims. */
@ApiTags('claims')
@Controller('claims/:id/replies')
@SignedIn()
export class ClaimRepliesController {
  constructor(private readonly replies: ClaimRepliesService) {}

  @Get()
  @ApiOkResponse({ schema: zodOpenApiSchema(claimReplySchema.array()), description: 'Newest first' })
  @ApiNotFoundResponse({ description: ClaimMessages.notFound })
  list(@Household() household: HouseholdAccess, @Param('id', claimId) id: number): Promise<ClaimReply[]> {
    return this.replies.list(household.id, id);
  }

  @Get(':replyId/eml')
  @ApiProduces('message/rfc822')
  @ApiOkResponse({ description: 'The message as it came in, byte for byte, as a download' })
  async eml(
    @Household() household: HouseholdAccess,
    @Param('id', claimId) id: number,
    @Param('replyId', replyId) reply: number,
    @Res() res: Response,
  ): Promise<void> {
    const { bytes, sha256 } = await this.replies.original(household.id, id, reply);
    // An attachment, never shown inline: the browser saves it instead of rendering its HTML.
    res.setHeader('Content-Type', 'message/rfc822');
    res.setHeader('Content-Disposition', `attachment; filename="claim-${id}-reply-${reply}.eml"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Digest', `sha-256=${Buffer.from(sha256, 'hex').toString('base64')}`);
    res.end(bytes);
  }

  @Post(':replyId/accept')
  @HttpCode(200)
  @ApiOperation({ summary: "Records the dealer's answer on the claim as the proposal reads (or as corrected): status Response, amount, due day" })
  @ApiOkResponse({ schema: zodOpenApiSchema(claimReplySchema) })
  @ApiBody({ type: AcceptReplyInputDoc, required: false })
  accept(
    @Household() household: HouseholdAccess,
    @Param('id', claimId) id: number,
    @Param('replyId', replyId) reply: number,
    @ValidBody(() => claimReplyAcceptSchema) body: ClaimReplyAcceptInput,
  ): Promise<ClaimReply> {
    return this.replies.accept(household.id, id, reply, body ?? {});
  }

  @Post(':replyId/dismiss')
  @HttpCode(200)
  @ApiOkResponse({ schema: zodOpenApiSchema(claimReplySchema) })
  dismiss(@Household() household: HouseholdAccess, @Param('id', claimId) id: number, @Param('replyId', replyId) reply: number): Promise<ClaimReply> {
    return this.replies.dismiss(household.id, id, reply);
  }
}

/**
 * Where a mail system hands a raw message in (a Postfix pipe, a provider's inbound hook): no
 * session, but a signature over the timestamp and the body with INBOUND_SECRET, each signature
 * taken once. Off (404) without the secret.
 */
@ApiTags('inbound')
@Controller('inbound')
export class InboundMailController {
  constructor(
    @Inject(INBOUND_MAIL) private readonly inbound: InboundMailPort,
    private readonly signatures: InboundSignatures,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Post('mail')
  @HttpCode(202)
  @ApiExcludeEndpoint()
  async mail(@Req() req: Request): Promise<{ status: string; reason?: string }> {
    const secret = this.config.inboundSecret;
    if (!secret) throw new NotFoundError(InboundMessages.disabled);
    if (!/^message\/rfc822\s*(;|$)/i.test(req.get('content-type') ?? '')) {
      req.resume();
      throw new InvalidFieldsError({ body: [InboundMessages.contentType] });
    }
    const timestamp = req.get('x-inbound-timestamp');
    if (!freshTimestamp(timestamp)) {
      req.resume();
      throw new UnauthenticatedError(InboundMessages.timestamp);
    }
    const body = await readRawBody(req, MAX_MESSAGE_BYTES, this.config.uploads);
    const signature = req.get('x-inbound-signature');
    if (!signatureMatches(secret, timestamp as string, body, signature)) throw new UnauthenticatedError(InboundMessages.signature);
    if (!(await this.signatures.takeOnce(signature as string))) throw new ConflictError(InboundMessages.replayed);
    const outcome = await this.inbound.receive(body, 'webhook');
    // Not taken yet: a 503 has the sender deliver it again, as it would after any failure.
    if (outcome.status === 'busy') throw new UnavailableError(InboundMessages.busy);
    return outcome.status === 'refused' || outcome.status === 'unmatched' ? { status: outcome.status, reason: outcome.reason } : { status: outcome.status };
  }
}
