import { claimOfReplyAddress, claimReplyAddress, claimTagsIn, withClaimTag } from './reply-address';
import { matchReply, type IncomingReply, type ReplyClaim, type ReplyLookup } from './reply-matching';

const secret = 'a secret of the app, long enough to sign with';
const domain = 'replies.example.com';

const claims: ReplyClaim[] = [
  { claimId: 12, householdId: 1, memberEmails: ['dana@example.org'], recipients: ['service@metro-honda.example'] },
  { claimId: 13, householdId: 2, memberEmails: ['lee@example.org'], recipients: ['service@corner.example'] },
];
const sent: Record<string, number> = { '<claim-12.claim.a@app>': 12, '<claim-12.reminder.b@app>': 12, '<claim-13.claim.c@app>': 13 };
const lookup: ReplyLookup = {
  claimsOfMessageIds: (ids) => Promise.resolve(ids.flatMap((id) => claims.filter((claim) => claim.claimId === sent[id]))),
  claim: (id) => Promise.resolve(claims.find((claim) => claim.claimId === id) ?? null),
};
const reply = (fields: Partial<IncomingReply>): IncomingReply => ({
  from: 'service@metro-honda.example',
  recipients: [],
  inReplyTo: null,
  references: [],
  subject: 'Re: your claim',
  ...fields,
});
const match = (fields: Partial<IncomingReply>) => matchReply(reply(fields), lookup, secret, domain);
const matchedBy = async (fields: Partial<IncomingReply>) => {
  const result = await match(fields);
  return result.matched ? [result.claim.claimId, result.by] : [null, result.reason];
};

describe('the reply address', () => {
  it('names its claim, signed: another claim, another secret or domain, or an altered token names none', () => {
    const address = claimReplyAddress(12, secret, domain);
    expect(address).toMatch(/^claims\+12\.[a-z2-7]{26}@replies\.example\.com$/);
    expect(claimOfReplyAddress(address, secret, domain)).toBe(12);
    expect(claimOfReplyAddress(address.toUpperCase(), secret, domain)).toBe(12);
    expect(claimOfReplyAddress(address.replace('+12.', '+13.'), secret, domain)).toBeNull();
    expect(claimOfReplyAddress(address, 'another secret altogether, just as long', domain)).toBeNull();
    expect(claimOfReplyAddress(address.replace(domain, 'evil.example'), secret, domain)).toBeNull();
    const token = address.slice(address.indexOf('.') + 1, address.indexOf('@'));
    const altered = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
    expect(claimOfReplyAddress(address.replace(token, altered), secret, domain)).toBeNull();
    expect(claimOfReplyAddress(`claims+12.${'a'.repeat(5000)}@${domain}`, secret, domain)).toBeNull();
  });

  it('tags a subject once and reads its tags back', () => {
    expect(withClaimTag('Downtime compensation claim #12: 2021 Honda Accord', 12)).toBe('Downtime compensation claim #12: 2021 Honda Accord [Claim #12]');
    expect(withClaimTag('Re: Goodwill [Claim #12]', 12)).toBe('Re: Goodwill [Claim #12]');
    expect(claimTagsIn('RE: FW: Goodwill [claim #12] [Claim #12]')).toEqual([12]);
    expect(claimTagsIn('claim #12 without brackets')).toEqual([]);
  });
});

describe(matchReply.name, () => {
  it('matches by the Message-IDs the claim was sent with first, even from a stranger', async () => {
    expect(await matchedBy({ inReplyTo: '<claim-12.reminder.b@app>' })).toEqual([12, 'headers']);
    expect(await matchedBy({ from: 'someone@else.example', references: ['<unknown@x>', '<claim-12.claim.a@app>'] })).toEqual([12, 'headers']);
    // Headers naming two claims at once are not guessed at.
    expect(await matchedBy({ references: ['<claim-12.claim.a@app>', '<claim-13.claim.c@app>'] })).toEqual([null, 'ambiguous']);
  });

  it('then by the signed reply address it was sent to', async () => {
    expect(await matchedBy({ recipients: ['dana@example.org', claimReplyAddress(13, secret, domain)] })).toEqual([13, 'address']);
    expect(await matchedBy({ recipients: [claimReplyAddress(12, secret, domain).replace('+12.', '+13.')] })).toEqual([null, 'no-claim']);
    expect(await matchedBy({ recipients: [claimReplyAddress(99, secret, domain)] })).toEqual([null, 'no-claim']);
    expect(await matchedBy({ recipients: [claimReplyAddress(12, secret, domain), claimReplyAddress(13, secret, domain)] })).toEqual([null, 'ambiguous']);
    // Without a reply domain configured, no address is read as one.
    expect(await matchReply(reply({ recipients: [claimReplyAddress(13, secret, domain)] }), lookup, secret, undefined)).toEqual({
      matched: false,
      reason: 'no-claim',
    });
  });

  it("then by the subject's tag, only from the claim's owner or its dealer", async () => {
    expect(await matchedBy({ from: 'Dana@Example.org', subject: 'Fwd: RE: Downtime compensation claim #12 [Claim #12]' })).toEqual([12, 'subject']);
    expect(await matchedBy({ from: 'service@metro-honda.example', subject: 'RE: [Claim #12]' })).toEqual([12, 'subject']);
    // Another owner typing claim 12's tag, or a stranger: never attached to claim 12.
    expect(await matchedBy({ from: 'lee@example.org', subject: 'Fwd: [Claim #12]' })).toEqual([null, 'not-the-claims-correspondent']);
    expect(await matchedBy({ from: null, subject: '[Claim #12]' })).toEqual([null, 'not-the-claims-correspondent']);
    expect(await matchedBy({ subject: '[Claim #12] and [Claim #13]' })).toEqual([null, 'ambiguous']);
    expect(await matchedBy({ subject: 'Your service appointment' })).toEqual([null, 'no-claim']);
  });
});
