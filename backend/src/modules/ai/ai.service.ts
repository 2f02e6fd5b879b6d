import { Inject, Injectable } from '@nestjs/common';
import {
  AiMessages,
  ClaimMessages,
  DEFAULT_DAILY_RATE,
  dailyValue,
  downtimeDaysBetween,
  todayIso,
  vinSuffix,
  type DraftLetterInput,
  type LetterResult,
  type RepairOrderExtraction,
  type TriageReplyInput,
  type TriageResult,
  type ValuationResult,
  type ValueDowntimeInput,
} from '@dct/contracts';
import { InvalidFieldsError } from '../../common/domain-errors';
import { readAll } from '../../common/visit-documents.port';
import { ClaimsService } from '../claims/claims.service';
import { DocumentsService } from '../documents/documents.service';
import { VisitsService } from '../visits/visits.service';
import { AI_PROVIDER, type AiProvider, type LetterInput } from './providers/ai-provider';
import { RepairOrderExtractions } from './repair-order-extractions';
import type { RepairOrderFile } from './repair-order-reader.port';
import type { ActingMember } from '../../common/household-access';

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The assistant's four calls. Each fills in what the request leaves out from the owner's own
 * records (a visit or a claim named by id: another owner's id is that record's 404), checks
 * that what it needs is there, and asks the provider.
 */
/** No row has this id (serial ids start at 1): a record id sent as null names none, and answers its 404. */
const NO_ROW = 0;

@Injectable()
export class AiService {
  constructor(
    @Inject(AI_PROVIDER) private readonly provider: AiProvider,
    private readonly extractions: RepairOrderExtractions,
    private readonly visits: VisitsService,
    private readonly claims: ClaimsService,
    private readonly documents: DocumentsService,
  ) {}

  extractRepairOrder(userId: number, file: RepairOrderFile): Promise<RepairOrderExtraction> {
    return this.extractions.extract(file, userId);
  }

  /** Reads one of the owner's stored documents (another owner's is its 404). */
  async extractStoredDocument(userId: number, documentId: number): Promise<RepairOrderExtraction> {
    const { document, content } = await this.documents.open(userId, documentId);
    const buffer = await readAll(content);
    return this.extractions.extract({ buffer, mimetype: document.mime_type, originalname: document.file_name }, userId);
  }

  async valueDowntime(userId: number, input: ValueDowntimeInput): Promise<ValuationResult> {
    const visit = input.visit_id === undefined ? undefined : await this.visits.get(userId, input.visit_id ?? NO_ROW);
    const date_in = input.date_in ?? visit?.date_in;
    if (!date_in) throw new InvalidFieldsError({ date_in: [AiMessages.dateInRequired] });
    const date_out = input.date_out !== undefined ? input.date_out : (visit?.date_out ?? null);
    if (date_out && date_out < date_in) throw new InvalidFieldsError({ date_out: [AiMessages.dateOrder] });
    return this.provider.valueDowntime({
      date_in,
      date_out,
      monthly_payment: input.monthly_payment !== undefined ? input.monthly_payment : (visit?.vehicle.monthly_payment ?? null),
      segment: input.segment !== undefined ? input.segment : (visit?.vehicle.segment ?? null),
      today: todayIso(),
    });
  }

  async draftLetter(owner: ActingMember, input: DraftLetterInput): Promise<LetterResult> {
    const claim = input.claim_id === undefined ? undefined : await this.claims.get(owner.householdId, input.claim_id ?? NO_ROW);
    const visit = claim ? await this.visits.get(owner.householdId, claim.visit_id) : undefined;
    const dates = input.dates ?? (visit ? { date_in: visit.date_in, date_out: visit.date_out } : undefined);
    const missing: Record<string, string[]> = {};
    const vehicle_label = input.vehicle_label ?? visit?.vehicle_label;
    const vin_last6 = input.vin_last6?.toUpperCase() ?? (visit ? vinSuffix(visit.vehicle.vin) : undefined);
    const dealer_name = input.dealer_name ?? visit?.dealer_name;
    if (!vehicle_label) missing.vehicle_label = [AiMessages.textRequired('Vehicle')];
    // A claim's vehicle saved without its VIN: the letter names it, as the statement does.
    if (!vin_last6) missing.vin_last6 = [visit && !visit.vehicle.vin ? ClaimMessages.vinRequired : AiMessages.vinLast6Invalid];
    if (!dealer_name) missing.dealer_name = [AiMessages.textRequired('Dealer name')];
    if (!dates) missing['dates.date_in'] = [AiMessages.dateInRequired];
    if (dates?.date_out && dates.date_out < dates.date_in) missing['dates.date_out'] = [AiMessages.dateOrder];
    if (Object.keys(missing).length > 0 || !vehicle_label || !vin_last6 || !dealer_name || !dates) throw new InvalidFieldsError(missing);

    // Spec §9: the letter's days come from the dates; its daily value is the payment over 30, else $90.
    const days = input.days ?? (visit && !input.dates ? visit.days : downtimeDaysBetween(dates.date_in, dates.date_out));
    const daily_value = input.daily_value ?? (claim && visit ? dailyValue(visit.vehicle, claim.valuation_method) : DEFAULT_DAILY_RATE);
    const total = input.total ?? claim?.ask_amount ?? roundCents(days * daily_value);
    const letter: LetterInput = {
      vehicle_label,
      vin_last6,
      dealer_name,
      service_manager: input.service_manager ?? null,
      dates: { date_in: dates.date_in, date_out: dates.date_out ?? null },
      days,
      daily_value,
      total,
      tone: input.tone,
      owner_name: owner.name?.trim() || owner.email,
    };
    return this.provider.draftLetter(letter);
  }

  async triageReply(userId: number, input: TriageReplyInput): Promise<TriageResult> {
    const claim = input.claim_id === undefined ? undefined : await this.claims.get(userId, input.claim_id ?? NO_ROW);
    const visit = claim ? await this.visits.get(userId, claim.visit_id) : undefined;
    return this.provider.triageReply({
      email_text: input.email_text,
      current_claim_status: input.current_claim_status ?? claim?.status ?? null,
      received_at: input.received_at ?? todayIso(),
      claim: claim && visit ? { ask_amount: claim.ask_amount, daily_rate: dailyValue(visit.vehicle, claim.valuation_method) } : undefined,
    });
  }
}
