import { forwardRef, useEffect, useRef, type InputHTMLAttributes } from 'react';
import {
  PURCHASE_TYPES,
  PURCHASE_TYPE_LABELS,
  US_STATE_CODES,
  US_STATE_NAMES,
  VEHICLE_CONDITIONS,
  VEHICLE_CONDITION_LABELS,
  VEHICLE_SEGMENTS,
  VEHICLE_SEGMENT_LABELS,
  VEHICLE_FIELD_LABELS,
  VIN_LENGTH,
  type VehicleFormValues,
} from '@dct/contracts';
import { Button, FormActions, FormField, Input } from '@dct/ui';
import { SchemaBoxes, useSchemaForm, type RecordFormProps, FormInput, FormTextarea, FormChoices } from '@dct/ui/forms';
import { useVinDecoder } from '../hooks/use-vin-decoder';
import { PreferredDealerField } from './preferred-dealer-field';
import { vehicleFields, type VehicleField, type VehicleFormFields } from './vehicle-fields';
import '../vehicles.css';

/** An amount the owner typed or saved, shown with its cents ("425.50"); anything else is left as typed for the rules to judge. */
function showCents(input: HTMLInputElement | null): void {
  if (input && /^\d+(\.\d{0,2})?$/.test(input.value)) input.value = Number(input.value).toFixed(2);
}

/**
 * A money box: a number box that shows two decimals when the form opens and when the owner
 * leaves it. The form keeps the number; only the text in the box changes.
 */
const MoneyInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function MoneyInput({ onBlur, ...props }, ref) {
  const box = useRef<HTMLInputElement | null>(null);
  useEffect(() => showCents(box.current), []);
  return (
    <Input
      type="number"
      step={0.01}
      min={0}
      inputMode="decimal"
      placeholder="0.00"
      {...props}
      ref={(element) => {
        box.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      onBlur={(event) => {
        showCents(event.currentTarget);
        onBlur?.(event);
      }}
    />
  );
});

/** The fields this form lays out below; any other field of the schema gets its box from its rule (SchemaBoxes). */
const LAID_OUT: readonly VehicleField[] = [
  'year',
  'make',
  'model',
  'trim',
  'vin',
  'purchase_date',
  'purchase_type',
  'monthly_payment',
  'msrp',
  'purchase_price',
  'license_plate',
  'segment',
  'registration_state',
  'condition',
  'delivery_date',
  'delivery_mileage',
  'preferred_dealer_id',
  'notes',
];

export interface VehicleFormProps extends RecordFormProps<VehicleFormFields, VehicleFormValues> {
  /** Offers "Decode VIN", which fills year, make, model and trim from the catalog. */
  canDecodeVin?: boolean;
}

/** The add and edit forms: the same fields, rules and messages as the API (libs/contracts). */
export function VehicleForm({ defaultValues, submitLabel, pendingLabel, submit, onSuccess, onFailure, cancel, canDecodeVin = false }: VehicleFormProps) {
  const { form, onSubmit, pending } = useSchemaForm(vehicleFields, { defaultValues, submit, onSuccess, onFailure });
  const { errors } = form.formState;
  const number = { valueAsNumber: true } as const;
  const vinDecoder = useVinDecoder();

  const decodeVin = async () => {
    const decoded = await vinDecoder.decode(form.getValues('vin'));
    if (!decoded) return;
    const fill = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue('vin', decoded.vin, fill);
    if (decoded.year) form.setValue('year', decoded.year, fill);
    if (decoded.make) form.setValue('make', decoded.make, fill);
    if (decoded.model) form.setValue('model', decoded.model, fill);
    if (decoded.trim) form.setValue('trim', decoded.trim, fill);
  };

  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      <div className="form-grid">
        <FormInput form={form} name="year" label="Year" type="number" inputMode="numeric" step={1} rules={number} />
        <FormInput form={form} name="make" label="Make" placeholder="Toyota" autoComplete="off" />
        <FormInput form={form} name="model" label="Model" placeholder="Camry" autoComplete="off" />
        <FormInput form={form} name="trim" label="Trim" placeholder="SE (optional)" autoComplete="off" />
        <FormField
          label="VIN"
          error={errors.vin?.message}
          className="span-2"
          hint={`${VIN_LENGTH} characters. Not at hand? Leave it blank and add it before your first claim.`}
          action={
            canDecodeVin && (
              <Button variant="outline" onClick={() => void decodeVin()} disabled={vinDecoder.pending}>
                {vinDecoder.pending ? 'Decoding...' : 'Decode VIN'}
              </Button>
            )
          }
        >
          <Input className="vin-input" maxLength={VIN_LENGTH} autoComplete="off" spellCheck={false} {...form.register('vin')} />
        </FormField>
        <FormInput form={form} name="purchase_date" label="Purchase Date" type="date" />
        <FormChoices form={form} name="purchase_type" label="Purchase Type" values={PURCHASE_TYPES} labels={PURCHASE_TYPE_LABELS} empty="Not specified" />
        <FormField label="Monthly Payment" error={errors.monthly_payment?.message}>
          <MoneyInput {...form.register('monthly_payment', number)} />
        </FormField>
        <FormField label="MSRP" error={errors.msrp?.message}>
          <MoneyInput {...form.register('msrp', number)} />
        </FormField>
        <FormField label="Purchase Price" error={errors.purchase_price?.message}>
          <MoneyInput {...form.register('purchase_price', number)} />
        </FormField>
        <FormInput form={form} name="license_plate" label="License Plate" autoComplete="off" />
        <FormChoices
          form={form}
          name="segment"
          label="Segment"
          className="span-2"
          hint="Used to value downtime when there is no monthly payment"
          values={VEHICLE_SEGMENTS}
          labels={VEHICLE_SEGMENT_LABELS}
          empty="Not specified"
        />
        <FormChoices
          form={form}
          name="registration_state"
          label="Registration State"
          hint="Whose lemon law applies"
          values={US_STATE_CODES}
          labels={US_STATE_NAMES}
          empty="Not specified"
        />
        <FormChoices
          form={form}
          name="condition"
          label="Condition"
          hint="Most lemon laws cover new vehicles"
          values={VEHICLE_CONDITIONS}
          labels={VEHICLE_CONDITION_LABELS}
        />
        <FormInput form={form} name="delivery_date" label="Delivery Date" hint="Leave empty to use the purchase date" type="date" />
        <FormInput
          form={form}
          name="delivery_mileage"
          label="Delivery Mileage"
          type="number"
          inputMode="numeric"
          step={1}
          min={0}
          placeholder="0"
          rules={number}
        />
        <PreferredDealerField control={form.control} error={errors.preferred_dealer_id?.message} />
        <SchemaBoxes fields={vehicleFields} form={form} labels={VEHICLE_FIELD_LABELS} laidOut={LAID_OUT} />
        <FormTextarea form={form} name="notes" label="Notes" className="span-2" rows={3} />
      </div>
      <FormActions cancel={cancel} pending={pending} label={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
