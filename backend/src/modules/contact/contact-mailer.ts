import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CONTACT_CATEGORY_LABELS, type ContactCategory } from '@dct/contracts';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { mailRetry } from '../../infra/mail/mail-retry';
import { MailService } from '../../infra/mail/mail.service';
import { Outbox } from '../../infra/outbox/outbox.service';

const CONTACT_MAIL = 'contact-mail';

interface ContactMailJob {
  /** The contact message's id. */
  messageId: number;
  /** The mail's Message-ID, fixed when the job is written, so every attempt sends the same message (absent from jobs written before it was kept). */
  mailMessageId?: string;
}

interface StoredMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  category: ContactCategory;
  mailed_at: Date | null;
  created_at: Date;
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
      ...mailRetry(config),
      run: ({ messageId, mailMessageId }, job) => this.deliver(messageId, mailMessageId, job.signal),
      done: async (manager, { messageId }) => void (await manager.query('UPDATE contact_messages SET mailed_at = now() WHERE id = $1', [messageId])),
    });
  }

  /** Writes the job in the message's transaction; `wake` it once committed. */
  queue(manager: EntityManager, messageId: number): Promise<string> {
    const mailMessageId = `<contact-${messageId}.${randomUUID()}@${this.mail.domain}>`;
    return this.outbox.add<ContactMailJob>(CONTACT_MAIL, { messageId, mailMessageId }, { manager });
  }

  wake(jobId: string): Promise<void> {
    return this.outbox.wake(jobId);
  }

  async deliver(messageId: number, mailMessageId?: string, signal?: AbortSignal): Promise<void> {
    const [message] = await this.dataSource.query<StoredMessage[]>(
      'SELECT id, name, email, subject, message, category, mailed_at, created_at FROM contact_messages WHERE id = $1',
      [messageId],
    );
    if (!message || message.mailed_at) return;
    const text = [`${message.name} <${message.email}> wrote (${CONTACT_CATEGORY_LABELS[message.category]}):`, message.message].join('\n\n');
    await this.mail.send(
      {
        to: this.config.supportEmail,
        replyTo: message.email,
        subject: `[${CONTACT_CATEGORY_LABELS[message.category]}] ${message.subject}`,
        template: 'message',
        context: { paragraphs: text.split('\n\n') },
        text,
        // The same id on every attempt, so a resend is recognisably the same message.
        messageId: mailMessageId ?? `<contact-${message.id}.${message.created_at.getTime()}@${this.mail.domain}>`,
      },
      { signal },
    );
  }
}
