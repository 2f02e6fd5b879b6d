import { countOf } from './format';

/**
 * What deleting a record takes along, counted (GET /api/vehicles/{id}/dependents, and the same for
 * visits and claims): a vehicle's visits, their claims and documents; a visit's claims and
 * documents; a claim's mails. A kind that cannot go with the record is 0.
 */
export interface RecordDependents {
  visits: number;
  claims: number;
  documents: number;
  mails: number;
}

const KINDS: ReadonlyArray<[keyof RecordDependents, string]> = [
  ['visits', 'visit'],
  ['claims', 'claim'],
  ['documents', 'document'],
  ['mails', 'mail'],
];

/** True when deleting the record takes nothing else along: it may go at once, with Undo. */
export function hasNoDependents(dependents: RecordDependents): boolean {
  return KINDS.every(([kind]) => dependents[kind] === 0);
}

/** The kinds that go, named with their counts: '2 visits, 1 claim, 3 documents' (the kinds at 0 left out). */
export function dependentsPhrase(dependents: RecordDependents): string {
  return KINDS.filter(([kind]) => dependents[kind] > 0)
    .map(([kind, noun]) => countOf(dependents[kind], noun))
    .join(', ');
}

export const DependentsCopy = {
  vehicleTitle: (label: string) => `Delete ${label}?`,
  vehicleDescription: (label: string, dependents: RecordDependents) =>
    `Deleting ${label} also deletes its history: ${dependentsPhrase(dependents)}. This cannot be undone.`,
  vehicleConfirm: 'Delete vehicle and its history',
  /** Said after a visit's or claim's confirmation question when the record takes others along. */
  alsoDeletes: (dependents: RecordDependents) => `It also deletes ${dependentsPhrase(dependents)}.`,
  vehicleCheckFailed: { title: 'Error', description: "Could not check what the vehicle's history holds. Nothing was deleted; please try again." },
} as const;
