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
import { Checkbox, ChoiceOptions, FormActions, FormField, Input, Select, Textarea } from '@dct/ui';
import { useSchemaForm, type RecordFormProps } from '@dct/ui/forms';
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
        <FormField label="Date In" error={errors.date_in?.message} hint={dateIn && dateIn > today ? VisitMessages.dateInAhead : undefined}>
          <Input type="date" {...form.register('date_in')} />
        </FormField>
        <FormField
          label="Date Out"
          error={errors.date_out?.message}
          hint={dateOutTyped && dateOutTyped > today ? VisitMessages.dateOutAhead : 'Leave empty while the vehicle is at the dealer'}
        >
          <Input type="date" {...dateOut} />
        </FormField>
        <FormField label="Primary Issue" error={errors.primary_issue?.message} className="span-2">
          <Input placeholder="Transmission slipping" maxLength={VISIT_TEXT_LIMITS.primary_issue} autoComplete="off" {...form.register('primary_issue')} />
        </FormField>
        <FormField label="Status" error={errors.status?.message}>
          <Select {...form.register('status')}>
            <ChoiceOptions values={VISIT_STATUSES} labels={VISIT_STATUS_LABELS} />
          </Select>
        </FormField>
        <FormField label="Valuation Method" error={errors.valuation_method?.message}>
          <Select {...form.register('valuation_method')}>
            <ChoiceOptions values={VALUATION_METHODS} labels={VALUATION_METHOD_LABELS} empty="Not specified" />
          </Select>
        </FormField>
        <FormField label="Mileage In" error={errors.mileage_in?.message} hint={mileageHint(lowerMileageQuestion(mileageIn, earlier))}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('mileage_in', number)} />
        </FormField>
        <FormField label="Mileage Out" error={errors.mileage_out?.message} hint={mileageHint(lowerMileageQuestion(mileageOut, earlier))}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('mileage_out', number)} />
        </FormField>
        <FormField
          label="RO Number"
          error={errors.ro_number?.message}
          className="span-2"
          hint="The repair order's number, at the top of the dealer's paperwork"
        >
          <Input placeholder="RO-12345" maxLength={VISIT_TEXT_LIMITS.ro_number} autoComplete="off" {...form.register('ro_number')} />
        </FormField>
        <FormField label="Complaint" error={errors.complaint?.message} className="span-2" hint="What you told the dealer was wrong">
          <Textarea rows={2} maxLength={VISIT_TEXT_LIMITS.complaint} {...form.register('complaint')} />
        </FormField>
        <FormField label="Cause" error={errors.cause?.message} className="span-2" hint="What the dealer found">
          <Textarea rows={2} maxLength={VISIT_TEXT_LIMITS.cause} {...form.register('cause')} />
        </FormField>
        <FormField label="Correction" error={errors.correction?.message} className="span-2" hint="What the dealer did to fix it">
          <Textarea rows={2} maxLength={VISIT_TEXT_LIMITS.correction} {...form.register('correction')} />
        </FormField>
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
            <FormField label="Loaner Model" error={errors.loaner_model?.message} className="span-2">
              <Input placeholder="2024 Honda Civic" maxLength={VISIT_TEXT_LIMITS.loaner_model} autoComplete="off" {...form.register('loaner_model')} />
            </FormField>
            <FormField label="Loaner Notes" error={errors.loaner_notes?.message} className="span-2">
              <Textarea rows={2} maxLength={VISIT_TEXT_LIMITS.loaner_notes} {...form.register('loaner_notes')} />
            </FormField>
          </>
        )}
        <FormField label="Notes" error={errors.notes?.message} className="span-2">
          <Textarea rows={3} maxLength={VISIT_TEXT_LIMITS.issue_notes} {...form.register('notes')} />
        </FormField>
      </div>
      <FormActions cancel={cancel} pending={pending} label={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
