import type { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { todayIso } from '@dct/contracts';
import type { NotFoundError } from './domain-errors';
import { actingUserId } from './household-access';
import { PreparedQuery, type BuiltQuery } from './prepared-query';

/** A row that belongs to one household. */
export interface OwnedRow {
  id: number;
  household_id: number;
}

/** An API record as selected from its table: timestamps are Dates until the mapper writes them out. */
export type StoredRow<Record> = Omit<Record, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

/** What a table stores of an API record: its authors' names are joined from the accounts, not kept. */
export type StoredColumns<Record> = StoredRow<Omit<Record, 'created_by_name' | 'updated_by_name'>>;

/** What a view may use besides the household: the server's calendar day, for day counts. */
export interface ViewParameters {
  today: string;
}

export interface OwnedRecordsOptions<Entity extends ObjectLiteral> {
  /** Orders `list`, e.g. `{ id: 'DESC' }` for newest first. */
  orderBy?: Record<string, 'ASC' | 'DESC'>;
  /** Adds joined or computed columns (a label, a day count) to every read; may use `:today`. */
  view?: (query: SelectQueryBuilder<Entity>) => SelectQueryBuilder<Entity>;
  /** Answers the names of the members who made the row and changed it last (`created_by_name`, `updated_by_name`). */
  authors?: boolean;
}

type Placeholders<Name extends string> = Record<Name, string>;

/**
 * The one read and write path of a table whose rows belong to a household. Entities name their
 * properties as the API does, so the selected columns come back under the API's names and go
 * to the response through one small mapper, without entity hydration (half the cost of a long
 * list; see `npm run bench`); the reads are built once as SQL (PreparedQuery). Writes return
 * what they saved: RETURNING, or one read of the view when it has joined columns. Every call is
 * scoped to the household: another household's row is indistinguishable from a missing one.
 * Where the table records authors, a write names the member who made it (household-access.ts).
 */
export class OwnedRecords<Entity extends OwnedRow, Row, Response> {
  /** The table's columns but the household and the authors: what the API shows. */
  readonly columns: string[];
  readonly alias: string;
  private readonly listQuery: PreparedQuery<'householdId' | 'today'>;
  private readonly getQuery: PreparedQuery<'householdId' | 'today' | 'id'>;
  private readonly orderBy: Record<string, 'ASC' | 'DESC'>;
  /** The table records who made each row and who changed it last. */
  private readonly authored: boolean;
  /** Reads join other tables: a write answers one read of the view rather than its RETURNING. */
  private readonly joined: boolean;

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
      .filter((name) => name !== 'household_id');
    this.orderBy = options.orderBy ?? { id: 'DESC' };
    this.authored = repository.metadata.columns.some((column) => column.databaseName === 'updated_by');
    this.joined = !!options.view || !!options.authors;
    this.listQuery = this.prepare(['householdId', 'today'], (p) => this.ordered(this.view(p)));
    this.getQuery = this.prepare(['householdId', 'today', 'id'], (p) => this.view(p).andWhere(`${this.alias}.id = :id`, { id: p.id }));
  }

  /** A query built once (see PreparedQuery); the service runs it with its parameters. */
  prepare<Name extends string>(names: readonly Name[], build: (placeholders: Placeholders<Name>) => BuiltQuery): PreparedQuery<Name> {
    return new PreparedQuery(this.repository.manager, names, build);
  }

  /** The household's rows with the API's columns and the view's; callers add filters. */
  view({ householdId, today }: { householdId: string | number; today: string }): SelectQueryBuilder<Entity> {
    const query = this.repository.createQueryBuilder(this.alias).select([]);
    for (const column of this.columns) query.addSelect(`${this.alias}.${column}`, column);
    query.where(`${this.alias}.household_id = :householdId`, { householdId }).setParameter('today', today);
    if (this.options.authors) {
      query
        .leftJoin('users', 'created_by_user', `created_by_user.id = ${this.alias}.created_by`)
        .leftJoin('users', 'updated_by_user', `updated_by_user.id = ${this.alias}.updated_by`)
        .addSelect('created_by_user.name', 'created_by_name')
        .addSelect('updated_by_user.name', 'updated_by_name');
    }
    return this.options.view ? this.options.view(query) : query;
  }

  /** The list's order, for queries a service prepares itself. */
  ordered(query: SelectQueryBuilder<Entity>): SelectQueryBuilder<Entity> {
    return Object.entries(this.orderBy).reduce((sorted, [column, direction]) => sorted.addOrderBy(`${this.alias}.${column}`, direction), query);
  }

  async list(householdId: number): Promise<Response[]> {
    return this.run(this.listQuery, { householdId });
  }

  /**
   * The rows of many accounts' households at once, each with the account it is listed for (a row
   * of a household of two comes twice, once for each member), in the list's order: a background
   * job that looks over accounts in batches; never an answer to a request, which is one household's.
   */
  async listForMembers(userIds: readonly number[], today = todayIso()): Promise<Array<{ userId: number; record: Response }>> {
    if (userIds.length === 0) return [];
    const query = this.ordered(
      this.view({ householdId: 0, today })
        .innerJoin('household_members', 'member', `member.household_id = ${this.alias}.household_id`)
        .where('member.user_id = ANY(:members)', { members: [...userIds] }),
    ).addSelect('member.user_id', 'member_of_row');
    const rows = await query.getRawMany<Row & { member_of_row?: number }>();
    return rows.map((row) => {
      const userId = Number(row.member_of_row);
      delete row.member_of_row;
      return { userId, record: this.toResponse(row) };
    });
  }

  /**
   * A list of the household's rows whose `column` holds a value (a vehicle's visits, a visit's
   * documents), in the list's order; its query is built once, here.
   */
  listWhere(column: keyof Entity & string): (householdId: number, value: number) => Promise<Response[]> {
    const query = this.prepare(['householdId', 'today', 'value'], (p) =>
      this.ordered(this.view(p).andWhere(`${this.alias}.${column} = :value`, { value: p.value })),
    );
    return (householdId, value) => this.run(query, { householdId, value });
  }

  /** Runs a prepared query of this table's view and maps its rows. */
  async run<Name extends string>(query: PreparedQuery<Name | 'today'>, parameters: Record<Name, unknown>): Promise<Response[]> {
    const rows = await query.run<Row>({ today: todayIso(), ...parameters });
    return rows.map(this.toResponse);
  }

  /** How many rows the household has. */
  count(householdId: number): Promise<number> {
    return this.repository.countBy({ household_id: householdId } as Parameters<Repository<Entity>['countBy']>[0]);
  }

  /** How many of the household's rows have `column` among `values` (a vehicle's visits, visits' claims): what deleting those would take along. */
  async countWhereIn(householdId: number, column: keyof Entity & string, values: readonly number[]): Promise<number> {
    if (values.length === 0) return 0;
    return this.repository
      .createQueryBuilder(this.alias)
      .where(`${this.alias}.household_id = :householdId`, { householdId })
      .andWhere(`${this.alias}.${column} = ANY(:values)`, { values: [...values] })
      .getCount();
  }

  /** The ids of the household's rows whose `column` is `value` (a vehicle's visits). */
  async idsWhere(householdId: number, column: keyof Entity & string, value: number): Promise<number[]> {
    const rows = await this.repository
      .createQueryBuilder(this.alias)
      .select(`${this.alias}.id`, 'id')
      .where(`${this.alias}.household_id = :householdId`, { householdId })
      .andWhere(`${this.alias}.${column} = :value`, { value })
      .getRawMany<{ id: number }>();
    return rows.map((row) => row.id);
  }

  async get(householdId: number, id: number): Promise<Response> {
    const [found] = await this.run(this.getQuery, { householdId, id });
    if (!found) throw this.notFound();
    return found;
  }

  /** Throws the 404 unless the row exists and is the household's; other modules call this before linking to it. */
  async assertOwned(householdId: number, id: number): Promise<void> {
    const found = await this.repository.existsBy({ id, household_id: householdId } as Parameters<Repository<Entity>['existsBy']>[0]);
    if (!found) throw this.notFound();
  }

  async insert(householdId: number, values: Partial<Entity>): Promise<Response> {
    const result = await this.repository
      .createQueryBuilder()
      .insert()
      .values({ ...values, ...this.authors(true), household_id: householdId } as Parameters<Repository<Entity>['insert']>[0])
      .returning(this.joined ? ['id'] : this.columns)
      .execute();
    const [row] = result.raw as Array<Row & { id: number }>;
    return this.joined ? this.get(householdId, row.id) : this.toResponse(row);
  }

  /** Changes the fields given (absent fields stay as they are) and returns the row as saved. */
  async update(householdId: number, id: number, values: Partial<Entity>): Promise<Response> {
    if (Object.values(values).every((value) => value === undefined)) return this.get(householdId, id);
    const result = await this.repository
      .createQueryBuilder()
      .update()
      .set({ ...values, ...this.authors(false) } as Parameters<Repository<Entity>['update']>[1])
      .where('id = :id AND household_id = :householdId', { id, householdId })
      .returning(this.joined ? ['id'] : this.columns)
      .execute();
    const [row] = result.raw as Row[];
    if (!row) throw this.notFound();
    return this.joined ? this.get(householdId, id) : this.toResponse(row);
  }

  /**
   * Changes the row only while it still holds the `expected` values (a status read before the
   * change was planned); false when it no longer does, or is gone.
   */
  async updateWhere(householdId: number, id: number, values: Partial<Entity>, expected: Partial<Entity>): Promise<boolean> {
    if (Object.values(values).every((value) => value === undefined)) return true;
    const query = this.repository
      .createQueryBuilder()
      .update()
      .set({ ...values, ...this.authors(false) } as Parameters<Repository<Entity>['update']>[1])
      .where('id = :id AND household_id = :householdId', { id, householdId });
    for (const [column, value] of Object.entries(expected) as Array<[string, unknown]>) {
      query.andWhere(`${column} = :expected_${column}`, { [`expected_${column}`]: value });
    }
    return !!(await query.execute()).affected;
  }

  /** The member making a write, as its author columns take it (nothing where the table has none). */
  private authors(creating: boolean): Record<string, number | null> {
    if (!this.authored) return {};
    const member = actingUserId();
    return creating ? { created_by: member, updated_by: member } : { updated_by: member };
  }

  async delete(householdId: number, id: number): Promise<void> {
    const result = await this.repository.createQueryBuilder().delete().where('id = :id AND household_id = :householdId', { id, householdId }).execute();
    if (!result.affected) throw this.notFound();
  }
}

/** Writes a stored row's timestamps as ISO text, as JSON would. */
export function withIsoTimestamps<Record>(row: StoredRow<Record>): Omit<Record, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string } {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}
