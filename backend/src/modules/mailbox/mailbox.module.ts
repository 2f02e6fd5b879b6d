import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import type { InboundMailPort } from '../../common/inbound-mail.port';
import { MailboxWatcher } from './mailbox-watcher';

export interface MailboxModuleOptions {
  /**
   * The module that takes a message in (the claim replies), providing INBOUND_MAIL: wired as
   * `{ imports: [ClaimRepliesModule], provider: { provide: INBOUND_MAIL, useExisting: … } }`.
   * Without one, the watcher does not start and says why.
   */
  inbound?: { imports: DynamicModule['imports']; provider: Provider<InboundMailPort> };
}

/** The IMAP mailbox of IMAP_URL, watched in the worker role for dealers' replies (see MailboxWatcher). */
@Module({})
export class MailboxModule {
  static forRoot(options: MailboxModuleOptions = {}): DynamicModule {
    return {
      module: MailboxModule,
      imports: [...(options.inbound?.imports ?? [])],
      providers: [MailboxWatcher, ...(options.inbound ? [options.inbound.provider] : [])],
      exports: [MailboxWatcher],
    };
  }
}
