import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { Outbox, type AddOptions } from '../outbox/outbox.service';
import { mailRetry } from './mail-retry';
import { MailService, type OutgoingMail } from './mail.service';

/** A mail without attachments, as the outbox keeps it until it is sent. */
export type QueuedMailMessage = Omit<OutgoingMail, 'attachments'>;

/**
 * Mail that goes through the outbox (account mail: address confirmations, password-reset links):
 * written as a job, in the caller's transaction when given one, and sent by a worker, retried
 * as every mail is (mailRetry), with its Message-ID fixed by the caller in the payload so every
 * attempt sends recognisably the same message. The job's payload is cleared once the mail is
 * out: it may hold a one-time link.
 */
@Injectable()
export class QueuedMail {
  constructor(
    private readonly outbox: Outbox,
    mail: MailService,
    @InjectConfig() config: AppConfig,
  ) {
    outbox.declare<QueuedMailMessage>('mail', {
      run: async (message, job) => void (await mail.send(message, { signal: job.signal })),
      ...mailRetry(config),
      scrubWhenDone: true,
    });
  }

  queue(message: QueuedMailMessage, options: AddOptions = {}): Promise<string> {
    return this.outbox.add('mail', message, options);
  }

  wake(jobId: string): Promise<void> {
    return this.outbox.wake(jobId);
  }
}
