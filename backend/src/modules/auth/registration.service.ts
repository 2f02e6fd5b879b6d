import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { DataSource, QueryFailedError } from 'typeorm';
import { AuthMessages, type CurrentUser, type RegisterInput } from '@dct/contracts';
import { ConflictError, ForbiddenError, InvalidFieldsError, RateLimitedError } from '../../common/domain-errors';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { newSecretToken, secretTokenHash } from '../../common/secret-token';
import { MailService } from '../../infra/mail/mail.service';
import { QueuedMail, type QueuedMailMessage } from '../../infra/mail/queued-mail.service';
import { SendLedger, ledgerSubject } from '../../infra/mail/send-ledger.service';
import { AuthService } from './auth.service';
import { PasswordPolicy } from './password-policy';

const UNIQUE_VIOLATION = '23505';
/** How long a confirmation link works. */
const CONFIRM_HOURS = 24;

/** What a sign-up answers: the new owner, signed in (open), or the same words for every address (verify). */
export type RegistrationOutcome = { kind: 'signed-up'; user: CurrentUser } | { kind: 'check-email'; message: string };

/**
 * Sign-up as the admin set it (REGISTRATION):
 * - open: the account exists at once and the owner is signed in;
 * - verify: the answer is the same, in comparable time, whether the address is new or taken, so it
 *   tells nobody which addresses have accounts. A new address is mailed a link that creates the
 *   account; a taken one is told that someone tried, with the way to sign in or reset the password.
 *   Both mails go through the outbox;
 * - closed: nobody signs up (a household's own instance, once everyone has an account).
 */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly queued: QueuedMail,
    private readonly mailer: MailService,
    private readonly ledger: SendLedger,
    private readonly policy: PasswordPolicy,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async register(input: RegisterInput, clientIp: string | undefined): Promise<RegistrationOutcome> {
    if (this.config.registration === 'closed') throw new ForbiddenError(AuthMessages.registrationClosed);
    await this.policy.assertHardToGuess(input.password, input, 'password');
    if (this.config.registration === 'open') return { kind: 'signed-up', user: await this.auth.register(input) };
    await this.requestConfirmation(input, clientIp);
    return { kind: 'check-email', message: AuthMessages.checkEmail };
  }

  /**
   * Both branches hash the password and write one outbox job, so a taken address costs what a new
   * one does. Requests are limited per client, mails per address (past that, no more mail: the
   * answer stays the same).
   */
  private async requestConfirmation(input: RegisterInput, clientIp: string | undefined): Promise<void> {
    const email = input.email.toLowerCase();
    const passwordHash = await argon2.hash(input.password);
    const token = newSecretToken();
    const jobId = await this.dataSource.transaction(async (manager) => {
      const fromClient = await this.ledger.take(manager, 'signup-request', [ledgerSubject.client(clientIp)], this.config.accountMailsPerDay);
      if (!fromClient.ok) throw new RateLimitedError(AuthMessages.tooManySignUpsToday);
      await manager.query(`DELETE FROM pending_registrations WHERE expires_at < now()`);
      const toAddress = await this.ledger.take(manager, 'signup-mail', [ledgerSubject.address(email)], this.config.accountMailsPerDay);
      if (!toAddress.ok) return undefined;
      const [account] = await manager.query<Array<{ name: string }>>(`SELECT name FROM users WHERE email = $1`, [email]);
      if (account) return this.queued.queue(this.alreadyRegisteredMail(email, account.name), { manager });
      await manager.query(
        `INSERT INTO pending_registrations (email, name, password_hash, token_hash, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
        [email, input.name, passwordHash, secretTokenHash(token), CONFIRM_HOURS],
      );
      return this.queued.queue(this.confirmMail(email, input.name, token), { manager });
    });
    if (jobId) await this.queued.wake(jobId);
  }

  /** The link from the confirmation mail: the account is created (once) and its owner signed in. */
  async confirm(token: string): Promise<CurrentUser> {
    return this.dataSource.transaction(async (manager) => {
      // A DELETE … RETURNING answers [rows, count].
      const [[pending]] = await manager.query<[Array<{ email: string; name: string; password_hash: string }>, number]>(
        `DELETE FROM pending_registrations WHERE token_hash = $1 AND expires_at > now() RETURNING email, name, password_hash`,
        [secretTokenHash(token)],
      );
      if (!pending) throw new InvalidFieldsError({ token: [AuthMessages.confirmLinkInvalid] });
      await manager.query(`DELETE FROM pending_registrations WHERE email = $1`, [pending.email]);
      try {
        const [user] = await manager.query<CurrentUser[]>(`INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3) RETURNING id, email, name`, [
          pending.email,
          pending.name,
          pending.password_hash,
        ]);
        return user;
      } catch (error) {
        // Confirmed twice from two tabs, or the address signed up another way meanwhile.
        if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION)
          throw new ConflictError(AuthMessages.emailTaken);
        throw error;
      }
    });
  }

  private mail(to: string, subject: string, paragraphs: string[]): QueuedMailMessage {
    const text = paragraphs.join('\n\n');
    return {
      to,
      replyTo: this.config.mailFrom,
      subject,
      template: 'message',
      context: { paragraphs },
      text,
      messageId: `<registration.${randomBytes(12).toString('hex')}@${this.mailer.domain}>`,
    };
  }

  private confirmMail(email: string, name: string, token: string): QueuedMailMessage {
    return this.mail(email, 'Confirm your address to finish creating your account', [
      `Hello ${name},`,
      `Confirm your address to finish creating your Downtime Claim Tracker account. Open this link within ${CONFIRM_HOURS} hours:`,
      `${this.config.appUrl}/confirm-email?token=${token}`,
      'If you did not sign up, ignore this e-mail: no account is created.',
    ]);
  }

  private alreadyRegisteredMail(email: string, name: string): QueuedMailMessage {
    return this.mail(email, 'Someone tried to register with your address', [
      `Hello ${name},`,
      'Someone (perhaps you) tried to create a Downtime Claim Tracker account with this address. You already have one, so nothing was created.',
      `Sign in at ${this.config.appUrl}/sign-in, or if you forgot your password, reset it at ${this.config.appUrl}/forgot-password.`,
      'If it was not you, you can ignore this e-mail: your account is unchanged.',
    ]);
  }
}
