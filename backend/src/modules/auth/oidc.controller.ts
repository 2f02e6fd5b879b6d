import { type ArgumentsHost, Catch, Controller, type ExceptionFilter, Get, Logger, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { OidcErrorCode } from '@dct/contracts';
import { toErrorBody } from '../../common/all-exceptions.filter';
import { NotFoundError } from '../../common/domain-errors';
import { OidcAuthGuard } from './guards/oidc-auth.guard';
import { OidcSignInError } from './oidc-sign-in.error';

/** Every failure of the provider flow lands on the sign-in page with its reason. */
@Catch()
class OidcSignInFailureFilter implements ExceptionFilter {
  private readonly logger = new Logger('OidcSignIn');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    if (exception instanceof NotFoundError) {
      const body = toErrorBody(exception);
      res.status(404).json(body);
      return;
    }
    const code: OidcErrorCode = exception instanceof OidcSignInError ? exception.code : 'oidc_failed';
    this.logger.warn(`OpenID Connect sign-in failed (${code}): ${exception instanceof Error ? exception.message : String(exception)}`);
    res.redirect(302, `/sign-in?error=${code}`);
  }
}

/** Browser navigation through the identity provider (the flow itself is the 'oidc' passport strategy). */
@ApiExcludeController()
@Controller('auth/oidc')
@UseGuards(OidcAuthGuard)
@UseFilters(OidcSignInFailureFilter)
export class OidcController {
  /** The guard has already sent the browser to the provider. */
  @Get('authorize')
  authorize(): void {}

  @Get('callback')
  callback(@Req() req: Request, @Res() res: Response): void {
    res.redirect(302, req.oidcReturnTo ?? '/');
  }
}
