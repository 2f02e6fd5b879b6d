import { z } from 'zod';

/*
 * The pieces every answer's schema is built of. An answer's schema is its one description: the
 * contract type is its `z.infer`, and the OpenAPI document is made from it.
 */

/** A calendar day, YYYY-MM-DD. */
export const day = () => z.string().date();

/** An instant, ISO 8601 in UTC. */
export const instant = () => z.string().datetime();

export const rowId = () => z.number().int();

/** What every stored record adds to its fields. */
export const recordFields = {
  id: rowId(),
  created_at: instant(),
  updated_at: instant(),
};

/** Who in the household made a record and who changed it last (null once that account is gone). */
export const authorFields = {
  created_by_name: z.string().nullable().describe('The member who added it'),
  updated_by_name: z.string().nullable().describe('The member who changed it last'),
};
