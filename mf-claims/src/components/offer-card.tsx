import { CheckCircle2, Copy, Mail, MessageSquareReply } from 'lucide-react';
import { useState } from 'react';
import { OfferCopy, OfferToasts, claimOffer, counterOfferLetter, offerLabel, type ClaimDetail } from '@dct/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, ConfirmedAction, FormField, Input, Textarea, buttonClass, copyWithToast, toast } from '@dct/ui';
import { useCanChangeRecords, useUpdateClaim } from '@dct/data';
import { ActionDialog } from './action-dialog';

/**
 * The dealer's offer on the claim: its amount and kind, and while the claim is in Response what
 * the owner can do with it: accept it (the claim closes with it as recovered) or counter it.
 */
export function OfferCard({ claim }: { claim: ClaimDetail }) {
  const offer = claimOffer(claim);
  const canChange = useCanChangeRecords();
  if (!offer) return null;
  const label = offerLabel(offer);
  return (
    <Card role="region" aria-label="Dealer's offer">
      <CardHeader>
        <CardTitle>Dealer's Offer</CardTitle>
      </CardHeader>
      <CardContent className="stack stack-sm">
        <p className="claim-amount">{label}</p>
        {offer.kind === 'credit' && <p className="small muted">{OfferCopy.creditNotCash}</p>}
        {claim.status === 'Response' && canChange && (
          <div className="row">
            <AcceptOfferButton claimId={claim.id} amount={offer.amount} label={label} />
            <CounterOfferDialog claim={claim} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function AcceptOfferButton({ claimId, amount, label }: { claimId: number; amount: number; label: string }) {
  const update = useUpdateClaim();
  return (
    <ConfirmedAction
      label="Accept offer"
      icon={<CheckCircle2 aria-hidden />}
      size="sm"
      title={`Accept the offer on Claim #${claimId}`}
      description={OfferCopy.acceptConfirmation(claimId, label)}
      confirmLabel="Accept offer"
      pendingLabel="Closing..."
      run={() => update.mutateAsync({ id: claimId, input: { status: 'Closed', recovered_amount: amount, outcome_notes: OfferCopy.acceptedNotes(label) } })}
      onDone={() => toast(OfferToasts.accepted)}
      onFailed={() => toast({ variant: 'destructive', ...OfferToasts.acceptFailed })}
    />
  );
}

function CounterOfferDialog({ claim }: { claim: ClaimDetail }) {
  return (
    <ActionDialog
      label="Counter offer"
      icon={<MessageSquareReply aria-hidden />}
      title="Counter the dealer's offer"
      description="A reply drafted from the claim. Edit it, then copy it into your reply or open it in your mail app."
    >
      {() => <CounterOfferLetter claim={claim} />}
    </ActionDialog>
  );
}

function CounterOfferLetter({ claim }: { claim: ClaimDetail }) {
  const [letter, setLetter] = useState(() => counterOfferLetter(claim));
  const recipient = claim.recipient ?? '';
  const onCopy = () => copyWithToast(`Subject: ${letter.subject}\n\n${letter.body}`, { copied: OfferToasts.copied, failed: OfferToasts.copyFailed });
  const mailto = `mailto:${encodeURIComponent(recipient)}?subject=${encodeURIComponent(letter.subject)}&body=${encodeURIComponent(letter.body)}`;
  return (
    <div className="stack-sm">
      <FormField label="Subject">
        <Input value={letter.subject} onChange={(event) => setLetter({ ...letter, subject: event.target.value })} />
      </FormField>
      <FormField label="Letter">
        <Textarea rows={12} value={letter.body} onChange={(event) => setLetter({ ...letter, body: event.target.value })} />
      </FormField>
      <div className="row">
        <Button onClick={() => void onCopy()}>
          <Copy aria-hidden />
          Copy letter
        </Button>
        <a className={buttonClass('outline')} href={mailto}>
          <Mail aria-hidden />
          Open in mail app
        </a>
      </div>
    </div>
  );
}
