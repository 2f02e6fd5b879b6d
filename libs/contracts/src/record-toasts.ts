/** The moves on a record that spec §8's toasts report, with the past tense their titles and texts use. */
const DONE = { add: 'added', create: 'created', update: 'updated', delete: 'deleted' } as const;
type RecordMove = keyof typeof DONE;

export interface RecordToast {
  readonly title: string;
  readonly description: string;
}

export type RecordToasts<M extends RecordMove> = { readonly [K in M as (typeof DONE)[K]]: RecordToast } & {
  readonly [K in M as `${K}Failed`]: RecordToast;
};

/** Spec §8's toast when a change fails: `Error` with "Failed to delete the account. Please try again.". */
export const failureToast = (what: string): RecordToast => ({ title: 'Error', description: `Failed to ${what}. Please try again.` });

/**
 * Spec §8's toasts for a record's moves, all in one voice: `Visit created` with "The visit has been
 * successfully created.", and on failure `Error` with "Failed to create visit. Please try again.".
 * `subjects` names the record in a success text that says more than its name ("the service visit").
 */
export function recordToasts<const M extends RecordMove>(name: string, moves: readonly M[], subjects: Partial<Record<M, string>> = {}): RecordToasts<M> {
  const noun = name.toLowerCase();
  const toasts: Record<string, RecordToast> = {};
  for (const move of moves) {
    toasts[DONE[move]] = { title: `${name} ${DONE[move]}`, description: `The ${subjects[move] ?? noun} has been successfully ${DONE[move]}.` };
    toasts[`${move}Failed`] = failureToast(`${move} ${noun}`);
  }
  return toasts as RecordToasts<M>;
}
