import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { CurrentUser } from '@dct/contracts';
import { AuthService } from '../auth.service';

/** Email and password, checked against the argon2 hash (`AuthGuard('local')`). */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  validate(email: string, password: string): Promise<CurrentUser> {
    return this.auth.verifyCredentials({ email, password });
  }
}
