import type { Repository, SelectQueryBuilder } from 'typeorm';
import type { NotFoundError } from './domain-errors';
import { PreparedQuery, type BuiltQuery } from './prepared-query';

/** A row that belongs to one owner. */
export interface OwnedRow {
  id: number;
  user_id: number;
}

/** An API record as selected from its table: timestamps are Dates until the mapper writes them out. */
export type StoredRow<Record> = Omit<Record, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

/**
 * The one read and write path of a table whose rows belong to an owner. Entities name their
 * properties as the API does, so the selected columns come back under the API's names and go
 * to the response through one small mapper, without entity hydration (half the cost of a long
 * list; see `npm run bench`). Writes return what they saved (RETURNING), never a second read.
 * Every call is scoped to the owner: another owner's row is indistinguishable from a missing one.
 */
export class OwnedRecords<Entity extends OwnedRow, Row, Response> {
  /** The table's columns but the owner: what the API shows. */
  readonly columns: string[];
  readonly alias: string;
  private readonly listQuery: PreparedQuery<'userId'>;
  private readonly getQuery: PreparedQuery<'userId' | 'id'>;

  /** `orderBy` orders `list` (e.g. `{ id: 'DESC' }` for newest first). */
  constructor(
    private readonly repository: Repository<Entity>,
    private readonly toResponse: (row: Row) => Response,
    private readonly notFound: () => NotFoundError,
    orderBy: Record<string, 'ASC' | 'DESC'> = { id: 'DESC' },
  ) {
    this.alias = repository.metadata.tableName;
    this.columns = repository.metadata.columns.map((column) => column.databaseName).filter((name) => name !== 'user_id');
    const ordered = (query: SelectQueryBuilder<Entity>) =>
      Object.entries(orderBy).reduce((sorted, [column, direction]) => sorted.addOrderBy(`${this.alias}.${column}`, direction), query);
    this.listQuery = this.prepare(['userId'], ({ userId }) => ordered(this.select(userId)));
    this.getQuery = this.prepare(['userId', 'id'], ({ userId, id }) => this.select(userId).andWhere(`${this.alias}.id = :id`, { id }));
  }

  /** A query of this table built once (see PreparedQuery); the service runs it with its parameters. */
  prepare<Name extends string>(names: readonly Name[], build: (placeholders: Record<Name, string>) => BuiltQuery): PreparedQuery<Name> {
    return new PreparedQuery(this.repository.manager, names, build);
  }

  /** The owner's rows with the API's columns; callers add joins, filters and order. */
  select(userId: number | string): SelectQueryBuilder<Entity> {
    const query = this.repository.createQueryBuilder(this.alias).select([]);
    for (const column of this.columns) query.addSelect(`${this.alias}.${column}`, column);
    return query.where(`${this.alias}.user_id = :userId`, { userId });
  }

  async list(userId: number): Promise<Response[]> {
    const rows = await this.listQuery.run<Row>({ userId });
    return rows.map(this.toResponse);
  }

  async get(userId: number, id: number): Promise<Response> {
    const [row] = await this.getQuery.run<Row>({ userId, id });
    if (!row) throw this.notFound();
    return this.toResponse(row);
  }

  /** Throws the 404 unless the row exists and is the owner's; other modules call this before linking to it. */
  async assertOwned(userId: number, id: number): Promise<void> {
    const found = await this.repository.existsBy({ id, user_id: userId } as Parameters<Repository<Entity>['existsBy']>[0]);
    if (!found) throw this.notFound();
  }

  async insert(userId: number, values: Partial<Entity>): Promise<Response> {
    const result = await this.repository
      .createQueryBuilder()
      .insert()
      .values({ ...values, user_id: userId } as Parameters<Repository<Entity>['insert']>[0])
      .returning(this.columns)
      .execute();
    return this.toResponse((result.raw as Row[])[0]);
  }

  /** Changes the fields given (absent fields stay as they are) and returns the row as saved. */
  async update(userId: number, id: number, values: Partial<Entity>): Promise<Response> {
    if (Object.values(values).every((value) => value === undefined)) return this.get(userId, id);
    const result = await this.repository
      .createQueryBuilder()
      .update()
      .set(values as Parameters<Repository<Entity>['update']>[1])
      .where('id = :id AND user_id = :userId', { id, userId })
      .returning(this.columns)
      .execute();
    const [row] = result.raw as Row[];
    if (!row) throw this.notFound();
    return this.toResponse(row);
  }

  async delete(userId: number, id: number): Promise<void> {
    const result = await this.repository
      .createQueryBuilder()
      .delete()
      .where('id = :id AND user_id = :userId', { id, userId })
      .execute();
    if (!result.affected) throw this.notFound();
  }
}

/** Writes a stored row's timestamps as ISO text, as JSON would. */
export function withIsoTimestamps<Record>(row: StoredRow<Record>): Omit<Record, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string } {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}
