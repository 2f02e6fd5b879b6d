import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/config.schema';
import { InjectConfig } from '../../../config/config.module';
import { appSecret } from '../../../common/app-secret';
import { mailRetry } from '../../../infra/mail/mail-retry';
import { MailService } from '../../../infra/mail/mail.service';
import { Outbox } from '../../../infra/outbox/outbox.service';
import { VisitsService } from '../../visits/visits.service';
import type { ClaimDispatchEntity } from '../claim-dispatch.entity';
import { ClaimsService } from '../claims.service';
import { claimReplyAddress } from '../replies/reply-address';
import { ClaimStatementService } from '../statement/claim-statement.service';

/** The outbox job of a claim's mail (the statement or a reminder): "deliver dispatch 42". */
export interface ClaimMailJob {
  dispatchId: number;
}

export const CLAIM_MAIL = 'claim-mail';

/**
 * Delivers a claim's mail as a job of the outbox. The dispatch row (claim_dispatches) is the
 * message, fixed when the claim was sent: recipient, text, Message-ID; it also says what the owner
 * sees: queued (also while waiting for a retry, with the last error), sending, delivered, or failed
 * once given up. The outbox runs the job once at a time, retries it as every mail is (mailRetry),
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
  private readonly replyDomain: string | undefined;
  private readonly secret: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly claims: ClaimsService,
    private readonly visits: VisitsService,
    private readonly statements: ClaimStatementService,
    private readonly mail: MailService,
    outbox: Outbox,
    @InjectConfig() config: AppConfig,
  ) {
    this.replyDomain = config.replyDomain;
    this.secret = config.replyDomain ? appSecret(config) : '';
    outbox.declare<ClaimMailJob>(CLAIM_MAIL, {
      ...mailRetry(config),
      started: async ({ dispatchId }, job) =>
        void (await this.dataSource.query(`UPDATE claim_dispatches SET state = 'sending', attempts = $2, updated_at = now() WHERE id = $1`, [
          dispatchId,
          job.attempts,
        ])),
      run: ({ dispatchId }, job) => this.deliver(dispatchId, job.signal),
      done: async (manager, { dispatchId }) =>
        void (await manager.query(
          `UPDATE claim_dispatches SET state = 'delivered', delivered_at = now(), last_error = NULL, updated_at = now() WHERE id = $1`,
          [dispatchId],
        )),
      // Failed only once given up: a mail waiting for its next attempt is still on its way.
      failed: async (manager, { dispatchId }, _job, error, final) =>
        void (await manager.query(`UPDATE claim_dispatches SET state = $3, last_error = $2, updated_at = now() WHERE id = $1`, [
          dispatchId,
          error,
          final ? 'failed' : 'queued',
        ])),
    });
  }

  /** Sends one dispatch's mail; a dispatch gone with its claim is nothing to send. */
  async deliver(dispatchId: number, signal?: AbortSignal): Promise<void> {
    const [dispatch] = await this.dataSource.query<ClaimDispatchEntity[]>('SELECT * FROM claim_dispatches WHERE id = $1', [dispatchId]);
    if (!dispatch || dispatch.state === 'delivered') return;
    const started = performance.now();
    // The member who sent it signs it; the records are the household's.
    const owner = { householdId: dispatch.household_id, name: dispatch.sender_name, email: dispatch.reply_to };
    const claim = await this.claims.get(owner.householdId, dispatch.claim_id);
    const attachments = [];
    let renderMs = 0;
    if (dispatch.kind === 'claim') {
      const visit = await this.visits.get(owner.householdId, claim.visit_id);
      const renderStarted = performance.now();
      const pdf = await this.statements.render(claim, visit, owner);
      renderMs = performance.now() - renderStarted;
      attachments.push({ filename: dispatch.attachment_name ?? `claim-${claim.id}-statement.pdf`, content: pdf, contentType: 'application/pdf' });
    }
    const mailStarted = performance.now();
    await this.mail.send(
      {
        to: dispatch.recipient,
        // With a reply domain, the dealer's answer comes back to the claim as well as to the owner.
        replyTo: this.replyDomain ? `${claimReplyAddress(dispatch.claim_id, this.secret, this.replyDomain)}, ${dispatch.reply_to}` : dispatch.reply_to,
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
      },
      { signal },
    );
    const mailMs = performance.now() - mailStarted;
    const totalMs = performance.now() - started;
    // The benchmark reads this line to split a send's time between render, mail and database.
    this.logger.log(
      `Delivered dispatch ${dispatch.id} in ${totalMs.toFixed(0)} ms (render ${renderMs.toFixed(0)} ms, mail ${mailMs.toFixed(0)} ms, database ${(totalMs - renderMs - mailMs).toFixed(0)} ms)`,
    );
  }
}
