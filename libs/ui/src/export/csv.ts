import Papa from 'papaparse';

/** One column of an export: its header and how a record fills it. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T) => string | number | boolean | null | undefined;
}

/**
 * Text a spreadsheet would run as a formula (CSV injection): a cell starting with `=`, `+`, `-`
 * or `@` (spaces before them included), a tab or a carriage return. papaparse's own pattern
 * misses such a cell when it spans several lines, so the pattern is given here.
 */
const FORMULA_START = /^(?:\s*[=+\-@]|[\t\r])/;

/**
 * The records as CSV text (RFC 4180 quoting, CRLF line ends), one header row first. Numbers stay
 * numbers; text that could start a formula gets a leading `'` so a spreadsheet shows it as text.
 */
export function toCsv<T>(records: readonly T[], columns: ReadonlyArray<CsvColumn<T>>): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: records.map((record) => columns.map((column) => column.value(record) ?? '')),
    },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
}

/** A file name with today's date: `vehicles-2025-01-19.csv`. */
export function csvFileName(base: string, now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const slug = base
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'export'}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/**
 * Saves the records as a CSV file through the browser's download. A byte-order mark leads the
 * file, so spreadsheet programs read names with accents as UTF-8.
 */
export function downloadCsv<T>(fileName: string, records: readonly T[], columns: ReadonlyArray<CsvColumn<T>>): void {
  const blob = new Blob(['\uFEFF', toCsv(records, columns)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its own copy of the blob by now; give the browser a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
