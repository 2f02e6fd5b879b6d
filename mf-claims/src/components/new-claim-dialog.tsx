import { CalendarPlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from '@dct/router';
import { ClaimToasts } from '@dct/contracts';
import { Button, Dialog, EmptyState, ErrorState, Skeleton, buttonClass, deferred, toast } from '@dct/ui';
import { useCreateClaim, useVehicles, useVisits } from '@dct/data';
import { emptyClaimFields } from './claim-fields';

// The form (and react-hook-form with it) loads when the dialog first opens, or once the page is idle.
const ClaimForm = deferred(() => import('./claim-form').then((module) => module.ClaimForm));

export interface NewClaimDialogProps {
  /** The button that opens the dialog; focus returns to it on close. */
  trigger: ReactNode;
  /** Open at once with this visit chosen (/claims/new?visit_id=…). */
  initialVisitId?: string;
  defaultOpen?: boolean;
  /** After the dialog closes, whether by Cancel or by creating the claim. */
  onClose?: () => void;
}

function NewClaimBody({ initialVisitId, close }: { initialVisitId?: string; close: () => void }) {
  const visits = useVisits();
  const vehicles = useVehicles();
  const createClaim = useCreateClaim();
  const cancel = (
    <Button variant="outline" onClick={close}>
      Cancel
    </Button>
  );

  if (visits.isLoading) return <Skeleton className="claim-form-skeleton" />;
  if (visits.isError) return <ErrorState error={visits.error} onRetry={() => void visits.refetch()} />;
  if (!visits.data?.length) {
    return (
      <EmptyState
        icon={<CalendarPlus aria-hidden />}
        title="No service visits yet"
        description="A claim is made for a service visit. Record the visit first, then create its claim."
        action={
          <Link to="/visits" className={buttonClass()}>
            Go to Visits
          </Link>
        }
      />
    );
  }
  // A link to a visit that is gone (or not the owner's) leaves the choice to the owner.
  const chosen = visits.data.some((visit) => String(visit.id) === initialVisitId) ? initialVisitId : undefined;
  return (
    <ClaimForm
      visits={visits.data}
      vehicles={vehicles.data ?? []}
      defaultValues={emptyClaimFields(chosen)}
      submitLabel="Create Claim"
      pendingLabel="Creating..."
      submit={(values) => createClaim.mutateAsync(values)}
      onSuccess={() => {
        toast(ClaimToasts.created);
        close();
      }}
      onFailure={() => toast({ variant: 'destructive', ...ClaimToasts.createFailed })}
      cancel={cancel}
    />
  );
}

/** The 'New Claim' dialog (spec §2): pick a visit, ask an amount, optionally name a contact. */
export function NewClaimDialog({ trigger, initialVisitId, defaultOpen = false, onClose }: NewClaimDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) onClose?.();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New Claim" description="Create a downtime compensation claim for a service visit." trigger={trigger}>
      {open && <NewClaimBody initialVisitId={initialVisitId} close={() => onOpenChange(false)} />}
    </Dialog>
  );
}
