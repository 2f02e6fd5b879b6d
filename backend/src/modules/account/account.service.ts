import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { AccountMessages, AuthMessages, type AccountSummary, type CurrentUser, type DeleteAccountInput } from '@dct/contracts';
import { InvalidFieldsError, UnauthenticatedError } from '../../common/domain-errors';

/** Leaving: the account and everything it holds, gone in one transaction. */
@Injectable()
export class AccountService {
  constructor(private readonly dataSource: DataSource) {}

  /** How the account signs in and how much it holds: what the settings page shows before a deletion. */
  async summary(user: CurrentUser): Promise<AccountSummary> {
    const [row] = await this.dataSource.query<
      Array<{
        email: string;
        has_password: boolean;
        provider_linked: boolean;
        vehicles: number;
        visits: number;
        claims: number;
        documents: number;
        dealers: number;
      }>
    >(
      `SELECT email,
              password_hash IS NOT NULL AS has_password,
              oidc_subject IS NOT NULL AS provider_linked,
              (SELECT count(*) FROM vehicles WHERE user_id = users.id)::int AS vehicles,
              (SELECT count(*) FROM visits WHERE user_id = users.id)::int AS visits,
              (SELECT count(*) FROM claims WHERE user_id = users.id)::int AS claims,
              (SELECT count(*) FROM documents WHERE user_id = users.id)::int AS documents,
              (SELECT count(*) FROM dealers WHERE user_id = users.id)::int AS dealers
         FROM users WHERE id = $1`,
      [user.id],
    );
    if (!row) throw new UnauthenticatedError(AuthMessages.signInRequired);
    const { email, has_password, provider_linked, ...records } = row;
    return { email, has_password, provider_linked, records };
  }

  /**
   * Confirmed by the password, or by typing the account's e-mail when it has no password (signed
   * in through a provider). Deleting the user cascades to its sessions, vehicles (and their
   * visits, documents, claims and mails), the dealers it added and its reset links; contact
   * messages it sent keep their text without the link to the account.
   */
  async delete(user: CurrentUser, input: DeleteAccountInput): Promise<void> {
    const [row] = await this.dataSource.query<Array<{ password_hash: string | null; email: string }>>('SELECT password_hash, email FROM users WHERE id = $1', [
      user.id,
    ]);
    if (!row) return;
    if (row.password_hash) {
      if (typeof input.password !== 'string' || !(await argon2.verify(row.password_hash, input.password))) {
        throw new InvalidFieldsError({ password: [AccountMessages.passwordIncorrect] });
      }
    } else if (typeof input.email !== 'string' || input.email.trim().toLowerCase() !== row.email) {
      throw new InvalidFieldsError({ email: [AccountMessages.emailMismatch] });
    }
    await this.dataSource.transaction((manager) => manager.query('DELETE FROM users WHERE id = $1', [user.id]));
  }
}
