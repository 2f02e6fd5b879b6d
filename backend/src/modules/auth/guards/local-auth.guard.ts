import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import type { LoginInput } from '@dct/contracts';
import { loginSchema } from '@dct/contracts/schemas';
import { ZodBodyPipe } from '../../../common/zod-body.pipe';

const validate = new ZodBodyPipe(() => loginSchema);

/**
 * Signs in with email and password and starts the session. The body is validated first (guards
 * run before pipes), so a malformed email gets its field message rather than "invalid credentials".
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = validate.transform(request.body) as LoginInput;
    await super.canActivate(context);
    await super.logIn(request);
    return true;
  }
}
