import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNumber, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { DEALER_FIELD_LABELS as LABELS, DEALER_LIST_LIMITS, DEALER_TEXT_LIMITS as LIMITS, DealerMessages as M, type CreateDealerInput } from '@dct/contracts';
import { blankToNull } from '../../../common/transforms';
import { EmailAddressRules, MaxChars, OptionalText, RequiredText, Rules, ValidateWhenPresent } from '../../../common/validators';

const text = (field: Exclude<keyof typeof LIMITS, 'name'>) =>
  OptionalText(LIMITS[field], { notText: M.textExpected(LABELS[field]), tooLong: M.tooLong(LABELS[field], LIMITS[field]) });

const coordinate = (min: number, max: number, message: string) =>
  Rules(
    ApiPropertyOptional({ type: Number, nullable: true, minimum: min, maximum: max }),
    Transform(blankToNull),
    IsOptional(),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message }),
    Min(min, { message }),
    Max(max, { message }),
  );

/** A list of names: left out, it is empty; null is not a list (the column holds a list, never nothing). */
const nameList = (label: string) =>
  Rules(
    ApiPropertyOptional({ type: [String], maxItems: DEALER_LIST_LIMITS.items }),
    ValidateWhenPresent(),
    IsArray({ message: M.listInvalid(label) }),
    ArrayMaxSize(DEALER_LIST_LIMITS.items, { message: M.listInvalid(label) }),
    IsString({ each: true, message: M.listInvalid(label) }),
    MaxChars(DEALER_LIST_LIMITS.itemLength, { each: true, message: M.listInvalid(label) }),
  );

/** POST /api/dealers: a dealer the owner adds for their own visits (the `dealerFormSchema` rules). */
export class CreateDealerDto implements CreateDealerInput {
  @RequiredText(LIMITS.name, { required: M.nameRequired, tooLong: M.tooLong(LABELS.name, LIMITS.name) }, 'Sunrise Honda')
  name: string;

  @text('address')
  address?: string;

  @text('city')
  city?: string;

  @text('state')
  state?: string;

  @text('zip')
  zip?: string;

  @text('phone')
  phone?: string;

  @Rules(ApiPropertyOptional({ type: String, nullable: true, format: 'email' }), Transform(blankToNull), IsOptional())
  @EmailAddressRules({ required: M.emailInvalid, invalid: M.emailInvalid })
  email?: string;

  @Rules(
    ApiPropertyOptional({ type: String, nullable: true, example: 'https://www.sunrisehonda.example' }),
    Transform(blankToNull),
    IsOptional(),
    IsString({ message: M.websiteInvalid }),
    MaxChars(LIMITS.website, { message: M.tooLong(LABELS.website, LIMITS.website) }),
    Matches(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, { message: M.websiteInvalid }),
  )
  website?: string;

  @coordinate(-90, 90, M.latInvalid)
  lat?: number;

  @coordinate(-180, 180, M.lngInvalid)
  lng?: number;

  @nameList('Makes')
  makes?: string[];

  @nameList('Services')
  services?: string[];
}
