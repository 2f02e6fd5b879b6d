import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  HOUSEHOLD_LIMITS,
  HouseholdMessages as M,
  type CreateInvitationInput,
  type CurrentUser,
  type Household,
  type HouseholdInvitation,
  type HouseholdMember,
  type HouseholdRole,
} from '@dct/contracts';
import { appSecret } from '../../common/app-secret';
import { ConflictError, ForbiddenError, NotFoundError } from '../../common/domain-errors';
import { membershipOf, type HouseholdAccess } from '../../common/household-access';
import { secretTokenHash } from '../../common/secret-token';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { MailService } from '../../infra/mail/mail.service';
import { QueuedMail, type QueuedMailMessage } from '../../infra/mail/queued-mail.service';

/**
 * The tables whose rows belong to a household (a foreign key to it): what moves with an account
 * that joins another. Read from the catalog, so a table added later moves too rather than going
 * with the emptied household; membership and invitations are the household's own, not records.
 */
async function householdTables(manager: EntityManager): Promise<string[]> {
  const rows = await manager.query<Array<{ name: string }>>(
    `SELECT DISTINCT conrelid::regclass::text AS name FROM pg_constraint
     WHERE contype = 'f' AND confrelid = 'households'::regclass
       AND conrelid NOT IN ('household_members'::regclass, 'household_invitations'::regclass)
     ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** Whether a member of this role is the household's only owner (and so may not leave or step down). */
const isLastOwner = (members: ReadonlyArray<{ role: HouseholdRole }>, role: HouseholdRole): boolean =>
  role === 'owner' && members.filter((member) => member.role === 'owner').length === 1;

interface InvitationRow {
  id: number;
  household_id: number;
  email: string;
  role: HouseholdRole;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
}

const memberNotFound = () => new NotFoundError(M.memberNotFound);

/**
 * Households: their members and roles, invitations by a signed single-use link through the mail
 * outbox, joining, leaving and handing over. What each role may do is the household guard's
 * (common/household-access.ts); this service keeps the rules of membership itself: a household
 * always has an owner, an account belongs to one household, and nothing is deleted silently.
 */
@Injectable()
export class HouseholdsService {
  private readonly secret: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: QueuedMail,
    private readonly mailer: MailService,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.secret = appSecret(config);
  }

  /** The account's membership as the guard reads it (after a change made within the request). */
  async accessOf(userId: number): Promise<HouseholdAccess> {
    return (await membershipOf(this.dataSource, userId)) as HouseholdAccess;
  }

  async get(access: HouseholdAccess): Promise<Household> {
    const [household] = await this.dataSource.query<Array<{ id: number; name: string }>>('SELECT id, name FROM households WHERE id = $1', [access.id]);
    const members = await this.dataSource.query<Array<Omit<HouseholdMember, 'is_you' | 'joined_at'> & { joined_at: Date }>>(
      `SELECT users.id, users.name, users.email, member.role, member.joined_at
       FROM household_members member JOIN users ON users.id = member.user_id
       WHERE member.household_id = $1 ORDER BY member.joined_at, users.id`,
      [access.id],
    );
    const invitations =
      access.role === 'owner'
        ? await this.dataSource.query<Array<{ id: number; email: string; role: HouseholdRole; created_at: Date; expires_at: Date }>>(
            `SELECT id, email, role, created_at, expires_at FROM household_invitations
             WHERE household_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now() ORDER BY id`,
            [access.id],
          )
        : [];
    return {
      id: household.id,
      name: household.name,
      your_role: access.role,
      members: members.map((member) => ({ ...member, joined_at: member.joined_at.toISOString(), is_you: member.id === access.userId })),
      invitations: invitations.map((invitation): HouseholdInvitation => ({
        ...invitation,
        created_at: invitation.created_at.toISOString(),
        expires_at: invitation.expires_at.toISOString(),
      })),
    };
  }

  /**
   * Invites an address: a link by mail, valid 7 days. The answer is the same whether or not the
   * address has an account (it never says which); an address already a member is refused, which
   * the owner can see in the member list anyway.
   */
  async invite(access: HouseholdAccess, inviter: CurrentUser, input: CreateInvitationInput): Promise<HouseholdInvitation> {
    const email = input.email.toLowerCase();
    const { invitation, jobId } = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT id FROM households WHERE id = $1 FOR UPDATE', [access.id]);
      const [{ members, open, member }] = await manager.query<Array<{ members: number; open: number; member: boolean }>>(
        `SELECT (SELECT count(*)::int FROM household_members WHERE household_id = $1) AS members,
                (SELECT count(*)::int FROM household_invitations WHERE household_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()) AS open,
                EXISTS (SELECT 1 FROM household_members m JOIN users u ON u.id = m.user_id WHERE m.household_id = $1 AND lower(u.email) = $2) AS member`,
        [access.id, email],
      );
      if (member) throw new ConflictError(M.alreadyMember, { email: [M.alreadyMember] });
      if (members + open >= HOUSEHOLD_LIMITS.maxPeople) throw new ConflictError(M.tooMany);
      const secret = randomBytes(32).toString('base64url');
      const token = `${secret}.${this.signature(secret)}`;
      const [row] = await manager.query<Array<{ id: number; email: string; role: HouseholdRole; created_at: Date; expires_at: Date }>>(
        `INSERT INTO household_invitations (household_id, email, role, token_hash, invited_by, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6)) RETURNING id, email, role, created_at, expires_at`,
        [access.id, email, input.role, secretTokenHash(token), inviter.id, HOUSEHOLD_LIMITS.invitationDays],
      );
      const [household] = await manager.query<Array<{ name: string }>>('SELECT name FROM households WHERE id = $1', [access.id]);
      const queued = await this.mail.queue(this.invitationMail(email, inviter.name, household.name, input.role, token), { manager });
      return { invitation: row, jobId: queued };
    });
    await this.mail.wake(jobId);
    return { ...invitation, created_at: invitation.created_at.toISOString(), expires_at: invitation.expires_at.toISOString() };
  }

  async revokeInvitation(access: HouseholdAccess, id: number): Promise<void> {
    const [rows] = await this.dataSource.query<[unknown[], number]>(
      'UPDATE household_invitations SET revoked_at = now() WHERE id = $1 AND household_id = $2 AND accepted_at IS NULL AND revoked_at IS NULL RETURNING id',
      [id, access.id],
    );
    if (rows.length === 0) throw new NotFoundError(M.invitationNotFound);
  }

  /**
   * Joins the household of the invitation. The account's own household: when the account is its
   * only member, its records move along and the empty household goes; when others remain, the
   * records stay with them (the account may not be its last owner then). Nothing is deleted.
   */
  async accept(user: CurrentUser, token: string): Promise<void> {
    const [secret, signature] = token.split('.');
    if (!secret || !signature || !this.validSignature(secret, signature)) throw new NotFoundError(M.linkInvalid);
    await this.dataSource.transaction(async (manager) => {
      const [invitation] = await manager.query<InvitationRow[]>(
        'SELECT id, household_id, email, role, expires_at, accepted_at, revoked_at FROM household_invitations WHERE token_hash = $1 FOR UPDATE',
        [secretTokenHash(token)],
      );
      if (!invitation) throw new NotFoundError(M.linkInvalid);
      if (invitation.accepted_at) throw new ConflictError(M.linkUsed);
      if (invitation.revoked_at) throw new ConflictError(M.linkRevoked);
      if (invitation.expires_at.getTime() <= Date.now()) throw new ConflictError(M.linkExpired);
      if (invitation.email !== user.email.toLowerCase()) throw new ForbiddenError(M.wrongAddress);
      const current = (await membershipOf(manager, user.id, { forUpdate: true })) as HouseholdAccess;
      if (current.id === invitation.household_id) throw new ConflictError(M.alreadyInHousehold);
      await this.leaveCurrent(manager, current, invitation.household_id);
      await manager.query('UPDATE household_members SET household_id = $2, role = $3, joined_at = now() WHERE user_id = $1', [
        user.id,
        invitation.household_id,
        invitation.role,
      ]);
      await manager.query('UPDATE household_invitations SET accepted_at = now(), accepted_by = $2 WHERE id = $1', [invitation.id, user.id]);
      await this.forgetDealerOutside(manager, user.id, invitation.household_id);
    });
  }

  async updateRole(access: HouseholdAccess, memberId: number, role: HouseholdRole): Promise<HouseholdMember> {
    await this.dataSource.transaction(async (manager) => {
      const members = await this.lockMembers(manager, access.id);
      const member = members.find((candidate) => candidate.user_id === memberId);
      if (!member) throw memberNotFound();
      if (role !== 'owner' && isLastOwner(members, member.role)) throw new ConflictError(M.lastOwner);
      await manager.query('UPDATE household_members SET role = $2 WHERE user_id = $1', [memberId, role]);
    });
    const household = await this.get(access);
    return household.members.find((member) => member.id === memberId) as HouseholdMember;
  }

  /**
   * Removes a member (an owner may remove anyone; anyone may remove themselves: leaving). The one
   * removed keeps their account, in a new empty household of their own; the records stay here.
   */
  async removeMember(access: HouseholdAccess, memberId: number): Promise<void> {
    if (memberId !== access.userId && access.role !== 'owner') {
      // Another member's membership is not a viewer's or a member's to end; whether they exist is not said.
      throw new ForbiddenError(M.ownerOnly);
    }
    await this.dataSource.transaction(async (manager) => {
      const members = await this.lockMembers(manager, access.id);
      const member = members.find((candidate) => candidate.user_id === memberId);
      if (!member) throw memberNotFound();
      if (isLastOwner(members, member.role)) throw new ConflictError(M.lastOwner);
      const [user] = await manager.query<Array<{ name: string }>>('SELECT name FROM users WHERE id = $1', [memberId]);
      const [fresh] = await manager.query<Array<{ id: number }>>('INSERT INTO households (name) VALUES (left($1 || $2, 120)) RETURNING id', [
        user.name,
        '’s household',
      ]);
      await manager.query(`UPDATE household_members SET household_id = $2, role = 'owner', joined_at = now() WHERE user_id = $1`, [memberId, fresh.id]);
      await this.forgetDealerOutside(manager, memberId, fresh.id);
    });
  }

  /**
   * Before an account is deleted: as the household's only member its household goes with it (and
   * every record in it); as its last owner among other members it must hand over first.
   */
  async beforeAccountDeleted(manager: EntityManager, userId: number): Promise<void> {
    const current = await membershipOf(manager, userId);
    if (!current) return;
    const members = await this.lockMembers(manager, current.id);
    if (members.length === 1) {
      await manager.query('DELETE FROM households WHERE id = $1', [current.id]);
      return;
    }
    if (isLastOwner(members, current.role)) throw new ConflictError(M.lastOwner);
  }

  private async leaveCurrent(manager: EntityManager, { id: householdId, role, userId }: HouseholdAccess, joining: number): Promise<void> {
    const members = await this.lockMembers(manager, householdId);
    if (members.length > 1) {
      if (isLastOwner(members, role)) throw new ConflictError(M.mustHandOver);
      return;
    }
    // The only member: the household's records move along, then the empty household goes.
    const [clash] = await manager.query<Array<{ vin: string }>>(
      `SELECT mine.vin FROM vehicles mine JOIN vehicles theirs ON theirs.vin = mine.vin AND theirs.household_id = $2 AND NOT theirs.duplicate_vin
       WHERE mine.household_id = $1 AND mine.vin IS NOT NULL AND NOT mine.duplicate_vin LIMIT 1`,
      [householdId, joining],
    );
    if (clash) throw new ConflictError(`${M.vinInBoth} (${clash.vin})`);
    for (const table of await householdTables(manager)) {
      await manager.query(`UPDATE "${table}" SET household_id = $2 WHERE household_id = $1`, [householdId, joining]);
    }
    await manager.query('UPDATE household_members SET household_id = $2 WHERE user_id = $1', [userId, joining]);
    await manager.query('DELETE FROM households WHERE id = $1', [householdId]);
  }

  /**
   * A person's preferred dealer is one of their household's: moved to another household, a dealer
   * left behind is no longer theirs to see, so new visits start with none rather than a dealer the
   * API would answer 404 for.
   */
  private async forgetDealerOutside(manager: EntityManager, userId: number, householdId: number): Promise<void> {
    await manager.query(
      `UPDATE users SET preferred_dealer_id = NULL WHERE id = $1 AND preferred_dealer_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM dealers WHERE dealers.id = users.preferred_dealer_id AND dealers.household_id = $2)`,
      [userId, householdId],
    );
  }

  private lockMembers(manager: EntityManager, householdId: number): Promise<Array<{ user_id: number; role: HouseholdRole }>> {
    return manager.query('SELECT user_id, role FROM household_members WHERE household_id = $1 ORDER BY user_id FOR UPDATE', [householdId]);
  }

  private signature(secret: string): string {
    return createHmac('sha256', this.secret).update(`household-invitation:${secret}`).digest('base64url');
  }

  private validSignature(secret: string, signature: string): boolean {
    const expected = Buffer.from(this.signature(secret));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private invitationMail(email: string, inviterName: string, householdName: string, role: HouseholdRole, token: string): QueuedMailMessage {
    const link = `${this.config.appUrl}/household/join?token=${encodeURIComponent(token)}`;
    const can =
      role === 'viewer'
        ? 'see its vehicles, visits, documents and claims'
        : role === 'member'
          ? 'keep its vehicles, visits, documents and claims'
          : 'keep its records and its members';
    const text = [
      'Hello,',
      `${inviterName} invites you to join “${householdName}” on Downtime Claim Tracker as ${role === 'owner' ? 'an owner' : `a ${role}`}, to ${can}.`,
      `Open this link within ${HOUSEHOLD_LIMITS.invitationDays} days, then sign in or create an account with this address (${email}) to accept:`,
      link,
      'If you do not know the sender, ignore this e-mail: nothing happens unless you accept.',
    ].join('\n\n');
    return {
      to: email,
      replyTo: this.config.mailFrom,
      subject: `${inviterName} invites you to a household on Downtime Claim Tracker`,
      template: 'message',
      context: { paragraphs: text.split('\n\n') },
      text,
      messageId: `<household-invitation.${randomBytes(12).toString('hex')}@${this.mailer.domain}>`,
    };
  }
}
