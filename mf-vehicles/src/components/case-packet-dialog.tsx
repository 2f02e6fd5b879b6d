import { useState } from 'react';
import { FileStack, Download } from 'lucide-react';
import {
  CASE_PACKET_PROGRAMS,
  CASE_PACKET_PROGRAM_LABELS,
  CasePacketMessages,
  US_STATE_CODES,
  US_STATE_NAMES,
  casePacketFieldErrors,
  casePacketFileName,
  type CasePacketProgram,
  type UsStateCode,
} from '@dct/contracts';
import { ApiError, Button, ChoiceSelect, Dialog, FormField, saveFile, toast } from '@dct/ui';
import { useCasePacketPdf } from '@dct/data';

/**
 * "Case packet": one PDF for an arbitration program or an attorney, with every document of the
 * vehicle as a numbered exhibit. The owner picks the program (and the state, for a state attorney
 * general), then downloads it; nothing is stored.
 */
export function CasePacketDialog({ vehicleId, registrationState }: { vehicleId: number; registrationState: UsStateCode | null }) {
  const [open, setOpen] = useState(false);
  const [program, setProgram] = useState<CasePacketProgram>('bbb_auto_line');
  const [state, setState] = useState<UsStateCode | ''>(registrationState ?? '');
  const [error, setError] = useState<string>();
  const pdf = useCasePacketPdf();

  async function download() {
    const input = { program, ...(program === 'state_ag' && state ? { state } : {}) };
    const refused = casePacketFieldErrors(input);
    if (refused) {
      setError(refused.state?.[0]);
      return;
    }
    setError(undefined);
    try {
      saveFile(casePacketFileName(vehicleId, program), await pdf.mutateAsync({ vehicleId, input }));
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.serverMessage : undefined;
      toast({ variant: 'destructive', title: 'Error', description: message ?? CasePacketMessages.downloadFailed });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Case packet"
      description="One PDF for an arbitration program or an attorney: the facts, repairs, defects, correspondence and buyback estimate, then every document as a numbered exhibit."
      trigger={
        <Button size="sm" variant="outline">
          <FileStack aria-hidden />
          Case packet
        </Button>
      }
    >
      <div className="stack stack-sm">
        <FormField label="Prepared for">
          <ChoiceSelect value={program} onChange={setProgram} values={CASE_PACKET_PROGRAMS} labels={CASE_PACKET_PROGRAM_LABELS} />
        </FormField>
        {program === 'state_ag' && (
          <FormField label="State" error={error}>
            <ChoiceSelect value={state} onChange={setState} values={US_STATE_CODES} labels={US_STATE_NAMES} empty="Choose a state" />
          </FormField>
        )}
        <p className="small muted">{CasePacketMessages.notLegalAdvice}</p>
        <div className="row">
          <Button onClick={() => void download()} disabled={pdf.isPending}>
            <Download aria-hidden />
            {pdf.isPending ? 'Preparing PDF...' : 'Download PDF'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
