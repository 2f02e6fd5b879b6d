import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiBody, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AccountMessages, type ChangePasswordInput, type CurrentUser, type PasswordResetConfirmInput, type PasswordResetRequestInput } from '@dct/contracts';
import { changePasswordSchema, passwordResetConfirmSchema, passwordResetRequestSchema } from '@dct/contracts/schemas';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard';
import { ValidBody } from '../../common/zod-body.pipe';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import { ChangePasswordInputDoc, PasswordResetConfirmInputDoc, PasswordResetRequestInputDoc } from './dto/account-inputs.doc';
import { MessageResponse } from './dto/auth-answers.response';
import { PasswordService } from './password.service';
import { signIn } from '../../common/session-auth';
import { OpenToViewers } from '../../common/household-access';

@ApiTags('auth')
@Controller('auth')
// Each route here is the person's own (sign-in, preferences, devices, alerts, feed): every role may use it.
@OpenToViewers()
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
  @ApiBody({ type: ChangePasswordInputDoc })
  change(@SignedInUser() user: CurrentUser, @ValidBody(() => changePasswordSchema) input: ChangePasswordInput, @Req() req: Request): Promise<void> {
    return this.passwords.change(user, input.current_password, input.new_password, req.sessionID);
  }

  @Post('password-reset')
  @HttpCode(202)
  @RateLimited('passwordReset')
  @ApiOperation({ summary: 'Mail a one-time reset link to the address, if it has an account (the answer is the same either way)' })
  @ApiAcceptedResponse({ type: MessageResponse, description: AccountMessages.resetRequested })
  @ApiBody({ type: PasswordResetRequestInputDoc })
  async requestReset(@ValidBody(() => passwordResetRequestSchema) input: PasswordResetRequestInput, @Req() req: Request): Promise<{ message: string }> {
    await this.passwords.requestReset(input.email, req.ip);
    return { message: AccountMessages.resetRequested };
  }

  @Post('password-reset/confirm')
  @HttpCode(204)
  @RateLimited('passwordReset')
  @ApiOperation({ summary: 'Set a new password with a reset link (one use, one hour) and sign in' })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: AccountMessages.resetLinkInvalid })
  @ApiBody({ type: PasswordResetConfirmInputDoc })
  async confirmReset(@ValidBody(() => passwordResetConfirmSchema) input: PasswordResetConfirmInput, @Req() req: Request): Promise<void> {
    await signIn(req, await this.passwords.confirmReset(input.token, input.new_password));
  }
}
