import { z } from 'zod';
import { BUYBACK_BASIS_KINDS, BUYBACK_COST_KINDS, BUYBACK_MILES_MEASURES } from '../../lemon-law/buyback-types';
import { US_STATE_CODES } from '../../lemon-law/us-states';
import { day, rowId } from './common';

/** One line of the arithmetic: what is added (positive) or taken off (negative). */
export const buybackLineSchema = z.object({
  label: z.string(),
  amount: z.number().describe('Dollars; the use offset is negative'),
});

/** A stored cost line as the owner entered it. */
export const buybackCostSchema = z.object({
  kind: z.enum(BUYBACK_COST_KINDS),
  label: z.string(),
  amount: z.number(),
});

/** GET /api/vehicles/{id}/buyback: the lemon-law buyback estimate, its arithmetic and its source. */
export const buybackEstimateSchema = z.object({
  state: z.enum(US_STATE_CODES).nullable().describe('The registration state; null until it is set'),
  lines: z.array(buybackLineSchema).describe('Price paid, collateral charges, incidental costs, then the use offset, in that order'),
  use_offset: z.number().nullable().describe('Dollars taken off for the owner’s use; null when it cannot be computed (see use_offset_reason)'),
  use_offset_reason: z.string().nullable().describe('Why use_offset is null'),
  estimate: z.number().nullable().describe('The sum of the lines; null without a purchase price'),
  basis: z.object({
    kind: z.enum(BUYBACK_BASIS_KINDS).describe("'statute' when the state's statute states the formula; 'estimate' when the common formula stands in"),
    statute: z.string(),
    formula: z.string().describe('The formula in words'),
    miles: z.enum(BUYBACK_MILES_MEASURES),
    divisor: z.number().int(),
    note: z.string().nullable(),
    source_url: z.string().url(),
  }),
  miles_used: z.number().int().nullable().describe('The miles the offset counts'),
  first_repair: z
    .object({
      defect: z.string(),
      visit_id: rowId(),
      date_in: day(),
      mileage_in: z.number().int().nullable(),
    })
    .nullable()
    .describe('The first repair visit of the defect repaired most often, where the offset’s miles end'),
  missing: z.array(z.object({ field: z.string(), message: z.string() })).describe('What to add for a complete estimate'),
  costs: z.array(buybackCostSchema).describe('The stored cost lines'),
  current_mileage: z.number().int().nullable(),
  current_mileage_date: day().nullable(),
});
/** GET /api/vehicles/{id}/buyback. */
export type BuybackEstimate = z.infer<typeof buybackEstimateSchema>;
