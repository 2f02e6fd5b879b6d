import { DISPATCH_KIND_LABELS, type ClaimDispatch } from '@dct/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, formatDate } from '@dct/ui';
import { DeliveryStatus } from './delivery-status';
import { Fact } from './facts';
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

/** Every mail sent for the claim, newest first: where it is, and exactly what went out. */
export function DeliveryHistory({ dispatches }: { dispatches: readonly ClaimDispatch[] }) {
  const newestFirst = [...dispatches].sort((a, b) => b.id - a.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Delivery History</CardTitle>
        <CardDescription>The e-mails sent to the dealer for this claim.</CardDescription>
      </CardHeader>
      <CardContent>
        {newestFirst.length === 0 ? (
          <p className="small muted">Nothing sent yet. Sending the claim e-mails the PDF statement to the dealer.</p>
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
