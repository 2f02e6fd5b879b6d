import { Eye } from 'lucide-react';
import { Link } from '@dct/router';
import { claimOfferLabel, valuationMethodLabel, type Claim } from '@dct/contracts';
import { Card, CardContent, CardFooter, CardHeader, CardTitle, buttonClass, formatDate, formatMoney } from '@dct/ui';
import { DeleteClaimButton, SendClaimButton, sendSummaryOf } from './claim-actions';
import { ClaimBadges } from './claim-badges';
import { DeliveryStatus } from './delivery-status';
import { Fact } from './facts';
import '../claims.css';

/** A claim in the list (spec §2 "Claims"): what is asked, for which visit, and where its mail is. */
export function ClaimCard({ claim }: { claim: Claim }) {
  const title = `Claim #${claim.id}`;
  return (
    <Card role="article" aria-label={title} className="claim-card">
      <CardHeader>
        <div className="claim-card-top">
          <CardTitle>{title}</CardTitle>
          <ClaimBadges claim={claim} />
        </div>
        <p className="small">
          <span className="muted">Visit #{claim.visit_id}</span> · {claim.primary_issue}
        </p>
        <p className="small muted">
          {claim.vehicle_label} · {claim.dealer_name}
        </p>
      </CardHeader>
      <CardContent>
        <p className="claim-amount">
          {formatMoney(claim.ask_amount)} <span className="claim-amount-label">asked</span>
        </p>
        <dl className="facts">
          <Fact label="Valuation">{valuationMethodLabel(claim.valuation_method)}</Fact>
          <Fact label="Created">{formatDate(claim.created_at)}</Fact>
          <Fact label="Response due">{formatDate(claim.response_due)}</Fact>
          <Fact label="Contact">{claim.contact_email}</Fact>
          <Fact label="Service start">{formatDate(claim.date_in)}</Fact>
          <Fact label="Service end">{claim.date_out ? formatDate(claim.date_out) : 'Still at the dealer'}</Fact>
          <Fact label="Offer">{claimOfferLabel(claim)}</Fact>
          <Fact label="Recovered">{claim.recovered_amount !== null && formatMoney(claim.recovered_amount)}</Fact>
          <Fact label="Outcome">{claim.outcome_notes}</Fact>
          <Fact label="E-mail">{claim.delivery && <DeliveryStatus delivery={claim.delivery} />}</Fact>
        </dl>
      </CardContent>
      <CardFooter>
        <Link to={`/claims/${claim.id}`} className={buttonClass('outline', 'sm')} aria-label={`View Details of ${title}`}>
          <Eye aria-hidden />
          View Details
        </Link>
        {claim.status === 'Draft' && <SendClaimButton claimId={claim.id} mail={sendSummaryOf(claim)} />}
        <DeleteClaimButton claimId={claim.id} />
      </CardFooter>
    </Card>
  );
}
