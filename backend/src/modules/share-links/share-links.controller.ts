import { Controller, Delete, Get, Headers, HttpCode, Param, Res } from '@nestjs/common';
import {
  ApiHeader,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ShareLinkMessages, type SharedFile } from '@dct/contracts';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard';
import { SignedIn } from '../../common/signed-in.guard';
import { Household, type HouseholdAccess } from '../../common/household-access';
import { SharedFileResponse } from './dto/share-link.response';
import { ShareLinksService } from './share-links.service';
import { sendPdfDownload } from '../../common/pdf-download';

const linkId = new ParseIdPipe(ShareLinkMessages.notFound);

/** A shared answer is for its link's holder alone: never kept by a cache, never indexed, never in a Referer. */
const SHARED_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };

/** Revoking one of the owner's links (they are made and listed under /api/vehicles/{id}/share-links). */
@ApiTags('share-links')
@Controller()
@SignedIn()
export class ShareLinksController {
  constructor(private readonly links: ShareLinksService) {}

  @Delete('share-links/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke a link: it stops working at once' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: ShareLinkMessages.notFound })
  async revoke(@Household() household: HouseholdAccess, @Param('id', linkId) id: number): Promise<void> {
    await this.links.revoke(household.id, id);
  }
}

/** A shared file, opened without an account: the link's token is the credential (and its passcode, when set). */
@ApiTags('share-links')
@Controller('share')
export class SharedFileController {
  constructor(private readonly links: ShareLinksService) {}

  @Get(':token')
  @RateLimited('share')
  @ApiOperation({ summary: 'One vehicle’s file, read-only, as its link allows' })
  @ApiHeader({ name: 'X-Share-Passcode', required: false, description: 'The passcode, when the owner set one' })
  @ApiOkResponse({ type: SharedFileResponse })
  @ApiUnauthorizedResponse({ description: `${ShareLinkMessages.passcodeNeeded}; ${ShareLinkMessages.passcodeWrong}` })
  @ApiNotFoundResponse({ description: ShareLinkMessages.notFound })
  async file(
    @Param('token') token: string,
    @Headers('x-share-passcode') passcode: string | undefined,
    @Headers('user-agent') userAgent: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SharedFile> {
    res.set(SHARED_HEADERS);
    return this.links.open(token, passcode, userAgent);
  }

  @Get(':token/case-file.pdf')
  @RateLimited('share')
  @ApiOperation({ summary: 'The vehicle’s case file PDF, as its link allows' })
  @ApiHeader({ name: 'X-Share-Passcode', required: false })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The case file; without the documents when the link hides money figures' })
  @ApiUnauthorizedResponse({ description: `${ShareLinkMessages.passcodeNeeded}; ${ShareLinkMessages.passcodeWrong}` })
  @ApiNotFoundResponse({ description: ShareLinkMessages.notFound })
  async caseFile(@Param('token') token: string, @Headers('x-share-passcode') passcode: string | undefined, @Res() res: Response): Promise<void> {
    const { pdf, vehicleId: id } = await this.links.caseFile(token, passcode);
    sendPdfDownload(res, pdf, `vehicle-${id}-case-file.pdf`, SHARED_HEADERS);
  }
}
