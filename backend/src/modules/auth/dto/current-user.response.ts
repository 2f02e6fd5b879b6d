import type { CurrentUser } from '@dct/contracts';
import { currentUserProfileSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';
import type { UserEntity } from '../user.entity';

export const CurrentUserResponse = zodDocClass('CurrentUserResponse', currentUserProfileSchema);

export function toCurrentUser(user: Pick<UserEntity, 'id' | 'email' | 'name'>): CurrentUser {
  return { id: user.id, email: user.email, name: user.name };
}
