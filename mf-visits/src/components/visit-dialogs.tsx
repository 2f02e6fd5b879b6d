import { VisitToasts, type VisitDetail } from '@dct/contracts';
import { Button, Dialog, ErrorState, Skeleton, deferred, toast } from '@dct/ui';
import type { ReactNode } from 'react';
import { useCreateVisit, useCurrentUser, useUpdateVisit, useVehicles } from '@dct/data';
import { emptyVisitFields, visitFields, visitToFields } from './visit-fields';
import type { VisitFormProps } from './visit-form';

// The form (and react-hook-form with it) loads when a dialog first opens, or once the page is idle.
const VisitForm = deferred(() => import('./visit-form').then((module) => module.VisitForm));

type FormSetup = Omit<VisitFormProps, 'vehicles' | 'cancel'> & {
  /** A new visit: the vehicle's preferred dealer, else the owner's, is chosen to begin with. */
  preselectPreferredDealer?: boolean;
};

interface VisitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; focus returns there when it closes. */
  trigger?: ReactNode;
}

/** The form once the lists it chooses from are loaded (only when the dialog opens). */
function VisitDialogBody({ setup, onCancel }: { setup: FormSetup; onCancel: () => void }) {
  const vehicles = useVehicles();
  const owner = useCurrentUser();
  if (vehicles.isError) return <ErrorState error={vehicles.error} onRetry={() => void vehicles.refetch()} />;
  if (!vehicles.data || owner.isLoading) return <Skeleton className="visit-form-skeleton" />;
  // A new visit starts at the vehicle's preferred dealer, else the owner's (chosen on /vehicle-search or in Settings);
  // a deleted dealer is no longer anyone's preference.
  const { preselectPreferredDealer, ...form } = setup;
  const vehicle = vehicles.data.find((candidate) => String(candidate.id) === form.defaultValues.vehicle_id);
  const preferred = vehicle?.preferred_dealer_id ?? owner.data?.preferred_dealer_id;
  const preselect = preselectPreferredDealer && preferred && !form.defaultValues.dealer_id;
  return (
    <VisitForm
      {...form}
      defaultValues={preselect ? { ...form.defaultValues, dealer_id: String(preferred) } : form.defaultValues}
      vehicles={vehicles.data}
      cancel={
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      }
    />
  );
}

/** Closes on success and on Cancel. */
function VisitDialog({ open, onOpenChange, trigger, title, description, setup }: VisitDialogProps & { title: string; description: string; setup: FormSetup }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} trigger={trigger} title={title} description={description}>
      {open && <VisitDialogBody setup={setup} onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}

/** Spec §2: 'Add New Service Visit', with a vehicle chosen beforehand when one is given. */
export function AddVisitDialog({ vehicleId, onCreated, ...props }: VisitDialogProps & { vehicleId?: number; onCreated: () => void }) {
  const create = useCreateVisit();
  return (
    <VisitDialog
      {...props}
      title="Add New Service Visit"
      description="Record a dealer visit and how long the vehicle was out of service."
      setup={{
        defaultValues: emptyVisitFields(vehicleId),
        preselectPreferredDealer: true,
        submitLabel: 'Create Visit',
        pendingLabel: 'Creating...',
        submit: (values) => create.mutateAsync(values),
        onSuccess: () => {
          toast(VisitToasts.created);
          onCreated();
        },
        onFailure: () => toast({ variant: 'destructive', ...VisitToasts.createFailed }),
      }}
    />
  );
}

/** Edit Visit on the detail page: the same form, saved with 'Visit updated'. */
export function EditVisitDialog({ visit, ...props }: VisitDialogProps & { visit: VisitDetail }) {
  const update = useUpdateVisit();
  return (
    <VisitDialog
      {...props}
      title="Edit Service Visit"
      description={`Visit #${visit.id}: ${visit.vehicle_label} at ${visit.dealer_name}`}
      setup={{
        defaultValues: visitToFields(visit),
        visitId: visit.id,
        submitLabel: 'Save Changes',
        pendingLabel: 'Saving...',
        submit: (values) => update.mutateAsync({ id: visit.id, input: visitFields.patch(values) }),
        onSuccess: () => {
          toast(VisitToasts.updated);
          props.onOpenChange(false);
        },
        onFailure: () => toast({ variant: 'destructive', ...VisitToasts.updateFailed }),
      }}
    />
  );
}
