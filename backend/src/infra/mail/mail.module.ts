import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { MailerModule } from '@nestjs-modules/mailer';
import { HandlebarsAdapter } from '@nestjs-modules/mailer/adapters/handlebars.adapter';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { OutboxModule } from '../outbox/outbox.module';
import { MailService } from './mail.service';
import { QueuedMail } from './queued-mail.service';
import { SendLedger } from './send-ledger.service';

export const MAIL_TEMPLATES_DIR = join(__dirname, '..', '..', '..', 'assets', 'templates', 'mail');

@Module({
  imports: [
    OutboxModule,
    MailerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // Without an SMTP server the message is built in memory and MailService files it in the outbox.
        // With one, each wait is bounded by SMTP_TIMEOUT_SECONDS, which the configuration keeps shorter than a job's lease.
        transport: config.smtpUrl
          ? {
              url: config.smtpUrl,
              pool: true,
              maxConnections: 2,
              connectionTimeout: config.smtpTimeoutMs,
              greetingTimeout: config.smtpTimeoutMs,
              socketTimeout: config.smtpTimeoutMs,
            }
          : { streamTransport: true, buffer: true, newline: 'unix' },
        template: { dir: MAIL_TEMPLATES_DIR, adapter: new HandlebarsAdapter(undefined, { inlineCssEnabled: false }), options: { strict: true } },
      }),
    }),
  ],
  providers: [MailService, QueuedMail, SendLedger],
  exports: [MailService, QueuedMail, SendLedger],
})
export class MailModule {}
