import { ApiProperty, IntersectionType, PickType } from '@nestjs/swagger';
import type { Dealer } from '@dct/contracts';
import { withIsoTimestamps, type StoredRow } from '../../../common/owned-records';
import { RecordFieldsDoc } from '../../../common/record-fields.doc';
import { DealerFieldsDoc } from './dealer-input.doc';

class DealerOwnershipDoc {
  @ApiProperty({ description: 'True when the signed-in owner added it; false for the shared directory' }) owned: boolean;
}

/** OpenAPI's picture of a dealer: its fields (described from the schema the API validates with), whose it is, id and timestamps. */
export class DealerResponse extends IntersectionType(DealerFieldsDoc, DealerOwnershipDoc, RecordFieldsDoc) {}

export const toDealerResponse = (row: StoredRow<Dealer>): Dealer => withIsoTimestamps(row);

class ListDistanceDoc {
  @ApiProperty({ type: Number, nullable: true, description: 'Great-circle distance in miles from near; null without near or without coordinates' })
  distance: number | null;
}

/** A dealer in GET /api/dealers. */
export class DealerListItemResponse extends IntersectionType(DealerResponse, ListDistanceDoc) {}

class DistanceDoc {
  @ApiProperty({ description: 'Great-circle distance in miles' }) distance: number;
}

/** A directory dealer found by the search, with its distance from the searched point. */
export class DealershipResponse extends IntersectionType(
  PickType(DealerResponse, ['id', 'name', 'address', 'city', 'state', 'zip', 'phone', 'website', 'services', 'makes'] as const),
  DistanceDoc,
) {}
