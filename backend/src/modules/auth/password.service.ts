import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { AccountMessages, PASSWORD_RESET_MINUTES, type CurrentUser } from '@dct/contracts';
import { InvalidFieldsError, RateLimitedError } from '../../common/domain-errors';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { newSecretToken, secretTokenHash } from '../../common/secret-token';
import { MailService } from '../../infra/mail/mail.service';
import { QueuedMail, type QueuedMailMessage } from '../../infra/mail/queued-mail.service';
import { SendLedger, ledgerSubject } from '../../infra/mail/send-ledger.service';
import { PasswordPolicy } from './password-policy';

interface UserPassword {
  id: number;
  email: string;
  name: string;
  password_hash: string | null;
}

/** Changing a password, and resetting a forgotten one through a one-time link by mail. */
@Injectable()
export class PasswordService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: QueuedMail,
    private readonly mailer: MailService,
    private readonly ledger: SendLedger,
    private readonly policy: PasswordPolicy,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** A new password for the signed-in owner; every other session of theirs ends, this one stays. */
  async change(user: CurrentUser, currentPassword: string, newPassword: string, sessionId: string): Promise<void> {
    const [row] = await this.dataSource.query<UserPassword[]>('SELECT id, email, name, password_hash FROM users WHERE id = $1', [user.id]);
    if (!row?.password_hash) throw new InvalidFieldsError({ current_password: [AccountMessages.noPassword] });
    if (!(await argon2.verify(row.password_hash, currentPassword))) {
      throw new InvalidFieldsError({ current_password: [AccountMessages.currentPasswordIncorrect] });
    }
    await this.policy.assertHardToGuess(newPassword, row, 'new_password');
    await this.dataSource.transaction(async (manager) => {
      await manager.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, await argon2.hash(newPassword)]);
      await manager.query('DELETE FROM sessions WHERE user_id = $1 AND sid <> $2', [user.id, sessionId]);
    });
  }

  /**
   * Mails a one-time link when the address has an account, and says the same either way. The
   * lookup and the write are one statement, so a known address costs what an unknown one does;
   * the mail is a job of the outbox, written in the same transaction, sent by a worker. Only the
   * token's hash is stored (the job's copy of the link is cleared once sent). At most
   * ACCOUNT_MAILS_PER_DAY per client (a 429) and per address (past it, no more mail:
   * the answer stays the same, so it tells nothing about the address).
   */
  async requestReset(email: string, clientIp: string | undefined): Promise<void> {
    const address = email.toLowerCase();
    const token = newSecretToken();
    const jobId = await this.dataSource.transaction(async (manager) => {
      const fromClient = await this.ledger.take(manager, 'reset-request', [ledgerSubject.client(clientIp)], this.config.accountMailsPerDay);
      if (!fromClient.ok) throw new RateLimitedError(AccountMessages.tooManyResetsToday);
      const toAddress = await this.ledger.take(manager, 'reset-mail', [ledgerSubject.address(address)], this.config.accountMailsPerDay);
      if (!toAddress.ok) return undefined;
      const [account] = await manager.query<Array<{ name: string; email: string }>>(
        `WITH account AS (SELECT id, name, email FROM users WHERE email = $1),
              reset AS (INSERT INTO password_resets (user_id, token_hash, expires_at)
                        SELECT id, $2, now() + ($3 * interval '1 minute') FROM account RETURNING user_id)
         SELECT account.name, account.email FROM account JOIN reset ON reset.user_id = account.id`,
        [address, secretTokenHash(token), PASSWORD_RESET_MINUTES],
      );
      return account ? this.mail.queue(this.resetMail(account, token), { manager }) : undefined;
    });
    if (jobId) await this.mail.wake(jobId);
  }

  /** Sets the new password if the link is still good (unused, within the hour), ends every old session, and returns the owner. */
  async confirmReset(token: string, newPassword: string): Promise<CurrentUser> {
    return this.dataSource.transaction(async (manager) => {
      // An UPDATE … RETURNING answers [rows, count].
      const [[reset]] = await manager.query<[Array<{ user_id: number }>, number]>(
        `UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [secretTokenHash(token)],
      );
      if (!reset) throw new InvalidFieldsError({ token: [AccountMessages.resetLinkInvalid] });
      const [user] = await manager.query<UserPassword[]>('SELECT id, email, name, password_hash FROM users WHERE id = $1', [reset.user_id]);
      await this.policy.assertHardToGuess(newPassword, user, 'new_password');
      await manager.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, await argon2.hash(newPassword)]);
      await manager.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
      // Any other link sent earlier stops working too.
      await manager.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [user.id]);
      return { id: user.id, email: user.email, name: user.name };
    });
  }

  private resetMail(account: { name: string; email: string }, token: string): QueuedMailMessage {
    const link = `${this.config.appUrl}/reset-password?token=${token}`;
    const text = [
      `Hello ${account.name},`,
      `Someone (we hope you) asked to reset the password of your Downtime Claim Tracker account. Open this link within ${PASSWORD_RESET_MINUTES} minutes to choose a new one:`,
      link,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n\n');
    return {
      to: account.email,
      replyTo: this.config.mailFrom,
      subject: 'Reset your Downtime Claim Tracker password',
      template: 'message',
      context: { paragraphs: text.split('\n\n') },
      text,
      messageId: `<password-reset.${randomBytes(12).toString('hex')}@${this.mailer.domain}>`,
    };
  }
}
