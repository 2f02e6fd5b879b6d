import { ApiProperty } from '@nestjs/swagger';
import type { RecordDependents } from '@dct/contracts';

export class RecordDependentsResponse implements RecordDependents {
  @ApiProperty({ description: 'Visits that go with the record (a vehicle’s)' }) visits: number;
  @ApiProperty({ description: 'Claims that go with the record (of a vehicle’s visits, or of the visit)' }) claims: number;
  @ApiProperty({ description: 'Documents that go with the record (of a vehicle’s visits, or of the visit)' }) documents: number;
  @ApiProperty({ description: 'Mails (a claim’s own and its reminders) that go with the record: the claim’s, or those of the claims that go' })
  mails: number;
  @ApiProperty({ type: [Number], description: 'The numbers of the claims that go, oldest first' }) claim_ids: number[];
  @ApiProperty({ description: 'Repair attempts the lemon-law watch counts now and would no longer count' }) lemon_law_attempts: number;
}
