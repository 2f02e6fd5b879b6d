import { Controller, Delete, Get, HttpCode, Logger, Param, Post, Query, Req, Res, StreamableFile, UseFilters } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiQuery,
  ApiRequestTimeoutResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { Request, Response } from 'express';
import {
  ACCEPTED_MIME_TYPES,
  DOC_TYPES,
  DOCUMENT_NOTES_MAX,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  UploadMessages,
  VisitMessages,
  type UploadResult,
  type VisitDocument,
} from '@dct/contracts';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard';
import { SignedIn } from '../../common/signed-in.guard';
import { Household, type HouseholdAccess } from '../../common/household-access';
import { DocumentsService } from './documents.service';
import { DocumentResponse, UploadResultResponse } from './dto/document.response';
import { fileResponseHeaders } from './file-headers';
import { FILES_FIELD } from './multipart-form';
import { UploadErrorsFilter } from './upload-errors.filter';
import { ReadsRecord } from '../../common/reads-record.decorator';

const visitId = new ParseIdPipe(VisitMessages.notFound);
const documentId = new ParseIdPipe(UploadMessages.notFound);
const logger = new Logger('Documents');

const UPLOAD_FORM: SchemaObject = {
  type: 'object',
  required: [FILES_FIELD],
  properties: {
    [FILES_FIELD]: {
      type: 'array',
      items: { type: 'string', format: 'binary' },
      maxItems: MAX_UPLOAD_FILES,
      description: `JPEG, PNG, WebP or PDF (recognised by their bytes), at most ${MAX_UPLOAD_BYTES} bytes each`,
    },
    notes: { type: 'string', maxLength: DOCUMENT_NOTES_MAX },
    doc_type: { type: 'string', enum: [...DOC_TYPES], description: 'For every file of the upload; by default Photo for images, Document for PDFs' },
  },
};

@ApiTags('documents')
@Controller('documents')
@SignedIn()
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Post('upload/:visitId')
  @RateLimited('upload')
  @UseFilters(UploadErrorsFilter)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: UPLOAD_FORM })
  @ApiCreatedResponse({ type: UploadResultResponse, description: 'All files stored, or (on any error) none; errors repeat their message in `error`' })
  @ApiBadRequestResponse({ description: `${UploadMessages.wrongType}; ${UploadMessages.tooMany}; a bad field` })
  @ApiPayloadTooLargeResponse({ description: UploadMessages.tooLarge() })
  @ApiRequestTimeoutResponse({ description: `${UploadMessages.tooSlow} (UPLOAD_BODY_TIMEOUT_SECONDS, UPLOAD_IDLE_TIMEOUT_SECONDS)` })
  @ApiNotFoundResponse({ description: VisitMessages.notFound })
  upload(@Household() household: HouseholdAccess, @Param('visitId', visitId) id: number, @Req() request: Request): Promise<UploadResult> {
    return this.documents.upload(household.id, id, request);
  }

  @ReadsRecord('visit/:visitId', [DocumentResponse], VisitMessages.notFound, 'Newest first')
  list(@Household() household: HouseholdAccess, @Param('visitId', visitId) id: number): Promise<VisitDocument[]> {
    return this.documents.list(household.id, id);
  }

  @Get(':id/file')
  @ApiProduces(...ACCEPTED_MIME_TYPES)
  @ApiQuery({ name: 'download', required: false, enum: ['1'], description: 'Save rather than show (Content-Disposition: attachment)' })
  @ApiOkResponse({ description: 'The bytes, with their recognised type' })
  @ApiNotFoundResponse({ description: UploadMessages.notFound })
  async file(
    @Household() household: HouseholdAccess,
    @Param('id', documentId) id: number,
    @Query('download') download: unknown,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { document, content } = await this.documents.open(household.id, id);
    response.set(fileResponseHeaders(document, download === '1' ? 'attachment' : 'inline'));
    // Headers are out once the bytes flow: a failure then can only cut the response short, never pass as a whole file.
    return new StreamableFile(content).setErrorHandler((error, res) => {
      logger.error(`Document ${id} could not be read: ${error.message}`);
      res.destroy?.();
    });
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The document and its bytes are gone' })
  @ApiNotFoundResponse({ description: UploadMessages.notFound })
  remove(@Household() household: HouseholdAccess, @Param('id', documentId) id: number): Promise<void> {
    return this.documents.remove(household.id, id);
  }
}
