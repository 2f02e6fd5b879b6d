import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { AuthMessages, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@dct/contracts';
import { EmailAddressRules, RequiredText, Rules } from '../../../common/validators';

export class RegisterDto {
  @RequiredText(NAME_MAX_LENGTH, { required: AuthMessages.nameRequired, tooLong: AuthMessages.nameTooLong }, 'Alex Driver')
  name: string;

  @ApiProperty({ example: 'alex@example.com', maxLength: 254 })
  @EmailAddressRules({ required: AuthMessages.emailRequired, invalid: AuthMessages.emailInvalid })
  email: string;

  @Rules(
    ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
    IsString({ message: AuthMessages.passwordTooShort }),
    MinLength(PASSWORD_MIN_LENGTH, { message: AuthMessages.passwordTooShort }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: AuthMessages.passwordTooLong }),
  )
  /** How easy it is to guess is checked by the service (PasswordPolicy), in a worker thread. */
  password: string;
}

/** POST /api/auth/register/confirm: the token of the link mailed under REGISTRATION=verify. */
export class ConfirmRegistrationDto {
  @Rules(
    ApiProperty(),
    IsString({ message: AuthMessages.confirmLinkInvalid }),
    IsNotEmpty({ message: AuthMessages.confirmLinkInvalid }),
    MaxLength(200, { message: AuthMessages.confirmLinkInvalid }),
  )
  token: string;
}
