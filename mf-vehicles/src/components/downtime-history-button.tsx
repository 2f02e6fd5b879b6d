import { Download } from 'lucide-react';
import { useState } from 'react';
import { vehicleLabel, type Vehicle, DOWNTIME_HISTORY_CSV_COLUMNS } from '@dct/contracts';
import { useFetchVisits } from '@dct/data';
import { Button, csvFileName, downloadCsv, toast } from '@dct/ui';

/**
 * "Downtime history": the vehicle's visits as a CSV, oldest first, read through the same cache
 * entry as the visits page's vehicle filter (fetched when not there yet).
 */
export function DowntimeHistoryButton({ vehicle }: { vehicle: Vehicle }) {
  const fetchVisits = useFetchVisits();
  const [busy, setBusy] = useState(false);
  const label = vehicleLabel(vehicle);

  const download = async () => {
    setBusy(true);
    try {
      const visits = await fetchVisits(vehicle.id);
      const oldestFirst = [...visits].sort((a, b) => a.date_in.localeCompare(b.date_in) || a.id - b.id);
      await downloadCsv(csvFileName(`${label} downtime history`), oldestFirst, DOWNTIME_HISTORY_CSV_COLUMNS);
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to export the downtime history. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="ghost" size="sm" aria-label={`Downtime history of ${label} (CSV)`} disabled={busy} onClick={() => void download()}>
      <Download aria-hidden />
      Downtime history
    </Button>
  );
}
