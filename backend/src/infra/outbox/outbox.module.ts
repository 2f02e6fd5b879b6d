import { Module } from '@nestjs/common';
import { Outbox } from './outbox.service';

/** The outbox of jobs done later: one per process (Nest makes one instance however many modules import it). */
@Module({ providers: [Outbox], exports: [Outbox] })
export class OutboxModule {}
