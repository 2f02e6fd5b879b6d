import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { AuthMessages, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@dct/contracts';
import { trimmed } from '../../../common/transforms';
import { EmailAddressRules, Rules } from '../../../common/validators';

export class RegisterDto {
  @ApiProperty({ example: 'Alex Driver', maxLength: NAME_MAX_LENGTH })
  @Transform(trimmed)
  @Rules(
    IsString({ message: AuthMessages.nameRequired }),
    IsNotEmpty({ message: AuthMessages.nameRequired }),
    MaxLength(NAME_MAX_LENGTH, { message: AuthMessages.nameTooLong }),
  )
  name: string;

  @ApiProperty({ example: 'alex@example.com', maxLength: EMAIL_MAX_LENGTH })
  @EmailAddressRules({ required: AuthMessages.emailRequired, invalid: AuthMessages.emailInvalid })
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @Rules(
    IsString({ message: AuthMessages.passwordTooShort }),
    MinLength(PASSWORD_MIN_LENGTH, { message: AuthMessages.passwordTooShort }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: AuthMessages.passwordTooLong }),
  )
  password: string;
}
