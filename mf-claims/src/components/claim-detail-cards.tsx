import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@dct/router';
import { PURCHASE_TYPE_LABELS, dealerLocality, valuationMethodLabel, vehicleLabel, type ClaimDetail } from '@dct/contracts';
import { Card, CardContent, CardHeader, CardTitle, buttonClass, formatDate, formatMoney } from '@dct/ui';
import { dayCount, visitDates } from '../utils/visit-option';
import { DeliveryStatus } from './delivery-status';
import { Fact } from './facts';
import '../claims.css';

function InfoCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="card-header-row">
        <CardTitle>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent className="stack stack-sm">{children}</CardContent>
    </Card>
  );
}

/** What is asked, how it was valued, when it went out and what came back. */
export function ClaimInfoCard({ claim }: { claim: ClaimDetail }) {
  return (
    <InfoCard title="Claim Details">
      <p className="claim-amount">{formatMoney(claim.ask_amount)}</p>
      <dl className="facts">
        <Fact label="Valuation">{valuationMethodLabel(claim.valuation_method)}</Fact>
        <Fact label="Created">{formatDate(claim.created_at)}</Fact>
        <Fact label="Sent on">{formatDate(claim.sent_at)}</Fact>
        <Fact label="Response due">{formatDate(claim.response_due)}</Fact>
        <Fact label="Contact">{claim.contact_email ?? (claim.dealer.email && `${claim.dealer.email} (dealer)`)}</Fact>
        <Fact label="E-mail">{claim.delivery && <DeliveryStatus delivery={claim.delivery} />}</Fact>
        <Fact label="Closed on">{formatDate(claim.closed_at)}</Fact>
        <Fact label="Recovered">{claim.recovered_amount !== null && formatMoney(claim.recovered_amount)}</Fact>
        <Fact label="Outcome">{claim.outcome_notes && <span className="claim-text">{claim.outcome_notes}</span>}</Fact>
      </dl>
      {claim.dealer_reply && (
        <details>
          <summary className="small">Dealer's reply</summary>
          <pre className="mail-body">{claim.dealer_reply}</pre>
        </details>
      )}
    </InfoCard>
  );
}

/** The visit the claim is for, its vehicle and its dealer. */
export function ClaimContextCards({ claim }: { claim: ClaimDetail }) {
  const { visit, vehicle, dealer } = claim;
  return (
    <>
      <InfoCard
        title={`Visit #${visit.id}`}
        action={
          <Link to={`/visits/${visit.id}`} className={buttonClass('link')}>
            View visit
            <ExternalLink aria-hidden className="document-icon" />
          </Link>
        }
      >
        <dl className="facts">
          <Fact label="Issue">{visit.primary_issue}</Fact>
          <Fact label="Service">{visitDates(visit)}</Fact>
          <Fact label="Downtime">{dayCount(visit.days)}</Fact>
          <Fact label="Loaner">{visit.loaner_flag && (visit.loaner_model ?? 'Provided')}</Fact>
        </dl>
      </InfoCard>
      <InfoCard title="Vehicle">
        <dl className="facts">
          <Fact label="Vehicle">{vehicleLabel(vehicle)}</Fact>
          <Fact label="Trim">{vehicle.trim}</Fact>
          <Fact label="VIN">{vehicle.vin ? <span className="mono">{vehicle.vin}</span> : 'Not recorded'}</Fact>
          <Fact label="Purchase">{vehicle.purchase_type && PURCHASE_TYPE_LABELS[vehicle.purchase_type]}</Fact>
          <Fact label="Payment">{vehicle.monthly_payment !== null && `${formatMoney(vehicle.monthly_payment)}/month`}</Fact>
        </dl>
      </InfoCard>
      <InfoCard title="Dealer">
        <dl className="facts">
          <Fact label="Name">{dealer.name}</Fact>
          <Fact label="Address">{dealer.address}</Fact>
          <Fact label="City">{dealerLocality(dealer)}</Fact>
          <Fact label="Phone">{dealer.phone}</Fact>
          <Fact label="E-mail">{dealer.email}</Fact>
        </dl>
      </InfoCard>
    </>
  );
}
