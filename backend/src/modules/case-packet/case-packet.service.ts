import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Optional } from '@nestjs/common';
import Handlebars from 'handlebars';
import {
  CASE_PACKET_MAX_EXHIBITS,
  CORRESPONDENCE_DIRECTION_LABELS,
  CORRESPONDENCE_METHOD_LABELS,
  CORRESPONDENCE_PARTY_LABELS,
  CasePacketMessages,
  MAX_EVIDENCE_PDF_PAGES,
  MAX_IMAGE_PIXELS,
  US_STATE_NAMES,
  casePacketFieldErrors,
  formatDay,
  formatMoney,
  todayIso,
  vehicleLabel,
  visitThreeCs,
  type BuybackEstimate,
  type CasePacketInput,
  type CorrespondenceItem,
  type LemonWatch,
  type Visit,
} from '@dct/contracts';
import { daysThresholdText, lemonLawThresholds, lemonWatch } from '@dct/contracts/lemon-law';
import { ASSETS_DIR } from '../../common/assets-dir';
import { InvalidFieldsError, TooLargeError } from '../../common/domain-errors';
import { imageSize } from '../../common/image-size';
import { VISIT_DOCUMENTS, readAll, type StoredDocumentFile, type VisitDocumentsPort } from '../../common/visit-documents.port';
import type { LeftOutReason } from '../../infra/pdf/evidence-pdf';
import type { PacketExhibit } from '../../infra/pdf/packet-pdf';
import { PdfRenderer } from '../../infra/pdf/pdf-renderer.service';
import { EXHIBIT_FACTS_TASK, PACKET_TASK } from '../../infra/pdf/pdf.tasks';
import { WorkerPool } from '../../infra/worker-pool/worker-pool.service';
import { BuybackService } from '../buyback/buyback.service';
import { CorrespondenceService } from '../correspondence/correspondence.service';
import { LemonLawService } from '../lemon-law/lemon-law.service';
import type { ActingMember } from '../../common/household-access';

const TEMPLATES_DIR = join(ASSETS_DIR, 'templates', 'pdf');

/** Exhibits beyond 50 MB in all stay on their visits, as with the case file: one download, bounded memory. */
const MAX_EXHIBIT_BYTES = 50 * 1024 * 1024;
/** Pages of exhibits one packet carries in all, as a case file's evidence. */
const MAX_EXHIBIT_PAGES = 500;

const NOT_APPENDED: Record<LeftOutReason | 'too-many-pixels' | 'too-many-bytes' | 'not-a-pdf-or-image', string> = {
  unreadable: 'the PDF could not be read',
  'too-many-pages': `it has more than ${MAX_EVIDENCE_PDF_PAGES} pages`,
  'document-full': `the packet already carries ${MAX_EXHIBIT_PAGES} pages of exhibits`,
  'too-many-pixels': 'the image is too large to lay out',
  'too-many-bytes': `the packet already carries ${MAX_EXHIBIT_BYTES / 1024 / 1024} MB of exhibits`,
  'not-a-pdf-or-image': 'it is neither a PDF nor an image',
};

/** Whom the cover names ('Case packet for BBB AUTO LINE'); a state attorney general's by the state's name. */
const ADDRESSEES: Record<CasePacketInput['program'], string> = {
  bbb_auto_line: 'BBB AUTO LINE',
  ncds: 'NCDS',
  manufacturer: "the manufacturer's dispute program",
  state_ag: "the state attorney general's lemon-law program",
  attorney: 'an attorney',
};

const templates = Handlebars.create();
templates.registerPartial('evidence-styles', readFileSync(join(TEMPLATES_DIR, 'partials', 'evidence-styles.hbs'), 'utf8'));
const compile = (name: string) => templates.compile(readFileSync(join(TEMPLATES_DIR, `${name}.hbs`), 'utf8'), { strict: false });
const packetTemplate = compile('case-packet');
const imagesTemplate = compile('case-packet-images');

const miles = (value: number | null) => (value === null ? 'Not recorded' : value.toLocaleString('en-US'));
const day = (value: string | null, none = 'Not recorded') => (value ? formatDay(value) : none);
const exhibitList = (numbers: readonly number[]) => (numbers.length === 0 ? 'none' : numbers.map((number) => `Exhibit ${number}`).join(', '));

