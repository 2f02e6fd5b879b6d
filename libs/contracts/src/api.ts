/** The error body every API failure returns. */
export interface ApiErrorBody {
  statusCode: number;
  /** A sentence a person can read. */
  message: string;
  /** The HTTP reason phrase; the upload call repeats `message` here, as its client reads `error` (spec §7). */
  error: string;
  /** Validation failures: the messages for each field, keyed by its JSON name. */
  errors?: Record<string, string[]>;
}
