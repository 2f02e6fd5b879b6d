/**
 * DDL that more than one migration runs, written once. Each function returns exactly the text its
 * migrations ran when they were written: a deployed database has run them, so the SQL must not change.
 */

/**
 * The trigger function that writes a visit's evidence-field changes to `visit_changes`: first
 * filed under the visit's user, then (households) under its household with the member who made
 * the change as the fallback actor.
 */
export function recordVisitChangesFunction(create: 'CREATE' | 'CREATE OR REPLACE', owner: 'user' | 'household'): string {
  const [ownerColumn, fallbackActor] = owner === 'user' ? ['user_id', 'user_id'] : ['household_id', 'updated_by'];
  return `
      ${create} FUNCTION record_visit_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        actor integer := COALESCE(NULLIF(current_setting('dct.actor_id', true), '')::integer, NEW.${fallbackActor});
      BEGIN
        INSERT INTO visit_changes (visit_id, ${ownerColumn}, changed_by, field, old_value, new_value)
        SELECT NEW.id, NEW.${ownerColumn}, actor, change.field, change.old_value, change.new_value
          FROM (VALUES
            ('date_in', OLD.date_in::text, NEW.date_in::text),
            ('date_out', OLD.date_out::text, NEW.date_out::text),
            ('mileage_in', OLD.mileage_in::text, NEW.mileage_in::text),
            ('mileage_out', OLD.mileage_out::text, NEW.mileage_out::text),
            ('ro_number', OLD.ro_number, NEW.ro_number)
          ) AS change (field, old_value, new_value)
         WHERE change.old_value IS DISTINCT FROM change.new_value;
        RETURN NULL;
      END
      $$`;
}

/** How a migration spelled its account-owned table; the defaults are the first migrations'. */
export interface UserOwnedTableOptions {
  usersRef?: 'users (id)' | 'users(id)';
  id?: 'serial' | 'bigserial';
  /** Rows that may be no account's (`user_id` NULL), e.g. the shared dealer directory. */
  optional?: boolean;
}

/**
 * `CREATE TABLE` of a table whose rows are one account's: an id, then `user_id`, so the rows go
 * with the account. Tags the template of the columns that follow, one a line:
 * createUserOwnedTable('trash', { usersRef: 'users(id)' })`...`. The reference and id type stay as
 * each migration spelled them.
 */
export function createUserOwnedTable(name: string, { usersRef = 'users (id)', id = 'serial', optional = false }: UserOwnedTableOptions = {}) {
  return (parts: TemplateStringsArray, ...values: unknown[]): string => {
    const columns = parts.reduce((text, part, i) => `${text}${String(values[i - 1])}${part}`);
    return `
      CREATE TABLE ${name} (
        id ${id} PRIMARY KEY,
        user_id integer${optional ? '' : ' NOT NULL'} REFERENCES ${usersRef} ON DELETE CASCADE,${columns}
      )`;
  };
}