/** A document chosen for the packet, numbered, with what is known of it before the PDF is put together. */
interface Exhibit {
  number: number;
  file: StoredDocumentFile;
  bytes: Buffer | null;
  sha256: string | null;
  pages: number | null;
  notAppended: string | null;
  kind: 'pdf' | 'image' | 'other';
}

/**
 * The case packet: one PDF for an arbitration program (BBB AUTO LINE, NCDS, a manufacturer's
 * program, a state attorney general's) or an attorney. Its own pages come from the case-packet
 * template rendered by Chromium; the exhibits (the vehicle's visit documents, the correspondence's
 * attachments among them) are appended in a worker thread, each with an outline entry, and every
 * page gets the not-legal-advice footer there.
 */
@Injectable()
export class CasePacketService {
  constructor(
    private readonly lemonLaw: LemonLawService,
    private readonly correspondence: CorrespondenceService,
    private readonly buyback: BuybackService,
    private readonly renderer: PdfRenderer,
    private readonly pool: WorkerPool,
    @Optional() @Inject(VISIT_DOCUMENTS) private readonly documents?: VisitDocumentsPort,
  ) {}

  async render(owner: ActingMember, vehicleId: number, input: CasePacketInput): Promise<Buffer> {
    // Refused before anything is read: the count alone decides.
    if (input.exhibits && input.exhibits.length > CASE_PACKET_MAX_EXHIBITS) throw new TooLargeError(CasePacketMessages.tooManyExhibits(input.exhibits.length));
    const fieldErrors = casePacketFieldErrors(input);
    const { vehicle, visits, outcome } = await this.lemonLaw.record(owner.householdId, vehicleId);
    if (fieldErrors) throw new InvalidFieldsError(fieldErrors);
    const files = await this.chosenDocuments(owner.householdId, visits, input.exhibits);
    // A state attorney general's packet measures the record, and prices the buyback, by that state's law, not the registration state's.
    const state = input.program === 'state_ag' && input.state ? input.state : vehicle.registration_state;
    const [log, estimate] = await Promise.all([
      this.correspondence.log(owner.householdId, vehicleId),
      this.buyback.estimate(owner.householdId, vehicleId, state),
    ]);
    const exhibits = await this.read(files);

    const exhibitsOfVisit = (visitIds: readonly number[]) =>
      exhibits.filter((exhibit) => visitIds.includes(exhibit.file.visit_id)).map((exhibit) => exhibit.number);
    const exhibitsOfDocuments = (ids: readonly number[]) => exhibits.filter((exhibit) => ids.includes(exhibit.file.id)).map((exhibit) => exhibit.number);
    const items = [...log.items].reverse();
    const addressee = input.program === 'state_ag' && input.state ? `the ${US_STATE_NAMES[input.state]} Attorney General` : ADDRESSEES[input.program];
    const measured = state && state !== vehicle.registration_state ? lemonWatch({ ...vehicle, registration_state: state }, visits, todayIso()) : outcome;
    const watch = measured.ok ? measured.watch : null;

    const data = {
      title: `Case packet for ${addressee}`,
      programName: addressee,
      owner,
      vehicle: vehicleLabel(vehicle),
      vin: vehicle.vin ?? 'Not recorded',
      preparedOn: formatDay(todayIso()),
      stateName: state ? US_STATE_NAMES[state] : 'Not set',
      facts: {
        deliveryDate: day(vehicle.delivery_date ?? null),
        deliveryMileage: vehicle.delivery_mileage === null ? 'Not recorded' : `${miles(vehicle.delivery_mileage)} miles`,
        purchaseDate: day(vehicle.purchase_date ?? null),
        // The app records no selling dealer yet; the packet says so rather than guessing from the visits.
        sellingDealer: 'Not recorded',
      },
      visits: visits.map((visit) => ({
        ro: visit.ro_number ?? 'Not recorded',
        dealer: visit.dealer_name,
        dateIn: day(visit.date_in),
        dateOut: day(visit.date_out, 'Still at the dealer'),
        mileageIn: miles(visit.mileage_in),
        mileageOut: miles(visit.mileage_out),
        threeCs: visitThreeCs(visit),
        issue: visit.defect ?? visit.primary_issue,
        days: visit.days,
        payType: visit.warranty_repair ? 'Warranty' : 'Not warranty',
        exhibits: exhibitList(exhibitsOfVisit([visit.id])),
      })),
      defects: watch && this.defects(watch),
      watchBlocker: measured.ok ? null : measured.blocker.message,
      correspondence: items.map((item) => ({
        date: formatDay(item.occurred_on),
        direction: CORRESPONDENCE_DIRECTION_LABELS[item.direction],
        party: `${CORRESPONDENCE_PARTY_LABELS[item.party]}${item.party_name ? `: ${item.party_name}` : ''}`,
        method: `${CORRESPONDENCE_METHOD_LABELS[item.method]}${item.tracking_number ? ` (tracking ${item.tracking_number})` : ''}`,
        summary: item.summary,
        exhibits: exhibitList(exhibitsOfDocuments(item.document_ids)),
      })),
      buyback: this.buybackSection(estimate),
      questions:
        input.program === 'bbb_auto_line'
          ? this.bbbQuestions(visits, watch, items, estimate, exhibitsOfVisit, exhibitsOfDocuments, vehicle.delivery_mileage)
          : null,
      disclaimer: CasePacketMessages.notLegalAdvice,
    };

    const imageExhibits = exhibits.filter((exhibit) => exhibit.kind === 'image' && exhibit.notAppended === null);
    const images =
      imageExhibits.length > 0 ? await this.renderer.render(imagesTemplate({ images: imageExhibits.map((exhibit) => this.imageOf(exhibit)) })) : null;
    let assembled = await this.assemble(data, exhibits, imageExhibits, images);
    if (assembled.leftOut.length > 0) {
      // Rare (a PDF that counted but did not copy): the index says exactly what follows.
      const appended = this.appendable(exhibits);
      for (const { index, reason } of assembled.leftOut) appended[index].notAppended = NOT_APPENDED[reason];
      assembled = await this.assemble(data, exhibits, imageExhibits, images);
    }
    return Buffer.from(assembled.pdf.buffer, assembled.pdf.byteOffset, assembled.pdf.byteLength);
  }

