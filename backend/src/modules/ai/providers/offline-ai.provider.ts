import { Inject, Injectable } from '@nestjs/common';
import { todayIso, valueDowntime, type LetterResult, type RepairOrderExtraction, type TriageResult, type ValuationResult } from '@dct/contracts';
import { repairOrderExtractionSchema } from '@dct/contracts/schemas';
import { draftClaimLetter } from '../offline/claim-letter';
import { triageReply } from '../offline/reply-triage';
import { REPAIR_ORDER_READER, type RepairOrderFile, type RepairOrderReaderPort } from '../repair-order-reader.port';
import type { AiProvider, LetterInput, TriageInput, ValuationInput } from './ai-provider';

/**
 * The provider without any AI service: repair orders through the offline reader (OCR and a
 * parser), the valuation by the contracts' arithmetic, letters from handlebars templates and
 * replies triaged by rules. Deterministic: the same input gives the same answer.
 */
@Injectable()
export class OfflineAiProvider implements AiProvider {
  readonly name = 'offline';

  constructor(@Inject(REPAIR_ORDER_READER) private readonly reader: RepairOrderReaderPort) {}

  async extractRepairOrder(file: RepairOrderFile): Promise<RepairOrderExtraction> {
    const reading = await this.reader.read(file);
    return repairOrderExtractionSchema.parse({ ...reading, confidence: Math.min(1, Math.max(0, reading.confidence)) });
  }

  valueDowntime(input: ValuationInput): Promise<ValuationResult> {
    return Promise.resolve(valueDowntime(input, input.today));
  }

  draftLetter(input: LetterInput): Promise<LetterResult> {
    return Promise.resolve(draftClaimLetter(input, todayIso()));
  }

  triageReply(input: TriageInput): Promise<TriageResult> {
    return Promise.resolve(triageReply(input.email_text, input.current_claim_status, input.today));
  }
}
