import { US_STATE_CODES } from '@dct/contracts';
import { sqlMigration } from './sql-migration';

/** The state codes a vehicle may be registered in, as an SQL list. */
const states = US_STATE_CODES.map((code) => `'${code}'`).join(', ');

/**
 * What a lemon-law check needs: where a vehicle is registered, when and at what mileage it was
 * delivered, and whether it was new; which defect a visit repaired, under warranty or not, and
 * whether it was a safety defect. Every column is optional or has a default, so existing rows
 * stay valid (existing visits count as warranty repairs, as most dealer visits of a new car are).
 */
export class LemonLawFields1764250000000 extends sqlMigration({
  up: [
    `
      ALTER TABLE vehicles
        ADD COLUMN registration_state varchar(2),
        ADD COLUMN delivery_date date,
        ADD COLUMN delivery_mileage integer,
        ADD COLUMN condition varchar(8) NOT NULL DEFAULT 'new',
        ADD CONSTRAINT vehicles_registration_state CHECK (registration_state IN (${states})),
        ADD CONSTRAINT vehicles_delivery_mileage CHECK (delivery_mileage >= 0),
        ADD CONSTRAINT vehicles_condition CHECK (condition IN ('new', 'used'))`,
    `
      ALTER TABLE visits
        ADD COLUMN defect varchar(200),
        ADD COLUMN warranty_repair boolean NOT NULL DEFAULT true,
        ADD COLUMN safety_defect boolean NOT NULL DEFAULT false`,
  ],
  down: [
    `ALTER TABLE visits DROP COLUMN safety_defect, DROP COLUMN warranty_repair, DROP COLUMN defect`,
    `
      ALTER TABLE vehicles DROP COLUMN condition, DROP COLUMN delivery_mileage, DROP COLUMN delivery_date, DROP COLUMN registration_state`,
  ],
}) {}
