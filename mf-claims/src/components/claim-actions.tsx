import { BellRing, Send, Trash2 } from 'lucide-react';
import {
  CLAIM_DELETE_CONFIRMATION,
  CLAIM_REMIND_CONFIRMATION,
  CLAIM_SEND_CONFIRMATION,
  ClaimToasts,
  DependentsCopy,
  claimEarlyRemindConfirmation,
  claimSendSummary,
  hasNoDependents,
  standardClaimSubject,
  type Claim,
  type ClaimDetail,
  todayIso,
} from '@dct/contracts';
import { Button, ConfirmedAction, formatDate, toast } from '@dct/ui';
import { useClaimDependents, useDeleteClaim, useRemindClaim, useSendClaim, useUndoDelete } from '@dct/data';
import { toastFailure } from '../utils/toasts';

interface ClaimActionProps {
  claimId: number;
}

/** What the send will mail, named before the owner confirms: recipient, subject, attachments. */
export interface SendSummary {
  recipient: string | null;
  subject: string;
  documents: number;
  /** The documents by name, where the page has them (claim detail); the list shows the count. */
  documentNames?: string[];
}

/** What sending this claim mails: its letter's subject or the standard one, to its recipient, with its documents. */
export const sendSummaryOf = (claim: Claim | ClaimDetail): SendSummary => ({
  recipient: claim.recipient,
  subject: claim.letter_subject ?? standardClaimSubject(claim.id, claim.vehicle_label, claim.days),
  documents: claim.document_count,
  documentNames:
    'documents' in claim
      ? claim.documents.filter((document) => claim.document_ids === null || claim.document_ids.includes(document.id)).map((document) => document.file_name)
      : undefined,
});

/** Draft → Sent, after the spec's confirmation; the server's reason when it refuses (spec §8). */
export function SendClaimButton({ claimId, mail }: ClaimActionProps & { mail?: SendSummary }) {
  const send = useSendClaim();
  const summary = mail && claimSendSummary(mail);
  return (
    <ConfirmedAction
      label="Send Claim"
      icon={<Send aria-hidden />}
      title={`Send Claim #${claimId}`}
      description={
        summary ? (
          <span className="stack stack-sm">
            <span>{CLAIM_SEND_CONFIRMATION}</span>
            {/* One line each (the description is a paragraph, so lines are spans shown as blocks). */}
            <span className="send-summary" aria-label="What will be sent">
              <span className="send-summary-line">{summary.recipient}</span>
              <span className="send-summary-line">{summary.copy}</span>
              <span className="send-summary-line">{summary.subject}</span>
              <span className="send-summary-line">{summary.attachments}</span>
              <span className="send-summary-line muted">{summary.replies}</span>
            </span>
          </span>
        ) : (
          CLAIM_SEND_CONFIRMATION
        )
      }
      confirmLabel="Send Claim"
      pendingLabel="Sending..."
      run={() => send.mutateAsync(claimId)}
      onDone={() => toast(ClaimToasts.sent)}
      onFailed={(error) => toastFailure(ClaimToasts.sendFailed, error)}
    />
  );
}

/** Available in any status (spec §4); the claim's mails go with it. */
export function DeleteClaimButton({ claimId, onDeleted }: ClaimActionProps & { onDeleted?: () => void }) {
  const remove = useDeleteClaim();
  const undo = useUndoDelete();
  return (
    <ConfirmedAction
      label="Delete"
      ariaLabel={`Delete Claim #${claimId}`}
      icon={<Trash2 aria-hidden />}
      variant="outline"
      title={`Delete Claim #${claimId}`}
      description={
        <>
          {CLAIM_DELETE_CONFIRMATION}
          <ClaimDependents claimId={claimId} />
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      run={() => remove.mutateAsync(claimId)}
      onDone={() => {
        toast({ ...ClaimToasts.deleted, action: undo('claim', claimId, `Claim #${claimId}`) });
        onDeleted?.();
      }}
      onFailed={() => toast({ variant: 'destructive', ...ClaimToasts.deleteFailed })}
    />
  );
}

/** Rendered inside the open question only: the mails that go with the claim ("It also deletes 2 mails. It all stays in the trash for 30 days."). */
function ClaimDependents({ claimId }: { claimId: number }) {
  const dependents = useClaimDependents(claimId).data;
  return dependents && !hasNoDependents(dependents) ? <> {DependentsCopy.alsoDeletes(dependents)}</> : null;
}

/**
 * A follow-up mail for a sent claim that waits for the dealer: once the answer is due. Before that
 * the button waits, saying when the answer is due, and an early reminder goes only after the owner
 * confirms it knowing so.
 */
export function RemindClaimButton({ claimId, responseDue }: ClaimActionProps & { responseDue: string | null }) {
  const remind = useRemindClaim();
  const early = responseDue !== null && responseDue > todayIso();
  const reminder = (
    <ConfirmedAction
      label={early ? 'Remind early' : 'Send reminder'}
      icon={<BellRing aria-hidden />}
      variant={early ? 'ghost' : 'outline'}
      title={early ? `Send an early reminder about Claim #${claimId}` : `Send a reminder about Claim #${claimId}`}
      description={early ? claimEarlyRemindConfirmation(responseDue) : CLAIM_REMIND_CONFIRMATION}
      confirmLabel={early ? 'Send early reminder' : 'Send reminder'}
      pendingLabel="Sending..."
      run={() => remind.mutateAsync({ id: claimId, early })}
      onDone={() => toast(ClaimToasts.reminded)}
      onFailed={(error) => toastFailure(ClaimToasts.remindFailed, error)}
    />
  );
  if (!early) return reminder;
  return (
    <>
      <Button variant="outline" size="sm" disabled title={`Answer due ${formatDate(responseDue)}`}>
        <BellRing aria-hidden />
        Answer due {formatDate(responseDue)}
      </Button>
      {reminder}
    </>
  );
}
