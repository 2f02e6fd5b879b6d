import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ClaimMessages, todayIso, type TriageResult } from '@dct/contracts';
import { appSecret } from '../../../common/app-secret';
import { NotFoundError } from '../../../common/domain-errors';
import type { InboundMailPort, InboundOutcome } from '../../../common/inbound-mail.port';
import { InjectConfig } from '../../../config/config.module';
import type { AppConfig } from '../../../config/config.schema';
import { mailRetry } from '../../../infra/mail/mail-retry';
import { WorkerPool, WorkerTaskError } from '../../../infra/worker-pool/worker-pool.service';
import { AiService } from '../../ai/ai.service';
import { CorrespondenceService } from '../../correspondence/correspondence.service';
import { DocumentsService } from '../../documents/documents.service';
import { AlertScanService } from '../../notifications/alert-scan.service';
import { VisitsService } from '../../visits/visits.service';
import { ClaimsService } from '../claims.service';
import type { ClaimReplyEntity, ReplyAttachment } from './claim-reply.entity';
import type { InboundStatus } from './inbound-message.entity';
import { INBOUND_PARSE_TASK, type ParsedInbound } from './inbound-parse.tasks';
import { matchReply, type ReplyClaim, type ReplyLookup, type ReplyMatchedBy } from './reply-matching';

/** A message above this is refused unstored: no dealer's answer is this large. */
export const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
/** The header block above this is refused unstored. */
export const MAX_HEADER_BYTES = 256 * 1024;
/** The sender and subject as kept (the columns' widths): a longer header is cut, never a failed message. */
const MAX_FROM_CHARS = 320;
const MAX_SUBJECT_CHARS = 1000;
/** A stored message's bytes are kept in rows of this size, as documents' are. */
const CHUNK_BYTES = 256 * 1024;

const MATCH_REASONS: Record<string, string> = {
  ambiguous: 'It names more than one claim',
  'no-claim': 'It names no claim (no known Message-ID, reply address or claim tag)',
  'not-the-claims-correspondent': "Its subject names a claim, but it is not from the claim's owner or dealer",
};

/** Whether a settled message was filed on a claim (as its answer, or as an automatic one). */
const isFiled = (status: InboundStatus) => status === 'matched' || status === 'auto_reply';

/** The header block's length (up to the first empty line), or null when none ends within the limit. */
function headerLength(raw: Buffer): number | null {
  const window = raw.subarray(0, MAX_HEADER_BYTES + 4);
  const crlf = window.indexOf('\r\n\r\n');
  const lf = window.indexOf('\n\n');
  const ends = [crlf, lf].filter((at) => at >= 0);
  if (ends.length === 0) return raw.length <= MAX_HEADER_BYTES ? raw.length : null;
  const end = Math.min(...ends);
  return end <= MAX_HEADER_BYTES ? end : null;
}

/** The Message-ID header as written (with its brackets), read from the header block only. */
function messageIdOf(headers: string): string | null {
  const found = /^message-id[ \t]*:[ \t]*(?:\r?\n[ \t]+)?(<[^<>\s]{1,250}>)/im.exec(headers);
  return found ? found[1] : null;
}

export interface ClaimReplyView {
  id: number;
  received_at: string;
  from: string | null;
  subject: string;
  text: string;
  triage: { intent: TriageResult['intent']; offered_amount: number | null; deadline: string | null } | null;
  state: ClaimReplyEntity['state'];
  eml_url: string;
  sha256: string;
  attachments: number[];
  refused_attachments: Array<{ name: string; reason: string }>;
  auto_reply: boolean;
}

type ReplyRow = ClaimReplyEntity & { sha256: string };

/**
 * Dealers' replies by e-mail: each message is stored first (its bytes and SHA-256, once), then
 * read in a worker thread, matched to a claim (reply-matching) and, when it answers one, filed
 * on the claim with the assistant's reading as a proposal, its attachments as documents of the
 * claim's visit, an alert to the owner and an entry in the vehicle's correspondence log.
 */
