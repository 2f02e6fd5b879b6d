import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { AccountToasts } from '@dct/contracts';
import { fetchAccountExport } from '@dct/data';
import { Button, toast } from '@dct/ui';
import { SettingsSection } from './settings-section';

/** Fetches the zip and hands it to the browser as a download; a failure is a toast, never a page of JSON. */
async function downloadExport(): Promise<void> {
  const { zip, fileName } = await fetchAccountExport();
  const url = URL.createObjectURL(zip);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName ?? 'downtime-claim-tracker-export.zip';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the browser keeps what it needs.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

export function ExportSection() {
  const download = useMutation({
    mutationFn: downloadExport,
    onError: () => toast({ variant: 'destructive', ...AccountToasts.exportFailed }),
  });
  return (
    <SettingsSection
      id="export"
      icon={<Download aria-hidden />}
      title="Export my data"
      description={
        <>
          A zip of everything you recorded: account.json (your profile, vehicles, visits, the dealers you added, claims and every mail sent) and each document
          you uploaded, under documents/. Any program that opens zip and JSON files can read it.
        </>
      }
    >
      <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
        <Download aria-hidden />
        {download.isPending ? 'Preparing your export...' : 'Download my data'}
      </Button>
    </SettingsSection>
  );
}
