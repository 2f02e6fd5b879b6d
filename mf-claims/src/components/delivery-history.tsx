import { ClaimToasts, DISPATCH_KIND_LABELS, type ClaimDetail, type ClaimDispatch } from '@dct/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, formatDate, toast } from '@dct/ui';
import { useUpdateClaim } from '@dct/data';
import { DeliveryStatus } from './delivery-status';
import { Fact } from './facts';
import { toastUpdateFailure } from '../utils/toasts';
import '../claims.css';

function Dispatch({ dispatch }: { dispatch: ClaimDispatch }) {
  return (
    <li className="dispatch" aria-label={`${DISPATCH_KIND_LABELS[dispatch.kind]} of ${formatDate(dispatch.created_at)}`}>
      <div className="dispatch-top">
        <strong>{DISPATCH_KIND_LABELS[dispatch.kind]}</strong>
        <DeliveryStatus delivery={dispatch} />
      </div>
      <dl className="facts">
        <Fact label="Queued">{formatDate(dispatch.created_at)}</Fact>
        <Fact label="Delivered">{formatDate(dispatch.delivered_at)}</Fact>
        <Fact label="Attempts">{String(dispatch.attempts)}</Fact>
        <Fact label="Last error">{dispatch.last_error}</Fact>
      </dl>
      <details>
        <summary>What was sent</summary>
        <dl className="facts">
          <Fact label="To">{dispatch.recipient}</Fact>
          <Fact label="Reply-To">{dispatch.reply_to}</Fact>
          <Fact label="Subject">{dispatch.subject}</Fact>
          <Fact label="Attachment">{dispatch.attachment_name}</Fact>
        </dl>
        <pre className="mail-body">{dispatch.body_text}</pre>
      </details>
    </li>
  );
}

/** Before sending: which letter the claim e-mail will carry (the owner's own, drafted with the assistant, or the standard one). */
function NextLetter({ claim }: { claim: ClaimDetail }) {
  const update = useUpdateClaim();
  if (!claim.letter_subject)
    return <p className="small muted">Nothing sent yet. Sending the claim e-mails the standard letter with the PDF statement to the dealer.</p>;
  const useStandard = () =>
    update.mutate(
      { id: claim.id, input: { letter_subject: null, letter_body: null } },
      { onSuccess: () => toast(ClaimToasts.updated), onError: toastUpdateFailure },
    );
  return (
    <div className="stack stack-sm">
      <p className="small muted">Nothing sent yet. Sending the claim e-mails your letter with the PDF statement to the dealer.</p>
      <details>
        <summary>Your letter: {claim.letter_subject}</summary>
        <pre className="mail-body">{claim.letter_body}</pre>
      </details>
      {claim.status === 'Draft' && (
        <div>
          <Button variant="outline" size="sm" onClick={useStandard} disabled={update.isPending}>
            Use the standard letter
          </Button>
        </div>
      )}
    </div>
  );
}

/** Every mail sent for the claim, newest first: where it is, and exactly what went out. */
export function DeliveryHistory({ claim }: { claim: ClaimDetail }) {
  const newestFirst = [...claim.dispatches].sort((a, b) => b.id - a.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Delivery History</CardTitle>
        <CardDescription>The e-mails sent to the dealer for this claim.</CardDescription>
      </CardHeader>
      <CardContent>
        {newestFirst.length === 0 ? (
          <NextLetter claim={claim} />
        ) : (
          <ul className="dispatch-list">
            {newestFirst.map((dispatch) => (
              <Dispatch key={dispatch.id} dispatch={dispatch} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