  private appendable(exhibits: Exhibit[]): Exhibit[] {
    return exhibits.filter((exhibit) => exhibit.notAppended === null);
  }

  private async assemble(data: object, exhibits: Exhibit[], imageExhibits: Exhibit[], images: Buffer | null) {
    const index = exhibits.map((exhibit) => ({
      number: exhibit.number,
      name: exhibit.file.file_name,
      kind: exhibit.kind === 'pdf' ? 'PDF' : exhibit.kind === 'image' ? 'Image' : exhibit.file.mime_type,
      docType: exhibit.file.doc_type,
      pages: exhibit.notAppended === null ? exhibit.pages : '—',
      sha256: exhibit.sha256 ?? 'Not recorded',
      notAppended: exhibit.notAppended,
    }));
    const document = await this.renderer.render(packetTemplate({ ...data, exhibits: index, exhibitCount: exhibits.length }));
    const appended: PacketExhibit[] = this.appendable(exhibits).map((exhibit) => {
      const title = `Exhibit ${exhibit.number} — ${exhibit.file.file_name}`;
      return exhibit.kind === 'image' ? { title, imagePage: imageExhibits.indexOf(exhibit) } : { title, pdf: exhibit.bytes as Buffer };
    });
    return this.pool.run(PACKET_TASK, {
      document,
      images,
      exhibits: appended,
      footer: CasePacketMessages.notLegalAdvice,
      maxPagesPerPdf: MAX_EVIDENCE_PDF_PAGES,
      maxEvidencePages: MAX_EXHIBIT_PAGES,
    });
  }

  /** The vehicle's documents (all of its visits', oldest visit first), or the ones named, in the order named. */
  private async chosenDocuments(ownerId: number, visits: Visit[], ids: readonly number[] | undefined): Promise<StoredDocumentFile[]> {
    const all: StoredDocumentFile[] = [];
    for (const visit of visits) all.push(...((await this.documents?.forVisit(ownerId, visit.id)) ?? []));
    if (!ids) return all;
    const byId = new Map(all.map((file) => [file.id, file]));
    const unique = [...new Set(ids)];
    // Another owner's document is named back only by the id the owner sent: nothing of it is read.
    const missing = unique.filter((id) => !byId.has(id));
    if (missing.length > 0) throw new InvalidFieldsError({ exhibits: [CasePacketMessages.exhibitsNotFound(missing)] });
    return unique.map((id) => byId.get(id) as StoredDocumentFile);
  }

