import { z } from 'zod';
import { CLAIM_TEXT_LIMITS, ClaimMessages, MIN_ASK_AMOUNT } from '../claim';
import { emptyToUndefined, isMoneyAmount } from '../fields';
import { EMAIL_MAX_LENGTH, MAX_MONEY } from '../limits';
import { optionalText } from './fields';

const contactEmail = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(EMAIL_MAX_LENGTH, ClaimMessages.emailInvalid).email(ClaimMessages.emailInvalid).optional(),
);

/** The new-claim dialog (spec §5): visit, amount (starting at what the downtime is worth; step 0.01) and an optional e-mail. */
export const claimFormSchema = z.object({
  visit_id: z.preprocess(
    (value) => (emptyToUndefined(value) === undefined ? undefined : Number(value)),
    z
      .number({ required_error: ClaimMessages.visitRequired, invalid_type_error: ClaimMessages.visitRequired })
      .int(ClaimMessages.visitRequired)
      .positive(ClaimMessages.visitRequired),
  ),
  ask_amount: z
    // An empty box is NaN: the amount is required, in words that say so.
    .number({ required_error: ClaimMessages.askAmountRequired, invalid_type_error: ClaimMessages.askAmountRequired })
    .min(MIN_ASK_AMOUNT, ClaimMessages.askAmountMin)
    .max(MAX_MONEY, ClaimMessages.amountInvalid('Ask amount'))
    .refine(isMoneyAmount, ClaimMessages.amountInvalid('Ask amount')),
  contact_email: contactEmail,
});

export type ClaimFormValues = z.infer<typeof claimFormSchema>;

/** Recording the dealer's answer: status Response with the reply pasted in. */
export const claimResponseSchema = z.object({
  dealer_reply: optionalText(CLAIM_TEXT_LIMITS.dealer_reply, ClaimMessages.tooLong('Dealer reply', CLAIM_TEXT_LIMITS.dealer_reply)),
  offered_amount: z.preprocess(
    emptyToUndefined,
    z
      .number({ invalid_type_error: ClaimMessages.amountInvalid('Offered amount') })
      .refine(isMoneyAmount, ClaimMessages.amountInvalid('Offered amount'))
      .optional(),
  ),
});

/** Closing a claim: what came of it. */
export const claimCloseSchema = z.object({
  recovered_amount: z.preprocess(
    emptyToUndefined,
    z
      .number({ invalid_type_error: ClaimMessages.amountInvalid('Recovered amount') })
      .refine(isMoneyAmount, ClaimMessages.amountInvalid('Recovered amount'))
      .optional(),
  ),
  outcome_notes: optionalText(CLAIM_TEXT_LIMITS.outcome_notes, ClaimMessages.tooLong('Outcome notes', CLAIM_TEXT_LIMITS.outcome_notes)),
});
