import { offeredByKind, offersWaiting } from './offers-card';

describe('offers on the dashboard', () => {
  const claims = [
    { id: 4, status: 'Response', offered_amount: 150.1, offer_kind: 'cash' },
    { id: 3, status: 'Response', offered_amount: 200, offer_kind: 'credit' },
    { id: 2, status: 'Response', offered_amount: null, offer_kind: null },
    { id: 1, status: 'Closed', offered_amount: 90, offer_kind: 'cash' },
    { id: 5, status: 'Response', offered_amount: 0.2, offer_kind: null },
  ] as const;

  it('lists the claims in Response with an offer', () => {
    expect(offersWaiting(claims).map((claim) => claim.id)).toEqual([4, 3, 5]);
  });

  it('totals cash and credit apart, in cents, an offer of no stated kind as cash', () => {
    expect(offeredByKind(offersWaiting(claims))).toEqual({ cash: 150.3, credit: 200 });
  });
});
