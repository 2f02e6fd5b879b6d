import { useEffect, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { dealerLocality, dealerMiles, type VehicleFormValues } from '@dct/contracts';
import { Combobox, FormField } from '@dct/ui';
import { useDealer, useDealerChoices } from '@dct/data';
import type { VehicleFormFields } from './vehicle-fields';

/**
 * The vehicle's preferred dealer in its form: a combobox searching the dealers the owner can see.
 * Emptying the box and leaving it clears the choice (the owner's preferred dealer then applies).
 */
export function PreferredDealerField({ control, error }: { control: Control<VehicleFormFields, unknown, VehicleFormValues>; error?: string }) {
  const { field } = useController({ control, name: 'preferred_dealer_id' });
  const chosen = useDealer(field.value === '' ? null : field.value);
  const [text, setText] = useState('');
  // The list is searched once the owner first opens it, not each time a form opens.
  const [opened, setOpened] = useState(false);
  const { choices, loading, zipError } = useDealerChoices({ text, enabled: opened });
  const chosenName = chosen.data?.name ?? '';
  useEffect(() => {
    setText(chosenName);
  }, [chosenName]);

  return (
    <FormField label="Preferred Dealer" error={error} className="span-2" hint="New visits of this vehicle start here; empty: your preferred dealer">
      <Combobox
        ref={field.ref}
        listLabel="Dealers"
        onOpen={() => setOpened(true)}
        placeholder="Search by name, make, city or ZIP code"
        inputValue={text}
        onInputChange={setText}
        options={choices.map(({ dealer }) => ({
          value: String(dealer.id),
          label: dealer.name,
          // A typed ZIP code lists the dealers nearest to it, with their distance.
          detail: [dealerLocality(dealer), dealerMiles(dealer.distance)].filter(Boolean).join(' · ') || undefined,
        }))}
        value={field.value === '' ? '' : String(field.value)}
        loading={loading}
        emptyText={zipError ?? 'No dealers match'}
        onSelect={(option) => {
          field.onChange(Number(option.value));
          setText(option.label);
        }}
        onDismiss={() => {
          if (text.trim() === '') field.onChange('');
          else setText(chosenName);
          field.onBlur();
        }}
      />
    </FormField>
  );
}
