import { sqlMigration } from './sql-migration';

/** How a dealer's reply was matched to its claim (headers, signed address or subject tag); null for replies filed before. */
export class ClaimReplyMatchedBy1795865200000 extends sqlMigration({
  up: [
    `ALTER TABLE "claim_replies" ADD "matched_by" character varying(16)`,
    `ALTER TABLE "claim_replies" ADD CONSTRAINT "claim_replies_matched_by" CHECK (matched_by IN ('headers', 'address', 'subject'))`,
  ],
  down: [`ALTER TABLE "claim_replies" DROP CONSTRAINT "claim_replies_matched_by"`, `ALTER TABLE "claim_replies" DROP COLUMN "matched_by"`],
}) {}
