import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { CurrentUser } from '@dct/contracts';

/**
 * The session holds the small public user record, so an authenticated request costs one
 * session read and no user lookup. Deleting a user deletes their sessions (foreign key).
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  serializeUser(user: CurrentUser, done: (error: unknown, user: CurrentUser) => void): void {
    done(null, { id: user.id, email: user.email, name: user.name });
  }

  deserializeUser(user: CurrentUser, done: (error: unknown, user: CurrentUser) => void): void {
    done(null, user);
  }
}
