import { sqlMigration } from './sql-migration';

/**
 * What the dealer's offer is: cash, or a credit spent only at the dealer ("$200 off the next
 * service"). Null where no offer is recorded, or its kind was never said.
 */
export class OfferKind1765400000000 extends sqlMigration({
  up: [`ALTER TABLE claims ADD COLUMN offer_kind varchar(8) CONSTRAINT claims_offer_kind_check CHECK (offer_kind IN ('cash', 'credit'))`],
  down: [`ALTER TABLE claims DROP COLUMN offer_kind`],
}) {}
