import { CheckCircle2, MessageSquareReply } from 'lucide-react';
import { CLAIM_TEXT_LIMITS, ClaimProgressToasts, OFFER_KINDS, OfferCopy, type UpdateClaimInput } from '@dct/contracts';
import { claimCloseSchema, claimResponseSchema } from '@dct/contracts/schemas';
import { Button, FormActions, formFields, toast } from '@dct/ui';
import { useSchemaForm, FormInput, FormSelect, FormTextarea } from '@dct/ui/forms';
import { useUpdateClaim } from '@dct/data';
import { toastUpdateFailure } from '../utils/toasts';
import { ActionDialog } from './action-dialog';

/** A box for an amount in dollars, read as a number. */
const dollarsBox = { type: 'number', step: 0.01, min: 0, inputMode: 'decimal', placeholder: '0.00', rules: { valueAsNumber: true } } as const;

interface MoveFormProps {
  claimId: number;
  close: () => void;
}

/** What every status move shares: the PATCH, the toasts, closing the dialog, and Cancel. */
function useClaimMove({ claimId, close }: MoveFormProps, success: { title: string; description: string }) {
  const update = useUpdateClaim();
  return {
    submit: (input: UpdateClaimInput) => update.mutateAsync({ id: claimId, input }),
    onSuccess: () => {
      toast(success);
      close();
    },
    onFailure: ({ error }: { error: unknown }) => toastUpdateFailure(error),
    cancel: (
      <Button variant="outline" onClick={close}>
        Cancel
      </Button>
    ),
  };
}

const responseFields = formFields(claimResponseSchema, { dealer_reply: 'text', offered_amount: 'number', offer_kind: 'text' });

/** Sent → Response, with the dealer's reply pasted in (it feeds the assistant's triage). */
export function ResponseForm(props: MoveFormProps) {
  const { submit, cancel, ...outcome } = useClaimMove(props, ClaimProgressToasts.responseRecorded);
  const { form, onSubmit, pending } = useSchemaForm(responseFields, {
    defaultValues: responseFields.empty({ offer_kind: 'cash' }),
    // The kind goes with an amount: without one there is no offer to describe.
    submit: (values) => submit({ status: 'Response', ...responseFields.patch(values), ...(values.offered_amount === undefined && { offer_kind: null }) }),
    ...outcome,
  });
  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      <FormTextarea
        form={form}
        name="dealer_reply"
        label="Dealer's Reply"
        hint="Optional. Paste the dealer's e-mail or note what they said."
        rows={8}
        maxLength={CLAIM_TEXT_LIMITS.dealer_reply}
      />
      <FormInput form={form} name="offered_amount" label="Amount Offered" hint="Optional. What the dealer offers, in dollars." {...dollarsBox} />
      <FormSelect form={form} name="offer_kind" label="Kind of Offer" hint={OfferCopy.creditNotCash}>
        {OFFER_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {OfferCopy.kindLabel(kind)}
          </option>
        ))}
      </FormSelect>
      <FormActions cancel={cancel} pending={pending} label="Record Response" pendingLabel="Saving..." />
    </form>
  );
}

const closeFields = formFields(claimCloseSchema, { recovered_amount: 'number', outcome_notes: 'text' });

/** Sent or Response → Closed, with what came of it; the amount starts at what the dealer offered. */
export function CloseForm({ offered, ...props }: MoveFormProps & { offered?: number | null }) {
  const { submit, cancel, ...outcome } = useClaimMove(props, ClaimProgressToasts.closed);
  const { form, onSubmit, pending } = useSchemaForm(closeFields, {
    defaultValues: closeFields.empty({ recovered_amount: offered ?? undefined }),
    submit: (values) => submit({ status: 'Closed', ...closeFields.patch(values) }),
    ...outcome,
  });
  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      <FormInput form={form} name="recovered_amount" label="Amount Recovered" hint="Optional. What the dealer paid or credited, in dollars." {...dollarsBox} />
      <FormTextarea form={form} name="outcome_notes" label="Outcome Notes" rows={4} maxLength={CLAIM_TEXT_LIMITS.outcome_notes} />
      <FormActions cancel={cancel} pending={pending} label="Close Claim" pendingLabel="Closing..." />
    </form>
  );
}

export function RecordResponseDialog({ claimId }: { claimId: number }) {
  return (
    <ActionDialog
      label="Record response"
      icon={<MessageSquareReply aria-hidden />}
      title="Record the dealer's response"
      description={`Claim #${claimId} moves to Response. Paste what the dealer replied, so it stays with the claim.`}
    >
      {(close) => <ResponseForm claimId={claimId} close={close} />}
    </ActionDialog>
  );
}

export function CloseClaimDialog({ claimId, offered }: { claimId: number; offered?: number | null }) {
  return (
    <ActionDialog
      label="Close claim"
      icon={<CheckCircle2 aria-hidden />}
      title={`Close Claim #${claimId}`}
      description="Record what came of the claim. A closed claim counts towards Recovered vs asked."
    >
      {(close) => <CloseForm claimId={claimId} close={close} offered={offered} />}
    </ActionDialog>
  );
}
