import { Link } from '@dct/router';
import { valuationMethodLabel, vinSuffix, type Claim } from '@dct/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, buttonClass, formatDate, formatMoney } from '@dct/ui';
import { useVehicles, useVisits } from '@dct/data';
import { dayCount, visitDates } from '../utils/visit-option';
import { ClaimBadges } from './claim-badges';
import { Fact } from './facts';
import '../claims.css';

/** The side panel of the claims page: the first claim the filters let through, with its visit and vehicle. */
export function ClaimSummaryPanel({ claim }: { claim: Claim }) {
  const visit = useVisits().data?.find((candidate) => candidate.id === claim.visit_id);
  const vehicle = useVehicles().data?.find((candidate) => candidate.id === claim.vehicle_id);
  return (
    <Card role="region" className="claim-summary" aria-label={`Summary of Claim #${claim.id}`}>
      <CardHeader>
        <CardDescription>Summary</CardDescription>
        <div className="claim-card-top">
          <CardTitle>Claim #{claim.id}</CardTitle>
          <ClaimBadges claim={claim} />
        </div>
      </CardHeader>
      <CardContent className="stack">
        <dl className="facts">
          <Fact label="Ask amount">{formatMoney(claim.ask_amount)}</Fact>
          <Fact label="Valuation">{valuationMethodLabel(claim.valuation_method)}</Fact>
          <Fact label="Response due">{formatDate(claim.response_due)}</Fact>
        </dl>
        <section className="stack stack-sm" aria-label="Visit">
          <h3 className="summary-heading">Visit #{claim.visit_id}</h3>
          <dl className="facts">
            <Fact label="Issue">{claim.primary_issue}</Fact>
            <Fact label="Dealer">{claim.dealer_name}</Fact>
            <Fact label="Dates">{visitDates(claim)}</Fact>
            <Fact label="Downtime">{visit && dayCount(visit.days)}</Fact>
          </dl>
        </section>
        <section className="stack stack-sm" aria-label="Vehicle">
          <h3 className="summary-heading">{claim.vehicle_label}</h3>
          <dl className="facts">
            <Fact label="Trim">{vehicle?.trim}</Fact>
            <Fact label="VIN">{vehicle && (vehicle.vin ? `...${vinSuffix(vehicle.vin)}` : 'Not recorded')}</Fact>
            <Fact label="Monthly payment">{vehicle && vehicle.monthly_payment !== null && `${formatMoney(vehicle.monthly_payment)}/month`}</Fact>
          </dl>
        </section>
        <Link to={`/claims/${claim.id}`} className={buttonClass('outline', 'sm')}>
          Open Claim #{claim.id}
        </Link>
      </CardContent>
    </Card>
  );
}
