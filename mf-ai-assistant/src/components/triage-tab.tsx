import { useState, type FormEvent } from 'react';
import {
  AI_INTENT_LABELS,
  AiToasts,
  OFFER_KINDS,
  OfferCopy,
  REPLY_LANGUAGE_LABELS,
  offerLabel,
  suggestedClaimUpdate,
  todayIso,
  type AiIntent,
  type OfferKind,
  type TriageQuestion,
  type TriageResult,
} from '@dct/contracts';
import { Badge, Button, FormField, Input, Select, SubmitButton, Textarea, formatDate, toast, toastFailure } from '@dct/ui';
import { useTriageReply, useUpdateClaim } from '@dct/data';
import { type AssistantRecords } from '../hooks/use-assistant';
import { applyFailed } from '../utils/apply-failed';
import { TriageQuestions } from './triage-questions';

export interface TriageTabProps {
  records: AssistantRecords;
  onTriaged: () => void;
}

/**
 * Triage: the dealer's reply read for intent, tone, what to do and by when; a Response status and
 * due date suggested. Where the reading is not sure it asks, and the owner's pick fills the claim's
 * amount offered and due date, saved with the reply.
 */
export function TriageTab({ records, onTriaged }: TriageTabProps) {
  const { claim } = records;
  const [email, setEmail] = useState(claim?.dealer_reply ?? '');
  const [result, setResult] = useState<TriageResult | null>(null);
  const [dueDate, setDueDate] = useState('');
  /** The amount offered, as the owner checks it ('' for none). */
  const [offered, setOffered] = useState('');
  /** Whether that amount is cash or a credit at the dealer. */
  const [kind, setKind] = useState<OfferKind>('cash');
  /** The day the reply arrived: its deadlines count from it. */
  const [receivedAt, setReceivedAt] = useState(todayIso());
  const [picks, setPicks] = useState<Partial<Record<TriageQuestion['field'], string>>>({});
  const triage = useTriageReply();
  const updateClaim = useUpdateClaim();
  const suggestion = result ? suggestedClaimUpdate(result, claim?.status) : null;

  const onAnalyze = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toast({ ...AiToasts.noEmail, variant: 'destructive' });
      return;
    }
    triage.mutate(
      { email_text: email, claim_id: claim?.id, received_at: receivedAt || undefined },
      {
        onSuccess: (triaged) => {
          setResult(triaged);
          setDueDate(suggestedClaimUpdate(triaged, claim?.status).response_due ?? '');
          setOffered(triaged.offered_amount === null ? '' : String(triaged.offered_amount));
          setKind(triaged.offer_kind ?? 'cash');
          setPicks({});
          onTriaged();
        },
        onError: (error) => toastFailure(error, AiToasts.triageFailed),
      },
    );
  };

  const onPick = (field: TriageQuestion['field'], value: string) => {
    setPicks((current) => ({ ...current, [field]: value }));
    if (field === 'offered_amount') setOffered(value);
    if (field === 'deadline') setDueDate(value);
  };
  const intent: AiIntent | null = result?.intent ?? ((picks.intent || null) as AiIntent | null);

  // A reply belongs to a claim that was sent: it moves a Sent claim to Response, or updates one already there.
  const canApply = !!claim && (claim.status === 'Sent' || claim.status === 'Response');

  const onApply = () => {
    if (!claim || !canApply) return;
    updateClaim.mutate(
      {
        id: claim.id,
        input: {
          status: suggestion?.status ?? undefined,
          dealer_reply: email.trim(),
          // A reply without a deadline leaves the claim's due date as it is.
          response_due: dueDate || undefined,
          offered_amount: offered.trim() === '' ? null : Number(offered),
          offer_kind: offered.trim() === '' ? null : kind,
        },
      },
      {
        onSuccess: () => toast(AiToasts.claimTriaged),
        onError: applyFailed,
      },
    );
  };

  return (
    <div className="stack">
      <form className="stack-sm" onSubmit={onAnalyze} noValidate>
        <FormField label="Dealer's reply">
          <Textarea
            className="assistant-email"
            placeholder="Paste the dealer's email response"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <FormField label="Received on" hint="The day the reply arrived: its deadlines count from it">
          <Input type="date" value={receivedAt} max={todayIso()} onChange={(event) => setReceivedAt(event.target.value)} />
        </FormField>
        <div>
          <SubmitButton pending={triage.isPending} label="Analyze reply" pendingLabel="Analyzing..." />
        </div>
      </form>

      {result && (
        <div className="assistant-result stack-sm" aria-label="Reply analysis">
          {result.not_read && <p className="small">Not read ({result.not_read}): the assistant reads English and Spanish.</p>}
          {result.language === 'es' && <p className="small">Read in {REPLY_LANGUAGE_LABELS.es}.</p>}
          <div className="row">
            <Badge variant={intent ? 'default' : 'outline'}>{intent ? AI_INTENT_LABELS[intent] : 'Not sure'}</Badge>
            <Badge variant={result.sentiment === 'negative' ? 'destructive' : result.sentiment === 'positive' ? 'secondary' : 'outline'}>
              {result.sentiment}
            </Badge>
          </div>
          <p className="small">{result.summary}</p>
          <ul className="assistant-list" aria-label="Next actions">
            {result.next_actions.map((action) => (
              <li key={action}>{action}</li>
            ))}
          </ul>
          {result.due_in_days !== null && (
            <p className="small">
              Due in {result.due_in_days} {result.due_in_days === 1 ? 'day' : 'days'}
            </p>
          )}
          {result.offered_amount !== null && <p className="small">Offered: {offerLabel({ amount: result.offered_amount, kind: result.offer_kind })}</p>}
          {result.offer_alternatives.length > 0 && (
            <div className="stack-sm">
              <p className="small">The dealer offers one of these ({OfferCopy.creditNotCash}):</p>
              <ul className="assistant-list" aria-label="Offer alternatives">
                {result.offer_alternatives.map((alternative) => (
                  <li key={`${alternative.amount}-${alternative.kind}`} className="row">
                    <span>{offerLabel(alternative)}</span>
                    {canApply && (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Record ${offerLabel(alternative)} as the offer`}
                        onClick={() => {
                          setOffered(String(alternative.amount));
                          setKind(alternative.kind);
                        }}
                      >
                        Take this one
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <TriageQuestions questions={result.questions} picks={picks} onPick={onPick} />
          {canApply && claim && (
            <div className="stack-sm">
              <p className="small">
                {suggestion?.status
                  ? `Suggested: move the claim from ${claim.status} to ${suggestion.status}, keeping the reply with it and the due date below.`
                  : 'Suggested: keep the reply with the claim and the due date below.'}
              </p>
              <div className="form-grid">
                <FormField
                  label="Response due"
                  hint={
                    claim?.response_due
                      ? `When the next answer or step is due; empty keeps ${formatDate(claim.response_due)}`
                      : 'When the next answer or step is due'
                  }
                >
                  <Input type="date" value={dueDate} onChange={(event) => setDueDate(event.target.value)} />
                </FormField>
                <FormField label="Amount offered" hint="What the dealer offers, in dollars; empty for none">
                  <Input type="number" step={0.01} min={0} inputMode="decimal" value={offered} onChange={(event) => setOffered(event.target.value)} />
                </FormField>
                <FormField label="Kind of offer" hint={OfferCopy.creditNotCash}>
                  <Select value={kind} onChange={(event) => setKind(event.target.value as OfferKind)}>
                    {OFFER_KINDS.map((name) => (
                      <option key={name} value={name}>
                        {OfferCopy.kindLabel(name)}
                      </option>
                    ))}
                  </Select>
                </FormField>
              </div>
              <div>
                <Button onClick={onApply} disabled={updateClaim.isPending}>
                  {suggestion?.status ? `Mark as ${suggestion.status}` : 'Save reply and due date'}
                </Button>
              </div>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
