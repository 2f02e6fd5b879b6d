import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AccountMessages, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, type DeleteAccountInput } from '@dct/contracts';
import { Rules } from '../../../common/validators';

/** DELETE /api/account: the password, or the account's e-mail when it has no password. */
export class DeleteAccountDto implements DeleteAccountInput {
  @Rules(
    ApiPropertyOptional(),
    IsOptional(),
    IsString({ message: AccountMessages.passwordIncorrect }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: AccountMessages.passwordIncorrect }),
  )
  password?: string;

  @Rules(
    ApiPropertyOptional(),
    IsOptional(),
    IsString({ message: AccountMessages.emailMismatch }),
    MaxLength(EMAIL_MAX_LENGTH, { message: AccountMessages.emailMismatch }),
  )
  email?: string;
}
