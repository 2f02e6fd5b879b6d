import type { z } from 'zod';
import { ClaimMessages } from '../claim';
import { VALUATION_METHODS } from '../visit';
import { claimFormSchema } from './claim';
import { optionalChoice } from './fields';

/** Blank means "the vehicle's default" (Monthly Payment when it has a monthly payment). */
const valuationMethod = optionalChoice(VALUATION_METHODS, ClaimMessages.valuationMethodInvalid);

/** The new-claim dialog: the claim form (spec §5) and, optionally, how the downtime is valued. */
export const newClaimFormSchema = claimFormSchema.extend({ valuation_method: valuationMethod });
export type NewClaimFormValues = z.infer<typeof newClaimFormSchema>;

/** Editing a draft: what is asked, of whom, and how it is valued. */
export const claimEditSchema = claimFormSchema.omit({ visit_id: true }).extend({ valuation_method: valuationMethod });
export type ClaimEditValues = z.infer<typeof claimEditSchema>;
