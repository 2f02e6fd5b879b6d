import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { VehicleToasts, vehicleLabel, type Vehicle } from '@dct/contracts';
import { deleteVehicle, refreshAfter } from '@dct/data';
import { toast } from '@dct/ui';

/**
 * Vehicles the owner has deleted whose toast is still up. They are hidden at once; the DELETE
 * goes out when the toast closes, so Undo only has to forget them. Kept outside React, so a
 * deletion finishes even when the owner has left the page; a tab closed first deletes nothing.
 */
let pending: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

function setPending(next: ReadonlySet<number>): void {
  pending = next;
  for (const listener of listeners) listener();
}
const without = (id: number) => new Set([...pending].filter((other) => other !== id));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids of vehicles waiting for their Undo to run out. */
export function usePendingVehicleDeletes(): ReadonlySet<number> {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => pending,
  );
}

export async function deleteNow(queryClient: QueryClient, vehicle: Vehicle): Promise<void> {
  try {
    await deleteVehicle(vehicle.id);
  } catch {
    setPending(without(vehicle.id));
    toast({ variant: 'destructive', ...VehicleToasts.deleteFailed });
    return;
  }
  // Its visits, claims and documents went with it: every list that showed them is stale.
  await refreshAfter.vehicleDelete(queryClient)();
  setPending(without(vehicle.id));
}

/** Deletes a vehicle the spec's way (no confirmation), with Undo in its toast: for a vehicle without history (useVehicleDelete asks first otherwise). */
export function useUndoableVehicleDelete(): (vehicle: Vehicle) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (vehicle: Vehicle) => {
      let undone = false;
      setPending(new Set([...pending, vehicle.id]));
      toast({
        ...VehicleToasts.deletedWithVisits(vehicle.visit_count),
        action: {
          label: 'Undo',
          altText: `Undo deleting ${vehicleLabel(vehicle)}`,
          onAction: () => {
            undone = true;
            setPending(without(vehicle.id));
          },
        },
        onClose: () => {
          if (!undone) void deleteNow(queryClient, vehicle);
        },
      });
    },
    [queryClient],
  );
}
