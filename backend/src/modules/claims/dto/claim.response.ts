import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import type { Claim, ClaimDelivery } from '@dct/contracts';
import { RecordFieldsDoc } from '../../../common/record-fields.doc';
import { CreateClaimDto, UpdateClaimDto } from './create-claim.dto';

/** A claim as its view selects it: stored columns (timestamps as Dates) and the visit's fields. */
export type ClaimRow = Omit<Claim, 'created_at' | 'updated_at' | 'sent_at' | 'closed_at'> & {
  created_at: Date;
  updated_at: Date;
  sent_at: Date | null;
  closed_at: Date | null;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The one mapper to the API's `Claim`. */
export const toClaimResponse = (row: ClaimRow): Claim => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  sent_at: iso(row.sent_at),
  closed_at: iso(row.closed_at),
});

class ClaimViewDoc {
  @ApiProperty() status: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) response_due: string | null;
  @ApiProperty() vehicle_id: number;
  @ApiProperty() primary_issue: string;
  @ApiProperty({ format: 'date' }) date_in: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) date_out: string | null;
  @ApiProperty() vehicle_label: string;
  @ApiProperty() dealer_name: string;
  @ApiProperty({ description: 'Sent, past its response due date, no response recorded' }) overdue: boolean;
  @ApiProperty({ nullable: true, description: 'The latest mail: state (queued, sending, delivered, failed), attempts, last_error' })
  delivery: ClaimDelivery | null;
  @ApiProperty({ type: String, nullable: true, description: "Where the claim mail goes: the contact e-mail, else the dealer's" }) recipient: string | null;
  @ApiProperty({ description: "The visit's days out of service" }) days: number;
  @ApiProperty({ description: "How many of the visit's documents the statement carries" }) document_count: number;
}

export class ClaimResponse extends IntersectionType(CreateClaimDto, UpdateClaimDto, ClaimViewDoc, RecordFieldsDoc) {}
