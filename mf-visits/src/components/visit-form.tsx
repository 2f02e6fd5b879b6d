import { Link } from '@dct/router';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  VALUATION_METHODS,
  VALUATION_METHOD_LABELS,
  VISIT_STATUSES,
  VISIT_STATUS_LABELS,
  VISIT_TEXT_LIMITS,
  VisitMessages,
  defectSuggestions,
  earlierMileage,
  lowerMileageQuestion,
  statusFromDates,
  todayIso,
  vehicleLabel,
  type Vehicle,
  type VisitFormValues,
  type VisitStatus,
} from '@dct/contracts';
import { Checkbox, FormActions, FormField, Input, Select } from '@dct/ui';
import { useSchemaForm, type RecordFormProps, FormInput, FormTextarea, FormChoices } from '@dct/ui/forms';
import { useVisits } from '@dct/data';
import { DealerCombobox } from './dealer-combobox';
import { visitFields, type VisitFormFields } from './visit-fields';
import '../visits.css';

/**
 * The defect box offers the defects already named on the chosen vehicle's visits, so a repeat
 * repair is spelled the same way and counts as one (the lemon-law watch groups by defect).
 */
function DefectField({ vehicleId, error, registration }: { vehicleId: string; error?: string; registration: UseFormRegisterReturn<'defect'> }) {
  const listId = useId();
  // The owner's visits (the list the visits page has already loaded), this vehicle's taken from them.
  const visits = useVisits();
  const suggestions = vehicleId ? defectSuggestions((visits.data ?? []).filter((visit) => String(visit.vehicle_id) === vehicleId)) : [];
  return (
    <>
      <FormField label="Defect" error={error} className="span-2" hint="Name a repeat repair the same way each time: repeats count toward the lemon law">
        <Input list={listId} placeholder="Transmission slipping" maxLength={VISIT_TEXT_LIMITS.defect} autoComplete="off" {...registration} />
      </FormField>
      {/* Outside the field, which gives its one child the label's id. */}
      <datalist id={listId}>
        {suggestions.map((defect) => (
          <option key={defect} value={defect} />
        ))}
      </datalist>
    </>
  );
}

/** A question under a mileage box: asked, never refused, so the owner can still save. */
const mileageHint = (question: string | undefined) => question && <span className="mileage-question">{question}</span>;

/** The repair order's three Cs, in its order: each box's label and what goes in it. */
const THREE_CS = [
  { name: 'complaint', label: 'Complaint', hint: 'What you told the dealer was wrong' },
  { name: 'cause', label: 'Cause', hint: 'What the dealer found' },
  { name: 'correction', label: 'Correction', hint: 'What the dealer did to fix it' },
] as const;

/** Without a loaner, its model and notes mean nothing and are not kept. */
function withoutUnusedLoaner(values: VisitFormValues): VisitFormValues {
  return values.loaner_provided ? values : { ...values, loaner_model: undefined, loaner_notes: undefined };
}

export interface VisitFormProps extends RecordFormProps<VisitFormFields, VisitFormValues> {
  /** The owner's vehicles (the dealer box searches the dealers itself). */
  vehicles: readonly Vehicle[];
  /** The visit being edited (none for a new one): its own mileage is not an earlier visit's. */
  visitId?: number;
}

