import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { AccountMessages, AuthMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@dct/contracts';
import { EmailAddressRules, Rules } from '../../../common/validators';

const NewPasswordRules = () =>
  Rules(
    ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
    IsString({ message: AuthMessages.passwordTooShort }),
    MinLength(PASSWORD_MIN_LENGTH, { message: AuthMessages.passwordTooShort }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: AuthMessages.passwordTooLong }),
  );

/** POST /api/auth/password */
export class ChangePasswordDto {
  @Rules(
    ApiProperty(),
    IsString({ message: AccountMessages.currentPasswordRequired }),
    IsNotEmpty({ message: AccountMessages.currentPasswordRequired }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: AccountMessages.currentPasswordIncorrect }),
  )
  current_password: string;

  @NewPasswordRules()
  new_password: string;
}

/** POST /api/auth/password-reset */
export class PasswordResetRequestDto {
  @ApiProperty({ example: 'alex@example.com' })
  @EmailAddressRules({ required: AuthMessages.emailRequired, invalid: AuthMessages.emailInvalid })
  email: string;
}

/** POST /api/auth/password-reset/confirm */
export class PasswordResetConfirmDto {
  @Rules(
    ApiProperty(),
    IsString({ message: AccountMessages.resetLinkInvalid }),
    IsNotEmpty({ message: AccountMessages.resetLinkInvalid }),
    MaxLength(200, { message: AccountMessages.resetLinkInvalid }),
  )
  token: string;

  @NewPasswordRules()
  new_password: string;
}
