import { CLAIM_STATUS_BADGES, type Claim } from '@dct/contracts';
import { Badge } from '@dct/ui';
import '../claims.css';

/** The status badge (spec §4 styles) and, while the dealer is late, an Overdue badge. */
export function ClaimBadges({ claim }: { claim: Pick<Claim, 'status' | 'overdue'> }) {
  return (
    <span className="claim-badges">
      <Badge variant={CLAIM_STATUS_BADGES[claim.status]}>{claim.status}</Badge>
      {claim.overdue && (
        <Badge variant="outline" className="badge-overdue">
          Overdue
        </Badge>
      )}
    </span>
  );
}
