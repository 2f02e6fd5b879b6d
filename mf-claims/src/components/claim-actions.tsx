import { BellRing, Send, Trash2 } from 'lucide-react';
import {
  CLAIM_DELETE_CONFIRMATION,
  CLAIM_REMIND_CONFIRMATION,
  CLAIM_SEND_CONFIRMATION,
  ClaimToasts,
  claimEarlyRemindConfirmation,
  todayIso,
} from '@dct/contracts';
import { ConfirmedAction, toast } from '@dct/ui';
import { useDeleteClaim, useRemindClaim, useSendClaim } from '../hooks/use-claims';
import { toastFailure } from '../utils/toasts';

interface ClaimActionProps {
  claimId: number;
}

/** Draft → Sent, after the spec's confirmation; the server's reason when it refuses (spec §8). */
export function SendClaimButton({ claimId }: ClaimActionProps) {
  const send = useSendClaim();
  return (
    <ConfirmedAction
      label="Send Claim"
      icon={<Send aria-hidden />}
      title={`Send Claim #${claimId}`}
      description={CLAIM_SEND_CONFIRMATION}
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
  return (
    <ConfirmedAction
      label="Delete"
      ariaLabel={`Delete Claim #${claimId}`}
      icon={<Trash2 aria-hidden />}
      variant="outline"
      title={`Delete Claim #${claimId}`}
      description={CLAIM_DELETE_CONFIRMATION}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      run={() => remove.mutateAsync(claimId)}
      onDone={() => {
        toast(ClaimToasts.deleted);
        onDeleted?.();
      }}
      onFailed={() => toast({ variant: 'destructive', ...ClaimToasts.deleteFailed })}
    />
  );
}

/**
 * A follow-up mail for a sent claim that waits for the dealer. Before the answer is due the
 * reminder is early: the confirmation says so and the owner's yes is sent with it.
 */
export function RemindClaimButton({ claimId, responseDue }: ClaimActionProps & { responseDue: string | null }) {
  const remind = useRemindClaim();
  const early = responseDue !== null && responseDue > todayIso();
  return (
    <ConfirmedAction
      label="Send reminder"
      icon={<BellRing aria-hidden />}
      variant="outline"
      title={early ? `Send an early reminder about Claim #${claimId}` : `Send a reminder about Claim #${claimId}`}
      description={early ? claimEarlyRemindConfirmation(responseDue) : CLAIM_REMIND_CONFIRMATION}
      confirmLabel={early ? 'Send early reminder' : 'Send reminder'}
      pendingLabel="Sending..."
      run={() => remind.mutateAsync({ id: claimId, early })}
      onDone={() => toast(ClaimToasts.reminded)}
      onFailed={(error) => toastFailure(ClaimToasts.remindFailed, error)}
    />
  );
}
