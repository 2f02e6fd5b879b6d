import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { safeReturnPath, type CurrentUser } from '@dct/contracts';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { AuthService } from './auth.service';
import { AuthenticatedGuard, SignedInUser } from './authenticated.guard';
import { CurrentUserResponse } from './dto/current-user.response';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { LoginThrottlerGuard } from './login-throttler.guard';
import { signIn, signOut } from './session-auth';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Post('auth/register')
  @ApiOperation({ summary: 'Create an account and sign in' })
  @ApiCreatedResponse({ type: CurrentUserResponse })
  async register(@Body() input: RegisterDto, @Req() req: Request): Promise<CurrentUser> {
    const user = await this.auth.register(input);
    await signIn(req, user);
    return user;
  }

  @Post('auth/login')
  @HttpCode(200)
  @UseGuards(LoginThrottlerGuard)
  @SkipThrottle({ contact: true })
  @ApiOperation({ summary: 'Sign in with email and password (rate limited per address and account)' })
  @ApiOkResponse({ type: CurrentUserResponse })
  async login(@Body() input: LoginDto, @Req() req: Request): Promise<CurrentUser> {
    const user = await this.auth.verifyCredentials(input);
    await signIn(req, user);
    return user;
  }

  @Get('auth/user')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'The signed-in user, or 401' })
  @ApiOkResponse({ type: CurrentUserResponse })
  currentUser(@SignedInUser() user: CurrentUser): CurrentUser {
    return user;
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

  @Get('logout')
  @ApiOperation({ summary: 'Sign out (browser navigation) and return to the landing page' })
  async logoutAndRedirect(@Req() req: Request, @Res() res: Response): Promise<void> {
    await signOut(req, res);
    res.redirect(302, '/');
  }

  @Post('auth/logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await signOut(req, res);
  }
}
