import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a migration runs, statement by statement, in order: `up` to apply it, `down` to revert it. */
export interface MigrationStatements {
  up: readonly string[];
  down: readonly string[];
}

/**
 * The base of a migration that only runs SQL: `export class Trash1765300000000 extends
 * sqlMigration({ up: [...], down: [...] }) {}`. TypeORM records a migration under its `name`,
 * which is the class's own, as when each class wrote it out: a deployed database knows it by it.
 */
export function sqlMigration(statements: MigrationStatements): new () => MigrationInterface {
  return class implements MigrationInterface {
    name = this.constructor.name;

    async up(queryRunner: QueryRunner): Promise<void> {
      for (const statement of statements.up) await queryRunner.query(statement);
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      for (const statement of statements.down) await queryRunner.query(statement);
    }
  };
}
