import { ClaimMessages, type Claim, type TriageResult } from '@dct/contracts';
import { appForTests, createClaim, createOwner, type SignedInOwner } from '../../../test/test-app';

/** A claim the dealer has been sent (its mail goes to the outbox folder). */
async function sentClaim(owner: SignedInOwner): Promise<Claim> {
  const claim = await createClaim(owner, { contact_email: 'service@dealer.example' });
  await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202);
  return claim;
}

describe("A dealer's offer on a claim (integration)", () => {
  const running = appForTests();

  it('records the amount offered with its kind, and closes with it as the amount recovered', async () => {
    const owner = await createOwner(running, 'offers');
    const claim = await sentClaim(owner);
    const responded = (
      await owner.agent
        .patch(`/api/claims/${claim.id}`)
        .send({ status: 'Response', dealer_reply: 'We can offer $150.', offered_amount: 150, offer_kind: 'cash' })
        .expect(200)
    ).body as Claim;
    expect(responded).toMatchObject({ status: 'Response', offered_amount: 150, offer_kind: 'cash' });
    const listed = ((await owner.agent.get('/api/claims').expect(200)).body as Claim[]).find((item) => item.id === claim.id);
    expect(listed).toMatchObject({ offered_amount: 150, offer_kind: 'cash' });
    await owner.agent.patch(`/api/claims/${claim.id}`).send({ offer_kind: 'credit' }).expect(200);
    const closed = (await owner.agent.patch(`/api/claims/${claim.id}`).send({ status: 'Closed', recovered_amount: 150 }).expect(200)).body as Claim;
    expect(closed).toMatchObject({ status: 'Closed', recovered_amount: 150, offered_amount: 150, offer_kind: 'credit' });
  });

  it.each([
    [{ offer_kind: 'voucher', offered_amount: 100 }, 'offer_kind', ClaimMessages.offerKindInvalid],
    [{ offer_kind: 7, offered_amount: 100 }, 'offer_kind', ClaimMessages.offerKindInvalid],
    [{ offered_amount: -5, offer_kind: 'cash' }, 'offered_amount', ClaimMessages.amountInvalid('Offered amount')],
    [{ offered_amount: 10.001 }, 'offered_amount', ClaimMessages.amountInvalid('Offered amount')],
    [{ offer_kind: 'cash' }, 'offer_kind', ClaimMessages.offerKindWithoutAmount],
  ])('refuses %j with the field and its message', async (offer, field, message) => {
    const owner = await createOwner(running, 'offers');
    const claim = await sentClaim(owner);
    const response = await owner.agent
      .patch(`/api/claims/${claim.id}`)
      .send({ status: 'Response', ...offer })
      .expect(400);
    expect((response.body as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
  });

  it("answers another owner's claim with 404, for its offer and its triage alike", async () => {
    const owner = await createOwner(running, 'offers');
    const stranger = await createOwner(running, 'stranger');
    const claim = await sentClaim(owner);
    const patched = await stranger.agent.patch(`/api/claims/${claim.id}`).send({ status: 'Response', offered_amount: 1, offer_kind: 'cash' }).expect(404);
    expect((patched.body as { message: string }).message).toBe(ClaimMessages.notFound);
    await stranger.agent.post('/api/ai/triage-reply').send({ email_text: 'We can offer $150.', claim_id: claim.id }).expect(404);
    expect(((await owner.agent.get(`/api/claims/${claim.id}`).expect(200)).body as Claim).offered_amount).toBeNull();
  });

  it('reads "$200 off the next service, or a $100 check" as two alternatives, the credit not cash', async () => {
    const owner = await createOwner(running, 'offers');
    const claim = await sentClaim(owner);
    const result = (
      await owner.agent
        .post('/api/ai/triage-reply')
        .send({ email_text: 'We can offer $200 off the next service, or a $100 check. Let us know which you prefer.', claim_id: claim.id })
        .expect(200)
    ).body as TriageResult;
    expect(result.offer_alternatives).toEqual([
      { amount: 200, kind: 'credit' },
      { amount: 100, kind: 'cash' },
    ]);
  });
});
