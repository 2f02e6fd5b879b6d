import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { VALUATION_METHODS, VISIT_STATUSES, type ValuationMethod, type Visit, type VisitStatus } from '@dct/contracts';
import { DealerResponse } from '../../dealerships/dto/dealer.response';
import { VehicleResponse } from '../../vehicles/dto/vehicle.response';
import { withIsoTimestamps, type StoredRow } from '../../../common/owned-records';
import { RecordFieldsDoc } from '../../../common/record-fields.doc';
import { UpdateVisitInputDoc } from './visit-input.doc';

/** A visit as its view selects it: the stored columns plus the label, dealer name and days. */
type StoredVisit = Omit<Visit, 'loaner_provided' | 'notes'>;
export type VisitRow = StoredRow<StoredVisit>;

/** The one mapper to the API's `Visit`: both spellings of the spec, one stored value each. */
export const toVisitResponse = (row: VisitRow): Visit => ({ ...withIsoTimestamps<StoredVisit>(row), loaner_provided: row.loaner_flag, notes: row.issue_notes });

class VisitViewDoc {
  @ApiProperty({ example: '2021 Honda Accord' }) vehicle_label: string;
  @ApiProperty() dealer_name: string;
  @ApiProperty({ description: 'Days out of service: date in to date out, or to today while open; 0 when cancelled' }) days: number;
  @ApiProperty({ enum: VISIT_STATUSES, nullable: false }) status: VisitStatus;
  @ApiProperty({ enum: VALUATION_METHODS, nullable: true }) valuation_method: ValuationMethod | null;
  @ApiProperty({ nullable: false }) loaner_flag: boolean;
  @ApiProperty({ nullable: false, description: 'The same as loaner_flag' }) loaner_provided: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The same as issue_notes' }) notes: string | null;
  @ApiProperty({ nullable: false }) warranty_repair: boolean;
  @ApiProperty({ nullable: false }) safety_defect: boolean;
}

// Its fields as a PATCH describes them: optional ones null when unset (every answer has all of them).
export class VisitResponse extends IntersectionType(UpdateVisitInputDoc, VisitViewDoc, RecordFieldsDoc) {}

class VisitRecordsDoc {
  @ApiProperty({ type: VehicleResponse }) vehicle: VehicleResponse;
  @ApiProperty({ type: DealerResponse }) dealer: DealerResponse;
}

/** A visit with its vehicle and dealer. */
export class VisitDetailResponse extends IntersectionType(VisitResponse, VisitRecordsDoc) {}
