import type { MigrationInterface, QueryRunner } from 'typeorm';
import { recordVisitChangesFunction } from './ddl';

/** The tables whose rows belong to a household rather than to one account. */
const HOUSEHOLD_TABLES = [
  'vehicles',
  'dealers',
  'visits',
  'claims',
  'claim_dispatches',
  'documents',
  'ai_extraction_jobs',
  'trash',
  'correspondence_entries',
  'visit_changes',
  'share_links',
  'inbound_messages',
  'claim_replies',
] as const;

/** Records that show who created them and who changed them last. */
const AUTHORED_TABLES = ['vehicles', 'visits', 'claims', 'documents', 'correspondence_entries'] as const;

/**
 * Households. Every account gets one, made by a trigger on `users` so that no way of making an
 * account can skip it; each existing account's household takes the account's id, so the rows
 * filed under `user_id` move by renaming the column: no row is rewritten and nothing is lost.
 * Accounts, sessions, preferences, push subscriptions, alerts and calendar feeds stay personal.
 */
export class Households1795900000000 implements MigrationInterface {
  name = 'Households1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "households" ("id" SERIAL NOT NULL, "name" character varying(120) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_households" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "household_members" ("user_id" integer NOT NULL, "household_id" integer NOT NULL, "role" character varying(10) NOT NULL, "joined_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_household_members" PRIMARY KEY ("user_id"), CONSTRAINT "household_members_role" CHECK (role IN ('owner', 'member', 'viewer')))`,
    );
    await queryRunner.query(`CREATE INDEX "household_members_household" ON "household_members" ("household_id")`);
    await queryRunner.query(
      `ALTER TABLE "household_members" ADD CONSTRAINT "household_members_user_fk" FOREIGN KEY ("user_id") REFERENCES users (id) ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_fk" FOREIGN KEY ("household_id") REFERENCES households (id) ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `CREATE TABLE "household_invitations" ("id" SERIAL NOT NULL, "household_id" integer NOT NULL, "email" character varying(254) NOT NULL, "role" character varying(10) NOT NULL, "token_hash" character(64) NOT NULL, "invited_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "accepted_at" TIMESTAMP WITH TIME ZONE, "accepted_by" integer, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_household_invitations" PRIMARY KEY ("id"), CONSTRAINT "household_invitations_role" CHECK (role IN ('owner', 'member', 'viewer')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "household_invitations_token" ON "household_invitations" ("token_hash")`);
    await queryRunner.query(`CREATE INDEX "household_invitations_household" ON "household_invitations" ("household_id")`);
    await queryRunner.query(
      `ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_household_fk" FOREIGN KEY ("household_id") REFERENCES households (id) ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_invited_by_fk" FOREIGN KEY ("invited_by") REFERENCES users (id) ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_accepted_by_fk" FOREIGN KEY ("accepted_by") REFERENCES users (id) ON DELETE SET NULL`,
    );

    // One household per existing account, under the account's own id.
    await queryRunner.query(`INSERT INTO households (id, name, created_at) SELECT id, left(name || '’s household', 120), created_at FROM users`);
    await queryRunner.query(`INSERT INTO household_members (user_id, household_id, role, joined_at) SELECT id, id, 'owner', created_at FROM users`);
    await queryRunner.query(`SELECT setval(pg_get_serial_sequence('households', 'id'), GREATEST((SELECT max(id) FROM households), 1))`);

    // Accounts made from now on get theirs as they are made, whichever way that is.
    await queryRunner.query(`
      CREATE FUNCTION create_household_for_user() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        household integer;
      BEGIN
        INSERT INTO households (name) VALUES (left(NEW.name || '’s household', 120)) RETURNING id INTO household;
        INSERT INTO household_members (user_id, household_id, role) VALUES (NEW.id, household, 'owner');
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`CREATE TRIGGER users_household AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION create_household_for_user()`);

    for (const table of HOUSEHOLD_TABLES) {
      const [{ name }] = (await queryRunner.query(
        `SELECT conname AS name FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'f' AND pg_get_constraintdef(oid) LIKE 'FOREIGN KEY (user_id)%'`,
        [table],
      )) as Array<{ name: string }>;
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${name}"`);
      await queryRunner.query(`ALTER TABLE "${table}" RENAME COLUMN "user_id" TO "household_id"`);
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_household_fk" FOREIGN KEY ("household_id") REFERENCES households (id) ON DELETE CASCADE`,
      );
    }
    // The index the share links' entity declares takes the name TypeORM gives the renamed column's.
    await queryRunner.query(`ALTER INDEX "IDX_6545cc8f42ed8a2af5652e5e5c" RENAME TO "IDX_029dbc08d7cd6e1da9fe748296"`);
    for (const table of AUTHORED_TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "created_by" integer, ADD "updated_by" integer`);
      await queryRunner.query(`UPDATE "${table}" SET created_by = household_id, updated_by = household_id`);
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_created_by_fk" FOREIGN KEY ("created_by") REFERENCES users (id) ON DELETE SET NULL`,
      );
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_updated_by_fk" FOREIGN KEY ("updated_by") REFERENCES users (id) ON DELETE SET NULL`,
      );
    }

    // A visit's change history names the member who made each change.
    await queryRunner.query(recordVisitChangesFunction('CREATE OR REPLACE', 'household'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(recordVisitChangesFunction('CREATE OR REPLACE', 'user'));
    for (const table of AUTHORED_TABLES) await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "created_by", DROP COLUMN "updated_by"`);
    await queryRunner.query(`ALTER INDEX "IDX_029dbc08d7cd6e1da9fe748296" RENAME TO "IDX_6545cc8f42ed8a2af5652e5e5c"`);
    // Going back files each household's rows under the account whose id it took: its first owner.
    for (const table of [...HOUSEHOLD_TABLES].reverse()) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${table}_household_fk"`);
      await queryRunner.query(`ALTER TABLE "${table}" RENAME COLUMN "household_id" TO "user_id"`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD CONSTRAINT "${table}_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES users (id) ON DELETE CASCADE`);
    }
    await queryRunner.query(`DROP TRIGGER users_household ON users`);
    await queryRunner.query(`DROP FUNCTION create_household_for_user()`);
    await queryRunner.query(`DROP TABLE "household_invitations"`);
    await queryRunner.query(`DROP TABLE "household_members"`);
    await queryRunner.query(`DROP TABLE "households"`);
  }
}
