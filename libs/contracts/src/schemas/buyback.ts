import { z } from 'zod';
import { BUYBACK_COST_KINDS, BUYBACK_LIMITS, BuybackMessages } from '../lemon-law/buyback-types';
import { emptyToUndefined, isIsoDate, isMoneyAmount } from '../fields';
import { requiredText } from './fields';

/** Odometer readings before this year are typing mistakes for a vehicle still under a lemon-law claim. */
const MIN_READING_YEAR = 1990;

/** One cost line: collateral or incidental, a one-line label, a positive amount in dollars and cents. */
export const buybackCostLineSchema = z.object({
  kind: z.enum(BUYBACK_COST_KINDS, { errorMap: () => ({ message: BuybackMessages.kindInvalid }) }),
  label: requiredText(BUYBACK_LIMITS.label, {
    required: BuybackMessages.labelRequired,
    tooLong: BuybackMessages.labelTooLong,
    singleLine: BuybackMessages.labelSingleLine,
  }),
  amount: z
    .number({ required_error: BuybackMessages.amountInvalid, invalid_type_error: BuybackMessages.amountInvalid })
    .refine((value) => isMoneyAmount(value) && value > 0, BuybackMessages.amountInvalid),
});

/** PUT /api/vehicles/{id}/buyback: replaces the vehicle's cost lines and current mileage as a whole. */
export const buybackCostsInputSchema = z
  .object({
    lines: z.array(buybackCostLineSchema).max(BUYBACK_LIMITS.lines, BuybackMessages.tooManyLines),
    current_mileage: z.preprocess(
      emptyToUndefined,
      z
        .number({ invalid_type_error: BuybackMessages.mileageInvalid })
        .int(BuybackMessages.mileageInvalid)
        .min(0, BuybackMessages.mileageInvalid)
        .max(BUYBACK_LIMITS.mileage, BuybackMessages.mileageInvalid)
        .nullable()
        .optional(),
    ),
    current_mileage_date: z.preprocess(
      emptyToUndefined,
      z
        .string({ invalid_type_error: BuybackMessages.mileageDateInvalid })
        .refine((value) => isIsoDate(value) && Number(value.slice(0, 4)) >= MIN_READING_YEAR, BuybackMessages.mileageDateInvalid)
        .nullable()
        .optional(),
    ),
  })
  .strict();
/** PUT /api/vehicles/{id}/buyback: the owner's cost lines and current mileage, replacing what was stored. */
export type BuybackCostsInput = z.infer<typeof buybackCostsInputSchema>;
