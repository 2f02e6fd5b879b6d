import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What became of a stored message: not handled yet, answered a claim, matched none, an automatic
 * answer, held back unread, or given up after its handling failed every attempt.
 */
export type InboundStatus = 'received' | 'matched' | 'unmatched' | 'auto_reply' | 'quarantined' | 'failed';

/**
 * One raw e-mail message as it came in (by the webhook or the mailbox), kept before anything reads
 * it: its bytes (in chunks, as documents keep theirs) are the evidence of what the dealer sent.
 * The same bytes or the same Message-ID are stored once.
 */
@Entity({ name: 'inbound_messages' })
@Index('inbound_messages_sha256', ['sha256'], { unique: true })
@Index('inbound_messages_message_id', ['message_id'], { unique: true })
export class InboundMessageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64 })
  sha256: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  message_id: string | null;

  @Column({ type: 'varchar', length: 8 })
  via: 'webhook' | 'imap';

  @Column({ type: 'timestamptz', default: () => 'now()' })
  received_at: Date;

  @Column({ type: 'varchar', length: 16, default: 'unmatched' })
  status: InboundStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  /** Handling attempts begun; the last failure's reason is kept in `reason` while it is 'received'. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** While a hand-in reads and files it: another hand-in of the same message waits until then (renewed as it works). */
  @Column({ type: 'timestamptz', nullable: true })
  handling_until: Date | null;

  @Column({ type: 'integer', nullable: true })
  claim_id: number | null;

  @Column({ type: 'integer', nullable: true })
  household_id: number | null;
}

/** The message's bytes, a chunk a row. */
@Entity({ name: 'inbound_message_chunks' })
export class InboundMessageChunkEntity {
  @PrimaryColumn({ type: 'integer' })
  inbound_message_id: number;

  @PrimaryColumn({ type: 'integer' })
  seq: number;

  @Column({ type: 'bytea' })
  data: Buffer;
}

/** A webhook call's signature, kept a while so the same call cannot be replayed on any process. */
@Entity({ name: 'inbound_signatures' })
export class InboundSignatureEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  signature: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  seen_at: Date;
}
