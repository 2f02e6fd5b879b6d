import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AccountMessages, type CurrentUser } from '@dct/contracts';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import { ChangePasswordDto, PasswordResetConfirmDto, PasswordResetRequestDto } from './dto/password.dto';
import { MessageResponse } from './dto/auth-answers.response';
import { PasswordService } from './password.service';
import { signIn } from '../../common/session-auth';

@ApiTags('auth')
@Controller('auth')
export class PasswordController {
  constructor(private readonly passwords: PasswordService) {}

  // The guard listed lower runs first: signed in, then counted per owner.
  @Post('password')
  @HttpCode(204)
  @RateLimited('passwordCheck')
  @SignedIn()
  @ApiOperation({ summary: 'Change the password; every other session of the owner ends' })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: AccountMessages.currentPasswordIncorrect })
  change(@SignedInUser() user: CurrentUser, @Body() input: ChangePasswordDto, @Req() req: Request): Promise<void> {
    return this.passwords.change(user, input.current_password, input.new_password, req.sessionID);
  }

  @Post('password-reset')
  @HttpCode(202)
  @RateLimited('passwordReset')
  @ApiOperation({ summary: 'Mail a one-time reset link to the address, if it has an account (the answer is the same either way)' })
  @ApiAcceptedResponse({ type: MessageResponse, description: AccountMessages.resetRequested })
  async requestReset(@Body() input: PasswordResetRequestDto, @Req() req: Request): Promise<{ message: string }> {
    await this.passwords.requestReset(input.email, req.ip);
    return { message: AccountMessages.resetRequested };
  }

  @Post('password-reset/confirm')
  @HttpCode(204)
  @RateLimited('passwordReset')
  @ApiOperation({ summary: 'Set a new password with a reset link (one use, one hour) and sign in' })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: AccountMessages.resetLinkInvalid })
  async confirmReset(@Body() input: PasswordResetConfirmDto, @Req() req: Request): Promise<void> {
    await signIn(req, await this.passwords.confirmReset(input.token, input.new_password));
  }
}
