import { CheckCircle2, MessageSquareReply } from 'lucide-react';
import { CLAIM_TEXT_LIMITS, ClaimProgressToasts, OFFER_KINDS, OfferCopy, type UpdateClaimInput } from '@dct/contracts';
import { claimCloseSchema, claimResponseSchema } from '@dct/contracts/schemas';
import { Button, FormActions, FormField, Input, Select, Textarea, formFields, toast } from '@dct/ui';
import { useSchemaForm } from '@dct/ui/forms';
import { useUpdateClaim } from '@dct/data';
import { toastUpdateFailure } from '../utils/toasts';
import { ActionDialog } from './action-dialog';

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
  const { errors } = form.formState;
  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      <FormField label="Dealer's Reply" error={errors.dealer_reply?.message} hint="Optional. Paste the dealer's e-mail or note what they said.">
        <Textarea rows={8} maxLength={CLAIM_TEXT_LIMITS.dealer_reply} {...form.register('dealer_reply')} />
      </FormField>
      <FormField label="Amount Offered" error={errors.offered_amount?.message} hint="Optional. What the dealer offers, in dollars.">
        <Input type="number" step={0.01} min={0} inputMode="decimal" placeholder="0.00" {...form.register('offered_amount', { valueAsNumber: true })} />
      </FormField>
      <FormField label="Kind of Offer" error={errors.offer_kind?.message} hint={OfferCopy.creditNotCash}>
        <Select {...form.register('offer_kind')}>
          {OFFER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {OfferCopy.kindLabel(kind)}
            </option>
          ))}
        </Select>
      </FormField>
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
  const { errors } = form.formState;
  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      <FormField label="Amount Recovered" error={errors.recovered_amount?.message} hint="Optional. What the dealer paid or credited, in dollars.">
        <Input type="number" step={0.01} min={0} inputMode="decimal" placeholder="0.00" {...form.register('recovered_amount', { valueAsNumber: true })} />
      </FormField>
      <FormField label="Outcome Notes" error={errors.outcome_notes?.message}>
        <Textarea rows={4} maxLength={CLAIM_TEXT_LIMITS.outcome_notes} {...form.register('outcome_notes')} />
      </FormField>
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
