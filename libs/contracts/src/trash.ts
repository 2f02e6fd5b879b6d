import { failureToast } from './record-toasts';
export type { TrashItem } from './schemas/answers/account';

/** What the trash holds: a deleted vehicle, visit or claim (POST /api/trash/{kind}/{id}/restore). */
export const TRASH_KINDS = ['vehicle', 'visit', 'claim'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** How long a deleted record stays in the trash before the worker purges it. */
export const TRASH_DAYS = 30;

export const TrashMessages = {
  notFound: 'Not in the trash',
  kindInvalid: 'kind must be vehicle, visit or claim',
  parentGone: {
    visit: 'Restore its vehicle first: the visit belongs to a vehicle that is not there.',
    claim: 'Restore its visit first: the claim belongs to a visit that is not there.',
    vehicle: 'The vehicle cannot be restored.',
  } satisfies Record<TrashKind, string>,
  dealerGone: "The visit's dealer has been deleted since, so it cannot be restored.",
  conflict: 'Another vehicle has this VIN now; change or delete it, then restore this one.',
} as const;

export const TrashCopy = {
  title: 'Trash',
  intro: `Deleted vehicles, visits and claims stay here for ${TRASH_DAYS} days, with everything that went with them; then they are gone for good.`,
  empty: 'The trash is empty.',
  kindLabel: { vehicle: 'Vehicle', visit: 'Visit', claim: 'Claim' } satisfies Record<TrashKind, string>,
  daysLeft: (days: number) => (days <= 0 ? 'Purged today' : days === 1 ? '1 day left' : `${days} days left`),
  restore: 'Restore',
  undo: 'Undo',
  restored: (name: string) => ({ title: 'Restored', description: `${name} is back, with everything that went with it.` }),
  restoreFailed: failureToast('restore'),
} as const;
