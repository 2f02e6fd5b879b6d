import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../infra/mail/mail.module';
import { OutboxModule } from '../../infra/outbox/outbox.module';
import { ContactController } from './contact.controller';
import { ContactMessageEntity } from './contact-message.entity';
import { ContactMailer } from './contact-mailer';
import { ContactService } from './contact.service';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity]), MailModule, OutboxModule],
  controllers: [ContactController],
  providers: [ContactService, ContactMailer],
})
export class ContactModule {}
