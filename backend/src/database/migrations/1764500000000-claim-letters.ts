import { CLAIM_TEXT_LIMITS } from '@dct/contracts';
import { sqlMigration } from './sql-migration';

/** A claim may carry the owner's own letter (drafted with the assistant), sent instead of the standard one. */
export class ClaimLetters1764500000000 extends sqlMigration({
  up: [
    `ALTER TABLE claims ADD COLUMN letter_subject varchar(${CLAIM_TEXT_LIMITS.letter_subject}), ADD COLUMN letter_body text CONSTRAINT claims_letter_body_length CHECK (char_length(letter_body) <= ${CLAIM_TEXT_LIMITS.letter_body})`,
  ],
  down: [`ALTER TABLE claims DROP COLUMN letter_body, DROP COLUMN letter_subject`],
}) {}
