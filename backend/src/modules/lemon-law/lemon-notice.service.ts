import { Injectable } from '@nestjs/common';
import { LemonNoticeMessages, formatDay, lemonWatchUrgent, lemonWatchSummary, todayIso, type LemonNoticeDraft } from '@dct/contracts';
import { lemonNotice } from '@dct/contracts/lemon-law';
import { ConflictError } from '../../common/domain-errors';
import { EvidenceDocuments, type EvidenceDocumentKind } from '../../infra/pdf/evidence-document.service';
import { LemonLawService } from './lemon-law.service';
import type { ActingMember } from '../../common/household-access';

/** A letter carries no documents: the template alone, rendered by the PDF renderer the statements use. */
const NOTICE: EvidenceDocumentKind = { template: 'lemon-notice', maxEvidenceBytes: 0 };

/**
 * The written notice to the manufacturer, offered once the vehicle's watch is near or met: the
 * draft from the facts (`lemonNotice` in contracts) and the owner's edited letter as a PDF.
 */
@Injectable()
export class LemonNoticeService {
  constructor(
    private readonly lemonLaw: LemonLawService,
    private readonly evidence: EvidenceDocuments,
  ) {}

  /** 404 unless the owner's; 409 without a state and delivery date, or while the watch is neither near nor met. */
  async draft(owner: ActingMember, vehicleId: number): Promise<LemonNoticeDraft> {
    return (await this.prepare(owner, vehicleId)).draft;
  }

  /**
   * The letter as the owner edited it, framed as a letter: sender, date, addressee, subject,
   * signature line. The letter goes from the owner to the manufacturer, so it carries no note of
   * ours: that this is not legal advice is said on the owner's screen and in the case file.
   */
  async render(owner: ActingMember, vehicleId: number, letter: string): Promise<{ pdf: Buffer; fileName: string }> {
    const { vehicle, draft } = await this.prepare(owner, vehicleId);
    const pdf = await this.evidence.render(
      NOTICE,
      {
        owner,
        date: formatDay(todayIso()),
        make: vehicle.make,
        subject: draft.subject,
        letter,
      },
      { documents: undefined, ownerId: owner.householdId, visitIds: [] },
    );
    return { pdf, fileName: draft.file_name };
  }

  private async prepare(owner: ActingMember, vehicleId: number) {
    const { vehicle, visits, outcome } = await this.lemonLaw.record(owner.householdId, vehicleId);
    if (!outcome.ok) throw new ConflictError(LemonNoticeMessages.watchRequired);
    const today = todayIso();
    if (!lemonWatchUrgent(lemonWatchSummary(outcome.watch, today))) throw new ConflictError(LemonNoticeMessages.notNear);
    return { vehicle, draft: lemonNotice(vehicle, visits, outcome.watch, owner, today) };
  }
}
