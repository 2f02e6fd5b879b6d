import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, Max, Min, Matches, ValidateNested } from 'class-validator';
import {
  AI_TEXT_LIMITS,
  AiMessages as M,
  CLAIM_STATUSES,
  LETTER_TONES,
  MAX_MONEY,
  VEHICLE_SEGMENTS,
  type ClaimStatus,
  type DraftLetterRequest,
  type LetterTone,
  type TriageReplyRequest,
  type ValueDowntimeRequest,
  type VehicleSegment,
} from '@dct/contracts';
import { MAX_INT4 } from '../../../common/parse-id.pipe';
import { IsMoney, OptionalChoice, OptionalDate, OptionalMoney, OptionalText, RequiredDate, RequiredText, Rules } from '../../../common/validators';

/** The id of one of the owner's records to fill the rest from; another owner's id is that record's 404. */
const OptionalRecordId = (description: string) =>
  Rules(
    ApiPropertyOptional({ type: Number, minimum: 1, description }),
    IsOptional(),
    IsInt({ message: `${description} must be a record id` }),
    Min(1, { message: `${description} must be a record id` }),
    Max(MAX_INT4, { message: `${description} must be a record id` }),
  );

const OptionalAmount = (label: string) =>
  Rules(
    ApiPropertyOptional({ type: Number, description: 'Dollars' }),
    IsOptional(),
    IsMoney({ message: M.moneyInvalid(label) }),
    Max(MAX_MONEY, { message: M.moneyInvalid(label) }),
  );

/** POST /api/ai/extract-ro as JSON: read a document already on one of the owner's visits instead of an upload. */
export class ExtractStoredDocumentDto {
  @Rules(
    ApiProperty({ type: Number, minimum: 1, description: "One of the owner's documents (another owner's answers 404)" }),
    IsInt({ message: M.documentIdInvalid }),
    Min(1, { message: M.documentIdInvalid }),
    Max(MAX_INT4, { message: M.documentIdInvalid }),
  )
  document_id: number;
}

/** POST /api/ai/value-downtime (spec §7): the dates, the monthly payment and the segment; or a visit to take them from. */
export class ValueDowntimeDto implements ValueDowntimeRequest {
  @OptionalDate(M.dateInvalid('Date in'))
  date_in?: string;

  @OptionalDate(M.dateInvalid('Date out'))
  date_out?: string | null;

  @OptionalMoney(M.moneyInvalid('Monthly payment'))
  monthly_payment?: number | null;

  @OptionalChoice(VEHICLE_SEGMENTS, M.segmentInvalid)
  segment?: VehicleSegment | null;

  @OptionalRecordId('Visit')
  visit_id?: number;
}

export class LetterDatesDto {
  @RequiredDate({ required: M.dateInRequired, invalid: M.dateInvalid('Date in') })
  date_in: string;

  @OptionalDate(M.dateInvalid('Date out'))
  date_out?: string | null;
}

const letterText = (label: string, max: number) => OptionalText(max, { notText: M.textRequired(label), tooLong: M.textTooLong(label, max) });

/** POST /api/ai/draft-letter (spec §7); with `claim_id`, what is left out comes from the claim. */
export class DraftLetterDto implements DraftLetterRequest {
  @letterText('Vehicle', AI_TEXT_LIMITS.label)
  vehicle_label?: string;

  @Rules(ApiPropertyOptional({ type: String, example: '123456' }), IsOptional(), Matches(/^[A-HJ-NPR-Za-hj-npr-z0-9]{6}$/, { message: M.vinLast6Invalid }))
  vin_last6?: string;

  @letterText('Dealer name', AI_TEXT_LIMITS.label)
  dealer_name?: string;

  @letterText('Service manager', AI_TEXT_LIMITS.service_manager)
  service_manager?: string | null;

  @Rules(ApiPropertyOptional({ type: LetterDatesDto }), IsOptional(), IsObject({ message: M.dateInRequired }), ValidateNested(), Type(() => LetterDatesDto))
  dates?: LetterDatesDto;

  @Rules(
    ApiPropertyOptional({ type: Number, minimum: 0, maximum: 3650 }),
    IsOptional(),
    IsInt({ message: M.daysInvalid }),
    Min(0, { message: M.daysInvalid }),
    Max(3650, { message: M.daysInvalid }),
  )
  days?: number;

  @OptionalAmount('Daily value')
  daily_value?: number;

  @OptionalAmount('Total')
  total?: number;

  @Rules(ApiProperty({ enum: LETTER_TONES }), IsIn(LETTER_TONES, { message: M.toneInvalid }))
  tone: LetterTone;

  @OptionalRecordId('Claim')
  claim_id?: number;
}

/** POST /api/ai/triage-reply (spec §7). */
export class TriageReplyDto implements TriageReplyRequest {
  @RequiredText(AI_TEXT_LIMITS.email_text, { required: M.noEmail, tooLong: M.emailTooLong })
  email_text: string;

  @OptionalChoice(CLAIM_STATUSES, M.statusInvalid)
  current_claim_status?: ClaimStatus | null;

  @OptionalRecordId('Claim')
  claim_id?: number;
}
