import { ApiProperty, IntersectionType, PickType } from '@nestjs/swagger';
import type { Dealer } from '@dct/contracts';
import { withIsoTimestamps, type StoredRow } from '../../../common/owned-records';
import { RecordFieldsDoc } from '../../../common/record-fields.doc';
import { CreateDealerDto } from './create-dealer.dto';

class DealerOwnershipDoc {
  @ApiProperty({ description: 'True when the signed-in owner added it; false for the shared directory' }) owned: boolean;
}

export class DealerResponse extends IntersectionType(CreateDealerDto, DealerOwnershipDoc, RecordFieldsDoc) {}

export const toDealerResponse = (row: StoredRow<Dealer>): Dealer => withIsoTimestamps(row);

class DistanceDoc {
  @ApiProperty({ description: 'Great-circle distance in miles' }) distance: number;
}

/** A directory dealer found by the search, with its distance from the searched point. */
export class DealershipResponse extends IntersectionType(
  PickType(DealerResponse, ['id', 'name', 'address', 'city', 'state', 'zip', 'phone', 'website', 'services', 'makes'] as const),
  DistanceDoc,
) {}
