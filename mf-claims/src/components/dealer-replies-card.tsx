import { Check, Download, X } from 'lucide-react';
import { ClaimMessages, formatDate, formatDay, formatMoney, type ClaimReply } from '@dct/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, buttonClass, toast } from '@dct/ui';
import { links, useAcceptClaimReply, useCanChangeRecords, useClaimReplies, useDismissClaimReply } from '@dct/data';

/** The proposal in the owner's words: "Mark as responded, offered $150, reply by Dec 12, 2026?" */
export function replyProposal(reply: ClaimReply): string {
  const parts = ['Mark as responded'];
  if (reply.triage && reply.triage.offered_amount !== null) parts.push(`offered ${formatMoney(reply.triage.offered_amount)}`);
  if (reply.triage?.deadline) parts.push(`reply by ${formatDay(reply.triage.deadline)}`);
  return `${parts.join(', ')}?`;
}

/**
 * The dealer's answers that came back by e-mail: what each said, the assistant's proposal with
 * Accept / Dismiss while it is open, and the original message to download. Nothing while none came.
 */
export function DealerRepliesCard({ claimId }: { claimId: number }) {
  const replies = useClaimReplies(claimId);
  if (!replies.data || replies.data.length === 0) return null;
  return (
    <Card role="region" aria-label="Dealer replies">
      <CardHeader>
        <CardTitle>Dealer replies</CardTitle>
      </CardHeader>
      <CardContent className="stack stack-sm">
        {replies.data.map((reply) => (
          <DealerReply key={reply.id} claimId={claimId} reply={reply} />
        ))}
      </CardContent>
    </Card>
  );
}

function DealerReply({ claimId, reply }: { claimId: number; reply: ClaimReply }) {
  const accept = useAcceptClaimReply();
  const dismiss = useDismissClaimReply();
  const busy = accept.isPending || dismiss.isPending;
  const canChange = useCanChangeRecords();
  const failed = () => toast({ variant: 'destructive', title: 'Error', description: 'The reply could not be updated. Please try again.' });
  return (
    <article className="stack-sm" aria-label={`Reply of ${formatDate(reply.received_at)}`}>
      <p className="small muted">
        {reply.from ?? 'Unknown sender'} · {formatDate(reply.received_at)}
        {reply.auto_reply && ' · automatic reply'}
      </p>
      <p>
        <strong>{reply.subject}</strong>
      </p>
      {/* Shown as text, never as HTML. */}
      <p className="claim-text">{reply.text}</p>
      {reply.refused_attachments.length > 0 && (
        <ul className="small muted" aria-label="Attachments not kept">
          {reply.refused_attachments.map((refused, index) => (
            <li key={index}>{ClaimMessages.replyAttachmentNotKept(refused.name, refused.reason)}</li>
          ))}
        </ul>
      )}
      {reply.state === 'proposed' && !reply.auto_reply && (
        <div className="stack-sm">
          <p>{replyProposal(reply)}</p>
          {canChange && (
            <div className="row">
              <Button
                size="sm"
                disabled={busy}
                onClick={() =>
                  accept.mutate(
                    { claimId, replyId: reply.id, input: {} },
                    { onSuccess: () => toast({ title: 'Reply recorded', description: 'The claim is marked as responded.' }), onError: failed },
                  )
                }
              >
                <Check aria-hidden /> Accept
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => dismiss.mutate({ claimId, replyId: reply.id }, { onError: failed })}>
                <X aria-hidden /> Dismiss
              </Button>
            </div>
          )}
        </div>
      )}
      {reply.state !== 'proposed' && <p className="small muted">{reply.state === 'accepted' ? 'Recorded on the claim' : 'Dismissed'}</p>}
      <a className={buttonClass('ghost', 'sm')} href={links.claimReplyEml(claimId, reply.id)} download>
        <Download aria-hidden /> Original message (.eml)
      </a>
    </article>
  );
}
