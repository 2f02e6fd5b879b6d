import { sqlMigration } from './sql-migration';

/**
 * Read-only share links and their opens (generated from the entities). Added by hand: a link goes
 * with its owner and its vehicle (deleting the vehicle, even into the trash, ends its links for
 * good), and its opens with it.
 */
export class ShareLinks1795864461983 extends sqlMigration({
  up: [
    `CREATE TABLE "share_links" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "vehicle_id" integer NOT NULL, "token_hash" character(64) NOT NULL, "passcode_hash" text, "hide_money" boolean NOT NULL DEFAULT false, "hide_contact" boolean NOT NULL DEFAULT false, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_70320b79ecd8acab96419fcdd6d" PRIMARY KEY ("id"))`,
    `CREATE INDEX "IDX_6545cc8f42ed8a2af5652e5e5c" ON "share_links" ("user_id") `,
    `CREATE UNIQUE INDEX "IDX_9e5c29ce5b3cab482e85d7f813" ON "share_links" ("token_hash") `,
    `CREATE TABLE "share_link_opens" ("id" SERIAL NOT NULL, "share_link_id" integer NOT NULL, "opened_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "client" character varying(60) NOT NULL, CONSTRAINT "PK_38882eac603a1282b4c90c3667b" PRIMARY KEY ("id"))`,
    `CREATE INDEX "IDX_0f59ad297201e5587162a381a1" ON "share_link_opens" ("share_link_id") `,
    `ALTER TABLE "share_links" ADD CONSTRAINT "share_links_user_fk" FOREIGN KEY ("user_id") REFERENCES users (id) ON DELETE CASCADE`,
    `ALTER TABLE "share_links" ADD CONSTRAINT "share_links_vehicle_fk" FOREIGN KEY ("vehicle_id") REFERENCES vehicles (id) ON DELETE CASCADE`,
    `ALTER TABLE "share_link_opens" ADD CONSTRAINT "share_link_opens_link_fk" FOREIGN KEY ("share_link_id") REFERENCES share_links (id) ON DELETE CASCADE`,
  ],
  down: [
    `DROP INDEX "public"."IDX_0f59ad297201e5587162a381a1"`,
    `DROP TABLE "share_link_opens"`,
    `DROP INDEX "public"."IDX_9e5c29ce5b3cab482e85d7f813"`,
    `DROP INDEX "public"."IDX_6545cc8f42ed8a2af5652e5e5c"`,
    `DROP TABLE "share_links"`,
  ],
}) {}