/** The create and edit visit form: spec §5 "Create visit" with the fields the detail view shows. */
export function VisitForm({ defaultValues, vehicles, visitId, submitLabel, pendingLabel, submit, onSuccess, onFailure, cancel }: VisitFormProps) {
  const { form, onSubmit, pending } = useSchemaForm(visitFields, {
    defaultValues,
    submit: (values) => submit(withoutUnusedLoaner(values)),
    onSuccess,
    onFailure,
  });
  const { errors } = form.formState;
  const loaner = form.watch('loaner_provided');
  const number = { valueAsNumber: true } as const;
  const mileageBox = { type: 'number', inputMode: 'numeric', min: 0, step: 1, rules: number } as const;
  // A mileage below an earlier visit's is often a typo that would end a lemon-law window early: the form asks about it.
  const visits = useVisits();
  const [vehicleId, dateIn, dateOutTyped, mileageIn, mileageOut] = form.watch(['vehicle_id', 'date_in', 'date_out', 'mileage_in', 'mileage_out']);
  const today = todayIso();
  const earlier = earlierMileage({ id: visitId, vehicle_id: Number(vehicleId) || undefined, date_in: dateIn }, visits.data ?? []);
  // The status follows the dates, as the server applies it: a date out that has passed completes the visit, clearing it reopens it.
  const dateOut = form.register('date_out', {
    onChange: (event: { target: { value: string } }) => {
      const status: VisitStatus = form.getValues('status');
      const next = statusFromDates(status, event.target.value, event.target.value === '');
      if (next !== status) form.setValue('status', next, { shouldDirty: true });
    },
  });

  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      <div className="form-grid">
        <FormField
          label="Vehicle"
          error={errors.vehicle_id?.message}
          className="span-2"
          hint={vehicles.length === 0 ? <Link to="/vehicles">Add a vehicle first</Link> : undefined}
        >
          <Select {...form.register('vehicle_id')}>
            <option value="">Select a vehicle</option>
            {vehicles.map((vehicle) => (
              <option key={vehicle.id} value={vehicle.id}>
                {vehicleLabel(vehicle)}
              </option>
            ))}
          </Select>
        </FormField>
        <DealerCombobox control={form.control} vehicles={vehicles} error={errors.dealer_id?.message} />
        <FormInput form={form} name="date_in" label="Date In" hint={dateIn && dateIn > today ? VisitMessages.dateInAhead : undefined} type="date" />
        <FormField
          label="Date Out"
          error={errors.date_out?.message}
          hint={dateOutTyped && dateOutTyped > today ? VisitMessages.dateOutAhead : 'Leave empty while the vehicle is at the dealer'}
        >
          <Input type="date" {...dateOut} />
        </FormField>
        <FormInput
          form={form}
          name="primary_issue"
          label="Primary Issue"
          className="span-2"
          placeholder="Transmission slipping"
          maxLength={VISIT_TEXT_LIMITS.primary_issue}
          autoComplete="off"
        />
        <FormChoices form={form} name="status" label="Status" values={VISIT_STATUSES} labels={VISIT_STATUS_LABELS} />
        <FormChoices
          form={form}
          name="valuation_method"
          label="Valuation Method"
          values={VALUATION_METHODS}
          labels={VALUATION_METHOD_LABELS}
          empty="Not specified"
        />
        <FormInput form={form} name="mileage_in" label="Mileage In" hint={mileageHint(lowerMileageQuestion(mileageIn, earlier))} {...mileageBox} />
        <FormInput form={form} name="mileage_out" label="Mileage Out" hint={mileageHint(lowerMileageQuestion(mileageOut, earlier))} {...mileageBox} />
        <FormField
          label="RO Number"
          error={errors.ro_number?.message}
          className="span-2"
          hint="The repair order's number, at the top of the dealer's paperwork"
        >
          <Input placeholder="RO-12345" maxLength={VISIT_TEXT_LIMITS.ro_number} autoComplete="off" {...form.register('ro_number')} />
        </FormField>
        {THREE_CS.map(({ name, label, hint }) => (
          <FormTextarea key={name} form={form} name={name} label={label} className="span-2" hint={hint} rows={2} maxLength={VISIT_TEXT_LIMITS[name]} />
        ))}
        <DefectField vehicleId={form.watch('vehicle_id')} error={errors.defect?.message} registration={form.register('defect')} />
        <div className="span-2 row">
          <Checkbox label="Warranty repair" {...form.register('warranty_repair')} />
          <Checkbox label="Safety defect (could cause injury)" {...form.register('safety_defect')} />
        </div>
        <div className="span-2">
          <Checkbox label="Loaner vehicle provided" {...form.register('loaner_provided')} />
        </div>
        {loaner && (
          <>
            <FormInput
              form={form}
              name="loaner_model"
              label="Loaner Model"
              className="span-2"
              placeholder="2024 Honda Civic"
              maxLength={VISIT_TEXT_LIMITS.loaner_model}
              autoComplete="off"
            />
            <FormTextarea form={form} name="loaner_notes" label="Loaner Notes" className="span-2" rows={2} maxLength={VISIT_TEXT_LIMITS.loaner_notes} />
          </>
        )}
        <FormTextarea form={form} name="notes" label="Notes" className="span-2" rows={3} maxLength={VISIT_TEXT_LIMITS.issue_notes} />
      </div>
      <FormActions cancel={cancel} pending={pending} label={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
