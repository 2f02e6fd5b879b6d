import { ApiProperty } from '@nestjs/swagger';
import type { CurrentUser } from '@dct/contracts';
import type { UserEntity } from '../user.entity';

export class CurrentUserResponse implements CurrentUser {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
}

export function toCurrentUser(user: Pick<UserEntity, 'id' | 'email' | 'name'>): CurrentUser {
  return { id: user.id, email: user.email, name: user.name };
}
