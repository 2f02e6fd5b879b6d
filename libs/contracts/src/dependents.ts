import { countOf } from './format';
import type { RecordDependents } from './schemas/answers/account';
export type { RecordDependents } from './schemas/answers/account';

const KINDS: ReadonlyArray<[keyof Omit<RecordDependents, 'claim_ids'>, string, string?]> = [
  ['visits', 'visit'],
  ['claims', 'claim'],
  ['documents', 'document'],
  ['mails', 'mail'],
  ['lemon_law_attempts', 'lemon-law repair attempt'],
  ['correspondence', 'correspondence entry', 'correspondence entries'],
];

/** True when deleting the record takes nothing else along: it may go at once, with Undo. */
export function hasNoDependents(dependents: RecordDependents): boolean {
  return KINDS.every(([kind]) => dependents[kind] === 0);
}

/** The kinds that go, named with their counts: '2 visits, 1 claim, 3 documents' (the kinds at 0 left out). */
export function dependentsPhrase(dependents: RecordDependents): string {
  return KINDS.filter(([kind]) => dependents[kind] > 0)
    .map(([kind, noun, plural]) => countOf(dependents[kind], noun, plural))
    .join(', ');
}

/** A visit's: the claims by number with their mails ('Claim #4 and its 2 sent mails'), then the rest counted. */
export function visitDependentsPhrase(dependents: RecordDependents): string {
  const { claim_ids, mails, documents, lemon_law_attempts } = dependents;
  const parts: string[] = [];
  if (claim_ids.length > 0) {
    const claims = claim_ids.map((id) => `Claim #${id}`).join(', ');
    parts.push(mails > 0 ? `${claims} and ${claim_ids.length === 1 ? 'its' : 'their'} ${countOf(mails, 'sent mail')}` : claims);
  }
  if (documents > 0) parts.push(countOf(documents, 'document'));
  if (lemon_law_attempts > 0) parts.push(`${countOf(lemon_law_attempts, 'repair attempt')} of the lemon-law watch`);
  return parts.join(', ');
}

export const DependentsCopy = {
  vehicleTitle: (label: string) => `Delete ${label}?`,
  vehicleDescription: (label: string, dependents: RecordDependents) =>
    `Deleting ${label} also deletes its history: ${dependentsPhrase(dependents)}. It all stays in the trash for 30 days.`,
  vehicleConfirm: 'Delete vehicle and its history',
  /** Said after a visit's confirmation question when the visit takes others along. */
  visitAlsoDeletes: (dependents: RecordDependents) => `It also deletes ${visitDependentsPhrase(dependents)}. It all stays in the trash for 30 days.`,
  /** Said after a claim's confirmation question when the claim takes its mails along. */
  alsoDeletes: (dependents: RecordDependents) => `It also deletes ${dependentsPhrase(dependents)}. It all stays in the trash for 30 days.`,
  vehicleCheckFailed: { title: 'Error', description: "Could not check what the vehicle's history holds. Nothing was deleted; please try again." },
} as const;
