import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** Any query builder: all a prepared query needs of it is its SQL. */
export type BuiltQuery = Pick<SelectQueryBuilder<ObjectLiteral>, 'getQueryAndParameters'>;

/**
 * A SELECT built once by TypeORM's query builder and kept as SQL text, so a request only binds
 * its parameters: building the SQL is about a tenth of a short request's cost (see the request
 * cost case of `npm run bench`). The builder receives a placeholder for each named parameter
 * and must use them as query parameters (`:name`), never splice them into the text.
 */
export class PreparedQuery<Name extends string> {
  private readonly sql: string;
  private readonly order: Name[];

  constructor(
    private readonly runner: DataSource | EntityManager,
    names: readonly Name[],
    build: (placeholders: Record<Name, string>) => BuiltQuery,
  ) {
    const placeholders = Object.fromEntries(names.map((name) => [name, `\u0000${name}`])) as Record<Name, string>;
    const [sql, values] = build(placeholders).getQueryAndParameters();
    this.sql = sql;
    this.order = values.map((value) => {
      const name = names.find((candidate) => placeholders[candidate] === value);
      if (!name) throw new Error(`A prepared query may only bind its named parameters; found ${JSON.stringify(value)}`);
      return name;
    });
  }

  run<Row>(parameters: Record<Name, unknown>): Promise<Row[]> {
    return this.runner.query<Row[]>(
      this.sql,
      this.order.map((name) => parameters[name]),
    );
  }
}