  /** Each document numbered, read within the packet's limits, its pages counted (in a worker thread) and its digest known. */
  private async read(files: StoredDocumentFile[]): Promise<Exhibit[]> {
    const exhibits: Exhibit[] = [];
    let bytesSoFar = 0;
    let pagesSoFar = 0;
    for (const [index, file] of files.entries()) {
      const kind = file.mime_type === 'application/pdf' ? 'pdf' : file.mime_type.startsWith('image/') ? 'image' : 'other';
      const exhibit: Exhibit = { number: index + 1, file, bytes: null, sha256: file.sha256, pages: null, notAppended: null, kind };
      exhibits.push(exhibit);
      if (kind === 'other') exhibit.notAppended = NOT_APPENDED['not-a-pdf-or-image'];
      else if (bytesSoFar + file.file_size > MAX_EXHIBIT_BYTES) exhibit.notAppended = NOT_APPENDED['too-many-bytes'];
      if (exhibit.notAppended) continue;
      const bytes = await readAll(await file.open());
      bytesSoFar += bytes.length;
      const facts =
        kind === 'pdf' || !exhibit.sha256
          ? await this.pool.run(EXHIBIT_FACTS_TASK, { bytes: new Uint8Array(bytes), pdf: kind === 'pdf', digest: !exhibit.sha256 })
          : {};
      exhibit.sha256 ??= facts.sha256 ?? null;
      if (kind === 'image') {
        const size = imageSize(bytes);
        exhibit.pages = 1;
        if (size !== undefined && size.width * size.height > MAX_IMAGE_PIXELS) exhibit.notAppended = NOT_APPENDED['too-many-pixels'];
      } else {
        exhibit.pages = facts.pages ?? null;
        if (exhibit.pages === null || exhibit.pages === 0) exhibit.notAppended = NOT_APPENDED.unreadable;
        else if (exhibit.pages > MAX_EVIDENCE_PDF_PAGES) exhibit.notAppended = NOT_APPENDED['too-many-pages'];
      }
      if (!exhibit.notAppended && pagesSoFar + (exhibit.pages ?? 0) > MAX_EXHIBIT_PAGES) exhibit.notAppended = NOT_APPENDED['document-full'];
      if (exhibit.notAppended) continue;
      pagesSoFar += exhibit.pages ?? 0;
      exhibit.bytes = bytes;
    }
    return exhibits;
  }

  private imageOf(exhibit: Exhibit) {
    return {
      caption: `Exhibit ${exhibit.number} — ${exhibit.file.file_name}`,
      src: `data:${exhibit.file.mime_type};base64,${(exhibit.bytes as Buffer).toString('base64')}`,
    };
  }

  private defects(watch: LemonWatch) {
    const thresholds = lemonLawThresholds(watch.state);
    return {
      state: US_STATE_NAMES[watch.state],
      statute: watch.statute,
      period: `${formatDay(watch.period_starts)} to ${watch.period_ends ? formatDay(watch.period_ends) : 'not ended'}`,
      groups: watch.repair_attempts.map((group) => ({
        defect: group.defect,
        count: group.count,
        threshold: group.threshold ?? 'None set',
        safety: group.safety ? 'Yes' : 'No',
        met: group.threshold !== null && group.count >= group.threshold ? 'Met' : 'Not met',
      })),
      days: `${watch.days_out_of_service} ${watch.day_kind ?? 'calendar'} days`,
      daysThreshold: daysThresholdText(thresholds) ?? 'None set',
      verdict: watch.likely_qualifies ? 'Likely qualifies: a presumption is met' : 'Not yet: no presumption is met',
      reasons: watch.reasons,
    };
  }

  private buybackSection(estimate: BuybackEstimate) {
    const computed = estimate.estimate !== null;
    return {
      lines: estimate.lines.map((line) => ({ label: line.label, amount: formatMoney(line.amount) })),
      basis:
        estimate.state === null
          ? null
          : `Use offset under ${estimate.basis.statute}${estimate.basis.kind === 'estimate' ? ' (the common formula, shown as an estimate)' : ''}: ${estimate.basis.formula}.`,
      useOffset: estimate.use_offset === null ? (estimate.use_offset_reason ?? 'Cannot be computed') : formatMoney(estimate.use_offset),
      estimate: computed ? formatMoney(estimate.estimate) : null,
      whyNot: computed
        ? null
        : `The estimate cannot be computed: ${estimate.missing.map((item) => item.message).join('; ') || 'the purchase price is missing'}.`,
      missing: computed ? estimate.missing.map((item) => item.message) : [],
    };
  }

