import { ApiProperty } from '@nestjs/swagger';
import type { CurrentUser, CurrentUserProfile } from '@dct/contracts';
import type { UserEntity } from '../user.entity';

export class CurrentUserResponse implements CurrentUserProfile {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The dealer New Visit starts with' }) preferred_dealer_id: number | null;
  @ApiProperty({ type: String, nullable: true, description: "The owner's US ZIP code: the dealer picker lists the nearest dealers to it" }) zip_code:
    string | null;
}

export function toCurrentUser(user: Pick<UserEntity, 'id' | 'email' | 'name'>): CurrentUser {
  return { id: user.id, email: user.email, name: user.name };
}
