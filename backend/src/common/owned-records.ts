import type { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { todayIso } from '@dct/contracts';
import type { NotFoundError } from './domain-errors';
import { PreparedQuery, type BuiltQuery } from './prepared-query';

/** A row that belongs to one owner. */
export interface OwnedRow {
  id: number;
  user_id: number;
}

/** An API record as selected from its table: timestamps are Dates until the mapper writes them out. */
export type StoredRow<Record> = Omit<Record, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

/** What a view may use besides the owner: the server's calendar day, for day counts. */
export interface ViewParameters {
  today: string;
}

export interface OwnedRecordsOptions<Entity extends ObjectLiteral> {
  /** Orders `list`, e.g. `{ id: 'DESC' }` for newest first. */
  orderBy?: Record<string, 'ASC' | 'DESC'>;
  /** Adds joined or computed columns (a label, a day count) to every read; may use `:today`. */
  view?: (query: SelectQueryBuilder<Entity>) => SelectQueryBuilder<Entity>;
}

type Placeholders<Name extends string> = Record<Name, string>;

/**
 * The one read and write path of a table whose rows belong to an owner. Entities name their
 * properties as the API does, so the selected columns come back under the API's names and go
 * to the response through one small mapper, without entity hydration (half the cost of a long
 * list; see `npm run bench`); the reads are built once as SQL (PreparedQuery). Writes return
 * what they saved: RETURNING, or one read of the view when it has joined columns. Every call is
 * scoped to the owner: another owner's row is indistinguishable from a missing one.
 */
export class OwnedRecords<Entity extends OwnedRow, Row, Response> {
  /** The table's columns but the owner: what the API shows. */
  readonly columns: string[];
  readonly alias: string;
  private readonly listQuery: PreparedQuery<'userId' | 'today'>;
  private readonly getQuery: PreparedQuery<'userId' | 'today' | 'id'>;
  private readonly orderBy: Record<string, 'ASC' | 'DESC'>;

  constructor(
    private readonly repository: Repository<Entity>,
    private readonly toResponse: (row: Row) => Response,
    private readonly notFound: () => NotFoundError,
    private readonly options: OwnedRecordsOptions<Entity> = {},
  ) {
    this.alias = repository.metadata.tableName;
    // A column the entity keeps out of reads (`select: false`: bookkeeping of the table's own SQL) is not the API's either.
    this.columns = repository.metadata.columns
      .filter((column) => column.isSelect)
      .map((column) => column.databaseName)
      .filter((name) => name !== 'user_id');
    this.orderBy = options.orderBy ?? { id: 'DESC' };
    this.listQuery = this.prepare(['userId', 'today'], (p) => this.ordered(this.view(p)));
    this.getQuery = this.prepare(['userId', 'today', 'id'], (p) => this.view(p).andWhere(`${this.alias}.id = :id`, { id: p.id }));
  }

  /** A query built once (see PreparedQuery); the service runs it with its parameters. */
  prepare<Name extends string>(names: readonly Name[], build: (placeholders: Placeholders<Name>) => BuiltQuery): PreparedQuery<Name> {
    return new PreparedQuery(this.repository.manager, names, build);
  }

  /** The owner's rows with the API's columns and the view's; callers add filters. */
  view({ userId, today }: { userId: string | number; today: string }): SelectQueryBuilder<Entity> {
    const query = this.repository.createQueryBuilder(this.alias).select([]);
    for (const column of this.columns) query.addSelect(`${this.alias}.${column}`, column);
    query.where(`${this.alias}.user_id = :userId`, { userId }).setParameter('today', today);
    return this.options.view ? this.options.view(query) : query;
  }

  /** The list's order, for queries a service prepares itself. */
  ordered(query: SelectQueryBuilder<Entity>): SelectQueryBuilder<Entity> {
    return Object.entries(this.orderBy).reduce((sorted, [column, direction]) => sorted.addOrderBy(`${this.alias}.${column}`, direction), query);
  }

  async list(userId: number): Promise<Response[]> {
    return this.run(this.listQuery, { userId });
  }

  /**
   * The rows of many owners at once, each with its owner, in the list's order (a background job
   * that looks over owners in batches; never an answer to a request, which is one owner's).
   */
  async listForOwners(userIds: readonly number[], today = todayIso()): Promise<Array<{ userId: number; record: Response }>> {
    if (userIds.length === 0) return [];
    const query = this.ordered(this.view({ userId: 0, today }).where(`${this.alias}.user_id = ANY(:owners)`, { owners: [...userIds] })).addSelect(
      `${this.alias}.user_id`,
      'owner_of_row',
    );
    const rows = await query.getRawMany<Row & { owner_of_row?: number }>();
    return rows.map((row) => {
      const userId = Number(row.owner_of_row);
      delete row.owner_of_row;
      return { userId, record: this.toResponse(row) };
    });
  }

  /**
   * A list of the owner's rows whose `column` holds a value (a vehicle's visits, a visit's
   * documents), in the list's order; its query is built once, here.
   */
  listWhere(column: keyof Entity & string): (userId: number, value: number) => Promise<Response[]> {
    const query = this.prepare(['userId', 'today', 'value'], (p) =>
      this.ordered(this.view(p).andWhere(`${this.alias}.${column} = :value`, { value: p.value })),
    );
    return (userId, value) => this.run(query, { userId, value });
  }

  /** Runs a prepared query of this table's view and maps its rows. */
  async run<Name extends string>(query: PreparedQuery<Name | 'today'>, parameters: Record<Name, unknown>): Promise<Response[]> {
    const rows = await query.run<Row>({ today: todayIso(), ...parameters });
    return rows.map(this.toResponse);
  }

  /** How many rows the owner has. */
  count(userId: number): Promise<number> {
    return this.repository.countBy({ user_id: userId } as Parameters<Repository<Entity>['countBy']>[0]);
  }

  /** How many of the owner's rows have `column` among `values` (a vehicle's visits, visits' claims): what deleting those would take along. */
  async countWhereIn(userId: number, column: keyof Entity & string, values: readonly number[]): Promise<number> {
    if (values.length === 0) return 0;
    return this.repository
      .createQueryBuilder(this.alias)
      .where(`${this.alias}.user_id = :userId`, { userId })
      .andWhere(`${this.alias}.${column} = ANY(:values)`, { values: [...values] })
      .getCount();
  }

  /** The ids of the owner's rows whose `column` is `value` (a vehicle's visits). */
  async idsWhere(userId: number, column: keyof Entity & string, value: number): Promise<number[]> {
    const rows = await this.repository
      .createQueryBuilder(this.alias)
      .select(`${this.alias}.id`, 'id')
      .where(`${this.alias}.user_id = :userId`, { userId })
      .andWhere(`${this.alias}.${column} = :value`, { value })
      .getRawMany<{ id: number }>();
    return rows.map((row) => row.id);
  }

  async get(userId: number, id: number): Promise<Response> {
    const [found] = await this.run(this.getQuery, { userId, id });
    if (!found) throw this.notFound();
    return found;
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
      .returning(this.options.view ? ['id'] : this.columns)
      .execute();
    const [row] = result.raw as Array<Row & { id: number }>;
    return this.options.view ? this.get(userId, row.id) : this.toResponse(row);
  }

  /** Changes the fields given (absent fields stay as they are) and returns the row as saved. */
  async update(userId: number, id: number, values: Partial<Entity>): Promise<Response> {
    if (Object.values(values).every((value) => value === undefined)) return this.get(userId, id);
    const result = await this.repository
      .createQueryBuilder()
      .update()
      .set(values as Parameters<Repository<Entity>['update']>[1])
      .where('id = :id AND user_id = :userId', { id, userId })
      .returning(this.options.view ? ['id'] : this.columns)
      .execute();
    const [row] = result.raw as Row[];
    if (!row) throw this.notFound();
    return this.options.view ? this.get(userId, id) : this.toResponse(row);
  }

  /**
   * Changes the row only while it still holds the `expected` values (a status read before the
   * change was planned); false when it no longer does, or is gone.
   */
  async updateWhere(userId: number, id: number, values: Partial<Entity>, expected: Partial<Entity>): Promise<boolean> {
    if (Object.values(values).every((value) => value === undefined)) return true;
    const query = this.repository
      .createQueryBuilder()
      .update()
      .set(values as Parameters<Repository<Entity>['update']>[1])
      .where('id = :id AND user_id = :userId', { id, userId });
    for (const [column, value] of Object.entries(expected) as Array<[string, unknown]>) {
      query.andWhere(`${column} = :expected_${column}`, { [`expected_${column}`]: value });
    }
    return !!(await query.execute()).affected;
  }

  async delete(userId: number, id: number): Promise<void> {
    const result = await this.repository.createQueryBuilder().delete().where('id = :id AND user_id = :userId', { id, userId }).execute();
    if (!result.affected) throw this.notFound();
  }
}

/** Writes a stored row's timestamps as ISO text, as JSON would. */
export function withIsoTimestamps<Record>(row: StoredRow<Record>): Omit<Record, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string } {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}
