import { Pencil } from 'lucide-react';
import { ClaimToasts, type ClaimDetail } from '@dct/contracts';
import { Button, toast } from '@dct/ui';
import { useUpdateClaim } from '@dct/data';
import { toastUpdateFailure } from '../utils/toasts';
import { ActionDialog } from './action-dialog';
import { claimToFields, claimUpdate } from './claim-fields';
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
          defaultValues={claimToFields(claim)}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          submit={(values) => update.mutateAsync({ id: claim.id, input: claimUpdate(values) })}
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
