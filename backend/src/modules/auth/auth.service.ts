import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { QueryFailedError, Repository } from 'typeorm';
import { AuthMessages, NAME_MAX_LENGTH, type CurrentUser, type LoginInput, type RegisterInput } from '@dct/contracts';
import { ConflictError, UnauthenticatedError } from '../../common/domain-errors';
import { toCurrentUser } from './dto/current-user.response';
import type { OidcIdentity } from './oidc.service';
import { OidcSignInError } from './oidc-sign-in.error';
import { UserEntity } from './user.entity';

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class AuthService {
  /** Verified against when the email is unknown, so a miss costs as long as a wrong password. */
  private readonly decoyHash = argon2.hash('decoy password that matches nothing');

  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /**
   * The password is hashed before the address is looked up, so a taken address answers no faster
   * than a new one (the answer itself is rate limited per client address).
   */
  async register(input: RegisterInput): Promise<CurrentUser> {
    const email = input.email.toLowerCase();
    const passwordHash = await argon2.hash(input.password);
    if (await this.users.existsBy({ email })) throw new ConflictError(AuthMessages.emailTaken);
    try {
      const user = await this.users.save(this.users.create({ email, name: input.name, passwordHash }));
      return toCurrentUser(user);
    } catch (error) {
      // Two sign-ups racing for one address: the unique index decides.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new ConflictError(AuthMessages.emailTaken);
      }
      throw error;
    }
  }

  /**
   * The account of a provider identity: the one already linked to it; else the account with
   * the same address, linked now if the provider verified that address; else a new account
   * without a password.
   */
  async signInWithOidc(identity: OidcIdentity): Promise<CurrentUser> {
    const linked = await this.users.findOneBy({ oidcIssuer: identity.issuer, oidcSubject: identity.subject });
    if (linked) return toCurrentUser(linked);
    if (!identity.email) throw new OidcSignInError('oidc_no_email');
    const email = identity.email.trim().toLowerCase();
    const existing = await this.users.findOneBy({ email });
    if (existing) {
      if (!identity.emailVerified) throw new OidcSignInError('oidc_email_taken');
      await this.users.update(existing.id, { oidcIssuer: identity.issuer, oidcSubject: identity.subject });
      return toCurrentUser(existing);
    }
    const name = (identity.name?.trim() || email.split('@')[0]).slice(0, NAME_MAX_LENGTH);
    const user = await this.users.save(this.users.create({ email, name, passwordHash: null, oidcIssuer: identity.issuer, oidcSubject: identity.subject }));
    return toCurrentUser(user);
  }

  async verifyCredentials(input: LoginInput): Promise<CurrentUser> {
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email: input.email.toLowerCase() })
      .getOne();
    const valid = await argon2.verify(user?.passwordHash ?? (await this.decoyHash), input.password);
    if (!user || !valid) throw new UnauthenticatedError(AuthMessages.invalidCredentials);
    return toCurrentUser(user);
  }
}
