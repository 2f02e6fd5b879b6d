import { Download } from 'lucide-react';
import { Button } from '../components/button';
import { toast } from '../toast/use-toast';
import { csvFileName, downloadCsv, type CsvColumn } from './csv';

export interface ExportCsvButtonProps<T> {
  /** The records the owner sees (search and filters applied), in the list's order. */
  records: readonly T[];
  columns: ReadonlyArray<CsvColumn<T>>;
  /** The file's name before the date: 'vehicles' → vehicles-2025-01-19.csv. */
  fileName: string;
}

/** "Export CSV" in a list's toolbar: downloads what the list shows. */
export function ExportCsvButton<T>({ records, columns, fileName }: ExportCsvButtonProps<T>) {
  return (
    <Button
      variant="outline"
      disabled={records.length === 0}
      title={records.length === 0 ? 'Nothing to export' : undefined}
      onClick={() =>
        downloadCsv(csvFileName(fileName), records, columns).catch(() =>
          toast({ variant: 'destructive', title: 'Error', description: 'Failed to export. Please try again.' }),
        )
      }
    >
      <Download aria-hidden />
      Export CSV
    </Button>
  );
}
