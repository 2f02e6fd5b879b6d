import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContactMailer } from './contact-mailer';
import type { CreateContactMessageDto } from './dto/create-contact-message.dto';
import { ContactMessageEntity } from './contact-message.entity';

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    private readonly mailer: ContactMailer,
  ) {}

  /** Keeps the message and mails it to support; the sender's account is linked when signed in. */
  async receive(input: CreateContactMessageDto, userId: number | null): Promise<{ id: number; created_at: string }> {
    const saved = await this.messages.save(this.messages.create({ ...input, email: input.email.toLowerCase(), category: input.category ?? 'support', userId }));
    await this.mailer.enqueue(saved.id);
    return { id: saved.id, created_at: saved.createdAt.toISOString() };
  }
}
