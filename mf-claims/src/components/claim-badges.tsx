import { claimStatusBadge, type Claim } from '@dct/contracts';
import { Badge } from '@dct/ui';
import '../claims.css';

/**
 * The status badge (spec §4 styles; a closed claim by its outcome: green with the money recovered,
 * grey without) and, while the dealer is late, an Overdue badge.
 */
export function ClaimBadges({ claim }: { claim: Pick<Claim, 'status' | 'overdue' | 'recovered_amount'> }) {
  const status = claimStatusBadge(claim);
  return (
    <span className="claim-badges">
      <Badge variant={status.variant}>{status.label}</Badge>
      {claim.overdue && (
        <Badge variant="outline" className="badge-overdue">
          Overdue
        </Badge>
      )}
    </span>
  );
}
