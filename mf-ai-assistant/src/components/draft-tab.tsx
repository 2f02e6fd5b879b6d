import { useState, type FormEvent } from 'react';
import { AiToasts, LETTER_TONES, type LetterResult, type LetterTone, type ValuationResult } from '@dct/contracts';
import { Button, ChoiceSelect, FormField, Input, SubmitButton, Textarea, buttonClass, copyWithToast, toast, toastFailure } from '@dct/ui';
import { useDraftLetter, useUpdateClaim } from '@dct/data';
import { type AssistantRecords } from '../hooks/use-assistant';
import { applyFailed } from '../utils/apply-failed';

export interface DraftTabProps {
  records: AssistantRecords;
  /** The valuation made in Calculate, if any: the letter asks for that amount. */
  valuation: ValuationResult | null;
  onDrafted: () => void;
}

const TONE_LABELS: Record<LetterTone, string> = { polite: 'Polite', firm: 'Firm' };

/** Draft: the claim letter in a tone the owner picks, edited, then copied or opened as the claim e-mail. */
export function DraftTab({ records, valuation, onDrafted }: DraftTabProps) {
  const { claim, recipient } = records;
  const [tone, setTone] = useState<LetterTone>('polite');
  const [manager, setManager] = useState('');
  const [letter, setLetter] = useState<LetterResult | null>(null);
  const draft = useDraftLetter();
  const updateClaim = useUpdateClaim();

  /** A draft claim sends this letter (with its statement) instead of the standard one. */
  const onUseAsClaimEmail = () => {
    if (!claim || !letter) return;
    updateClaim.mutate(
      { id: claim.id, input: { letter_subject: letter.subject.trim(), letter_body: letter.text_body.trim() } },
      {
        onSuccess: () => toast(AiToasts.claimEmailSet),
        onError: applyFailed,
      },
    );
  };

  const onDraft = (event: FormEvent) => {
    event.preventDefault();
    if (!claim) return;
    draft.mutate(
      {
        claim_id: claim.id,
        tone,
        service_manager: manager.trim() || null,
        ...(valuation ? { days: valuation.days, daily_value: valuation.daily_value, total: valuation.total } : {}),
      },
      {
        onSuccess: (drafted) => {
          setLetter(drafted);
          onDrafted();
        },
        onError: (error) => toastFailure(error, AiToasts.draftFailed),
      },
    );
  };

  const onCopy = async () => {
    if (!letter) return;
    await copyWithToast(`Subject: ${letter.subject}\n\n${letter.text_body}`, {
      copied: AiToasts.letterCopied,
      failed: { title: 'Copy failed', description: 'Select the letter and copy it by hand.' },
    });
  };

  const mailto =
    letter && `mailto:${encodeURIComponent(recipient ?? '')}?subject=${encodeURIComponent(letter.subject)}&body=${encodeURIComponent(letter.text_body)}`;

  return (
    <div className="stack">
      <form className="stack-sm" onSubmit={onDraft}>
        <div className="form-grid">
          <FormField label="Tone">
            <ChoiceSelect value={tone} onChange={setTone} values={LETTER_TONES} labels={TONE_LABELS} />
          </FormField>
          <FormField label="Service manager" hint="Optional: the letter is addressed to them">
            <Input value={manager} onChange={(event) => setManager(event.target.value)} />
          </FormField>
        </div>
        <div>
          <SubmitButton pending={draft.isPending} label="Draft letter" pendingLabel="Drafting..." />
        </div>
      </form>

      {letter && (
        <div className="assistant-result stack-sm" aria-label="Letter">
          <FormField label="Subject">
            <Input value={letter.subject} onChange={(event) => setLetter({ ...letter, subject: event.target.value })} />
          </FormField>
          <FormField label="Letter">
            <Textarea className="assistant-letter" value={letter.text_body} onChange={(event) => setLetter({ ...letter, text_body: event.target.value })} />
          </FormField>
          <div className="row">
            {claim?.status === 'Draft' && (
              <Button onClick={onUseAsClaimEmail} disabled={updateClaim.isPending || !letter.subject.trim() || !letter.text_body.trim()}>
                Use as claim e-mail
              </Button>
            )}
            <Button variant={claim?.status === 'Draft' ? 'outline' : 'default'} onClick={() => void onCopy()}>
              Copy letter
            </Button>
            {mailto && (
              <a className={buttonClass('outline')} href={mailto}>
                Open in my mail app
              </a>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
