import { QueryFailedError } from 'typeorm';
import { InvalidFieldsError, type DomainError } from './domain-errors';

const CHECK_VIOLATION = '23514';
const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';
const MAPPED_CODES = new Set([CHECK_VIOLATION, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION]);

/** The constraint a failed write broke (a check, a foreign key, a unique index), by name; undefined for any other error. */
export function brokenConstraint(error: unknown): string | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { constraint?: string }).constraint : undefined;
}

/** What a broken constraint means to the owner: a field's message, or the error to throw. */
export type ConstraintMeaning = { field: string; message: string } | (() => DomainError);

/**
 * Runs a write and turns the database's refusals into the API's errors. The table's CHECK
 * constraints hold the rules between fields against the row as it will be stored (a PATCH
 * that moves date_in past the stored date_out, say), so the rule lives in one place and no
 * read-before-write is needed; a foreign key that vanished under a concurrent delete is a 404;
 * a unique index says the record already exists (a 409), even when two requests race.
 */
export async function withConstraintErrors<T>(write: () => Promise<T>, meanings: Record<string, ConstraintMeaning>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = brokenConstraint(error);
    const meaning = constraint ? meanings[constraint] : undefined;
    if (!meaning || !MAPPED_CODES.has(((error as QueryFailedError).driverError as { code?: string }).code ?? '')) throw error;
    if (typeof meaning === 'function') throw meaning();
    throw new InvalidFieldsError({ [meaning.field]: [meaning.message] });
  }
}
