import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ContactMessages, type ContactFormValues } from '@dct/contracts';
import { RateLimitedError } from '../../common/domain-errors';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { SendLedger, ledgerSubject } from '../../infra/mail/send-ledger.service';
import { ContactMailer } from './contact-mailer';
import { ContactMessageEntity } from './contact-message.entity';

@Injectable()
export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: ContactMailer,
    private readonly ledger: SendLedger,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Keeps the message and mails it to support; the sender's account is linked when signed in. At
   * most CONTACT_MAILS_PER_DAY a day per sender address and per client address, counted in the
   * send ledger, so the form cannot be used to flood the support inbox.
   */
  async receive(input: ContactFormValues, userId: number | null, clientIp: string | undefined): Promise<{ id: number; created_at: string }> {
    const email = input.email.toLowerCase();
    const { saved, jobId } = await this.dataSource.transaction(async (manager) => {
      const taken = await this.ledger.take(
        manager,
        'contact-mail',
        [ledgerSubject.address(email), ledgerSubject.client(clientIp)],
        this.config.contactMailsPerDay,
      );
      if (!taken.ok) throw new RateLimitedError(ContactMessages.tooManyToday);
      const messages = manager.getRepository(ContactMessageEntity);
      const message = await messages.save(messages.create({ ...input, email, category: input.category ?? 'support', userId }));
      return { saved: message, jobId: await this.mailer.queue(manager, message.id) };
    });
    await this.mailer.wake(jobId);
    return { id: saved.id, created_at: saved.createdAt.toISOString() };
  }
}
