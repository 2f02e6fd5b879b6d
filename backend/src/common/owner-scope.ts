import type { FindOptionsWhere, Repository } from 'typeorm';
import { NotFoundError } from './domain-errors';

interface OwnedRow {
  id: number;
  userId: number;
}

/**
 * Loads a row by id only if it belongs to the owner. Every service method that takes an id
 * starts here, so another owner's row is indistinguishable from a missing one.
 */
export async function findOwnedOrFail<T extends OwnedRow>(
  repository: Repository<T>,
  id: number,
  userId: number,
  notFound: () => NotFoundError,
): Promise<T> {
  const row = await repository.findOneBy({ id, userId } as FindOptionsWhere<T>);
  if (!row) throw notFound();
  return row;
}
