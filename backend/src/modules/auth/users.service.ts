import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { type EntityManager, Repository } from 'typeorm';
import { AccountMessages, type DeleteAccountInput } from '@dct/contracts';
import { InvalidFieldsError } from '../../common/domain-errors';
import { UserEntity } from './user.entity';

/** How an account signs in: what the settings page shows before a deletion. */
export interface SignInMethods {
  email: string;
  has_password: boolean;
  provider_linked: boolean;
}

/** The account rows as other modules may see them (the account page, the export, deletion); the password hash stays here. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** Undefined when the account is gone. */
  async signInMethods(userId: number): Promise<SignInMethods | undefined> {
    const row = await this.users.findOne({ where: { id: userId }, select: { id: true, email: true, passwordHash: true, oidcSubject: true } });
    return row ? { email: row.email, has_password: row.passwordHash !== null, provider_linked: row.oidcSubject !== null } : undefined;
  }

  /** Accounts after `afterId`, by id, at most `limit`: a background job walks every owner in bounded batches this way. */
  async ownersAfter(afterId: number, limit: number): Promise<Array<{ id: number; email: string; name: string }>> {
    return this.users.query(`SELECT id, email, name FROM users WHERE id > $1 ORDER BY id LIMIT $2`, [afterId, limit]);
  }

  /** When the account was made, or undefined when it is gone. */
  async createdAt(userId: number): Promise<Date | undefined> {
    return (await this.users.findOne({ where: { id: userId }, select: { id: true, createdAt: true } }))?.createdAt;
  }

  /**
   * The owner confirms a deletion with their password, or by typing the account's e-mail when it
   * has no password (signed in through a provider); else a 400 naming the field. False when the
   * account is already gone.
   */
  async confirmIdentity(userId: number, input: DeleteAccountInput): Promise<boolean> {
    const row = await this.users.findOne({ where: { id: userId }, select: { id: true, email: true, passwordHash: true } });
    if (!row) return false;
    if (row.passwordHash) {
      if (typeof input.password !== 'string' || !(await argon2.verify(row.passwordHash, input.password))) {
        throw new InvalidFieldsError({ password: [AccountMessages.passwordIncorrect] });
      }
    } else if (typeof input.email !== 'string' || input.email.trim().toLowerCase() !== row.email) {
      throw new InvalidFieldsError({ email: [AccountMessages.emailMismatch] });
    }
    return true;
  }

  /**
   * Deletes the user in one transaction with what `before` does (its household, when the user
   * was its only member), so all or nothing: the foreign keys cascade to its sessions,
   * preferences and reset links; contact messages it sent keep their text without the link to the account.
   */
  async remove(userId: number, before?: (manager: EntityManager) => Promise<void>): Promise<void> {
    await this.users.manager.transaction(async (manager) => {
      await before?.(manager);
      await manager.delete(UserEntity, { id: userId });
    });
  }
}
