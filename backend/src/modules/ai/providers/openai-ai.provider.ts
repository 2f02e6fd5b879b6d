import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ZodType, ZodTypeDef } from 'zod';
import {
  AiMessages,
  MAX_REPAIR_ORDER_PDF_PAGES,
  MAX_REPAIR_ORDER_TEXT_CHARS,
  TRIAGE_SURE,
  formatDay,
  formatMoney,
  valueDowntime,
  type LetterResult,
  type RepairOrderExtraction,
  type TriageResult,
  type ValuationResult,
} from '@dct/contracts';
import { letterResultSchema, repairOrderExtractionSchema, triageReadingSchema } from '@dct/contracts/schemas';
import { UnprocessableError } from '../../../common/domain-errors';
import { ADDRESS_RULE_REFUSAL, isAddressRefusal, type OutboundRule } from '../../../infra/outbound/outbound-rule';
import { WorkerPool, WorkerTaskError } from '../../../infra/worker-pool/worker-pool.service';
import { AiUnavailableError } from '../ai-errors';
import { PDF_TEXT_TASK } from '../extraction/repair-order.tasks';
import { settledTriage } from '../triage-settle';
import type { RepairOrderFile } from '../repair-order-reader.port';
import type { AiProvider, LetterInput, TriageInput, ValuationInput } from './ai-provider';
import { EXTRACTION_SCHEMA, LETTER_SCHEMA, TRIAGE_SCHEMA } from './openai-schemas';

export interface OpenAiSettings {
  apiKey: string;
  /** Any OpenAI-compatible server (a hosted model or a local one); unset, OpenAI's own. */
  baseUrl?: string;
  model: string;
  /** The model that reads photos and scanned PDFs. */
  visionModel: string;
  timeoutMs: number;
}

/** A PDF with fewer letters than this in its text layer is a scan: its pages go to the vision model instead. */
const MIN_TEXT_LAYER_LETTERS = 40;
/** More text than a repair order has is cut, so one huge PDF cannot run up the bill. */
const MAX_PDF_TEXT = 20_000;

const EXTRACTION_INSTRUCTIONS = [
  'You read vehicle repair orders (dealer service invoices) for the vehicle owner.',
  'Return the dealership name, the day the vehicle arrived (date in: "Date In", "Opened", "Arrived", "Date Received") and the day it was ready or returned (date out: "Date Out", "Closed", "Completed", "Ready"), both as YYYY-MM-DD,',
  "a one-sentence summary of the customer's complaint or the main repair, each charged line with its amount in dollars, and the total due (tax included).",
  "Also the repair order's number (RO#, else the invoice number), mileage in and out (whole miles), the first repair line's complaint, cause and correction as printed, and whether any line is paid by the manufacturer's warranty (a warranty order's customer total is 0).",
  'Use null for anything the document does not show; never guess. Set confidence from 0 to 1: how sure you are that these fields are right, and each field its own in field_confidence.',
  'When two readings of one field compete (two totals, two dates under one label), leave the field null and ask in questions, the reason in words ("Two possible totals: $119.96 and $2,337.76").',
].join(' ');

const dataUrl = (file: RepairOrderFile) => `data:${file.mimetype};base64,${file.buffer.toString('base64')}`;

/**
 * The provider for an OpenAI-compatible service (the `openai` SDK with OPENAI_BASE_URL and
 * OPENAI_MODEL): repair orders to a vision model (images as data URLs; a PDF's own text, or the
 * PDF itself when it is a scan), letters and triage as structured output checked with zod.
 * Money is never left to the model: the valuation is the contracts' arithmetic, as offline.
 * Every request goes through the outbound-address rule's fetch.
 */
@Injectable()
export class OpenAiProvider implements AiProvider, OnModuleDestroy {
  readonly name = 'openai';
  private readonly logger = new Logger(OpenAiProvider.name);
  private readonly client: OpenAI;

