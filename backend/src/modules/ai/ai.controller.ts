import { Controller, HttpCode, Post, Req, UseFilters, applyDecorators, type Type } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiGatewayTimeoutResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiRequestTimeoutResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import {
  AiMessages,
  MAX_UPLOAD_BYTES,
  UploadMessages,
  type DraftLetterInput,
  type ExtractStoredDocumentRequest,
  type TriageReplyInput,
  type ValueDowntimeInput,
} from '@dct/contracts';
import {
  draftLetterRequestSchema,
  extractStoredDocumentSchema,
  letterResultSchema,
  repairOrderExtractionSchema,
  triageReplyRequestSchema,
  triageResultSchema,
  valuationResultSchema,
  valueDowntimeRequestSchema,
} from '@dct/contracts/schemas';
import type { ZodTypeAny } from 'zod';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { zodOpenApiSchema } from '../../common/zod-openapi';
import { ValidBody, ZodBodyPipe } from '../../common/zod-body.pipe';
import { SignedIn } from '../../common/signed-in.guard';
import { AiErrorsFilter } from './ai-errors';
import { AiService } from './ai.service';
import { DraftLetterInputDoc, TriageReplyInputDoc, ValueDowntimeInputDoc } from './dto/ai-inputs.doc';
import { readRepairOrderUpload, REPAIR_ORDER_FIELD } from './repair-order-upload';
import { Household, OpenToViewers, SignedInMember, type ActingMember, type HouseholdAccess } from '../../common/household-access';

const storedDocument = new ZodBodyPipe(() => extractStoredDocumentSchema);

/**
 * A question about the caller's own records, open to viewers: 200 with the `result`, 404 when a
 * record it names is not theirs. Applied in the order the decorators stacked on a route apply.
 */
const AiQuestion = (body: Type, result: ZodTypeAny, notFound: string, badRequest?: string) =>
  applyDecorators(
    ApiBody({ type: body }),
    ApiNotFoundResponse({ description: notFound }),
    ...(badRequest ? [ApiBadRequestResponse({ description: badRequest })] : []),
    ApiOkResponse({ schema: zodOpenApiSchema(result) }),
    RateLimited('ai'),
    HttpCode(200),
    OpenToViewers(),
  );

/** Spec §7 `/api/ai/*`: every call answers 200 with the spec's shape, or a readable error. */
@ApiTags('ai')
@Controller('ai')
@SignedIn()
@UseFilters(AiErrorsFilter)
@ApiBadGatewayResponse({ description: AiMessages.serviceFailed })
@ApiGatewayTimeoutResponse({ description: AiMessages.serviceTimeout })
export class AiController {
  constructor(
    private readonly ai: AiService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Post('extract-ro')
  @HttpCode(200)
  @RateLimited('ai')
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({
    description: `A file (multipart, the field "${REPAIR_ORDER_FIELD}"), or as JSON a document already on one of the owner's visits ({ "document_id": 12 })`,
    schema: {
      type: 'object',
      properties: {
        [REPAIR_ORDER_FIELD]: { type: 'string', format: 'binary', description: `One JPEG, PNG, WebP or PDF, at most ${MAX_UPLOAD_BYTES} bytes` },
        document_id: { type: 'integer', minimum: 1, description: "One of the owner's documents (JSON only)" },
      },
    },
  })
  @ApiOkResponse({ schema: zodOpenApiSchema(repairOrderExtractionSchema) })
  @ApiBadRequestResponse({ description: `${AiMessages.noFile}; ${UploadMessages.wrongType}; ${AiMessages.oneFile}` })
  @ApiPayloadTooLargeResponse({ description: UploadMessages.tooLarge() })
  @ApiRequestTimeoutResponse({ description: `${UploadMessages.tooSlow} (UPLOAD_BODY_TIMEOUT_SECONDS, UPLOAD_IDLE_TIMEOUT_SECONDS)` })
  @ApiUnprocessableEntityResponse({ description: 'The file could not be read' })
  @ApiServiceUnavailableResponse({ description: AiMessages.readerBusy })
  async extractRepairOrder(@Household() household: HouseholdAccess, @Req() request: Request) {
    // A document already on a visit is read where it is: no second upload.
    if (request.is('application/json')) {
      const { document_id } = storedDocument.transform(request.body) as ExtractStoredDocumentRequest;
      return this.ai.extractStoredDocument(household.id, document_id);
    }
    const file = await readRepairOrderUpload(request, this.config.uploads);
    return this.ai.extractRepairOrder(household.id, file);
  }

  @Post('value-downtime')
  @AiQuestion(ValueDowntimeInputDoc, valuationResultSchema, 'visit_id is not one of your visits')
  valueDowntime(@Household() household: HouseholdAccess, @ValidBody(() => valueDowntimeRequestSchema) body: ValueDowntimeInput) {
    return this.ai.valueDowntime(household.id, body);
  }

  @Post('draft-letter')
  @AiQuestion(DraftLetterInputDoc, letterResultSchema, 'claim_id is not one of your claims')
  draftLetter(@SignedInMember() user: ActingMember, @ValidBody(() => draftLetterRequestSchema) body: DraftLetterInput) {
    return this.ai.draftLetter(user, body);
  }

  @Post('triage-reply')
  @AiQuestion(TriageReplyInputDoc, triageResultSchema, 'claim_id is not one of your claims', AiMessages.noEmail)
  triageReply(@Household() household: HouseholdAccess, @ValidBody(() => triageReplyRequestSchema) body: TriageReplyInput) {
    return this.ai.triageReply(household.id, body);
  }
}
