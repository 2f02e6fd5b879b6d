import { ApiProperty } from '@nestjs/swagger';
import type { RecordDependents } from '@dct/contracts';

export class RecordDependentsResponse implements RecordDependents {
  @ApiProperty({ description: 'Visits that go with the record (a vehicle’s)' }) visits: number;
  @ApiProperty({ description: 'Claims that go with the record (of a vehicle’s visits, or of the visit)' }) claims: number;
  @ApiProperty({ description: 'Documents that go with the record (of a vehicle’s visits, or of the visit)' }) documents: number;
  @ApiProperty({ description: 'Mails (the claim and its reminders) that go with the claim' }) mails: number;
}
