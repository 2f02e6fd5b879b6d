import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  ClaimMessages,
  dailyValue,
  dealerLocality,
  downtimeValue,
  formatDay,
  formatMoney,
  todayIso,
  valuationMethodLabel,
  visitThreeCs,
  type Claim,
  type VisitDetail,
} from '@dct/contracts';
import { UnprocessableError } from '../../../common/domain-errors';
import { VISIT_DOCUMENTS, type VisitDocumentsPort } from '../../../common/visit-documents.port';
import { EvidenceDocuments, type EvidenceDocumentKind } from '../../../infra/pdf/evidence-document.service';
import type { ActingMember } from '../../../common/household-access';

/** Evidence beyond 20 MB is left off the statement (it stays on the visit): a mail must stay sendable. */
const STATEMENT: EvidenceDocumentKind = { template: 'claim-statement', maxEvidenceBytes: 20 * 1024 * 1024 };

/** "12,351 miles" (0 is a reading too). */
const formatMiles = (miles: number) => `${miles.toLocaleString('en-US')} miles`;

/**
 * The claim's statement as a PDF: owner, vehicle and VIN, dealer, the visit's dates, days, repair
 * order, mileage and three Cs, the valuation and the amount asked, then the visit's documents as
 * evidence (EvidenceDocuments).
 */
/** The statement names the vehicle by its VIN: a vehicle saved without one (from the catalog) must get it first (422). */
export function assertStatementReady(visit: VisitDetail): void {
  if (!visit.vehicle.vin) throw new UnprocessableError(ClaimMessages.vinRequired);
}

@Injectable()
export class ClaimStatementService {
  constructor(
    private readonly evidence: EvidenceDocuments,
    @Optional() @Inject(VISIT_DOCUMENTS) private readonly documents?: VisitDocumentsPort,
  ) {}

  async render(claim: Claim, visit: VisitDetail, owner: Pick<ActingMember, 'name' | 'email' | 'householdId'>): Promise<Buffer> {
    assertStatementReady(visit);
    const daily = dailyValue(visit.vehicle, claim.valuation_method);
    return this.evidence.render(
      STATEMENT,
      {
        claim,
        visit,
        vehicle: visit.vehicle,
        dealer: visit.dealer,
        owner,
        preparedOn: formatDay(todayIso()),
        dateIn: formatDay(visit.date_in),
        dateOut: visit.date_out ? formatDay(visit.date_out) : 'Still at the dealer',
        mileageIn: visit.mileage_in === null ? undefined : formatMiles(visit.mileage_in),
        mileageOut: visit.mileage_out === null ? undefined : formatMiles(visit.mileage_out),
        threeCs: visitThreeCs(visit),
        dealerLocality: dealerLocality(visit.dealer),
        monthlyPayment: visit.vehicle.monthly_payment ? formatMoney(visit.vehicle.monthly_payment) : undefined,
        methodLabel: valuationMethodLabel(claim.valuation_method),
        daily: formatMoney(daily),
        calculated: formatMoney(downtimeValue(visit.days, daily)),
        asked: formatMoney(claim.ask_amount),
        responseDue: claim.response_due ? formatDay(claim.response_due) : undefined,
      },
      // The documents the owner chose for this claim (all of the visit's unless they chose), each once.
      { documents: this.documents, ownerId: owner.householdId, visitIds: [claim.visit_id], only: claim.document_ids },
    );
  }
}
