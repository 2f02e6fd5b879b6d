import { types } from 'pg';

/**
 * How PostgreSQL values arrive in JavaScript, set once for every connection of the process:
 * - numeric (money, numeric(12,2)) as a number of dollars — exact for every amount the columns hold;
 * - date (a calendar day) as its 'YYYY-MM-DD' text, never a Date shifted by the time zone.
 * Rows can then go to JSON as they are selected, with no per-column conversion.
 */
const NUMERIC_OID = 1700;
const DATE_OID = 1082;

types.setTypeParser(NUMERIC_OID, (value) => Number(value));
types.setTypeParser(DATE_OID, (value) => value);
