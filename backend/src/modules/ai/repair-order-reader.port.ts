/**
 * The offline repair-order reader (OCR and parser) as this module uses it. The reader itself
 * lives in `./extraction` (RepairOrderExtractionModule, which exports `RepairOrderReader`); the
 * AI module binds this token to it, so the providers and the worker depend only on this shape.
 */
export const REPAIR_ORDER_READER = Symbol('REPAIR_ORDER_READER');

/** What the reader makes of one repair order. */
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
}

/** The uploaded file: bytes, the type recognised from them, and the name it came with. */
export interface RepairOrderFile {
  buffer: Buffer;
  mimetype: string;
  originalname?: string;
}

export interface RepairOrderReaderPort {
  read(file: RepairOrderFile): Promise<RepairOrderReading>;
}
