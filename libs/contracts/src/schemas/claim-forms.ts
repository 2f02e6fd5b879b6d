import type { z } from 'zod';
import { claimFormSchema, optionalValuationMethod } from './claim';

/** The new-claim dialog: the claim form (spec §5) and, optionally, how the downtime is valued. */
export const newClaimFormSchema = claimFormSchema.extend({ valuation_method: optionalValuationMethod });
export type NewClaimFormValues = z.infer<typeof newClaimFormSchema>;

/** Editing a draft: what is asked, of whom, and how it is valued. */
export const claimEditSchema = claimFormSchema.omit({ visit_id: true }).extend({ valuation_method: optionalValuationMethod });
export type ClaimEditValues = z.infer<typeof claimEditSchema>;
