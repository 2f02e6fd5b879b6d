import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AuthMessages, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@dct/contracts';
import { trimmed } from '../../../common/transforms';
import { Rules } from '../../../common/validators';

export class LoginDto {
  @ApiProperty({ example: 'alex@example.com' })
  @Transform(trimmed)
  @Rules(
    IsString({ message: AuthMessages.emailRequired }),
    IsNotEmpty({ message: AuthMessages.emailRequired }),
    MaxLength(EMAIL_MAX_LENGTH, { message: AuthMessages.emailInvalid }),
    IsEmail({}, { message: AuthMessages.emailInvalid }),
  )
  email: string;

  @ApiProperty()
  @Rules(
    IsString({ message: AuthMessages.passwordRequired }),
    IsNotEmpty({ message: AuthMessages.passwordRequired }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: AuthMessages.invalidCredentials }),
  )
  password: string;
}
