import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TrashCopy, type TrashItem, type TrashKind } from '@dct/contracts';
import { listQueryOptions, toast, type ToastAction } from '@dct/ui';
import { answer, api } from './client';
import { keys } from './keys';
import { refreshAfter } from './refresh';

/** The owner's trash, most recently deleted first. */
export function useTrash() {
  return useQuery({
    queryKey: keys.trash.all(),
    queryFn: (): Promise<TrashItem[]> => answer(api.GET('/api/trash')),
    ...listQueryOptions,
    staleTime: 0,
  });
}

/** Brings a deleted vehicle, visit or claim back with everything that went with it. */
export function restoreFromTrash(kind: TrashKind, id: number): Promise<void> {
  return answer(api.POST('/api/trash/{kind}/{id}/restore', { params: { path: { kind, id } } }));
}

export function useRestoreFromTrash() {
  const refresh = refreshAfter.trashChange(useQueryClient());
  return useMutation({
    mutationFn: ({ kind, id }: { kind: TrashKind; id: number }): Promise<void> => restoreFromTrash(kind, id),
    onSuccess: refresh,
  });
}

/**
 * The Undo of a delete's toast: the trash's restore, then the lists refreshed and a toast saying
 * it is back (or that it failed; the record then waits in the trash).
 */
export function useUndoDelete(): (kind: TrashKind, id: number, name: string) => ToastAction {
  const restore = useRestoreFromTrash();
  return (kind, id, name) => ({
    label: TrashCopy.undo,
    altText: `Restore ${name}`,
    onAction: () =>
      restore.mutate(
        { kind, id },
        {
          onSuccess: () => toast(TrashCopy.restored(name)),
          onError: () => toast({ variant: 'destructive', ...TrashCopy.restoreFailed }),
        },
      ),
  });
}
