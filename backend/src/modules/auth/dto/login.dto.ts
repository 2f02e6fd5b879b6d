import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AuthMessages, PASSWORD_MAX_LENGTH } from '@dct/contracts';
import { EmailAddressRules, Rules } from '../../../common/validators';

export class LoginDto {
  @ApiProperty({ example: 'alex@example.com' })
  @EmailAddressRules({ required: AuthMessages.emailRequired, invalid: AuthMessages.emailInvalid })
  email: string;

  @ApiProperty()
  @Rules(
    IsString({ message: AuthMessages.passwordRequired }),
    IsNotEmpty({ message: AuthMessages.passwordRequired }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: AuthMessages.invalidCredentials }),
  )
  password: string;
}
