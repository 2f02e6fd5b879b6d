import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { dealerLocality, type Dealer, type VisitFormValues } from '@dct/contracts';
import { Button, FormField, Select } from '@dct/ui';
import { AddDealerPanel } from './add-dealer-panel';
import type { VisitFormFields } from './visit-fields';

const dealerOption = (dealer: Dealer) => {
  const locality = dealerLocality(dealer);
  return (
    <option key={dealer.id} value={dealer.id}>
      {locality ? `${dealer.name} (${locality})` : dealer.name}
    </option>
  );
};

export interface DealerSelectProps {
  control: Control<VisitFormFields, unknown, VisitFormValues>;
  dealers: readonly Dealer[];
  error?: string;
}

/**
 * The visit's dealer: the owner's own dealers and the directory in two groups, and an inline
 * "Add a dealer" whose new dealer is chosen at once. Controlled, so the new option and the
 * choice arrive together.
 */
export function DealerSelect({ control, dealers, error }: DealerSelectProps) {
  const { field } = useController({ control, name: 'dealer_id' });
  const [adding, setAdding] = useState(false);
  const own = dealers.filter((dealer) => dealer.owned);
  const directory = dealers.filter((dealer) => !dealer.owned);

  return (
    <div className="span-2 stack stack-sm">
      <FormField label="Dealer" error={error}>
        <Select {...field}>
          <option value="">Select a dealer</option>
          {own.length > 0 && <optgroup label="Your dealers">{own.map(dealerOption)}</optgroup>}
          {directory.length > 0 && <optgroup label="Dealer directory">{directory.map(dealerOption)}</optgroup>}
        </Select>
      </FormField>
      {adding ? (
        <AddDealerPanel
          onAdded={(dealer) => {
            field.onChange(String(dealer.id));
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div>
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            Add a dealer
          </Button>
        </div>
      )}
    </div>
  );
}
