import { useEffect } from 'react';
import { MIN_ASK_AMOUNT, VALUATION_METHODS, VALUATION_METHOD_LABELS, type NewClaimFormValues, type Vehicle, type Visit } from '@dct/contracts';
import { ChoiceOptions, FormActions } from '@dct/ui';
import { useSchemaForm, type RecordFormProps, FormInput, FormSelect } from '@dct/ui/forms';
import { dayCount, visitDates, visitOptionLabel } from '../utils/visit-option';
import { claimFields, type ClaimFormFields } from './claim-fields';
import { ValuationHint, worthOf } from './valuation-hint';
import '../claims.css';

export type { ClaimFormFields } from './claim-fields';

export interface ClaimFormProps extends RecordFormProps<ClaimFormFields, NewClaimFormValues> {
  /** The visits to pick from; with `lockedVisit`, the claim's own visit only. */
  visits: readonly Visit[];
  vehicles: readonly Vehicle[];
  /** Editing a draft: the visit is fixed, and the method is always a chosen one. */
  lockedVisit?: boolean;
}

/**
 * The claim form (spec §5): visit, ask amount (step 0.01), optional contact e-mail. A new claim's
 * amount starts at what the chosen visit's downtime is worth, and follows the visit and the method
 * until the owner types their own; with nothing to value yet it stays empty, and required.
 */
export function ClaimForm({ visits, vehicles, lockedVisit, defaultValues, submitLabel, pendingLabel, submit, onSuccess, onFailure, cancel }: ClaimFormProps) {
  const { form, onSubmit, pending } = useSchemaForm(claimFields, { defaultValues, submit, onSuccess, onFailure });
  const [visitId, method] = form.watch(['visit_id', 'valuation_method']);
  const visit = visits.find((candidate) => String(candidate.id) === String(visitId));
  const vehicle = visit && vehicles.find((candidate) => candidate.id === visit.vehicle_id);
  const worth = visit && vehicle ? worthOf(visit.days, vehicle, method) : undefined;
  const typed = form.formState.dirtyFields.ask_amount === true;

  useEffect(() => {
    // An edited draft keeps its amount; a new claim's follows the visit until the owner types one.
    if (lockedVisit || typed) return;
    form.setValue('ask_amount', worth !== undefined && worth > 0 ? worth : Number.NaN);
  }, [form, lockedVisit, typed, worth]);

  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      {lockedVisit ? (
        visit && <p className="small muted">{visitOptionLabel(visit)}</p>
      ) : (
        <FormSelect form={form} name="visit_id" label="Visit" hint={visit && `${visit.dealer_name} · ${visitDates(visit)} · ${dayCount(visit.days)}`}>
          <option value="">Select a service visit</option>
          {visits.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {visitOptionLabel(candidate)}
            </option>
          ))}
        </FormSelect>
      )}
      <div className="form-grid">
        <FormSelect form={form} name="valuation_method" label="Valuation Method">
          {!lockedVisit && <option value="">Vehicle default</option>}
          <ChoiceOptions values={VALUATION_METHODS} labels={VALUATION_METHOD_LABELS} />
        </FormSelect>
        <FormInput
          form={form}
          name="ask_amount"
          label="Ask Amount"
          type="number"
          step={0.01}
          min={MIN_ASK_AMOUNT}
          inputMode="decimal"
          rules={{ valueAsNumber: true }}
        />
      </div>
      {visit && vehicle && (
        <ValuationHint
          days={visit.days}
          vehicle={vehicle}
          method={method}
          onUse={(total) => form.setValue('ask_amount', total, { shouldValidate: true, shouldDirty: true })}
        />
      )}
      <FormInput
        form={form}
        name="contact_email"
        label="Contact Email"
        hint="Optional. Without one, the claim goes to the dealer's e-mail."
        type="email"
        autoComplete="email"
        placeholder="service@dealer.com"
      />
      <FormActions cancel={cancel} pending={pending} label={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
