import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import type { Dealer } from '@dct/contracts';
import { withIsoTimestamps, type StoredRow } from '../../../common/owned-records';
import { RecordFieldsDoc } from '../../../common/record-fields.doc';
import { CreateDealerDto } from './create-dealer.dto';

class DealerOwnershipDoc {
  @ApiProperty({ description: 'True when the signed-in owner added it; false for the shared directory' }) owned: boolean;
}

export class DealerResponse extends IntersectionType(CreateDealerDto, DealerOwnershipDoc, RecordFieldsDoc) {}

export const toDealerResponse = (row: StoredRow<Dealer>): Dealer => withIsoTimestamps(row);
