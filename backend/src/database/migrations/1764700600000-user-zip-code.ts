import { sqlMigration } from './sql-migration';

/** The owner's ZIP code: the dealer picker lists the nearest dealers to it. */
export class UserZipCode1764700600000 extends sqlMigration({
  up: [`ALTER TABLE users ADD COLUMN zip_code varchar(5) CHECK (zip_code ~ '^[0-9]{5}$')`],
  down: [`ALTER TABLE users DROP COLUMN zip_code`],
}) {}
