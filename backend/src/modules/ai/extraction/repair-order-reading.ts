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
}

/** The file an owner uploaded, as multer hands it over. */
export interface RepairOrderFile {
  buffer: Buffer;
  mimetype: string;
  originalname?: string;
}
