import type { CsvColumn } from '@dct/contracts';

export type { CsvColumn };

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
 * file, so spreadsheet programs read names with accents as UTF-8. The CSV writer loads on the
 * first export, not with the page; the promise rejects when it cannot be loaded (offline).
 */
export async function downloadCsv<T>(fileName: string, records: readonly T[], columns: ReadonlyArray<CsvColumn<T>>): Promise<void> {
  const { toCsv } = await import('./csv-text');
  saveFile(fileName, new Blob(['\uFEFF', toCsv(records, columns)], { type: 'text/csv;charset=utf-8' }));
}

/** Saves the bytes as a file through the browser's download (a CSV export, a PDF the API wrote for a POST). */
export function saveFile(fileName: string, blob: Blob): void {
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
