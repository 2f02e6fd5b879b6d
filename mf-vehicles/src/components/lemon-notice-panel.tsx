import { useState } from 'react';
import { Download, RotateCcw } from 'lucide-react';
import { CorrespondenceMessages, LEMON_NOTICE_MAX_CHARS, LemonNoticeMessages, type LemonNoticeDraft } from '@dct/contracts';
import { lemonNoticeInputSchema } from '@dct/contracts/schemas';
import { ApiError, Button, FormField, Textarea, saveFile, toast } from '@dct/ui';
import { useLemonNoticePdf } from '@dct/data';
import { SourceLink } from './source-link';

/**
 * The notice's letter, editable, beside the state's checklist, and the PDF of the letter as it
 * stands. Nothing is stored: the letter is the owner's until they download it.
 */
export function LemonNoticePanel({
  vehicleId,
  draft,
  edited,
  onEdit,
}: {
  vehicleId: number;
  draft: LemonNoticeDraft;
  /** The letter as the owner left it (kept by the dialog, so closing it loses nothing); the draft until edited. */
  edited: string | undefined;
  onEdit: (letter: string) => void;
}) {
  const letter = edited ?? draft.letter;
  const [error, setError] = useState<string>();
  const pdf = useLemonNoticePdf();
  const checklistId = `lemon-notice-checklist-${vehicleId}`;

  async function download() {
    const parsed = lemonNoticeInputSchema.safeParse({ letter });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? LemonNoticeMessages.letterRequired);
      return;
    }
    setError(undefined);
    try {
      saveFile(draft.file_name, await pdf.mutateAsync({ vehicleId, letter: parsed.data.letter }));
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.serverMessage : undefined;
      toast({ variant: 'destructive', title: 'Error', description: message ?? LemonNoticeMessages.downloadFailed });
    }
  }

  return (
    <div className="lemon-notice">
      <div className="lemon-notice-letter stack stack-sm">
        <FormField
          label="Letter"
          error={error}
          hint={`Edit it as you like; fill in the bracketed parts. ${letter.length.toLocaleString('en-US')} of ${LEMON_NOTICE_MAX_CHARS.toLocaleString('en-US')} characters.`}
        >
          <Textarea
            className="lemon-notice-text"
            rows={18}
            value={letter}
            maxLength={LEMON_NOTICE_MAX_CHARS}
            onChange={(event) => onEdit(event.target.value)}
          />
        </FormField>
        <div className="row lemon-notice-actions">
          <Button onClick={() => void download()} disabled={pdf.isPending}>
            <Download aria-hidden />
            {pdf.isPending ? 'Preparing PDF...' : 'Download PDF'}
          </Button>
          <Button variant="outline" onClick={() => onEdit(draft.letter)} disabled={letter === draft.letter}>
            <RotateCcw aria-hidden />
            Start again from the draft
          </Button>
        </div>
      </div>
      <section className="lemon-notice-checklist stack stack-sm" aria-labelledby={checklistId}>
        <h3 id={checklistId} className="lemon-notice-heading">
          Before you send it
        </h3>
        <ol className="small">
          {draft.checklist.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <p className="small">{CorrespondenceMessages.recordNotice}</p>
        <p className="small muted">
          {draft.state_name}&apos;s notice rule: {draft.rule} <SourceLink href={draft.source_url}>{draft.statute}</SourceLink>
        </p>
        <p className="small lemon-disclaimer">
          <strong>{LemonNoticeMessages.notLegalAdvice}</strong> Check the statute, or ask a lawyer, before you rely on it.
        </p>
      </section>
    </div>
  );
}
