import { Body, Controller, Delete, HttpCode, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { CurrentUser } from '@dct/contracts';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import { SESSION_COOKIE } from '../../common/session-cookie';
import { AccountService } from './account.service';
import { DeleteAccountDto } from './dto/delete-account.dto';

@ApiTags('account')
@Controller('account')
@SignedIn()
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete the account and everything it holds (confirmed by the password, or the e-mail for provider accounts)' })
  @ApiNoContentResponse()
  async delete(@SignedInUser() user: CurrentUser, @Body() input: DeleteAccountDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.account.delete(user, input);
    // The session row went with the user; the cookie goes too.
    req.logout(() => undefined);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}
