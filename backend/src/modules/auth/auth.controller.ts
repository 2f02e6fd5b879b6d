import { Body, Controller, Get, HttpCode, Patch, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DealerMessages, safeReturnPath, type CurrentUser, type CurrentUserProfile, type SignInProviders } from '@dct/contracts';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { AuthService } from './auth.service';
import { CurrentUserResponse } from './dto/current-user.response';
import { LoginDto } from './dto/login.dto';
import { UpdateCurrentUserDto } from './dto/update-current-user.dto';
import { ProfileService } from './profile.service';
import { RegisterDto } from './dto/register.dto';
import { LocalAuthGuard } from './guards/local-auth.guard';
import { signIn, signOut } from './session-auth';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly profiles: ProfileService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Post('auth/register')
  @RateLimited('register')
  @ApiOperation({ summary: 'Create an account and sign in (rate limited per client address)' })
  @ApiCreatedResponse({ type: CurrentUserResponse })
  async register(@Body() input: RegisterDto, @Req() req: Request): Promise<CurrentUser> {
    const user = await this.auth.register(input);
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
  @ApiBody({ type: LoginDto })
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

  @Patch('auth/user')
  @SignedIn()
  @ApiOperation({ summary: "Changes the signed-in user's preferences: preferred_dealer_id (a dealer they can see, or null)" })
  @ApiOkResponse({ type: CurrentUserResponse })
  @ApiNotFoundResponse({ description: DealerMessages.notFound })
  updateCurrentUser(@SignedInUser() user: CurrentUser, @Body() input: UpdateCurrentUserDto): Promise<CurrentUserProfile> {
    return this.profiles.update(user, input);
  }

  @Get('auth/providers')
  @ApiOperation({ summary: 'How one may sign in besides e-mail and password (the identity provider, when configured)' })
  @ApiOkResponse({ schema: { example: { oidc: { name: 'Acme ID' } } } })
  providers(): SignInProviders {
    return { oidc: this.config.oidc ? { name: this.config.oidc.displayName } : null };
  }

  /**
   * Browser navigation that starts sign-in: the identity provider when one is configured,
   * otherwise the built-in sign-in page.
   */
  @Get('login')
  @ApiOperation({ summary: 'Start sign-in (browser navigation)' })
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
