import { Controller, Delete, Get, HttpCode, Req, Res } from '@nestjs/common';
import { ApiBody, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AccountSummary, CurrentUser, DeleteAccountInput } from '@dct/contracts';
import { deleteAccountSchema } from '@dct/contracts/schemas';
import { AccountSummaryResponse } from './dto/account-summary.response';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import { signOut } from '../../common/session-auth';
import { AccountExportService } from './account-export.service';
import { AccountService } from './account.service';
import { DeleteAccountInputDoc } from './dto/delete-account-input.doc';
import { ValidBody } from '../../common/zod-body.pipe';
import { Household, OpenToViewers, type HouseholdAccess } from '../../common/household-access';

@ApiTags('account')
@Controller('account')
@SignedIn()
// Each route here is the person's own (sign-in, preferences, devices, alerts, feed): every role may use it.
@OpenToViewers()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly exports: AccountExportService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'How the account signs in (password or not) and how many records it holds' })
  @ApiOkResponse({ type: AccountSummaryResponse })
  summary(@SignedInUser() user: CurrentUser, @Household() household: HouseholdAccess): Promise<AccountSummary> {
    return this.account.summary(user, household);
  }

  @Get('export')
  @ApiOperation({ summary: 'Everything the owner has recorded, as a zip: account.json and every document' })
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'account.json and documents/{visit_id}/{file_name}' })
  async export(@SignedInUser() user: CurrentUser, @Household() household: HouseholdAccess, @Res() res: Response): Promise<void> {
    const zip = await this.exports.export(user, household);
    const day = new Date().toISOString().slice(0, 10);
    res.status(200).set({ 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="downtime-claim-tracker-export-${day}.zip"` });
    zip.pipe(res);
  }

  @Delete()
  @HttpCode(204)
  @RateLimited('passwordCheck')
  @ApiOperation({ summary: 'Delete the account and everything it holds (confirmed by the password, or the e-mail for provider accounts)' })
  @ApiBody({ type: DeleteAccountInputDoc })
  @ApiNoContentResponse()
  async delete(
    @SignedInUser() user: CurrentUser,
    @ValidBody(() => deleteAccountSchema) input: DeleteAccountInput,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.account.delete(user, input);
    // The session row went with the user; the session ends here too, without a new one taking its place.
    await signOut(req, res);
  }
}
