import type { RepairOrderField, RepairOrderQuestion } from '@dct/contracts';

/** What the offline reader makes of one repair order. */
export interface RepairOrderReading {
  dealer_name: string | null;
  /** YYYY-MM-DD */
  date_in: string | null;
  /** YYYY-MM-DD */
  date_out: string | null;
  issue_summary: string | null;
  line_items: { desc: string; amount: number }[];
  /** What the repair order says is due, tax included. */
  total: number | null;
  /** 0..1: low when fields are missing or had to be guessed. */
  confidence: number;
  ro_number: string | null;
  mileage_in: number | null;
  mileage_out: number | null;
  complaint: string | null;
  cause: string | null;
  correction: string | null;
  warranty_repair: boolean | null;
  /** Each field's own confidence, 0..1: 0 when not read or left for the owner to choose. */
  field_confidence: Partial<Record<RepairOrderField, number>>;
  /** Fields left empty because two readings compete, the reason in words and the readings to choose from. */
  questions: RepairOrderQuestion[];
}

/** The file an owner uploaded, as multer hands it over. */
export interface RepairOrderFile {
  buffer: Buffer;
  mimetype: string;
  originalname?: string;
}
