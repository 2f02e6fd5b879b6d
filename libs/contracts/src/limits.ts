/** Business constants of spec §9 that both sides enforce. */
export const VIN_LENGTH = 17;
export const VIN_VISIBLE_SUFFIX = 6;
export const MIN_VEHICLE_YEAR = 1900;
/** Calendar days before this year are typing mistakes (and year 0 does not exist in PostgreSQL). */
export const MIN_DATE_YEAR = 1900;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** A mailed link's token (sign-up confirmation, password reset): longer is no token of ours. */
export const LINK_TOKEN_MAX_LENGTH = 200;
/** The largest id an integer (serial) column holds. */
export const MAX_ROW_ID = 2_147_483_647;
/** Free-text limits: generous for people, small enough that a row stays a row. */
export const SHORT_TEXT_MAX = 100;
export const PLATE_MAX = 20;
export const NOTES_MAX = 2000;
/** numeric(12,2): the largest amount the database column holds. */
export const MAX_MONEY = 9_999_999_999.99;
/** An odometer reading (a vehicle's delivery mileage, a visit's mileage in and out). */
export const MAX_MILEAGE = 2_000_000;
/** How long a password-reset link works. */
export const PASSWORD_RESET_MINUTES = 60;
/** Exhibits one case packet may name: beyond this the request is refused whole (413), nothing is read. */
export const CASE_PACKET_MAX_EXHIBITS = 200;

/** The newest model year accepted: next year's models are sold this year. */
export function maxVehicleYear(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}
