import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CONTACT_CATEGORY_LABELS, type ContactCategory } from '@dct/contracts';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { MailService } from '../../infra/mail/mail.service';
import { JOB_QUEUE, type JobQueue } from '../../infra/queue/job-queue';

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
  mail_attempts: number;
}

/**
 * Mails each contact-form message to SUPPORT_EMAIL, replying to the sender, through the job queue
 * (in a worker when one runs). The row records the mail, so a job that runs twice sends once.
 */
@Injectable()
export class ContactMailer implements OnApplicationBootstrap {
  private readonly logger = new Logger(ContactMailer.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.role !== 'api') this.queue.consume<ContactMailJob>('contact-mail', ({ messageId }) => this.deliver(messageId));
  }

  enqueue(messageId: number): Promise<void> {
    return this.queue.add<ContactMailJob>('contact-mail', { messageId }, { jobId: `contact-${messageId}-0` });
  }

  async deliver(messageId: number): Promise<void> {
    // Taking the message counts an attempt; a message mailed, or out of attempts, is left alone.
    const [[message]] = await this.dataSource.query<[StoredMessage[], number]>(
      `UPDATE contact_messages SET mail_attempts = mail_attempts + 1 WHERE id = $1 AND mailed_at IS NULL AND mail_attempts < $2
       RETURNING id, name, email, subject, message, category, mail_attempts`,
      [messageId, MAX_ATTEMPTS],
    );
    if (!message) return;
    const text = [`${message.name} <${message.email}> wrote (${CONTACT_CATEGORY_LABELS[message.category]}):`, message.message].join('\n\n');
    try {
      await this.mail.send({
        to: this.config.supportEmail,
        replyTo: message.email,
        subject: `[${CONTACT_CATEGORY_LABELS[message.category]}] ${message.subject}`,
        template: 'message',
        context: { paragraphs: text.split('\n\n') },
        text,
        messageId: `<contact-${message.id}.${randomUUID()}@${this.mail.domain}>`,
      });
      await this.dataSource.query('UPDATE contact_messages SET mailed_at = now() WHERE id = $1', [message.id]);
    } catch (error) {
      this.logger.warn(
        `Contact message ${message.id} could not be mailed (attempt ${message.mail_attempts}): ${error instanceof Error ? error.message : String(error)}`,
      );
      if (message.mail_attempts < MAX_ATTEMPTS) {
        await this.queue.add<ContactMailJob>(
          'contact-mail',
          { messageId },
          { jobId: `contact-${messageId}-${message.mail_attempts}`, delayMs: retryDelayMs(message.mail_attempts) },
        );
      }
    }
  }
}
