import { createUserOwnedTable } from './ddl';
import { sqlMigration } from './sql-migration';

/**
 * Claims on a visit's downtime, and their dispatches: the outbox of mails to the dealer. A
 * dispatch row is written in the same transaction as the claim's move to Sent; a worker then
 * renders and mails it, so a mail is never lost and never sent twice (see ClaimDispatcher).
 */
export class Claims1764100000000 extends sqlMigration({
  up: [
    createUserOwnedTable('claims')`
        visit_id integer NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
        status varchar(16) NOT NULL DEFAULT 'Draft',
        ask_amount numeric(12, 2) NOT NULL,
        valuation_method varchar(16) NOT NULL,
        contact_email varchar(254),
        response_due date,
        sent_at timestamptz,
        dealer_reply text,
        outcome_notes varchar(5000),
        recovered_amount numeric(12, 2),
        closed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT claims_status CHECK (status IN ('Draft', 'Sent', 'Response', 'Closed')),
        CONSTRAINT claims_valuation_method CHECK (valuation_method IN ('MonthlyPayment', 'DailyFlatRate')),
        CONSTRAINT claims_ask_amount CHECK (ask_amount >= 0.01),
        CONSTRAINT claims_recovered_amount CHECK (recovered_amount IS NULL OR recovered_amount >= 0),
        CONSTRAINT claims_sent_has_due_date CHECK (status = 'Draft' OR (sent_at IS NOT NULL AND response_due IS NOT NULL)),
        CONSTRAINT claims_dealer_reply_length CHECK (char_length(dealer_reply) <= 50000)`,
    `CREATE INDEX claims_user_id_idx ON claims (user_id, id DESC)`,
    `CREATE INDEX claims_visit_id_idx ON claims (visit_id)`,

    `
      CREATE TABLE claim_dispatches (
        id serial PRIMARY KEY,
        claim_id integer NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind varchar(16) NOT NULL,
        state varchar(16) NOT NULL DEFAULT 'queued',
        attempts integer NOT NULL DEFAULT 0,
        last_error varchar(2000),
        recipient varchar(254) NOT NULL,
        reply_to varchar(254) NOT NULL,
        sender_name varchar(100) NOT NULL,
        subject varchar(500) NOT NULL,
        body_text text NOT NULL,
        attachment_name varchar(255),
        message_id varchar(255) NOT NULL,
        in_reply_to varchar(255),
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT claim_dispatches_kind CHECK (kind IN ('claim', 'reminder')),
        CONSTRAINT claim_dispatches_state CHECK (state IN ('queued', 'sending', 'delivered', 'failed'))
      )`,
    `CREATE UNIQUE INDEX claim_dispatches_message_id_key ON claim_dispatches (message_id)`,
    `CREATE INDEX claim_dispatches_claim_id_idx ON claim_dispatches (claim_id, id DESC)`,
    // What the outbox sweep looks for: mails not yet delivered.
    `CREATE INDEX claim_dispatches_pending_idx ON claim_dispatches (next_attempt_at) WHERE state <> 'delivered'`,
    // The daily sending limit counts an owner's recent dispatches.
    `CREATE INDEX claim_dispatches_user_recent_idx ON claim_dispatches (user_id, created_at)`,
  ],
  down: [`DROP TABLE claim_dispatches`, `DROP TABLE claims`],
}) {}
