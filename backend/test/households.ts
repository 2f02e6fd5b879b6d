import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import type { HouseholdInvitation } from '@dct/contracts';
import type { RunningApp } from '../src/bootstrap';
import { secretTokenHash } from '../src/common/secret-token';
import type { SignedInOwner } from './test-app';

/** The link's token of an invitation (by its id), read from its mail in the outbox. */
export async function invitationToken(running: RunningApp, invitation: HouseholdInvitation): Promise<string> {
  const { outboxDir } = running.config;
  const [{ token_hash: wanted }] = await running.app
    .get(DataSource)
    .query<Array<{ token_hash: string }>>('SELECT token_hash FROM household_invitations WHERE id = $1', [invitation.id]);
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    const files = existsSync(outboxDir) ? readdirSync(outboxDir).filter((name) => name.includes('household-invitation')) : [];
    for (const name of files) {
      const mail = await simpleParser(readFileSync(join(outboxDir, name)));
      const found = /household\/join\?token=([A-Za-z0-9_.%-]+)/.exec(mail.text ?? '')?.[1];
      const token = found && decodeURIComponent(found);
      if (token && secretTokenHash(token) === wanted) {
        expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe(invitation.email);
        return token;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No mail for invitation ${invitation.id}`);
}

/** Invites an address and answers the invitation with its link's token. */
export async function invite(
  running: RunningApp,
  owner: SignedInOwner,
  email: string,
  role = 'member',
): Promise<{ invitation: HouseholdInvitation; token: string }> {
  const invitation = (await owner.agent.post('/api/household/invitations').send({ email, role }).expect(201)).body as HouseholdInvitation;
  return { invitation, token: await invitationToken(running, invitation) };
}

/** `owner` invites `invitee` with a role and the invitee accepts: both then keep the same household. */
export async function joinHousehold(running: RunningApp, owner: SignedInOwner, invitee: SignedInOwner, role: 'owner' | 'member' | 'viewer'): Promise<void> {
  const { token } = await invite(running, owner, invitee.user.email, role);
  await invitee.agent.post('/api/household/invitations/accept').send({ token }).expect(200);
  invitee.householdId = owner.householdId;
}
