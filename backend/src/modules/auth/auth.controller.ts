import { Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  AuthMessages,
  DealerMessages,
  safeReturnPath,
  type CurrentUser,
  type CurrentUserProfile,
  type RegisterInput,
  type RegistrationConfirmInput,
  type RegistrationPending,
  type SignInProviders,
  type UpdateCurrentUserInput,
} from '@dct/contracts';
import { registerSchema, registrationConfirmSchema, updateCurrentUserSchema } from '@dct/contracts/schemas';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard';
import { ValidBody } from '../../common/zod-body.pipe';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { AuthService } from './auth.service';
import { MessageResponse, SignInProvidersResponse } from './dto/auth-answers.response';
import { CurrentUserResponse } from './dto/current-user.response';
import { LoginInputDoc, RegisterInputDoc, RegistrationConfirmInputDoc, UpdateCurrentUserInputDoc } from './dto/account-inputs.doc';
import { ProfileService } from './profile.service';
import { RegistrationService } from './registration.service';
import { LocalAuthGuard } from './guards/local-auth.guard';
import { signIn, signOut } from '../../common/session-auth';
import { Household, OpenToViewers, type HouseholdAccess } from '../../common/household-access';
import { UpdatesRecord } from '../../common/updates-record.decorator';

@ApiTags('auth')
@Controller()
// Each route here is the person's own (sign-in, preferences, devices, alerts, feed): every role may use it.
@OpenToViewers()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly profiles: ProfileService,
    private readonly registration: RegistrationService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Post('auth/register')
  @RateLimited('register')
  @ApiOperation({
    summary:
      'Sign up (rate limited per client address). REGISTRATION=open: 201, the account, signed in. verify: 202 and the same message for a new or taken address; a link is mailed. closed: 403.',
  })
  @ApiCreatedResponse({ type: CurrentUserResponse })
  @ApiAcceptedResponse({ type: MessageResponse, description: AuthMessages.checkEmail })
  @ApiForbiddenResponse({ description: AuthMessages.registrationClosed })
  @ApiBody({ type: RegisterInputDoc })
  async register(
    @ValidBody(() => registerSchema) input: RegisterInput,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CurrentUser | RegistrationPending> {
    const outcome = await this.registration.register(input, req.ip);
    if (outcome.kind === 'check-email') {
      res.status(202);
      return { message: outcome.message };
    }
    await signIn(req, outcome.user);
    return outcome.user;
  }

  @Post('auth/register/confirm')
  @RateLimited('register')
  @ApiOperation({ summary: 'Finish signing up with the link mailed under REGISTRATION=verify: the account is created and signed in' })
  @ApiCreatedResponse({ type: CurrentUserResponse })
  @ApiBadRequestResponse({ description: AuthMessages.confirmLinkInvalid })
  @ApiBody({ type: RegistrationConfirmInputDoc })
  async confirmRegistration(@ValidBody(() => registrationConfirmSchema) input: RegistrationConfirmInput, @Req() req: Request): Promise<CurrentUser> {
    const user = await this.registration.confirm(input.token);
    await signIn(req, user);
    return user;
  }

  // Decorators apply bottom-up, so the guard listed lower runs first: the limits count the
  // attempt before the password is checked.
  @Post('auth/login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  @RateLimited('login', 'loginAddress')
  @ApiOperation({ summary: 'Sign in with email and password (rate limited per client address and account)' })
  @ApiBody({ type: LoginInputDoc })
  @ApiOkResponse({ type: CurrentUserResponse })
  login(@SignedInUser() user: CurrentUser): CurrentUser {
    return user;
  }

  @Get('auth/user')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in user with their preferences (preferred_dealer_id), or 401' })
  @ApiOkResponse({ type: CurrentUserResponse })
  currentUser(@SignedInUser() user: CurrentUser): Promise<CurrentUserProfile> {
    return this.profiles.get(user);
  }

  @UpdatesRecord('auth/user', CurrentUserResponse, UpdateCurrentUserInputDoc, DealerMessages.notFound)
  @SignedIn()
  @ApiOperation({ summary: "Changes the signed-in user's preferences: preferred_dealer_id (a dealer they can see, or null)" })
  updateCurrentUser(
    @SignedInUser() user: CurrentUser,
    @Household() household: HouseholdAccess,
    @ValidBody(() => updateCurrentUserSchema, 'patch') input: Partial<UpdateCurrentUserInput>,
  ): Promise<CurrentUserProfile> {
    return this.profiles.update(user, household.id, input);
  }

  @Get('auth/providers')
  @ApiOperation({ summary: 'How one may sign in besides e-mail and password (the identity provider, when configured), and whether one may sign up' })
  @ApiOkResponse({ type: SignInProvidersResponse })
  providers(): SignInProviders {
    return { oidc: this.config.oidc ? { name: this.config.oidc.displayName } : null, registration: this.config.registration };
  }

  /**
   * Browser navigation that starts sign-in: the identity provider when one is configured,
   * otherwise the built-in sign-in page.
   */
  @Get('login')
  @ApiOperation({ summary: 'Start sign-in (browser navigation)' })
  @ApiQuery({ name: 'returnTo', required: false, type: String, description: 'A path on this site to come back to' })
  startSignIn(@Query('returnTo') returnTo: unknown, @Res() res: Response): void {
    const next = safeReturnPath(returnTo);
    if (this.config.oidc) {
      res.redirect(302, `/api/auth/oidc/authorize${next ? `?returnTo=${encodeURIComponent(next)}` : ''}`);
      return;
    }
    res.redirect(302, `/sign-in${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  }

  /**
   * A GET never ends a session: SameSite=Lax sends the cookie on a cross-site navigation, so a
   * link on any site could sign people out. This shows the sign-out page, whose button POSTs.
   */
  @Get('logout')
  @ApiOperation({ summary: 'Show the sign-out page (browser navigation); signing out is POST /api/auth/logout' })
  showSignOut(@Res() res: Response): void {
    res.redirect(302, '/sign-out');
  }

  @Post('auth/logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await signOut(req, res);
  }
}
