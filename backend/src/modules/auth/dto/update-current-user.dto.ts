import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DealerMessages, type UpdateCurrentUserInput } from '@dct/contracts';
import { MAX_INT4 } from '../../../common/parse-id.pipe';
import { Rules } from '../../../common/validators';

/** PATCH /api/auth/user: the owner's preferences. `null` clears one. */
export class UpdateCurrentUserDto implements Partial<UpdateCurrentUserInput> {
  @Rules(
    ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, description: 'A dealer the owner can see; New Visit starts with it' }),
    IsOptional(),
    IsInt({ message: DealerMessages.notFound }),
    Min(1, { message: DealerMessages.notFound }),
    Max(MAX_INT4, { message: DealerMessages.notFound }),
  )
  preferred_dealer_id?: number | null;
}
