import { VehicleToasts } from '@dct/contracts';
import { Button, Dialog, deferred, toast, toastFailure } from '@dct/ui';
import { useCreateVehicle } from '@dct/data';
import { emptyVehicleFields, type VehicleFormFields } from './vehicle-fields';

// The form (and react-hook-form with it) loads when the dialog first opens, or once the page is idle.
const VehicleForm = deferred(() => import('./vehicle-form').then((module) => module.VehicleForm));

export interface AddVehicleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fields known beforehand (a vehicle chosen on /vehicle-search); the owner confirms them. */
  initialValues?: Partial<VehicleFormFields>;
}

/** Spec §2/§4: closes on success and on Cancel; 'Adding...' while pending. */
export function AddVehicleDialog({ open, onOpenChange, initialValues }: AddVehicleDialogProps) {
  const createVehicle = useCreateVehicle();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add New Vehicle" description="Add a vehicle to track its service history and downtime claims.">
      {open && (
        <VehicleForm
          defaultValues={{ ...emptyVehicleFields(), ...initialValues }}
          canDecodeVin
          submitLabel="Add Vehicle"
          pendingLabel="Adding..."
          submit={(values) => createVehicle.mutateAsync(values)}
          onSuccess={() => {
            toast(VehicleToasts.added);
            onOpenChange(false);
          }}
          onFailure={({ error }) => toastFailure(error, VehicleToasts.addFailed, { serverReason: true })}
          cancel={
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
          }
        />
      )}
    </Dialog>
  );
}
