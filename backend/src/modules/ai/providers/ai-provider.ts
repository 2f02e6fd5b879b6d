import type { LetterResult, LetterTone, RepairOrderExtraction, TriageResult, ValuationResult } from '@dct/contracts';
import type { ClaimStatus } from '@dct/contracts';
import type { RepairOrderFile } from '../repair-order-reader.port';

/**
 * One interface, two providers chosen at start (OPENAI_API_KEY set: an OpenAI-compatible
 * service; unset: the offline provider). Inputs are complete and checked: the service fills in
 * what the owner's records give before it asks.
 */
export const AI_PROVIDER = Symbol('AI_PROVIDER');

export interface ValuationInput {
  date_in: string;
  date_out: string | null;
  monthly_payment: number | null;
  segment: string | null;
  /** The day an open visit is counted to (the server's today). */
  today: string;
}

export interface LetterInput {
  vehicle_label: string;
  vin_last6: string;
  dealer_name: string;
  service_manager: string | null;
  dates: { date_in: string; date_out: string | null };
  days: number;
  daily_value: number;
  total: number;
  tone: LetterTone;
  /** Who signs the letter: the signed-in owner. */
  owner_name: string;
}

export interface TriageInput {
  email_text: string;
  current_claim_status: ClaimStatus | null;
  /** The day the reply arrived (the server's today unless the owner says): deadlines count from it. */
  received_at: string;
  /** The claim's ask and daily rate, when the reply answers one of the owner's claims: neither is the offer when quoted back. */
  claim?: { ask_amount: number; daily_rate: number };
}

export interface AiProvider {
  /** 'openai' or 'offline', for logs and the health of the feature. */
  readonly name: string;
  extractRepairOrder(file: RepairOrderFile): Promise<RepairOrderExtraction>;
  valueDowntime(input: ValuationInput): Promise<ValuationResult>;
  draftLetter(input: LetterInput): Promise<LetterResult>;
  triageReply(input: TriageInput): Promise<TriageResult>;
}
