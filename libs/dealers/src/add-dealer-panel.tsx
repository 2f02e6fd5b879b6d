import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type KeyboardEvent } from 'react';
import type { Resolver } from 'react-hook-form';
import { DealerToasts, type Dealer, type DealerFormValues } from '@dct/contracts';
import { dealerFormSchema } from '@dct/contracts/schemas';
import { Button, toast } from '@dct/ui';
import { useApiForm, FormInput } from '@dct/ui/forms';
import { useCreateDealer } from '@dct/data';
import './dealers.css';

interface DealerFormFields {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
}

const emptyDealer: DealerFormFields = { name: '', address: '', city: '', state: '', zip: '', phone: '', email: '' };

/** Blank boxes parse to absent values, so the schema's input is not the fields' type: the one cast says so. */
const resolver = zodResolver(dealerFormSchema) as unknown as Resolver<DealerFormFields, unknown, DealerFormValues>;

export interface AddDealerPanelProps {
  /** The name typed in the dealer box, to start with. */
  initialName?: string;
  onAdded: (dealer: Dealer) => void;
  onCancel: () => void;
}

/**
 * Adds a dealer of the owner's own from inside a form (the visit form, the assistant's new visit).
 * Forms do not nest, so it is a group whose button (and Enter in its boxes) submits it alone.
 */
export function AddDealerPanel({ initialName = '', onAdded, onCancel }: AddDealerPanelProps) {
  const headingId = useId();
  const createDealer = useCreateDealer();
  const { form, onSubmit, pending } = useApiForm({
    resolver,
    defaultValues: { ...emptyDealer, name: initialName },
    submit: (values) => createDealer.mutateAsync(values),
    onSuccess: (dealer) => {
      toast(DealerToasts.added);
      onAdded(dealer);
    },
    onFailure: () => toast({ variant: 'destructive', ...DealerToasts.addFailed }),
  });
  const submitOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void onSubmit();
  };

  return (
    <div className="add-dealer" role="group" aria-labelledby={headingId} onKeyDown={submitOnEnter}>
      <h3 id={headingId} className="add-dealer-title">
        Add a dealer
      </h3>
      <div className="form-grid">
        <FormInput form={form} name="name" label="Dealer Name" className="span-2" autoComplete="off" />
        <FormInput form={form} name="address" label="Address" className="span-2" autoComplete="off" />
        <FormInput form={form} name="city" label="City" autoComplete="off" />
        <FormInput form={form} name="state" label="State" autoComplete="off" />
        <FormInput form={form} name="zip" label="ZIP Code" autoComplete="off" inputMode="numeric" />
        <FormInput form={form} name="phone" label="Phone" type="tel" autoComplete="off" />
        <FormInput
          form={form}
          name="email"
          label="Dealer Email"
          className="span-2"
          hint="Where claims for this dealer are sent"
          type="email"
          autoComplete="off"
        />
      </div>
      <div className="form-actions">
        <Button variant="outline" size="sm" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button size="sm" onClick={() => void onSubmit()} disabled={pending}>
          {pending ? 'Adding...' : 'Add Dealer'}
        </Button>
      </div>
    </div>
  );
}
