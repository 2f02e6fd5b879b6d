import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { sendOverSmtp, type SmtpEnvelope } from './smtp-sender';

export interface OutgoingMail {
  to: string;
  replyTo: string;
  subject: string;
  /** A template under assets/templates/mail (without .hbs) and its values; gives the HTML part. */
  template: string;
  context: Record<string, unknown>;
  /** The plain-text part, kept with the dispatch so the owner can read what was sent. */
  text: string;
  /** Fixed per message, so a resent message is recognisably the same one. */
  messageId: string;
  inReplyTo?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  /** On someone's behalf: From reads "{name} via {the product}", still from MAIL_FROM's address. */
  onBehalfOf?: string;
  /** A blind copy (the owner's own copy of what was sent in their name). */
  bcc?: string;
  /** Headers of its own (an alert's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** Where the message was written, when there is no SMTP server (the embedded default). */
  outboxFile?: string;
}

/**
 * Outgoing mail: the Nest mailer builds each message (templates, parts, attachments) in memory;
 * with SMTP_URL it is sent over SMTP by smtp-sender.ts (one connection per message, closed when
 * the job's signal is aborted), otherwise written whole as an .eml file under $DATA_DIR/outbox,
 * which any mail program opens.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly mailer: MailerService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Sends the message; `signal` stops it (an outbox job's: its worker lost the lease or is stopping). */
  async send(mail: OutgoingMail, options: { signal?: AbortSignal } = {}): Promise<SentMail> {
    options.signal?.throwIfAborted();
    const info = (await this.mailer.sendMail({
      from: mail.onBehalfOf ? { name: `${mail.onBehalfOf} via ${this.senderName}`, address: this.senderAddress } : this.config.mailFrom,
      bcc: mail.bcc,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      template: mail.template,
      context: mail.context,
      text: mail.text,
      messageId: mail.messageId,
      inReplyTo: mail.inReplyTo,
      references: mail.inReplyTo ? [mail.inReplyTo] : undefined,
      attachments: mail.attachments,
      headers: mail.headers,
    })) as { message?: Buffer; envelope?: SmtpEnvelope };
    if (this.config.smtpUrl && info.message && info.envelope) {
      const smtp = { url: this.config.smtpUrl, stepTimeoutMs: this.config.smtpTimeoutMs, dataTimeoutMs: this.config.smtpDataTimeoutMs };
      await sendOverSmtp(smtp, info.envelope, info.message, options.signal);
      return { messageId: mail.messageId };
    }
    if (!info.message) return { messageId: mail.messageId };
    await mkdir(this.config.outboxDir, { recursive: true });
    const outboxFile = join(this.config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^a-zA-Z0-9.-]/g, '_')}.eml`);
    await writeFile(outboxFile, info.message);
    return { messageId: mail.messageId, outboxFile };
  }

  /** The domain of our Message-IDs: the sender's. */
  get domain(): string {
    return /@([^>\s]+)/.exec(this.config.mailFrom)?.[1] ?? 'localhost';
  }

  /** MAIL_FROM's address ("claims@localhost" of "Downtime Claim Tracker <claims@localhost>"). */
  private get senderAddress(): string {
    return /<([^>]+)>/.exec(this.config.mailFrom)?.[1] ?? this.config.mailFrom.trim();
  }

  /** MAIL_FROM's name, or the product's. */
  private get senderName(): string {
    const name = /^\s*"?([^"<]*?)"?\s*</.exec(this.config.mailFrom)?.[1]?.trim();
    return name || 'Downtime Claim Tracker';
  }
}