  /** BBB AUTO LINE's five questions, each answered from the record and pointing at the exhibits that support it. */
  private bbbQuestions(
    visits: Visit[],
    watch: LemonWatch | null,
    items: CorrespondenceItem[],
    estimate: BuybackEstimate,
    exhibitsOfVisit: (ids: readonly number[]) => number[],
    exhibitsOfDocuments: (ids: readonly number[]) => number[],
    deliveryMileage: number | null,
  ) {
    const repairs = visits.filter((visit) => visit.status !== 'cancelled');
    const defects =
      watch && watch.repair_attempts.length > 0
        ? watch.repair_attempts.map((group) => group.defect)
        : [...new Set(repairs.map((visit) => visit.defect ?? visit.primary_issue))];
    const first = repairs[0];
    const attempts = watch ? watch.repair_attempts.reduce((sum, group) => sum + group.count, 0) : repairs.filter((visit) => visit.warranty_repair).length;
    const days = repairs.reduce((sum, visit) => sum + visit.days, 0);
    const toManufacturer = items.filter((item) => item.direction === 'sent' && item.party === 'manufacturer');
    const finalChance = items.filter((item) => item.entry?.purpose === 'final_repair_delivery' || item.source === 'lemon_notice');
    const notices = [...new Set([...toManufacturer, ...finalChance])];
    const noticeDocs = notices.flatMap((item) => item.document_ids);
    const allVisits = repairs.map((visit) => visit.id);
    return [
      {
        question: 'What is wrong with the vehicle?',
        answer: defects.length > 0 ? `${defects.join('; ')}.` : 'No defect is recorded on the visits.',
        exhibits: exhibitList(exhibitsOfVisit(allVisits)),
      },
      {
        question: 'When was the problem first reported, and at what mileage?',
        answer: first
          ? `${formatDay(first.date_in)} at ${first.mileage_in === null ? 'a mileage not recorded' : `${miles(first.mileage_in)} miles`}, to ${first.dealer_name}${first.ro_number ? ` (repair order ${first.ro_number})` : ''}${deliveryMileage === null ? '' : `; the vehicle was delivered at ${miles(deliveryMileage)} miles`}.`
          : 'No repair visit is recorded.',
        exhibits: exhibitList(first ? exhibitsOfVisit([first.id]) : []),
      },
      {
        question: 'How many repair attempts have been made, and how many days has the vehicle been out of service?',
        answer: `${attempts} warranty repair attempt(s) counted toward the state's presumption over ${repairs.length} visit(s); ${days} day(s) out of service in all${watch ? ` (${watch.days_out_of_service} ${watch.day_kind ?? 'calendar'} days within the presumption period)` : ''}.`,
        exhibits: exhibitList(exhibitsOfVisit(allVisits)),
      },
      {
        question: 'Was the manufacturer notified, and given a final chance to repair?',
        answer:
          notices.length > 0
            ? notices
                .map(
                  (item) =>
                    `${formatDay(item.occurred_on)}: ${CORRESPONDENCE_METHOD_LABELS[item.method]}${item.tracking_number ? ` (tracking ${item.tracking_number})` : ''} — ${item.summary}`,
                )
                .join('; ')
            : 'The correspondence log records no notice to the manufacturer and no final repair attempt.',
        exhibits: exhibitList(exhibitsOfDocuments(noticeDocs)),
      },
      {
        question: 'What remedy does the owner seek?',
        answer:
          estimate.estimate !== null
            ? `A repurchase of the vehicle (a buyback): the estimate in this packet comes to ${formatMoney(estimate.estimate)} after the use offset. The owner may ask for a replacement instead.`
            : 'A repurchase of the vehicle (a buyback) or a replacement; the buyback estimate cannot be computed from the record yet (see the buyback section).',
        exhibits: 'none',
      },
    ].map((question, index) => ({ number: index + 1, ...question }));
  }
}
