import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CONTACT_CATEGORY_LABELS, type ContactCategory } from '@dct/contracts';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { MailService } from '../../infra/mail/mail.service';
import { Outbox } from '../../infra/outbox/outbox.service';

const CONTACT_MAIL = 'contact-mail';
const MAX_ATTEMPTS = 5;
const retryDelayMs = (attempts: number) => Math.min(10_000 * 2 ** (attempts - 1), 600_000);

interface ContactMailJob {
  messageId: number;
}

interface StoredMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  category: ContactCategory;
  mailed_at: Date | null;
}

/**
 * Mails each contact-form message to SUPPORT_EMAIL, replying to the sender, as a job of the
 * outbox written with the message: sent by a worker, retried when the mail server fails, taken
 * over from a worker that died. The message is marked mailed in the step that marks the job done.
 */
@Injectable()
export class ContactMailer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly outbox: Outbox,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    outbox.declare<ContactMailJob>(CONTACT_MAIL, {
      leaseMs: config.dispatchLeaseMs,
      maxAttempts: MAX_ATTEMPTS,
      retryDelayMs,
      run: ({ messageId }) => this.deliver(messageId),
      done: async (manager, { messageId }) => void (await manager.query('UPDATE contact_messages SET mailed_at = now() WHERE id = $1', [messageId])),
    });
  }

  /** Writes the job in the message's transaction; `wake` it once committed. */
  queue(manager: EntityManager, messageId: number): Promise<string> {
    return this.outbox.add<ContactMailJob>(CONTACT_MAIL, { messageId }, { manager });
  }

  wake(jobId: string): Promise<void> {
    return this.outbox.wake(jobId);
  }

  async deliver(messageId: number): Promise<void> {
    const [message] = await this.dataSource.query<StoredMessage[]>(
      'SELECT id, name, email, subject, message, category, mailed_at FROM contact_messages WHERE id = $1',
      [messageId],
    );
    if (!message || message.mailed_at) return;
    const text = [`${message.name} <${message.email}> wrote (${CONTACT_CATEGORY_LABELS[message.category]}):`, message.message].join('\n\n');
    await this.mail.send({
      to: this.config.supportEmail,
      replyTo: message.email,
      subject: `[${CONTACT_CATEGORY_LABELS[message.category]}] ${message.subject}`,
      template: 'message',
      context: { paragraphs: text.split('\n\n') },
      text,
      // The same id on every attempt, so a resend is recognisably the same message.
      messageId: `<contact-${message.id}.${randomUUID()}@${this.mail.domain}>`,
    });
  }
}
