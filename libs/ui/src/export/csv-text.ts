import Papa from 'papaparse';
import type { CsvColumn } from './csv';

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
