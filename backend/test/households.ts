import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import type { HouseholdInvitation } from '@dct/contracts';
import type { RunningApp } from '../src/bootstrap';
import { secretTokenHash } from '../src/common/secret-token';
import { waitForOutbox } from './outbox-mail';
import type { SignedInOwner } from './test-app';

/** The link's token of an invitation (by its id), read from its mail in the outbox. */
export async function invitationToken(running: RunningApp, invitation: HouseholdInvitation): Promise<string> {
  const [{ token_hash: wanted }] = await running.app
    .get(DataSource)
    .query<Array<{ token_hash: string }>>('SELECT token_hash FROM household_invitations WHERE id = $1', [invitation.id]);
  const tokenOf = (mail: ParsedMail) => {
    const found = /household\/join\?token=([A-Za-z0-9_.%-]+)/.exec(mail.text ?? '')?.[1];
    return found && decodeURIComponent(found);
  };
  const mail = await waitForOutbox(
    running,
    'household-invitation',
    (mails) =>
      mails.find((candidate) => {
        const token = tokenOf(candidate);
        return !!token && secretTokenHash(token) === wanted;
      }),
    `mail for invitation ${invitation.id}`,
  );
  expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe(invitation.email);
  return tokenOf(mail) as string;
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