@Injectable()
export class ClaimRepliesService implements InboundMailPort {
  private readonly logger = new Logger(ClaimRepliesService.name);
  private readonly secret: string;
  /** Handling attempts of a stored message before it is failed: as many as a mail gets (mailRetry). */
  readonly maxAttempts: number;
  /** How long one hand-in holds a message before another may take it over (the dispatch lease). */
  private readonly leaseMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly pool: WorkerPool,
    private readonly claims: ClaimsService,
    private readonly visits: VisitsService,
    private readonly documents: DocumentsService,
    private readonly ai: AiService,
    private readonly alerts: AlertScanService,
    private readonly correspondence: CorrespondenceService,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.secret = appSecret(config);
    this.maxAttempts = mailRetry(config).maxAttempts as number;
    this.leaseMs = config.dispatchLeaseMs;
  }

  async receive(raw: Buffer, via: 'webhook' | 'imap'): Promise<InboundOutcome> {
    if (raw.length === 0) return { status: 'refused', reason: 'The message is empty' };
    if (raw.length > MAX_MESSAGE_BYTES) return { status: 'refused', reason: `The message is larger than ${MAX_MESSAGE_BYTES} bytes` };
    const headerEnd = headerLength(raw);
    if (headerEnd === null) return { status: 'refused', reason: `The message's headers are larger than ${MAX_HEADER_BYTES} bytes` };
    const stored = await this.store(raw, via, messageIdOf(raw.subarray(0, headerEnd).toString('latin1')));
    if ('duplicate' in stored) return { status: 'duplicate', inboundId: stored.duplicate, filed: stored.filed };
    const inboundId = stored.id;
    // Counted before the attempt, so one that kills the process counts too; the handling lease
    // keeps a second hand-in of the same message (another worker, the webhook's retry) out meanwhile.
    // An UPDATE … RETURNING answers [rows, count].
    const [[attempt]] = await this.dataSource.query<[Array<{ attempts: number; reason: string | null }>, number]>(
      `UPDATE inbound_messages SET attempts = attempts + 1, handling_until = now() + ($2 * interval '1 millisecond')
       WHERE id = $1 AND status = 'received' AND (handling_until IS NULL OR handling_until <= now()) RETURNING attempts, reason`,
      [inboundId, this.leaseMs],
    );
    if (!attempt) {
      const [row] = await this.dataSource.query<Array<{ status: InboundStatus }>>('SELECT status FROM inbound_messages WHERE id = $1', [inboundId]);
      return row?.status === 'received' ? { status: 'busy', inboundId } : { status: 'duplicate', inboundId, filed: row !== undefined && isFiled(row.status) };
    }
    if (attempt.attempts > this.maxAttempts) return this.giveUp(inboundId, attempt.reason ?? 'The last attempt did not finish');
    const heartbeat = setInterval(() => void this.renewLease(inboundId), this.leaseMs / 3);
    heartbeat.unref();
    try {
      return await this.handle(inboundId, raw, stored.receivedAt);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt.attempts >= this.maxAttempts) return this.giveUp(inboundId, reason);
      // Still 'received', and free again: the mailbox or the webhook's sender hands it in again.
      await this.dataSource.query(`UPDATE inbound_messages SET reason = $2, handling_until = NULL WHERE id = $1 AND status = 'received'`, [
        inboundId,
        reason.slice(0, 500),
      ]);
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async renewLease(inboundId: number): Promise<void> {
    await this.dataSource
      .query(`UPDATE inbound_messages SET handling_until = now() + ($2 * interval '1 millisecond') WHERE id = $1 AND status = 'received'`, [
        inboundId,
        this.leaseMs,
      ])
      .catch((error: unknown) => this.logger.warn({ err: error, inboundId }, 'The handling lease of an inbound message could not be renewed'));
  }

  /** A message whose handling failed every attempt: failed, for the operators' "Unmatched mail", and not handed in again. */
  private async giveUp(inboundId: number, reason: string): Promise<InboundOutcome> {
    const failed = `Given up after ${this.maxAttempts} attempts: ${reason}`;
    this.logger.error({ inboundId }, `Inbound message ${inboundId}: ${failed}`);
    await this.settle(inboundId, 'failed', failed);
    return { status: 'unmatched', inboundId, reason: failed };
  }

  /** Reads, matches and files a stored message. */
  private async handle(inboundId: number, raw: Buffer, receivedAt: Date): Promise<InboundOutcome> {
    const outcome = await this.pool.run(INBOUND_PARSE_TASK, new Uint8Array(raw)).catch((error: unknown) => {
      if (error instanceof WorkerTaskError) return { quarantined: `Not read: ${error.failure}` };
      throw error;
    });
    if ('quarantined' in outcome) {
      await this.settle(inboundId, 'quarantined', outcome.quarantined);
      return { status: 'unmatched', inboundId, reason: outcome.quarantined };
    }
    const reply = outcome.parsed;
    const match = await matchReply(reply, this.lookup, this.secret, this.config.replyDomain);
    if (!match.matched) {
      const reason = MATCH_REASONS[match.reason];
      await this.settle(inboundId, reply.autoReply ? 'auto_reply' : 'unmatched', reason);
      return { status: 'unmatched', inboundId, reason };
    }
    try {
      const replyId = await this.file(inboundId, match.claim, match.by, reply, receivedAt);
      return { status: 'matched', claimId: match.claim.claimId, replyId };
    } catch (error) {
      // The claim (or its visit) was deleted since it was matched: the message stays, unmatched.
      if (!(error instanceof NotFoundError)) throw error;
      const reason = 'The claim it answers was deleted';
      await this.settle(inboundId, 'unmatched', reason);
      return { status: 'unmatched', inboundId, reason };
    }
  }

  /**
   * The message's row and bytes in one transaction; the same bytes or Message-ID answer the row
   * kept, or that row to handle again while it is still 'received' (an earlier attempt failed).
   */
  private async store(
    raw: Buffer,
    via: 'webhook' | 'imap',
    messageId: string | null,
  ): Promise<{ id: number; receivedAt: Date } | { duplicate: number; filed: boolean }> {
    const sha256 = createHash('sha256').update(raw).digest('hex');
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<Array<{ id: number; received_at: Date }>>(
        `INSERT INTO inbound_messages (sha256, size, message_id, via, status) VALUES ($1, $2, $3, $4, 'received')
         ON CONFLICT DO NOTHING RETURNING id, received_at`,
        [sha256, raw.length, messageId, via],
      );
      if (!row) {
        const [kept] = await manager.query<Array<{ id: number; status: InboundStatus; received_at: Date }>>(
          'SELECT id, status, received_at FROM inbound_messages WHERE sha256 = $1 OR message_id = $2 ORDER BY id LIMIT 1 FOR UPDATE',
          [sha256, messageId],
        );
        if (kept.status === 'received') return { id: kept.id, receivedAt: kept.received_at };
        // Handed in again after it matched no claim or failed (a person moved it back to the inbox, or
        // sent it again): read afresh, with its attempts anew. A filed or quarantined one stays as it is.
        if (kept.status === 'unmatched' || kept.status === 'failed') {
          await manager.query(
            `UPDATE inbound_messages SET status = 'received', reason = NULL, attempts = 0, claim_id = NULL, household_id = NULL, handling_until = NULL WHERE id = $1`,
            [kept.id],
          );
          return { id: kept.id, receivedAt: kept.received_at };
        }
        return { duplicate: kept.id, filed: isFiled(kept.status) };
      }
      for (let seq = 0; seq * CHUNK_BYTES < raw.length; seq += 1) {
        const chunk = raw.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES);
        await manager.query('INSERT INTO inbound_message_chunks (inbound_message_id, seq, data) VALUES ($1, $2, $3)', [row.id, seq, chunk]);
      }
      return { id: row.id, receivedAt: row.received_at };
    });
  }

  private async settle(inboundId: number, status: InboundStatus, reason: string | null, claim?: ReplyClaim): Promise<void> {
    await this.dataSource.query('UPDATE inbound_messages SET status = $2, reason = $3, claim_id = $4, household_id = $5, handling_until = NULL WHERE id = $1', [
      inboundId,
      status,
      reason?.slice(0, 500) ?? null,
      claim?.claimId ?? null,
      claim?.householdId ?? null,
    ]);
  }

  /**
   * The reply on its claim: triage (not of an automatic answer), attachments, the reply's row, alert
   * and correspondence entry, and only then the message settled. Each step finds what an earlier,
   * cut-off attempt wrote (documents by their bytes, the row by its message, the alert by its day,
   * the log entry by its reply), so handing the message in again writes nothing twice.
   */
  private async file(inboundId: number, match: ReplyClaim, matchedBy: ReplyMatchedBy, reply: ParsedInbound, receivedAt: Date): Promise<number> {
    const { householdId, claimId } = match;
    const claim = await this.claims.get(householdId, claimId);
    const text = reply.text.slice(0, 50_000);
    const from = reply.from === null ? null : reply.from.slice(0, MAX_FROM_CHARS);
    const subject = reply.subject.slice(0, MAX_SUBJECT_CHARS);
    const triage = reply.autoReply || text.trim() === '' ? null : await this.triage(householdId, claimId, text, receivedAt);
    const attachments = reply.autoReply ? [] : await this.attach(householdId, claim.visit_id, reply.attachments);
    await this.dataSource.query(
      `INSERT INTO claim_replies (claim_id, household_id, inbound_message_id, received_at, from_address, subject, text, triage, auto_reply, attachments, matched_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (inbound_message_id) DO NOTHING`,
      [
        claimId,
        householdId,
        inboundId,
        receivedAt,
        from,
        subject,
        text,
        triage === null ? null : JSON.stringify(triage),
        reply.autoReply,
        JSON.stringify(attachments),
        matchedBy,
      ],
    );
    const [row] = await this.dataSource.query<Array<{ id: number }>>('SELECT id FROM claim_replies WHERE inbound_message_id = $1', [inboundId]);
    if (!reply.autoReply) {
      const documentIds = attachments.flatMap((attachment) => (attachment.document_id === null ? [] : [attachment.document_id]));
      await this.announce(householdId, claimId, claim.visit_id, row.id, { from, subject, text, documentIds }, receivedAt);
    }
    await this.settle(inboundId, reply.autoReply ? 'auto_reply' : 'matched', null, match);
    return row.id;
  }

  /** The attachments kept as documents of the visit, and those refused (by the reading or the upload checks) with their reason, in the message's order. */
  private async attach(householdId: number, visitId: number, attachments: ParsedInbound['attachments']): Promise<ReplyAttachment[]> {
    const readable = attachments.filter((attachment) => attachment.refused === undefined);
    const kept = readable.length === 0 ? [] : await this.documents.attachReceived(householdId, visitId, readable);
    let next = 0;
    return attachments.map((attachment) =>
      attachment.refused === undefined ? kept[next++] : { name: attachment.name, document_id: null, reason: attachment.refused },
    );
  }

  private async triage(householdId: number, claimId: number, text: string, receivedAt: Date): Promise<TriageResult | null> {
    try {
      return await this.ai.triageReply(householdId, { email_text: text, claim_id: claimId, received_at: todayIso(receivedAt) });
    } catch (error) {
      // The reply is kept without a proposal: the owner reads it and records the answer by hand.
      this.logger.warn({ err: error, claimId }, 'A dealer reply could not be read by the assistant');
      return null;
    }
  }

  /**
   * The members' alert and the vehicle's correspondence entry. A failure fails the attempt: the
   * message stays to be handed in again, and what was written already is found, not repeated.
   */
  private async announce(
    householdId: number,
    claimId: number,
    visitId: number,
    replyId: number,
    reply: { from: string | null; subject: string; text: string; documentIds: number[] },
    receivedAt: Date,
  ): Promise<void> {
    const visit = await this.visits.get(householdId, visitId);
    await this.alerts.raiseForHousehold(householdId, {
      kind: 'dealer_reply',
      subject_type: 'claim',
      subject_id: claimId,
      day: todayIso(receivedAt),
      title: `${visit.dealer_name} answered claim #${claimId}`,
      body: `A reply from ${reply.from ?? 'the dealer'} came in: "${reply.subject.slice(0, 200)}". Review the proposal on the claim.`,
      link: `/claims/${claimId}`,
    });
    await this.correspondence.logReceivedReply(householdId, visit.vehicle_id, replyId, {
      occurred_on: todayIso(receivedAt),
      direction: 'received',
      party: 'dealer',
      party_name: visit.dealer_name.slice(0, 120),
      method: 'email',
      summary: `${reply.subject}\n\n${reply.text}`.trim().slice(0, 2000) || `Reply to claim #${claimId}`,
      document_ids: reply.documentIds,
    });
  }

  private readonly lookup: ReplyLookup = {
    claimsOfMessageIds: async (messageIds) => {
      const rows = await this.dataSource.query<Array<{ claim_id: number }>>('SELECT DISTINCT claim_id FROM claim_dispatches WHERE message_id = ANY($1)', [
        [...messageIds],
      ]);
      const claims = await Promise.all(rows.map((row) => this.lookup.claim(row.claim_id)));
      return claims.filter((claim): claim is ReplyClaim => claim !== null);
    },
    claim: async (claimId) => {
      const [row] = await this.dataSource.query<Array<{ id: number; household_id: number; emails: string[]; recipients: string[] }>>(
        `SELECT claims.id, claims.household_id,
           ARRAY(SELECT users.email FROM household_members member JOIN users ON users.id = member.user_id WHERE member.household_id = claims.household_id) AS emails,
           array_remove(array_cat(ARRAY[claims.contact_email], ARRAY(SELECT DISTINCT recipient FROM claim_dispatches WHERE claim_id = claims.id)), NULL) AS recipients
         FROM claims WHERE claims.id = $1`,
        [claimId],
      );
      return row ? { claimId: row.id, householdId: row.household_id, memberEmails: row.emails, recipients: row.recipients } : null;
    },
  };

  /** The claim's replies, newest first (another owner's claim is its 404). */
  async list(householdId: number, claimId: number): Promise<ClaimReplyView[]> {
    await this.claims.get(householdId, claimId);
    const rows = await this.dataSource.query<ReplyRow[]>(
      `SELECT claim_replies.*, inbound_messages.sha256 FROM claim_replies JOIN inbound_messages ON inbound_messages.id = claim_replies.inbound_message_id
       WHERE claim_replies.claim_id = $1 AND claim_replies.household_id = $2 ORDER BY claim_replies.id DESC`,
      [claimId, householdId],
    );
    return rows.map((row) => this.view(row));
  }

  private view(row: ReplyRow): ClaimReplyView {
    return {
      id: row.id,
      received_at: row.received_at.toISOString(),
      from: row.from_address,
      subject: row.subject,
      text: row.text,
      triage: row.triage ? { intent: row.triage.intent, offered_amount: row.triage.offered_amount, deadline: row.triage.deadline } : null,
      state: row.state,
      eml_url: `/api/claims/${row.claim_id}/replies/${row.id}/eml`,
      sha256: row.sha256,
      attachments: row.attachments.flatMap((attachment) => (attachment.document_id === null ? [] : [attachment.document_id])),
      refused_attachments: row.attachments.flatMap((attachment) => (attachment.reason === null ? [] : [{ name: attachment.name, reason: attachment.reason }])),
      auto_reply: row.auto_reply,
    };
  }

  private async reply(householdId: number, claimId: number, replyId: number): Promise<ReplyRow> {
    await this.claims.get(householdId, claimId);
    const [row] = await this.dataSource.query<ReplyRow[]>(
      `SELECT claim_replies.*, inbound_messages.sha256 FROM claim_replies JOIN inbound_messages ON inbound_messages.id = claim_replies.inbound_message_id
       WHERE claim_replies.id = $1 AND claim_replies.claim_id = $2 AND claim_replies.household_id = $3`,
      [replyId, claimId, householdId],
    );
    if (!row) throw new NotFoundError(ClaimMessages.replyNotFound);
    return row;
  }

  /** The message as it came in, byte for byte. */
  async original(householdId: number, claimId: number, replyId: number): Promise<{ bytes: Buffer; sha256: string }> {
    const row = await this.reply(householdId, claimId, replyId);
    const chunks = await this.dataSource.query<Array<{ data: Buffer }>>('SELECT data FROM inbound_message_chunks WHERE inbound_message_id = $1 ORDER BY seq', [
      row.inbound_message_id,
    ]);
    return { bytes: Buffer.concat(chunks.map((chunk) => chunk.data)), sha256: row.sha256 };
  }

  /**
   * The proposal taken: the claim records the dealer's answer as the owner's PATCH does (status
   * Response, the reply's words, the amount and its kind, the deadline as its response_due).
   */
  async accept(
    householdId: number,
    claimId: number,
    replyId: number,
    overrides: { offered_amount?: number | null; response_due?: string | null },
  ): Promise<ClaimReplyView> {
    const row = await this.reply(householdId, claimId, replyId);
    const claim = await this.claims.get(householdId, claimId);
    const offered_amount = overrides.offered_amount !== undefined ? overrides.offered_amount : (row.triage?.offered_amount ?? null);
    const response_due = overrides.response_due !== undefined ? overrides.response_due : (row.triage?.deadline ?? null);
    const offer_kind = offered_amount === null ? null : offered_amount === row.triage?.offered_amount ? (row.triage.offer_kind ?? null) : null;
    await this.claims.update(householdId, claimId, {
      ...(claim.status === 'Response' ? {} : { status: 'Response' }),
      dealer_reply: row.text.slice(0, 10_000) || null,
      offered_amount,
      offer_kind,
      ...(response_due ? { response_due } : {}),
    });
    return this.mark(householdId, claimId, replyId, 'accepted');
  }

  async dismiss(householdId: number, claimId: number, replyId: number): Promise<ClaimReplyView> {
    await this.reply(householdId, claimId, replyId);
    return this.mark(householdId, claimId, replyId, 'dismissed');
  }

  private async mark(householdId: number, claimId: number, replyId: number, state: 'accepted' | 'dismissed'): Promise<ClaimReplyView> {
    await this.dataSource.query('UPDATE claim_replies SET state = $1 WHERE id = $2 AND household_id = $3', [state, replyId, householdId]);
    return this.view(await this.reply(householdId, claimId, replyId));
  }

  /** Messages that answered no claim, newest first, for the operators' page. */
  unmatched(
    limit = 100,
  ): Promise<Array<{ id: number; received_at: Date; via: string; status: string; reason: string | null; size: number; message_id: string | null }>> {
    return this.dataSource.query(
      `SELECT id, received_at, via, status, reason, size, message_id FROM inbound_messages WHERE status IN ('unmatched', 'quarantined', 'failed') ORDER BY id DESC LIMIT $1`,
      [limit],
    );
  }
}
