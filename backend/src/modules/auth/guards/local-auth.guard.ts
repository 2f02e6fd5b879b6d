import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../../../common/validation';
import { LoginDto } from '../dto/login.dto';

const validate = createValidationPipe();

/**
 * Signs in with email and password and starts the session. The body is validated first (guards
 * run before pipes), so a malformed email gets its field message rather than "invalid credentials".
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = (await validate.transform(request.body, { type: 'body', metatype: LoginDto })) as LoginDto;
    await super.canActivate(context);
    await super.logIn(request);
    return true;
  }
}
