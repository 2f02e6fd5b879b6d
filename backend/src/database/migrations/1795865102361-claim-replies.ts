import { sqlMigration } from './sql-migration';

/**
 * Dealers' replies by e-mail (generated from the entities): every inbound message with its bytes,
 * the webhook's signatures seen, and the replies filed on claims. Added by hand: a reply and its
 * message go with their claim and owner (an unmatched message loses only its claim), and the
 * states are the listed ones.
 */
export class ClaimReplies1795865102361 extends sqlMigration({
  up: [
    `CREATE TABLE "claim_replies" ("id" SERIAL NOT NULL, "claim_id" integer NOT NULL, "user_id" integer NOT NULL, "inbound_message_id" integer NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL, "from_address" character varying(320), "subject" character varying(1000) NOT NULL, "text" text NOT NULL, "triage" jsonb, "state" character varying(16) NOT NULL DEFAULT 'proposed', "auto_reply" boolean NOT NULL DEFAULT false, "attachments" jsonb NOT NULL DEFAULT '[]', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c79043e1ec1e5cd0656423af936" PRIMARY KEY ("id"))`,
    `CREATE UNIQUE INDEX "claim_replies_inbound" ON "claim_replies" ("inbound_message_id") `,
    `CREATE INDEX "claim_replies_claim" ON "claim_replies" ("claim_id", "id") `,
    `CREATE TABLE "inbound_messages" ("id" SERIAL NOT NULL, "sha256" character varying(64) NOT NULL, "size" integer NOT NULL, "message_id" character varying(255), "via" character varying(8) NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "status" character varying(16) NOT NULL DEFAULT 'unmatched', "reason" character varying(500), "claim_id" integer, "user_id" integer, CONSTRAINT "PK_4f21d40ad47ab9702cb1ee64590" PRIMARY KEY ("id"))`,
    `CREATE UNIQUE INDEX "inbound_messages_message_id" ON "inbound_messages" ("message_id") `,
    `CREATE UNIQUE INDEX "inbound_messages_sha256" ON "inbound_messages" ("sha256") `,
    `CREATE TABLE "inbound_message_chunks" ("inbound_message_id" integer NOT NULL, "seq" integer NOT NULL, "data" bytea NOT NULL, CONSTRAINT "PK_1895ea32976622a7997c5d1269a" PRIMARY KEY ("inbound_message_id", "seq"))`,
    `CREATE TABLE "inbound_signatures" ("signature" character varying(64) NOT NULL, "seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_66916d56d723ee791435de3ea94" PRIMARY KEY ("signature"))`,
    `ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_claim_fk" FOREIGN KEY ("claim_id") REFERENCES claims (id) ON DELETE SET NULL`,
    `ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_user_fk" FOREIGN KEY ("user_id") REFERENCES users (id) ON DELETE CASCADE`,
    `ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_status" CHECK (status IN ('matched', 'unmatched', 'auto_reply', 'quarantined'))`,
    `ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_via" CHECK (via IN ('webhook', 'imap'))`,
    `ALTER TABLE "inbound_message_chunks" ADD CONSTRAINT "inbound_message_chunks_message_fk" FOREIGN KEY ("inbound_message_id") REFERENCES inbound_messages (id) ON DELETE CASCADE`,
    `ALTER TABLE "claim_replies" ADD CONSTRAINT "claim_replies_claim_fk" FOREIGN KEY ("claim_id") REFERENCES claims (id) ON DELETE CASCADE`,
    `ALTER TABLE "claim_replies" ADD CONSTRAINT "claim_replies_user_fk" FOREIGN KEY ("user_id") REFERENCES users (id) ON DELETE CASCADE`,
    `ALTER TABLE "claim_replies" ADD CONSTRAINT "claim_replies_message_fk" FOREIGN KEY ("inbound_message_id") REFERENCES inbound_messages (id) ON DELETE CASCADE`,
    `ALTER TABLE "claim_replies" ADD CONSTRAINT "claim_replies_state" CHECK (state IN ('proposed', 'accepted', 'dismissed'))`,
  ],
  down: [
    `DROP TABLE "inbound_signatures"`,
    `DROP TABLE "inbound_message_chunks"`,
    `DROP INDEX "public"."inbound_messages_sha256"`,
    `DROP INDEX "public"."inbound_messages_message_id"`,
    `DROP TABLE "inbound_messages"`,
    `DROP INDEX "public"."claim_replies_claim"`,
    `DROP INDEX "public"."claim_replies_inbound"`,
    `DROP TABLE "claim_replies"`,
  ],
}) {}
