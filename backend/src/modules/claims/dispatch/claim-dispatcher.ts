import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/config.schema';
import { InjectConfig } from '../../../config/config.module';
import { MailService } from '../../../infra/mail/mail.service';
import { Outbox } from '../../../infra/outbox/outbox.service';
import { VisitsService } from '../../visits/visits.service';
import type { ClaimDispatchEntity } from '../claim-dispatch.entity';
import { ClaimsService } from '../claims.service';
import { ClaimStatementService } from '../statement/claim-statement.service';

/** The outbox job of a claim's mail (the statement or a reminder): "deliver dispatch 42". */
export interface ClaimMailJob {
  dispatchId: number;
}

export const CLAIM_MAIL = 'claim-mail';
/** After this many failed attempts a mail stays failed, for the owner to see. */
export const MAX_DISPATCH_ATTEMPTS = 8;
/** 5 s, 10 s, 20 s … up to an hour between attempts. */
export const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * Delivers a claim's mail as a job of the outbox. The dispatch row (claim_dispatches) is the
 * message, fixed when the claim was sent: recipient, text, Message-ID; it also says what the owner
 * sees (queued, sending, delivered, failed). The outbox runs the job once at a time, retries it,
 * and takes it over from a worker that died. The row is marked delivered in the same transaction
 * that marks the job done, right after the mail server accepted the message.
 *
 * The one window no outbox can close: the server accepted the message and the worker died before
 * recording it. The retry then sends a second copy, with the same Message-ID, which the receiving
 * mail system can recognise as the same message.
 */
@Injectable()
export class ClaimDispatcher {
  private readonly logger = new Logger(ClaimDispatcher.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly claims: ClaimsService,
    private readonly visits: VisitsService,
    private readonly statements: ClaimStatementService,
    private readonly mail: MailService,
    outbox: Outbox,
    @InjectConfig() config: AppConfig,
  ) {
    outbox.declare<ClaimMailJob>(CLAIM_MAIL, {
      leaseMs: config.dispatchLeaseMs,
      maxAttempts: MAX_DISPATCH_ATTEMPTS,
      retryDelayMs,
      started: async ({ dispatchId }, job) =>
        void (await this.dataSource.query(`UPDATE claim_dispatches SET state = 'sending', attempts = $2, updated_at = now() WHERE id = $1`, [
          dispatchId,
          job.attempts,
        ])),
      run: ({ dispatchId }) => this.deliver(dispatchId),
      done: async (manager, { dispatchId }) =>
        void (await manager.query(
          `UPDATE claim_dispatches SET state = 'delivered', delivered_at = now(), last_error = NULL, updated_at = now() WHERE id = $1`,
          [dispatchId],
        )),
      failed: async (manager, { dispatchId }, _job, error) =>
        void (await manager.query(`UPDATE claim_dispatches SET state = 'failed', last_error = $2, updated_at = now() WHERE id = $1`, [dispatchId, error])),
    });
  }

  /** Sends one dispatch's mail; a dispatch gone with its claim is nothing to send. */
  async deliver(dispatchId: number): Promise<void> {
    const [dispatch] = await this.dataSource.query<ClaimDispatchEntity[]>('SELECT * FROM claim_dispatches WHERE id = $1', [dispatchId]);
    if (!dispatch || dispatch.state === 'delivered') return;
    const started = performance.now();
    const owner = { id: dispatch.user_id, name: dispatch.sender_name, email: dispatch.reply_to };
    const claim = await this.claims.get(owner.id, dispatch.claim_id);
    const attachments = [];
    let renderMs = 0;
    if (dispatch.kind === 'claim') {
      const visit = await this.visits.get(owner.id, claim.visit_id);
      const renderStarted = performance.now();
      const pdf = await this.statements.render(claim, visit, owner);
      renderMs = performance.now() - renderStarted;
      attachments.push({ filename: dispatch.attachment_name ?? `claim-${claim.id}-statement.pdf`, content: pdf, contentType: 'application/pdf' });
    }
    const mailStarted = performance.now();
    await this.mail.send({
      to: dispatch.recipient,
      replyTo: dispatch.reply_to,
      subject: dispatch.subject,
      template: 'message',
      context: { paragraphs: dispatch.body_text.split('\n\n') },
      text: dispatch.body_text,
      messageId: dispatch.message_id,
      inReplyTo: dispatch.in_reply_to ?? undefined,
      attachments,
      // From "{owner} via Downtime Claim Tracker", and a copy to the owner of what went in their name.
      onBehalfOf: dispatch.sender_name,
      bcc: dispatch.reply_to,
    });
    const mailMs = performance.now() - mailStarted;
    const totalMs = performance.now() - started;
    // The benchmark reads this line to split a send's time between render, mail and database.
    this.logger.log(
      `Delivered dispatch ${dispatch.id} in ${totalMs.toFixed(0)} ms (render ${renderMs.toFixed(0)} ms, mail ${mailMs.toFixed(0)} ms, database ${(totalMs - renderMs - mailMs).toFixed(0)} ms)`,
    );
  }
}
