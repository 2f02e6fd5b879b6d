import { useEffect, useRef, useState, type Ref } from 'react';
import { DealerMessages, dealerLocality, dealerMiles, typedZipCode } from '@dct/contracts';
import { AddButton, Combobox, FormField, type ComboboxOption } from '@dct/ui';
import { useCurrentUser, useDealer, useDealerChoices, type DealerChoice } from '@dct/data';
import { AddDealerPanel } from './add-dealer-panel';

const PREFERRED_NOTES = { vehicle: "This vehicle's preferred dealer", account: 'Your preferred dealer' } as const;

/** A dealer as the list shows it; a typed ZIP code heads the list "Nearest to {zip}". */
function toOption({ dealer, preferred }: DealerChoice, zip: string | undefined): ComboboxOption {
  const detail = [
    preferred ? PREFERRED_NOTES[preferred] : undefined,
    dealerLocality(dealer),
    dealerMiles(dealer.distance),
    dealer.owned ? 'Added by you' : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  const group = preferred ? 'Preferred' : zip ? DealerMessages.nearestTo(zip) : 'Dealers';
  return { value: String(dealer.id), label: dealer.name, detail: detail || undefined, group };
}

export interface DealerPickerProps {
  /** The chosen dealer's id, '' for none. */
  value: string;
  onChange: (dealerId: string) => void;
  /** The box lost the owner's attention (a form marks the field touched). */
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The chosen vehicle's preferred dealer, listed first. */
  vehiclePreferredId?: number | null;
  error?: string;
  /**
   * A dealer named elsewhere (the name read from a repair order) that matches none of the owner's:
   * while no dealer is chosen, the add button offers it, and the panel opens with that name.
   */
  suggestedName?: string;
  className?: string;
}

/**
 * A visit's dealer: a combobox that searches the owner's dealers and the directory as they type,
 * the chosen vehicle's preferred dealer first, then the account's, then the nearest to the owner's
 * ZIP code (Settings) when they gave one; a typed ZIP code lists the dealers nearest to it.
 * "Add a dealer" adds one inline and chooses it.
 */
export function DealerPicker({ value, onChange, onBlur, inputRef, vehiclePreferredId = null, error, suggestedName, className }: DealerPickerProps) {
  const owner = useCurrentUser().data;
  const accountPreferredId = owner?.preferred_dealer_id ?? null;
  const chosenId = value ? Number(value) : null;
  const chosen = useDealer(chosenId);
  const [text, setText] = useState('');
  // The list is searched once the owner first opens it, not each time a form opens.
  const [opened, setOpened] = useState(false);
  const [adding, setAdding] = useState<{ name: string } | null>(null);
  const ownerZip = owner?.zip_code ?? undefined;
  const { choices, loading, zip, zipError } = useDealerChoices({ text, vehiclePreferredId, accountPreferredId, near: ownerZip, enabled: opened });
  // A ZIP code is a place, never a dealer's name.
  const typedName = typedZipCode(text) ? '' : text.trim();
  const offeredName = suggestedName?.trim() && !value ? suggestedName.trim() : '';

  // The box shows the chosen dealer's name once it is known (an edit, a preselected dealer), once per
  // choice: a dealer chosen from the list already shows, and its name arriving later must not replace
  // what the owner has typed since.
  const chosenName = chosen.data?.name ?? '';
  const shownFor = useRef<number | null>(null);
  useEffect(() => {
    if (chosenId === shownFor.current || (chosenId !== null && !chosen.data)) return;
    shownFor.current = chosenId;
    setText(chosen.data?.name ?? '');
  }, [chosenId, chosen.data]);

  return (
    <div className={['stack', 'stack-sm', className].filter(Boolean).join(' ')}>
      <FormField label="Dealer" error={error} hint={owner && !ownerZip ? DealerMessages.nearHint : undefined}>
        <Combobox
          ref={inputRef}
          listLabel="Dealers"
          onOpen={() => setOpened(true)}
          placeholder="Search by name, make, city or ZIP code"
          inputValue={text}
          onInputChange={setText}
          options={choices.map((choice) => toOption(choice, zip))}
          value={value}
          loading={loading}
          emptyText={zipError ?? 'No dealers match'}
          onSelect={(option) => {
            shownFor.current = Number(option.value);
            onChange(option.value);
            setText(option.label);
          }}
          onDismiss={() => {
            if (text.trim() === '') onChange('');
            else setText(chosenName);
            onBlur?.();
          }}
          actions={[{ key: 'add', label: typedName ? `Add "${typedName}" as a dealer` : 'Add a dealer', onSelect: () => setAdding({ name: typedName }) }]}
        />
      </FormField>
      {adding ? (
        <AddDealerPanel
          initialName={adding.name}
          onAdded={(dealer) => {
            shownFor.current = dealer.id;
            onChange(String(dealer.id));
            setText(dealer.name);
            setAdding(null);
          }}
          onCancel={() => setAdding(null)}
        />
      ) : (
        <div>
          <AddButton variant="outline" size="sm" onClick={() => setAdding({ name: offeredName })}>
            {offeredName ? `Add "${offeredName}" as a dealer` : 'Add a dealer'}
          </AddButton>
        </div>
      )}
    </div>
  );
}
