import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ClaimDetail, ClaimDispatch } from '@dct/contracts';
import { DocumentsService } from '../documents/documents.service';
import { VisitsService } from '../visits/visits.service';
import { ClaimDispatchEntity } from './claim-dispatch.entity';
import { ClaimsService } from './claims.service';
import { ClaimStatementService } from './statement/claim-statement.service';
import type { ActingMember } from '../../common/household-access';

const toDispatch = (row: ClaimDispatchEntity): ClaimDispatch => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  attempts: row.attempts,
  last_error: row.last_error,
  recipient: row.recipient,
  reply_to: row.reply_to,
  subject: row.subject,
  body_text: row.body_text,
  attachment_name: row.attachment_name,
  message_id: row.message_id,
  created_at: row.created_at.toISOString(),
  delivered_at: row.delivered_at?.toISOString() ?? null,
});

/** The claim detail page's data, and its statement on demand. */
@Injectable()
export class ClaimDetailsService {
  constructor(
    private readonly claims: ClaimsService,
    private readonly visits: VisitsService,
    private readonly statements: ClaimStatementService,
    private readonly documents: DocumentsService,
    @InjectRepository(ClaimDispatchEntity) private readonly dispatches: Repository<ClaimDispatchEntity>,
  ) {}

  async get(userId: number, id: number): Promise<ClaimDetail> {
    const claim = await this.claims.get(userId, id);
    const [visit, documents, dispatches] = await Promise.all([
      this.visits.get(userId, claim.visit_id),
      this.documents.list(userId, claim.visit_id),
      this.dispatches.find({ where: { claim_id: id, household_id: userId }, order: { id: 'DESC' } }),
    ]);
    const { vehicle, dealer, ...visitFields } = visit;
    return { ...claim, visit: visitFields, vehicle, dealer, documents, dispatches: dispatches.map(toDispatch) };
  }

  /** The dealer's replies by e-mail filed on the claim, oldest first, as the account export writes them. */
  async replies(
    userId: number,
    id: number,
  ): Promise<Array<{ id: number; received_at: string; from: string | null; subject: string; text: string; matched_by: string | null; state: string }>> {
    const rows = await this.dispatches.manager.query<
      Array<{ id: number; received_at: Date; from_address: string | null; subject: string; text: string; matched_by: string | null; state: string }>
    >('SELECT id, received_at, from_address, subject, text, matched_by, state FROM claim_replies WHERE claim_id = $1 AND household_id = $2 ORDER BY id', [
      id,
      userId,
    ]);
    return rows.map(({ from_address, received_at, ...row }) => ({ ...row, received_at: received_at.toISOString(), from: from_address }));
  }

  /** How many mails (the claim's and its reminders) deleting the claim takes along; 404 unless it is the owner's. */
  async mailCount(userId: number, id: number): Promise<number> {
    await this.claims.get(userId, id);
    return this.dispatches.countBy({ claim_id: id, household_id: userId });
  }

  /** How many mails the claims on these visits have (what deleting the visits takes along). */
  async mailCountForVisits(userId: number, visitIds: readonly number[]): Promise<number> {
    if (visitIds.length === 0) return 0;
    const [{ count }] = await this.dispatches.manager.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM claim_dispatches d JOIN claims c ON c.id = d.claim_id
       WHERE d.household_id = $1 AND c.household_id = $1 AND c.visit_id = ANY($2)`,
      [userId, [...visitIds]],
    );
    return count;
  }

  /** The statement as it stands now (what a send would attach), for the owner to download. */
  async statement(owner: ActingMember, id: number): Promise<Buffer> {
    const claim = await this.claims.get(owner.householdId, id);
    return this.statements.render(claim, await this.visits.get(owner.householdId, claim.visit_id), owner);
  }
}
