import { useController, useWatch, type Control } from 'react-hook-form';
import type { Vehicle, VisitFormValues } from '@dct/contracts';
import { DealerPicker } from '@dct/dealers';
import type { VisitFormFields } from './visit-fields';

export interface DealerComboboxProps {
  control: Control<VisitFormFields, unknown, VisitFormValues>;
  vehicles: readonly Vehicle[];
  error?: string;
}

/**
 * The visit form's dealer: the shared dealer picker (search, preferred dealers first, add a
 * dealer inline) bound to the form's dealer_id, with the chosen vehicle's preferred dealer first.
 */
export function DealerCombobox({ control, vehicles, error }: DealerComboboxProps) {
  const { field } = useController({ control, name: 'dealer_id' });
  const vehicleId = useWatch({ control, name: 'vehicle_id' });
  const vehiclePreferredId = vehicles.find((vehicle) => String(vehicle.id) === vehicleId)?.preferred_dealer_id ?? null;
  return (
    <DealerPicker
      className="span-2"
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      vehiclePreferredId={vehiclePreferredId}
      error={error}
    />
  );
}
