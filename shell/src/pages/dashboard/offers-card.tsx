import { Link } from '@dct/router';
import { claimOfferLabel, type Claim } from '@dct/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, formatMoney } from '@dct/ui';
import type { ListQuery } from './use-dashboard-data';

type OfferOf = Pick<Claim, 'status' | 'offered_amount' | 'offer_kind'>;

/** Claims in Response whose dealer made an offer, newest first. */
export function offersWaiting<T extends OfferOf>(claims: readonly T[]): T[] {
  return claims.filter((claim) => claim.status === 'Response' && claim.offered_amount !== null);
}

/** Cash and credit offered, apart: a credit is spent at the dealer, so it is never added to cash. */
export function offeredByKind(claims: readonly OfferOf[]): { cash: number; credit: number } {
  const cents = (kind: 'cash' | 'credit') =>
    claims.filter((claim) => (claim.offer_kind ?? 'cash') === kind).reduce((sum, claim) => sum + Math.round((claim.offered_amount ?? 0) * 100), 0);
  return { cash: cents('cash') / 100, credit: cents('credit') / 100 };
}

/** The offers waiting for the owner's answer, each with its kind; nothing at all while there are none. */
export function OffersCard({ claims }: { claims: ListQuery<Claim> }) {
  const waiting = offersWaiting(claims.data ?? []);
  if (waiting.length === 0) return null;
  const { cash, credit } = offeredByKind(waiting);
  return (
    <Card role="region" aria-label="Offers waiting for your answer" className="dashboard-row">
      <CardHeader>
        <CardTitle>Offers waiting for your answer</CardTitle>
        <CardDescription>
          {formatMoney(cash)} cash{credit > 0 && `, and ${formatMoney(credit)} in service credit (not cash)`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="stack stack-sm">
          {waiting.map((claim) => (
            <li key={claim.id}>
              <Link to={`/claims/${claim.id}`}>Claim #{claim.id}</Link> · {claim.dealer_name}: {claimOfferLabel(claim)}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
