import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  LemonLawMessages,
  ShareLinkMessages,
  US_STATE_NAMES,
  VEHICLE_CONDITION_LABELS,
  VISIT_STATUS_LABELS,
  downtimeDays,
  formatDay,
  todayIso,
  vehicleLabel,
  visitThreeCs,
  type LemonWatch,
  type Visit,
} from '@dct/contracts';
import { daysThresholdText, lemonLawThresholds, presumptionPeriodText } from '@dct/contracts/lemon-law';
import { VISIT_DOCUMENTS, type VisitDocumentsPort } from '../../common/visit-documents.port';
import { EvidenceDocuments, type EvidenceDocumentKind } from '../../infra/pdf/evidence-document.service';
import { LemonLawService } from './lemon-law.service';
import type { ActingMember } from '../../common/household-access';

/** Beyond 50 MB the remaining documents stay on their visits: one download, bounded memory. */
const CASE_FILE: EvidenceDocumentKind = { template: 'lemon-case-file', maxEvidenceBytes: 50 * 1024 * 1024 };

export const caseFileName = (vehicleId: number) => `vehicle-${vehicleId}-case-file.pdf`;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const miles = (value: number | null) => (value === null ? '' : value.toLocaleString('en-US'));

function chronologyRow(visit: Visit) {
  return {
    id: visit.id,
    dateIn: formatDay(visit.date_in),
    dateOut: visit.date_out ? formatDay(visit.date_out) : 'Still at the dealer',
    days: visit.days,
    dealer: visit.dealer_name,
    repairOrder: visit.ro_number ?? 'not recorded',
    issue: visit.primary_issue,
    defect: visit.defect ?? '',
    mileageIn: miles(visit.mileage_in),
    mileageOut: miles(visit.mileage_out),
    threeCs: visitThreeCs(visit),
    status: VISIT_STATUS_LABELS[visit.status],
    warranty: yesNo(visit.warranty_repair),
    safety: yesNo(visit.safety_defect),
  };
}

function watchSection(watch: LemonWatch) {
  const thresholds = lemonLawThresholds(watch.state);
  return {
    period: `${formatDay(watch.period_starts)} to ${watch.period_ends ? formatDay(watch.period_ends) : 'not ended'}`,
    days: `${watch.days_out_of_service} ${watch.day_kind ?? 'calendar'} days`,
    daysThreshold: daysThresholdText(thresholds) ?? 'None set',
    attempts: watch.repair_attempts.map((group) => ({ ...group, safety: yesNo(group.safety), threshold: group.threshold ?? 'None set' })),
    verdict: watch.likely_qualifies ? 'Likely qualifies: a presumption is met' : 'Not yet: no presumption is met',
    reasons: watch.reasons,
  };
}

/**
 * The vehicle's case file as a PDF: every visit in order (with its repair order, mileage and three
 * Cs), the totals, the lemon-watch result and the state's thresholds with their source, then the
 * visits' documents as evidence (EvidenceDocuments).
 */
@Injectable()
export class CaseFileService {
  constructor(
    private readonly lemonLaw: LemonLawService,
    private readonly evidence: EvidenceDocuments,
    @Optional() @Inject(VISIT_DOCUMENTS) private readonly documents?: VisitDocumentsPort,
  ) {}

  /**
   * The owner's case file; a shared copy may leave out the owner's e-mail (`hideContact`) and the
   * documents themselves (`withoutEvidence`: they carry money figures a link may hide).
   */
  async render(owner: ActingMember, vehicleId: number, shared: { hideContact?: boolean; withoutEvidence?: boolean } = {}): Promise<Buffer> {
    const { vehicle, visits, outcome } = await this.lemonLaw.record(owner.householdId, vehicleId);
    const thresholds = vehicle.registration_state ? lemonLawThresholds(vehicle.registration_state) : null;
    const warrantyVisits = visits.filter((visit) => visit.warranty_repair);
    return this.evidence.render(
      CASE_FILE,
      {
        owner: shared.hideContact ? { ...owner, email: '' } : owner,
        evidenceWithheld: shared.withoutEvidence ? ShareLinkMessages.evidenceWithheld : null,
        vehicle,
        title: vehicleLabel(vehicle),
        preparedOn: formatDay(todayIso()),
        stateName: vehicle.registration_state ? US_STATE_NAMES[vehicle.registration_state] : 'Not set',
        purchaseDate: vehicle.purchase_date ? formatDay(vehicle.purchase_date) : 'Not set',
        deliveryDate: vehicle.delivery_date ? formatDay(vehicle.delivery_date) : 'Not set (the purchase date stands in)',
        deliveryMileage: vehicle.delivery_mileage === null ? 'Not set' : `${miles(vehicle.delivery_mileage)} miles`,
        condition: VEHICLE_CONDITION_LABELS[vehicle.condition],
        visits: visits.map(chronologyRow),
        totals: {
          visits: visits.length,
          days: vehicle.downtime_days,
          warrantyVisits: warrantyVisits.length,
          warrantyDays: downtimeDays(warrantyVisits),
          safetyVisits: visits.filter((visit) => visit.safety_defect).length,
        },
        watch: outcome.ok ? watchSection(outcome.watch) : null,
        blocker: outcome.ok ? null : outcome.blocker.message,
        thresholds: thresholds && {
          ...thresholds,
          name: US_STATE_NAMES[thresholds.state],
          days: daysThresholdText(thresholds) ?? 'None set',
          period: presumptionPeriodText(thresholds),
          repairAttempts: thresholds.repair_attempts ?? 'None set',
          safetyAttempts: thresholds.safety_attempts ?? 'None set',
        },
        disclaimer: LemonLawMessages.notLegalAdvice,
      },
      { documents: shared.withoutEvidence ? undefined : this.documents, ownerId: owner.householdId, visitIds: visits.map((visit) => visit.id) },
    );
  }
}
