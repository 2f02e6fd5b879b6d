import { Pencil } from 'lucide-react';
import { ClaimToasts, type ClaimDetail } from '@dct/contracts';
import { Button, toast } from '@dct/ui';
import { useUpdateClaim } from '@dct/data';
import { toastUpdateFailure } from '../utils/toasts';
import { ActionDialog } from './action-dialog';
import { ClaimForm } from './claim-form';

/** Changing a draft's amount, contact e-mail and valuation method (the visit stays). */
export function EditClaimDialog({ claim }: { claim: ClaimDetail }) {
  const update = useUpdateClaim();
  return (
    <ActionDialog
      label="Edit"
      icon={<Pencil aria-hidden />}
      title={`Edit Claim #${claim.id}`}
      description="While a claim is a draft, its amount, contact e-mail and valuation method can change."
    >
      {(close) => (
        <ClaimForm
          lockedVisit
          visits={[claim.visit]}
          vehicles={[claim.vehicle]}
          defaultValues={{
            visit_id: String(claim.visit_id),
            ask_amount: claim.ask_amount,
            contact_email: claim.contact_email ?? '',
            valuation_method: claim.valuation_method,
          }}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          submit={(values) =>
            update.mutateAsync({
              id: claim.id,
              input: { ask_amount: values.ask_amount, contact_email: values.contact_email ?? null, valuation_method: values.valuation_method },
            })
          }
          onSuccess={() => {
            toast(ClaimToasts.updated);
            close();
          }}
          onFailure={({ error }) => toastUpdateFailure(error)}
          cancel={
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
          }
        />
      )}
    </ActionDialog>
  );
}