  constructor(
    private readonly settings: OpenAiSettings,
    private readonly pool: WorkerPool,
    private readonly outbound: OutboundRule,
  ) {
    this.client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, timeout: settings.timeoutMs, maxRetries: 1, fetch: outbound.fetch });
  }

  async onModuleDestroy(): Promise<void> {
    await this.outbound.close();
  }

  async extractRepairOrder(file: RepairOrderFile): Promise<RepairOrderExtraction> {
    let content: ChatCompletionContentPart[];
    let model = this.settings.visionModel;
    if (file.mimetype === 'application/pdf') {
      const text = await this.pdfText(file.buffer);
      if ((text.match(/[a-z]/gi) ?? []).length >= MIN_TEXT_LAYER_LETTERS) {
        content = [{ type: 'text', text: `The repair order's text:\n\n${text}` }];
        model = this.settings.model;
      } else {
        content = [{ type: 'file', file: { filename: file.originalname || 'repair-order.pdf', file_data: dataUrl(file) } }];
      }
    } else {
      content = [
        { type: 'text', text: 'The repair order:' },
        { type: 'image_url', image_url: { url: dataUrl(file), detail: 'high' } },
      ];
    }
    const answer = await this.complete(
      model,
      [
        { role: 'system', content: EXTRACTION_INSTRUCTIONS },
        { role: 'user', content },
      ],
      EXTRACTION_SCHEMA,
      repairOrderExtractionSchema,
    );
    // A field the service asks about is the owner's to choose: never a silent pick, whatever the answer holds beside the question.
    const asked = Object.fromEntries(answer.questions.flatMap((question) => [[question.field, null]]));
    const fieldConfidence = { ...answer.field_confidence, ...Object.fromEntries(answer.questions.map((question) => [question.field, 0])) };
    return { ...answer, ...asked, field_confidence: fieldConfidence, confidence: Math.round(answer.confidence * 100) / 100 };
  }

  /**
   * A PDF's own text, read in a worker thread with the offline reader's limits: more pages than a
   * repair order has, or more text, is refused before anything is sent (or billed); a PDF
   * whose text cannot be read goes to the vision model as it is.
   */
  private async pdfText(pdf: Buffer): Promise<string> {
    const layer = await this.pool
      .run(PDF_TEXT_TASK, { bytes: pdf, maxPages: MAX_REPAIR_ORDER_PDF_PAGES, maxChars: MAX_REPAIR_ORDER_TEXT_CHARS })
      .catch((error: unknown) => {
        if (error instanceof WorkerTaskError && (error.failure === 'timeout' || error.failure === 'memory')) throw new UnprocessableError(AiMessages.tooSlow);
        throw error;
      });
    if (layer.kind === 'too-many-pages') throw new UnprocessableError(AiMessages.tooManyPages(layer.pages));
    if (layer.kind === 'too-much-text') throw new UnprocessableError(AiMessages.tooMuchText);
    return layer.kind === 'text' ? layer.text.slice(0, MAX_PDF_TEXT) : '';
  }

  valueDowntime(input: ValuationInput): Promise<ValuationResult> {
    return Promise.resolve(valueDowntime(input, input.today));
  }

  async draftLetter(input: LetterInput): Promise<LetterResult> {
    const facts = [
      `Vehicle: ${input.vehicle_label}, VIN ending ${input.vin_last6}`,
      `Dealer: ${input.dealer_name}`,
      `Service manager: ${input.service_manager ?? 'unknown (address the service team)'}`,
      `At the dealer from ${formatDay(input.dates.date_in)} ${input.dates.date_out ? `to ${formatDay(input.dates.date_out)}` : 'until today (not yet returned)'}`,
      `Days out of service: ${input.days}`,
      `Daily value: ${formatMoney(input.daily_value)}`,
      `Amount asked: ${formatMoney(input.total)}`,
      `Signed by: ${input.owner_name}`,
    ].join('\n');
    const toneText =
      input.tone === 'polite'
        ? 'polite and appreciative: ask for goodwill compensation, offer to send documents'
        : 'firm and businesslike: state the claim, ask for a written answer within 14 days, and say the owner will escalate to the manufacturer otherwise';
    const answer = await this.complete(
      this.settings.model,
      [
        {
          role: 'system',
          content: `You write letters from a vehicle owner to a dealership asking for compensation for the days their vehicle was out of service. Plain text, no placeholders, no markdown. Use every fact given and only those facts. Tone: ${toneText}.`,
        },
        { role: 'user', content: facts },
      ],
      LETTER_SCHEMA,
      letterResultSchema.pick({ subject: true, text_body: true }),
    );
    return { ...answer, tone: input.tone };
  }

  /** Read through the same schema and the same "not sure" rule as offline (settledTriage). */
  async triageReply(input: TriageInput): Promise<TriageResult> {
    const claim = input.claim
      ? `The owner asked for ${formatMoney(input.claim.ask_amount)} at ${formatMoney(input.claim.daily_rate)} a day; neither is the offer when quoted back.`
      : 'The claim the reply answers is not known.';
    const reading = await this.complete(
      this.settings.model,
      [
        {
          role: 'system',
          content: [
            "You read a dealership's e-mail reply to a vehicle owner's downtime compensation claim and tell the owner what it means. Read only the dealer's own new words: quoted earlier mail, forwarded messages and signatures do not count.",
            "intent, the first that applies: offer (money or money's worth offered now, also when it needs a signed release or is called final), denial (refused, nothing offered), scheduling (a meeting, call or inspection is the point), request_for_information (documents or facts asked for), acknowledgement (received, under review, a case number), other (automatic replies, anything else).",
            'sentiment: positive, negative or other. next_actions: short imperative steps for the owner.',
            `The reply arrived on ${input.received_at}: count deadlines from that day (N business days skip Saturdays and Sundays; "the 15th" is the first 15th on or after it; "end of next week" is the Friday of the following week; "before then" is the day before the meeting named).`,
            claim,
            `Give each of intent, offered_amount and deadline a confidence from 0 to 1. Below ${TRIAGE_SURE}, leave the field null and ask: a question naming the candidates. Never guess.`,
            'language: en, es, or other; a reply in another language is not read (intent, offered_amount and deadline null).',
            `The claim's status is ${input.current_claim_status ?? 'unknown'}.`,
          ].join(' '),
        },
        { role: 'user', content: input.email_text },
      ],
      TRIAGE_SCHEMA,
      triageReadingSchema,
    );
    return settledTriage(reading, input.received_at);
  }

  /** One chat completion with structured output, its answer checked against `schema`. */
  private async complete<T>(
    model: string,
    messages: ChatCompletionMessageParam[],
    format: typeof EXTRACTION_SCHEMA,
    schema: ZodType<T, ZodTypeDef, unknown>,
  ): Promise<T> {
    let content: string | null | undefined;
    const started = Date.now();
    try {
      const completion = await this.client.chat.completions.create({
        model,
        messages,
        response_format: { type: 'json_schema', json_schema: format },
        temperature: 0,
      });
      content = completion.choices[0]?.message?.content;
    } catch (error) {
      // Some fetch implementations report the SDK's timeout abort as a plain connection error: the clock tells.
      const timedOut = error instanceof APIConnectionTimeoutError || (error instanceof APIConnectionError && Date.now() - started >= this.settings.timeoutMs);
      if (timedOut) throw new AiUnavailableError(AiMessages.serviceTimeout, 504);
      const detail = isAddressRefusal(error)
        ? ADDRESS_RULE_REFUSAL
        : error instanceof APIError
          ? `${error.status ?? 'no status'} ${error.message}`
          : String(error);
      this.logger.warn(`The AI service failed (${format.name}): ${detail}`);
      throw new AiUnavailableError(AiMessages.serviceFailed, 502);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(content ?? '');
    } catch {
      this.logger.warn(`The AI service answered ${format.name} with text that is not JSON`);
      throw new AiUnavailableError(AiMessages.serviceFailed, 502);
    }
    const checked = schema.safeParse(parsed);
    if (!checked.success) {
      this.logger.warn(
        `The AI service's ${format.name} does not fit the schema: ${checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
      );
      throw new AiUnavailableError(AiMessages.serviceFailed, 502);
    }
    return checked.data;
  }
}
