import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DependentsCopy, VehicleToasts, hasNoDependents, vehicleLabel, type RecordDependents, type Vehicle } from '@dct/contracts';
import { deleteVehicle, refreshAfter, useUndoDelete, vehicleDependents } from '@dct/data';
import { ConfirmDialog, toast } from '@dct/ui';
import { useUndoableVehicleDelete } from './use-undoable-delete';

interface Asking {
  vehicle: Vehicle;
  dependents: RecordDependents;
}

/**
 * Deleting a vehicle: the API says what would go with it. Nothing: it goes at once, with Undo (the
 * spec's way). Visits, claims or documents: a dialog names them and the owner decides; the
 * DELETE is sent on confirming, since history is not something to lose to a missed toast.
 */
export function useVehicleDelete(): { remove: (vehicle: Vehicle) => void; dialog: ReactNode } {
  const queryClient = useQueryClient();
  const undoable = useUndoableVehicleDelete();
  const undo = useUndoDelete();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const remove = (vehicle: Vehicle) => {
    vehicleDependents(vehicle.id).then(
      (dependents) => {
        if (hasNoDependents(dependents)) {
          undoable(vehicle);
          return;
        }
        setAsking({ vehicle, dependents });
        setOpen(true);
      },
      () => toast({ variant: 'destructive', ...DependentsCopy.vehicleCheckFailed }),
    );
  };

  const confirm = async (vehicle: Vehicle, dependents: RecordDependents) => {
    setPending(true);
    try {
      await deleteVehicle(vehicle.id);
      await refreshAfter.vehicleDelete(queryClient)();
      toast({ ...VehicleToasts.deletedWithVisits(dependents.visits), action: undo('vehicle', vehicle.id, vehicleLabel(vehicle)) });
    } catch {
      toast({ variant: 'destructive', ...VehicleToasts.deleteFailed });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  const label = asking ? vehicleLabel(asking.vehicle) : '';
  const dialog = asking && (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={pending}
      destructive
      title={DependentsCopy.vehicleTitle(label)}
      description={DependentsCopy.vehicleDescription(label, asking.dependents)}
      confirmLabel={DependentsCopy.vehicleConfirm}
      pendingLabel="Deleting..."
      onConfirm={() => void confirm(asking.vehicle, asking.dependents)}
    />
  );
  return { remove, dialog };
}
