import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import type { Visit } from '@dct/contracts';
import { withIsoTimestamps, type StoredRow } from '../../../common/owned-records';
import { RecordFieldsDoc } from '../../../common/record-fields.doc';
import { CreateVisitDto } from './create-visit.dto';

/** A visit as its view selects it: the stored columns plus the label, dealer name and days. */
type StoredVisit = Omit<Visit, 'loaner_provided' | 'notes'>;
export type VisitRow = StoredRow<StoredVisit>;

/** The one mapper to the API's `Visit`: both spellings of the spec, one stored value each. */
export const toVisitResponse = (row: VisitRow): Visit => ({ ...withIsoTimestamps<StoredVisit>(row), loaner_provided: row.loaner_flag, notes: row.issue_notes });

class VisitViewDoc {
  @ApiProperty({ example: '2021 Honda Accord' }) vehicle_label: string;
  @ApiProperty() dealer_name: string;
  @ApiProperty({ description: 'Days out of service: date in to date out, or to today while open; 0 when cancelled' }) days: number;
}

export class VisitResponse extends IntersectionType(CreateVisitDto, VisitViewDoc, RecordFieldsDoc) {}
