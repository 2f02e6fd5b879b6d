import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import {
  CLAIM_STATUSES,
  DELIVERY_STATES,
  VALUATION_METHODS,
  type Claim,
  type ClaimDelivery,
  type ClaimStatus,
  type DeliveryState,
  type ValuationMethod,
} from '@dct/contracts';
import { DealerResponse } from '../../dealerships/dto/dealer.response';
import { DocumentResponse } from '../../documents/dto/document.response';
import { VehicleResponse } from '../../vehicles/dto/vehicle.response';
import { VisitResponse } from '../../visits/dto/visit.response';
import { RecordFieldsDoc } from '../../../common/record-fields.doc';
import { CreateClaimInputDoc, UpdateClaimInputDoc } from './claim-input.doc';

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

class ClaimDeliveryDoc implements ClaimDelivery {
  @ApiProperty({ enum: DELIVERY_STATES }) state: DeliveryState;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, nullable: true }) last_error: string | null;
}

class ClaimViewDoc {
  @ApiProperty({ enum: CLAIM_STATUSES, nullable: false }) status: ClaimStatus;
  @ApiProperty({ enum: VALUATION_METHODS, nullable: false }) valuation_method: ValuationMethod;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) response_due: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) sent_at: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) closed_at: string | null;
  @ApiProperty() vehicle_id: number;
  @ApiProperty() primary_issue: string;
  @ApiProperty({ format: 'date' }) date_in: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) date_out: string | null;
  @ApiProperty() vehicle_label: string;
  @ApiProperty() dealer_name: string;
  @ApiProperty({ description: 'Sent, past its response due date, no response recorded' }) overdue: boolean;
  @ApiProperty({ type: ClaimDeliveryDoc, nullable: true, description: 'The latest mail; null until sent' })
  delivery: ClaimDelivery | null;
  @ApiProperty({ type: String, nullable: true, description: "Where the claim mail goes: the contact e-mail, else the dealer's" }) recipient: string | null;
  @ApiProperty({ description: "The visit's days out of service" }) days: number;
  @ApiProperty({ description: "How many of the visit's documents the statement carries" }) document_count: number;
}

// Its fields as the schemas the API validates with describe them (a PATCH's nullable ones null when unset), then the view's.
export class ClaimResponse extends IntersectionType(CreateClaimInputDoc, UpdateClaimInputDoc, ClaimViewDoc, RecordFieldsDoc) {}

class ClaimDispatchDoc extends ClaimDeliveryDoc {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['claim', 'reminder'] }) kind: 'claim' | 'reminder';
  @ApiProperty() recipient: string;
  @ApiProperty() reply_to: string;
  @ApiProperty() subject: string;
  @ApiProperty() body_text: string;
  @ApiProperty({ type: String, nullable: true }) attachment_name: string | null;
  @ApiProperty() message_id: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) delivered_at: string | null;
}

class ClaimRecordsDoc {
  @ApiProperty({ type: VisitResponse }) visit: VisitResponse;
  @ApiProperty({ type: VehicleResponse }) vehicle: VehicleResponse;
  @ApiProperty({ type: DealerResponse }) dealer: DealerResponse;
  @ApiProperty({ type: [DocumentResponse] }) documents: DocumentResponse[];
  @ApiProperty({ type: [ClaimDispatchDoc], description: 'Every mail sent for the claim, newest first' }) dispatches: ClaimDispatchDoc[];
}

/** A claim with its visit, vehicle, dealer, documents and mails. */
export class ClaimDetailResponse extends IntersectionType(ClaimResponse, ClaimRecordsDoc) {}
