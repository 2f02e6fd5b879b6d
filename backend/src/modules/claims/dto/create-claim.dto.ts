import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsIn, IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';
import {
  CLAIM_STATUSES,
  CLAIM_TEXT_LIMITS,
  ClaimMessages as M,
  MAX_MONEY,
  MIN_ASK_AMOUNT,
  VALUATION_METHODS,
  type ClaimStatus,
  type UpdateClaimInput,
  type ValuationMethod,
} from '@dct/contracts';
import { MAX_INT4 } from '../../../common/parse-id.pipe';
import { blankToNull } from '../../../common/transforms';
import {
  EmailAddressRules,
  IsMoney,
  OptionalBoolean,
  OptionalChoice,
  OptionalDate,
  OptionalMoney,
  OptionalText,
  RequiredId,
  Rules,
  ValidateWhenPresent,
} from '../../../common/validators';

const askAmount = (required: boolean) =>
  Rules(
    (required ? ApiProperty : ApiPropertyOptional)({ type: Number, minimum: MIN_ASK_AMOUNT, description: 'Dollars', example: 420 }),
    // On PATCH it may be left out, but not cleared: a claim always asks for an amount.
    ...(required ? [IsDefined({ message: M.askAmountMin })] : [ValidateWhenPresent()]),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.askAmountMin }),
    Min(MIN_ASK_AMOUNT, { message: M.askAmountMin }),
    Max(MAX_MONEY, { message: M.amountInvalid('Ask amount') }),
    IsMoney({ message: M.amountInvalid('Ask amount') }),
  );

/** The visit's documents the statement carries; null (or left out on create) means all of them. */
const documentIds = () =>
  Rules(
    ApiPropertyOptional({ type: [Number], nullable: true, description: "Ids of the visit's documents to send with the claim; null: all of them" }),
    IsOptional(),
    IsArray({ message: M.documentsInvalid }),
    ArrayMaxSize(100, { message: M.documentsInvalid }),
    IsInt({ each: true, message: M.documentsInvalid }),
    Min(1, { each: true, message: M.documentsInvalid }),
    Max(MAX_INT4, { each: true, message: M.documentsInvalid }),
  );

const contactEmail = () =>
  Rules(
    ApiPropertyOptional({ type: String, nullable: true, format: 'email' }),
    Transform(blankToNull),
    IsOptional(),
    EmailAddressRules({ required: M.emailInvalid, invalid: M.emailInvalid }),
  );

/** POST /api/claims (spec §5 "Claim form"): the rules of `claimFormSchema`, the amount optional here (see below). */
export class CreateClaimDto {
  @RequiredId(M.visitRequired)
  visit_id: number;

  /** Left out: what the visit's downtime is worth (days × daily value); 400 when that is nothing yet. */
  @askAmount(false)
  ask_amount?: number;

  @contactEmail()
  contact_email?: string | null;

  /** Unless given: MonthlyPayment when the vehicle has a monthly payment, else DailyFlatRate. */
  @OptionalChoice(VALUATION_METHODS, M.valuationMethodInvalid)
  valuation_method?: ValuationMethod | null;

  @documentIds()
  document_ids?: number[] | null;
}

/**
 * PATCH /api/claims/{id}: the amount, e-mail and method while Draft; a status move
 * (Sent → Response, Sent → Closed, Response → Closed) with the dealer's reply or the outcome.
 */
export class UpdateClaimDto implements UpdateClaimInput {
  @askAmount(false)
  ask_amount?: number;

  @contactEmail()
  contact_email?: string | null;

  @Rules(ApiPropertyOptional({ enum: VALUATION_METHODS }), ValidateWhenPresent(), IsIn(VALUATION_METHODS, { message: M.valuationMethodInvalid }))
  valuation_method?: ValuationMethod;

  @Rules(ApiPropertyOptional({ enum: CLAIM_STATUSES }), IsOptional(), IsIn(CLAIM_STATUSES, { message: M.statusInvalid }))
  status?: ClaimStatus;

  @OptionalText(CLAIM_TEXT_LIMITS.dealer_reply, { notText: M.textExpected('Dealer reply'), tooLong: M.tooLong('Dealer reply', CLAIM_TEXT_LIMITS.dealer_reply) })
  dealer_reply?: string | null;

  @OptionalText(CLAIM_TEXT_LIMITS.outcome_notes, {
    notText: M.textExpected('Outcome notes'),
    tooLong: M.tooLong('Outcome notes', CLAIM_TEXT_LIMITS.outcome_notes),
  })
  outcome_notes?: string | null;

  @OptionalMoney(M.amountInvalid('Recovered amount'))
  recovered_amount?: number | null;

  /** With a response: what the dealer offered. */
  @OptionalMoney(M.amountInvalid('Offered amount'))
  offered_amount?: number | null;

  @OptionalText(CLAIM_TEXT_LIMITS.letter_subject, {
    notText: M.textExpected('Letter subject'),
    tooLong: M.tooLong('Letter subject', CLAIM_TEXT_LIMITS.letter_subject),
  })
  letter_subject?: string | null;

  @OptionalText(CLAIM_TEXT_LIMITS.letter_body, { notText: M.textExpected('Letter body'), tooLong: M.tooLong('Letter body', CLAIM_TEXT_LIMITS.letter_body) })
  letter_body?: string | null;

  @OptionalDate(M.dueDateInvalid)
  response_due?: string | null;

  @documentIds()
  document_ids?: number[] | null;
}

/** POST /api/claims/{id}/remind: `early` confirms a reminder before the answer is due. */
export class RemindClaimDto {
  @OptionalBoolean(M.earlyInvalid)
  early?: boolean | null;
}
