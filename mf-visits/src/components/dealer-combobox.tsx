import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { dealerLocality, type Vehicle, type VisitFormValues } from '@dct/contracts';
import { Button, Combobox, FormField, useCurrentUser, type ComboboxOption } from '@dct/ui';
import { useDealer, useDealerChoices, type DealerChoice } from '@dct/data';
import { AddDealerPanel } from './add-dealer-panel';
import type { VisitFormFields } from './visit-fields';

const PREFERRED_NOTES = { vehicle: "This vehicle's preferred dealer", account: 'Your preferred dealer' } as const;

function toOption({ dealer, preferred }: DealerChoice): ComboboxOption {
  const distance = typeof dealer.distance === 'number' ? `${dealer.distance.toFixed(1)} mi` : undefined;
  const detail = [preferred ? PREFERRED_NOTES[preferred] : undefined, dealerLocality(dealer), distance, dealer.owned ? 'Added by you' : undefined]
    .filter(Boolean)
    .join(' · ');
  return { value: String(dealer.id), label: dealer.name, detail: detail || undefined, group: preferred ? 'Preferred' : 'Dealers' };
}

export interface DealerComboboxProps {
  control: Control<VisitFormFields, unknown, VisitFormValues>;
  vehicles: readonly Vehicle[];
  error?: string;
}

/**
 * The visit's dealer: a combobox that searches the owner's dealers and the directory as they
 * type, the chosen vehicle's preferred dealer first, then the account's, then the nearest to the
 * owner's ZIP code (Settings) when they gave one; "Add a dealer" adds one
 * inline and chooses it.
 */
export function DealerCombobox({ control, vehicles, error }: DealerComboboxProps) {
  const { field } = useController({ control, name: 'dealer_id' });
  const vehicleId = useWatch({ control, name: 'vehicle_id' });
  const vehiclePreferredId = vehicles.find((vehicle) => String(vehicle.id) === vehicleId)?.preferred_dealer_id ?? null;
  const owner = useCurrentUser().data;
  const accountPreferredId = owner?.preferred_dealer_id ?? null;
  const chosenId = field.value ? Number(field.value) : null;
  const chosen = useDealer(chosenId);
  const [text, setText] = useState('');
  // The list is searched once the owner first opens it, not each time a form opens.
  const [opened, setOpened] = useState(false);
  const [adding, setAdding] = useState<{ name: string } | null>(null);
  const { choices, loading } = useDealerChoices({ text, vehiclePreferredId, accountPreferredId, near: owner?.zip_code ?? undefined, enabled: opened });

  // The box shows the chosen dealer's name once it is known (an edit, a preselected dealer).
  const chosenName = chosen.data?.name ?? '';
  useEffect(() => {
    setText(chosenName);
  }, [chosenName]);

  return (
    <div className="span-2 stack stack-sm">
      <FormField label="Dealer" error={error}>
        <Combobox
          ref={field.ref}
          listLabel="Dealers"
          onOpen={() => setOpened(true)}
          placeholder="Search by name, make, city or ZIP code"
          inputValue={text}
          onInputChange={setText}
          options={choices.map(toOption)}
          value={field.value}
          loading={loading}
          emptyText="No dealers match"
          onSelect={(option) => {
            field.onChange(option.value);
            setText(option.label);
          }}
          onDismiss={() => {
            if (text.trim() === '') field.onChange('');
            else setText(chosenName);
            field.onBlur();
          }}
          actions={[{ key: 'add', label: text.trim() ? `Add "${text.trim()}" as a dealer` : 'Add a dealer', onSelect: () => setAdding({ name: text.trim() }) }]}
        />
      </FormField>
      {adding ? (
        <AddDealerPanel
          initialName={adding.name}
          onAdded={(dealer) => {
            field.onChange(String(dealer.id));
            setText(dealer.name);
            setAdding(null);
          }}
          onCancel={() => setAdding(null)}
        />
      ) : (
        <div>
          <Button variant="outline" size="sm" onClick={() => setAdding({ name: '' })}>
            <Plus aria-hidden />
            Add a dealer
          </Button>
        </div>
      )}
    </div>
  );
}
