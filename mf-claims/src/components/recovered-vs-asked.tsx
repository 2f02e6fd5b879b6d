import { recoveredVsAsked, type Claim } from '@dct/contracts';
import { formatMoney } from '@dct/ui';
import '../claims.css';

/** "Recovered vs asked" over the closed claims; nothing until one is closed. */
export function RecoveredVsAsked({ claims }: { claims: readonly Claim[] }) {
  const closed = claims.filter((claim) => claim.status === 'Closed').length;
  if (closed === 0) return null;
  const { asked, recovered } = recoveredVsAsked(claims);
  const share = asked > 0 ? Math.round((recovered / asked) * 100) : 0;
  return (
    <p className="recovered-line">
      <strong>Recovered vs asked:</strong> {formatMoney(recovered)} of {formatMoney(asked)} ({share}%) over {closed} closed {closed === 1 ? 'claim' : 'claims'}
    </p>
  );
}
