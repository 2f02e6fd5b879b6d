import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Optional } from '@nestjs/common';
import Handlebars from 'handlebars';
import { dailyValue, dealerLocality, downtimeValue, todayIso, valuationMethodLabel, type Claim, type CurrentUser, type VisitDetail } from '@dct/contracts';
import { VISIT_DOCUMENTS, readVisitDocuments, type VisitDocumentsPort } from '../../../common/visit-documents.port';
import { EvidenceDocuments } from '../../../infra/pdf/evidence-document.service';

const TEMPLATE_FILE = join(__dirname, '..', '..', '..', '..', 'assets', 'templates', 'pdf', 'claim-statement.hbs');

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = (value: string) => new Date(`${value}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Evidence beyond this is left off the statement (it stays on the visit): a mail must stay sendable. */
const MAX_EVIDENCE_BYTES = 20 * 1024 * 1024;

/**
 * The claim's statement as a PDF: owner, vehicle and VIN, dealer, the visit's dates and days,
 * the valuation and the amount asked, then the visit's documents as evidence (EvidenceDocuments).
 */
@Injectable()
export class ClaimStatementService {
  private readonly template = Handlebars.compile(readFileSync(TEMPLATE_FILE, 'utf8'), { strict: false });

  constructor(
    private readonly evidence: EvidenceDocuments,
    @Optional() @Inject(VISIT_DOCUMENTS) private readonly documents?: VisitDocumentsPort,
  ) {}

  async render(claim: Claim, visit: VisitDetail, owner: CurrentUser): Promise<Buffer> {
    // The documents the owner chose for this claim (all of the visit's unless they chose), each once.
    const files = await readVisitDocuments(this.documents, owner.id, [claim.visit_id], MAX_EVIDENCE_BYTES, claim.document_ids);
    const daily = dailyValue(visit.vehicle, claim.valuation_method);
    return this.evidence.build(files, (evidence) =>
      this.template({
        claim,
        visit,
        vehicle: visit.vehicle,
        dealer: visit.dealer,
        owner,
        preparedOn: day(todayIso()),
        dateIn: day(visit.date_in),
        dateOut: visit.date_out ? day(visit.date_out) : 'Still at the dealer',
        dealerLocality: dealerLocality(visit.dealer),
        monthlyPayment: visit.vehicle.monthly_payment ? money.format(visit.vehicle.monthly_payment) : undefined,
        methodLabel: valuationMethodLabel(claim.valuation_method),
        daily: money.format(daily),
        calculated: money.format(downtimeValue(visit.days, daily)),
        asked: money.format(claim.ask_amount),
        responseDue: claim.response_due ? day(claim.response_due) : undefined,
        evidence,
      }),
    );
  }
}
