import { useState } from 'react';
import { Mail } from 'lucide-react';
import { LemonNoticeMessages } from '@dct/contracts';
import { ApiError, Button, Dialog, Skeleton, deferred } from '@dct/ui';
import { useLemonNotice } from '@dct/data';

// The panel (and zod, which checks the letter as the API does) loads when the dialog first opens.
const LemonNoticePanel = deferred(() => import('./lemon-notice-panel').then((module) => module.LemonNoticePanel));

function NoticeBody({ vehicleId, edited, onEdit }: { vehicleId: number; edited: string | undefined; onEdit: (letter: string) => void }) {
  const draft = useLemonNotice(vehicleId);
  if (draft.data) return <LemonNoticePanel vehicleId={vehicleId} draft={draft.data} edited={edited} onEdit={onEdit} />;
  if (draft.isLoading) return <Skeleton className="lemon-watch-skeleton" />;
  const reason = draft.error instanceof ApiError ? draft.error.serverMessage : undefined;
  return <p className="small">{reason ?? LemonNoticeMessages.downloadFailed}</p>;
}

/**
 * "Write the notice to the manufacturer": the letter drafted from the vehicle's repairs, editable,
 * with the state's notice rule as a checklist and the PDF to sign and mail. Offered by the watch
 * once a threshold is near or reached.
 */
export function LemonNoticeDialog({ vehicleId }: { vehicleId: number }) {
  const [open, setOpen] = useState(false);
  // The owner's edits outlive the dialog: closing it by mistake loses nothing while the page is open.
  const [edited, setEdited] = useState<string>();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      className="lemon-notice-dialog"
      title="Notice to the manufacturer"
      description="A letter drafted from your repair visits. Edit it, then download the PDF to sign and mail."
      trigger={
        <Button size="sm">
          <Mail aria-hidden />
          Write the notice to the manufacturer
        </Button>
      }
    >
      {open && <NoticeBody vehicleId={vehicleId} edited={edited} onEdit={setEdited} />}
    </Dialog>
  );
}
