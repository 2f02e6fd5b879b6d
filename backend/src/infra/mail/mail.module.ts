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
import { ASSETS_DIR } from '../../common/assets-dir';

export const MAIL_TEMPLATES_DIR = join(ASSETS_DIR, 'templates', 'mail');

@Module({
  imports: [
    OutboxModule,
    MailerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // The mailer only builds each message, in memory: MailService sends it over SMTP (with CRLF
        // line ends, as the wire wants) or files it in the outbox (as a Unix file).
        transport: { streamTransport: true, buffer: true, newline: config.smtpUrl ? 'windows' : 'unix' },
        template: { dir: MAIL_TEMPLATES_DIR, adapter: new HandlebarsAdapter(undefined, { inlineCssEnabled: false }), options: { strict: true } },
      }),
    }),
  ],
  providers: [MailService, QueuedMail, SendLedger],
  exports: [MailService, QueuedMail, SendLedger],
})
export class MailModule {}
