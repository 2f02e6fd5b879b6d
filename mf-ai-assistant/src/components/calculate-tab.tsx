import { useState, type FormEvent } from 'react';
import { Link } from '@dct/router';
import { AiToasts, VALUATION_METHOD_LABELS, VEHICLE_SEGMENTS, VEHICLE_SEGMENT_LABELS, type ValuationResult } from '@dct/contracts';
import { Button, ChoiceOptions, FormField, Input, Select, SubmitButton, buttonClass, formatMoney, toast, toastFailure } from '@dct/ui';
import { useUpdateClaim, useValueDowntime } from '@dct/data';
import { type AssistantRecords } from '../hooks/use-assistant';
import { applyFailed } from '../utils/apply-failed';

export interface CalculateTabProps {
  records: AssistantRecords;
  /** The valuation the owner settled on, for the letter. */
  onValued: (valuation: ValuationResult) => void;
  /** The value was applied to the claim. */
  onApplied: () => void;
}

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

/** Calculate: the downtime's value from the visit's dates and the vehicle's payment or segment, applied to the claim's ask. */
export function CalculateTab({ records, onValued, onApplied }: CalculateTabProps) {
  const { visit, vehicle, claim } = records;
  const [dateIn, setDateIn] = useState(visit?.date_in ?? '');
  const [dateOut, setDateOut] = useState(visit?.date_out ?? '');
  const [payment, setPayment] = useState(vehicle?.monthly_payment ? String(vehicle.monthly_payment) : '');
  const [segment, setSegment] = useState<string>(vehicle?.segment ?? '');
  const [result, setResult] = useState<ValuationResult | null>(null);
  const value = useValueDowntime();
  const updateClaim = useUpdateClaim();

  const onCalculate = (event: FormEvent) => {
    event.preventDefault();
    value.mutate(
      {
        date_in: dateIn,
        date_out: dateOut || null,
        monthly_payment: payment ? Number(payment) : null,
        segment: (segment || null) as (typeof VEHICLE_SEGMENTS)[number] | null,
      },
      {
        onSuccess: (valuation) => {
          setResult(valuation);
          onValued(valuation);
        },
        onError: (error) => toastFailure(error, AiToasts.calculateFailed),
      },
    );
  };

  const setDaily = (daily: number) => {
    if (!result) return;
    const next = { ...result, daily_value: daily, total: roundCents(daily * result.days) };
    setResult(next);
    onValued(next);
  };

  const onApply = () => {
    if (!claim || !result) return;
    updateClaim.mutate(
      { id: claim.id, input: { ask_amount: result.total, valuation_method: result.method_used } },
      {
        onSuccess: () => {
          toast(AiToasts.claimValued);
          onApplied();
        },
        onError: applyFailed,
      },
    );
  };

  return (
    <div className="stack">
      <form className="stack-sm" onSubmit={onCalculate}>
        <div className="form-grid">
          <FormField label="Date in">
            <Input type="date" required value={dateIn} onChange={(event) => setDateIn(event.target.value)} />
          </FormField>
          <FormField label="Date out" hint="Empty while the vehicle is still at the dealer">
            <Input type="date" value={dateOut} onChange={(event) => setDateOut(event.target.value)} />
          </FormField>
          <FormField label="Monthly payment">
            <Input type="number" min="0" step="0.01" value={payment} onChange={(event) => setPayment(event.target.value)} />
          </FormField>
          <FormField label="Segment">
            <Select value={segment} onChange={(event) => setSegment(event.target.value)}>
              <ChoiceOptions values={VEHICLE_SEGMENTS} labels={VEHICLE_SEGMENT_LABELS} empty="Unknown" />
            </Select>
          </FormField>
        </div>
        <div>
          <SubmitButton disabled={!dateIn} pending={value.isPending} label="Calculate" pendingLabel="Calculating..." />
        </div>
      </form>

      {result && (
        <div className="assistant-result stack-sm" aria-label="Downtime value">
          <dl className="facts">
            <dt>Days</dt>
            <dd>{result.days}</dd>
            <dt>Method</dt>
            <dd>{VALUATION_METHOD_LABELS[result.method_used]}</dd>
            <dt>Total</dt>
            <dd>{formatMoney(result.total)}</dd>
          </dl>
          <FormField label="Daily value">
            <Input type="number" min="0" step="0.01" value={result.daily_value} onChange={(event) => setDaily(Number(event.target.value))} />
          </FormField>
          <p className="small muted">{result.explanation}</p>
          {claim?.status === 'Draft' ? (
            <div>
              <Button onClick={onApply} disabled={updateClaim.isPending || result.total < 0.01}>
                Apply to claim
              </Button>
            </div>
          ) : claim ? (
            <p className="small muted">The claim has been sent; its amount can no longer change.</p>
          ) : (
            visit && (
              <div>
                <Link className={buttonClass('outline')} to={`/claims/new?visit_id=${visit.id}`}>
                  Create claim
                </Link>
              </div>
            )
          )}
        </div>
      )}
    </div>
  );
}
