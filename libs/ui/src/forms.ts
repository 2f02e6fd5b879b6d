import { ApiError } from './api/api-client';

/**
 * Puts the server's per-field messages under the matching form fields. Returns true when at
 * least one field got a message, so the caller can skip the generic failure notice.
 */
export function applyServerFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (field: Field, error: { type: string; message: string }) => void,
): boolean {
  const byField = error instanceof ApiError ? error.body?.errors : undefined;
  if (!byField) return false;
  let applied = false;
  for (const field of fields) {
    const message = byField[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

/** The server's readable message for a failed call, if it gave one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** True when the server said which fields were wrong (the form shows those instead of a banner). */
export function hasFieldErrors(error: unknown): boolean {
  return error instanceof ApiError && !!error.body?.errors && Object.keys(error.body.errors).length > 0;
}
