import { ApiProperty } from '@nestjs/swagger';
import { TRASH_KINDS, type TrashItem, type TrashKind } from '@dct/contracts';
import { RecordDependentsResponse } from '../../dependents/dto/dependents.response';

export class TrashItemResponse implements TrashItem {
  @ApiProperty({ enum: TRASH_KINDS, enumName: 'TrashKind' }) kind: TrashKind;
  @ApiProperty({ description: 'The record’s own id, which restoring gives it back' }) id: number;
  @ApiProperty({ description: 'Its name when it was deleted' }) name: string;
  @ApiProperty({ format: 'date-time' }) deleted_at: string;
  @ApiProperty({ description: 'Whole days before it is purged for good' }) days_left: number;
  @ApiProperty({ type: RecordDependentsResponse, description: 'What went with it' }) dependents: RecordDependentsResponse;
}
