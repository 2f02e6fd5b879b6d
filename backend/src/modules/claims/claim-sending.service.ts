import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ClaimMessages, toIsoDay, todayIso, type Claim } from '@dct/contracts';
import { ConflictError, RateLimitedError, UnprocessableError } from '../../common/domain-errors';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { MailService } from '../../infra/mail/mail.service';
import { SendLedger, ledgerSubject } from '../../infra/mail/send-ledger.service';
import { Outbox } from '../../infra/outbox/outbox.service';
import { VisitsService } from '../visits/visits.service';
import { withClaimTag } from './replies/reply-address';
import { ClaimDispatchEntity } from './claim-dispatch.entity';
import { ClaimEntity } from './claim.entity';
import { composeClaimMail, composeReminderMail, statementFileName, type ComposedMail } from './claim-mail';
import { ClaimsService } from './claims.service';
import { assertStatementReady } from './statement/claim-statement.service';
import { CLAIM_MAIL, type ClaimMailJob } from './dispatch/claim-dispatcher';
import type { ActingMember } from '../../common/household-access';

/**
 * Sending a claim and reminding the dealer. Each writes, in one transaction, the claim's change,
 * a dispatch row holding the exact mail to send, and the outbox job that delivers it; the
 * wake-up after the commit is best effort (the outbox's sweep finds a job no wake-up reached),
 * so accepting a send never waits on Redis.
 */
@Injectable()
export class ClaimSendingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly claims: ClaimsService,
    private readonly visits: VisitsService,
    private readonly mail: MailService,
    private readonly ledger: SendLedger,
    private readonly outbox: Outbox,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Draft → Sent, due in CLAIM_RESPONSE_DAYS, and the statement mailed to the contact (or the dealer). */
  async send(owner: ActingMember, claimId: number): Promise<Claim> {
    const claim = await this.claims.get(owner.householdId, claimId);
    if (claim.status !== 'Draft') throw new ConflictError(ClaimMessages.onlyDraftSend);
    const visit = await this.visits.get(owner.householdId, claim.visit_id);
    assertStatementReady(visit);
    const recipient = claim.contact_email ?? visit.dealer.email;
    if (!recipient) throw new UnprocessableError(ClaimMessages.noRecipient);
    const due = new Date();
    due.setDate(due.getDate() + this.config.claimResponseDays);
    const sent = { ...claim, status: 'Sent' as const, sent_at: new Date().toISOString(), response_due: toIsoDay(due) };

    const jobId = await this.dataSource.transaction(async (manager) => {
      await this.holdDailyLimit(manager, owner.householdId);
      const moved = await manager
        .createQueryBuilder()
        .update(ClaimEntity)
        .set({ status: 'Sent', sent_at: () => 'now()', response_due: sent.response_due })
        .where('id = :id AND household_id = :userId AND status = :draft', { id: claimId, userId: owner.householdId, draft: 'Draft' })
        .execute();
      if (!moved.affected) throw new ConflictError(ClaimMessages.onlyDraftSend);
      return this.writeDispatch(manager, owner, claim, 'claim', recipient, composeClaimMail(sent, visit, owner.name));
    });
    await this.outbox.wake(jobId);
    return { ...sent, delivery: { state: 'queued', attempts: 0, last_error: null } };
  }

  /**
   * A follow-up for a sent claim still waiting for the dealer, in the original mail's thread: once
   * the answer is due, or earlier when the owner confirms it (`early`), and at most one per
   * CLAIM_RESPONSE_DAYS.
   */
  async remind(owner: ActingMember, claimId: number, early = false): Promise<Claim> {
    const claim = await this.claims.get(owner.householdId, claimId);
    if (claim.status !== 'Sent') throw new ConflictError(ClaimMessages.reminderOnlySent);
    if (!early && claim.response_due && claim.response_due > todayIso()) throw new ConflictError(ClaimMessages.reminderNotDue(claim.response_due));
    const visit = await this.visits.get(owner.householdId, claim.visit_id);
    const jobId = await this.dataSource.transaction(async (manager) => {
      await this.holdDailyLimit(manager, owner.householdId);
      const original = await manager.findOne(ClaimDispatchEntity, { where: { claim_id: claimId, kind: 'claim' }, order: { id: 'DESC' } });
      if (!original) throw new ConflictError(ClaimMessages.reminderOnlySent);
      const [{ next }] = await manager.query<Array<{ next: string | null }>>(
        `SELECT to_char(max(created_at)::date + $2::int, 'YYYY-MM-DD') AS next FROM claim_dispatches WHERE claim_id = $1 AND kind = 'reminder'`,
        [claimId, this.config.claimResponseDays],
      );
      if (next && next > todayIso()) throw new ConflictError(ClaimMessages.reminderTooSoon(next));
      return this.writeDispatch(manager, owner, claim, 'reminder', original.recipient, composeReminderMail(claim, visit, owner.name), original.message_id);
    });
    await this.outbox.wake(jobId);
    return { ...claim, delivery: { state: 'queued', attempts: 0, last_error: null } };
  }

  /**
   * At most CLAIM_SENDS_PER_DAY mails per owner in 24 hours, so the server cannot be used to
   * mail strangers at will. Counted in the send ledger, which deleting a claim does not touch.
   */
  private async holdDailyLimit(manager: EntityManager, userId: number): Promise<void> {
    const taken = await this.ledger.take(manager, 'claim-mail', [ledgerSubject.owner(userId)], this.config.claimSendsPerDay);
    if (!taken.ok) throw new RateLimitedError(ClaimMessages.sendLimit(this.config.claimSendsPerDay));
  }

  private async writeDispatch(
    manager: EntityManager,
    owner: ActingMember,
    claim: Claim,
    kind: 'claim' | 'reminder',
    recipient: string,
    mail: ComposedMail,
    inReplyTo?: string,
  ): Promise<string> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(ClaimDispatchEntity)
      .values({
        claim_id: claim.id,
        household_id: owner.householdId,
        kind,
        recipient,
        reply_to: owner.email,
        sender_name: owner.name,
        // The claim's tag finds the answer of a dealer or an owner who forwards it without its headers.
        subject: withClaimTag(mail.subject, claim.id),
        body_text: mail.text,
        attachment_name: kind === 'claim' ? statementFileName(claim.id) : null,
        message_id: `<claim-${claim.id}.${kind}.${randomUUID()}@${this.mail.domain}>`,
        in_reply_to: inReplyTo ?? null,
      })
      .returning('id')
      .execute();
    const dispatchId = (result.raw as Array<{ id: number }>)[0].id;
    return this.outbox.add<ClaimMailJob>(CLAIM_MAIL, { dispatchId }, { manager });
  }
}
