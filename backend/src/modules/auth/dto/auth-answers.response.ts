import { ApiProperty } from '@nestjs/swagger';
import { REGISTRATION_MODES, type RegistrationMode, type SignInProviders } from '@dct/contracts';

/** An answer that is only a message for the person (a link was mailed, a request was taken). */
export class MessageResponse {
  @ApiProperty() message: string;
}

class IdentityProviderDoc {
  @ApiProperty({ example: 'Acme ID' }) name: string;
}

export class SignInProvidersResponse implements SignInProviders {
  @ApiProperty({ type: IdentityProviderDoc, nullable: true, description: 'The OpenID Connect provider, when one is configured' })
  oidc: IdentityProviderDoc | null;
  @ApiProperty({ enum: REGISTRATION_MODES }) registration: RegistrationMode;
}
