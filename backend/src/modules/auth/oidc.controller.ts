import { Controller, Get, Logger, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RequestMessages, safeReturnPath, type OidcErrorCode } from '@dct/contracts';
import { NotFoundError } from '../../common/domain-errors';
import { requestOrigin } from '../../common/request-origin';
import { AuthService } from './auth.service';
import { OidcService } from './oidc.service';
import { OidcSignInError } from './oidc-sign-in.error';
import { saveSession, signIn } from './session-auth';

const CALLBACK_PATH = '/api/auth/oidc/callback';

/** Browser navigation through the identity provider; every failure lands on the sign-in page with a reason. */
@ApiExcludeController()
@Controller('auth/oidc')
export class OidcController {
  private readonly logger = new Logger(OidcController.name);

  constructor(
    private readonly oidc: OidcService,
    private readonly auth: AuthService,
  ) {}

  @Get('authorize')
  async authorize(@Query('returnTo') returnTo: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    this.requireEnabled();
    try {
      const { url, pending } = await this.oidc.startSignIn(`${requestOrigin(req)}${CALLBACK_PATH}`, safeReturnPath(returnTo));
      req.session.oidc = pending;
      await saveSession(req);
      res.redirect(302, url);
    } catch (error) {
      this.fail(res, 'oidc_failed', error);
    }
  }

  @Get('callback')
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    this.requireEnabled();
    const pending = req.session.oidc;
    delete req.session.oidc;
    if (!pending) return this.fail(res, 'oidc_failed', new Error('No sign-in was in progress in this session'));
    try {
      const identity = await this.oidc.finishSignIn(new URL(req.originalUrl, requestOrigin(req)), pending);
      const user = await this.auth.signInWithOidc(identity);
      await signIn(req, user);
      res.redirect(302, pending.returnTo ?? '/');
    } catch (error) {
      this.fail(res, error instanceof OidcSignInError ? error.code : 'oidc_failed', error);
    }
  }

  private requireEnabled(): void {
    if (!this.oidc.enabled) throw new NotFoundError(RequestMessages.notFound);
  }

  private fail(res: Response, code: OidcErrorCode, error: unknown): void {
    this.logger.warn(`OpenID Connect sign-in failed (${code}): ${error instanceof Error ? error.message : String(error)}`);
    res.redirect(302, `/sign-in?error=${code}`);
  }
}
