import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, MinLength } from 'class-validator';
import { CONTACT_CATEGORIES, CONTACT_LIMITS, ContactMessages, type ContactCategory } from '@dct/contracts';
import { trimmed } from '../../../common/transforms';
import { EmailAddressRules, IsFilledText, MaxChars, Rules } from '../../../common/validators';

/** POST /api/contact (spec §5 "Contact form"). */
export class CreateContactMessageDto {
  @ApiProperty({ minLength: CONTACT_LIMITS.nameMin, maxLength: CONTACT_LIMITS.nameMax })
  @Transform(trimmed)
  @Rules(
    IsFilledText({ message: ContactMessages.nameRequired }),
    MinLength(CONTACT_LIMITS.nameMin, { message: ContactMessages.nameTooShort }),
    MaxChars(CONTACT_LIMITS.nameMax, { message: ContactMessages.nameTooLong }),
  )
  name: string;

  @ApiProperty({ format: 'email' })
  @EmailAddressRules({ required: ContactMessages.emailRequired, invalid: ContactMessages.emailInvalid })
  email: string;

  @ApiProperty({ minLength: CONTACT_LIMITS.subjectMin, maxLength: CONTACT_LIMITS.subjectMax })
  @Transform(trimmed)
  @Rules(
    IsFilledText({ message: ContactMessages.subjectRequired }),
    MinLength(CONTACT_LIMITS.subjectMin, { message: ContactMessages.subjectTooShort }),
    MaxChars(CONTACT_LIMITS.subjectMax, { message: ContactMessages.subjectTooLong }),
  )
  subject: string;

  @ApiProperty({ minLength: CONTACT_LIMITS.messageMin, maxLength: CONTACT_LIMITS.messageMax })
  @Transform(trimmed)
  @Rules(
    IsFilledText({ message: ContactMessages.messageRequired }),
    MinLength(CONTACT_LIMITS.messageMin, { message: ContactMessages.messageTooShort }),
    MaxChars(CONTACT_LIMITS.messageMax, { message: ContactMessages.messageTooLong }),
  )
  message: string;

  @ApiPropertyOptional({ enum: CONTACT_CATEGORIES, default: 'support' })
  @IsOptional()
  @IsIn(CONTACT_CATEGORIES, { message: ContactMessages.categoryInvalid })
  category?: ContactCategory;
}
