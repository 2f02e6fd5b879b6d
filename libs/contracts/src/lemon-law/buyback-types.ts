export type { BuybackCostsInput } from '../schemas/buyback';
export type { BuybackEstimate } from '../schemas/answers/buyback';

/*
 * What the pages need of the buyback estimate: its words, the API's answer and the PUT body. The
 * per-state rules and the computation are `buyback.ts` (`@dct/contracts/lemon-law`).
 */

/** A cost line the owner adds to the buyback: collateral charges (taxes, fees, finance charges) or incidental costs (rentals, towing). */
export const BUYBACK_COST_KINDS = ['collateral', 'incidental'] as const;
export type BuybackCostKind = (typeof BUYBACK_COST_KINDS)[number];

/** Whether the use offset is the statute's own formula or the common formula shown as an estimate. */
export const BUYBACK_BASIS_KINDS = ['statute', 'estimate'] as const;
export type BuybackBasisKind = (typeof BUYBACK_BASIS_KINDS)[number];

/** Which miles the offset counts: those before the first repair of the defect, or all of the owner's miles to a settlement or hearing. */
export const BUYBACK_MILES_MEASURES = ['before_first_repair', 'to_settlement_or_hearing'] as const;
export type BuybackMilesMeasure = (typeof BUYBACK_MILES_MEASURES)[number];

export const BUYBACK_LIMITS = {
  /** Cost lines per vehicle. */
  lines: 50,
  label: 100,
  /** The odometer reading, as a visit's mileage. */
  mileage: 2_000_000,
} as const;

export const BuybackMessages = {
  notLegalAdvice: 'This is not legal advice.',
  stateRequired: 'Set the registration state to see which use-offset formula applies',
  priceRequired: 'Add the purchase price on the vehicle to estimate a buyback',
  deliveryMileageRequired: 'Add the mileage at delivery on the vehicle to compute the use offset',
  defectRequired: 'Name the defect on its repair visits so the first repair attempt can be found',
  firstRepairMileageRequired: (date: string) => `Record the mileage in on the first repair visit (${date}) to compute the use offset`,
  currentMileageRequired: 'Enter the current mileage (or at the settlement or hearing) to compute this state’s use offset',
  mileageBelowDelivery: 'The mileage used is below the mileage at delivery; check both readings',
  kindInvalid: 'Kind must be collateral or incidental',
  labelRequired: 'Describe the cost',
  labelTooLong: `Description must be at most ${BUYBACK_LIMITS.label} characters`,
  labelSingleLine: 'Description must be one line',
  amountInvalid: 'Amount must be a positive amount with at most 2 decimals',
  tooManyLines: `At most ${BUYBACK_LIMITS.lines} cost lines`,
  mileageInvalid: `Mileage must be a whole number of miles up to ${BUYBACK_LIMITS.mileage.toLocaleString('en-US')}`,
  mileageDateInvalid: 'Date of the reading must be a valid date (YYYY-MM-DD) from 1990 on',
} as const;
