import { Inject, Injectable } from '@nestjs/common';
import { AiMessages, todayIso, valueDowntime, type LetterResult, type RepairOrderExtraction, type TriageResult, type ValuationResult } from '@dct/contracts';
import { repairOrderExtractionSchema, triageResultSchema } from '@dct/contracts/schemas';
import { UnprocessableError } from '../../../common/domain-errors';
import { WorkerPool, WorkerTaskError } from '../../../infra/worker-pool/worker-pool.service';
import { AiUnavailableError } from '../ai-errors';
import { draftClaimLetter } from '../offline/claim-letter';
import { REPLY_READING_TASK } from '../offline/reply-reading.tasks';
import { REPAIR_ORDER_READER, type RepairOrderFile, type RepairOrderReaderPort } from '../repair-order-reader.port';
import type { AiProvider, LetterInput, TriageInput, ValuationInput } from './ai-provider';

/**
 * The provider without any AI service: repair orders through the offline reader (OCR and a
 * parser), the valuation by the contracts' arithmetic, letters from handlebars templates and
 * replies read by rules in a worker thread (offline/reply-reading). Deterministic: the same input
 * gives the same answer.
 */
@Injectable()
export class OfflineAiProvider implements AiProvider {
  readonly name = 'offline';

  constructor(
    @Inject(REPAIR_ORDER_READER) private readonly reader: RepairOrderReaderPort,
    private readonly pool: WorkerPool,
  ) {}

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

  async triageReply(input: TriageInput): Promise<TriageResult> {
    const result = await this.pool.run(REPLY_READING_TASK, input).catch((error: unknown) => {
      if (error instanceof WorkerTaskError && (error.failure === 'timeout' || error.failure === 'memory'))
        throw new UnprocessableError(AiMessages.replyTooSlow);
      if (error instanceof WorkerTaskError && error.failure === 'busy') throw new AiUnavailableError(AiMessages.replyBusy, 503);
      throw error;
    });
    return triageResultSchema.parse(result);
  }
}
