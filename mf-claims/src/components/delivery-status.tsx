import { AlertCircle, CheckCircle2, Clock, Send } from 'lucide-react';
import { DELIVERY_STATE_LABELS, type ClaimDelivery, type DeliveryState } from '@dct/contracts';
import '../claims.css';

const ICONS: Record<DeliveryState, typeof Clock> = { queued: Clock, sending: Send, delivered: CheckCircle2, failed: AlertCircle };

/** Where the claim's latest mail is: queued, sending, delivered, or failed with the reason. */
export function DeliveryStatus({ delivery }: { delivery: ClaimDelivery }) {
  const Icon = ICONS[delivery.state];
  return (
    <span className={`delivery delivery-${delivery.state}`}>
      <Icon aria-hidden />
      <span>{DELIVERY_STATE_LABELS[delivery.state]}</span>
      {delivery.state === 'failed' && delivery.last_error && <span className="delivery-error">: {delivery.last_error}</span>}
    </span>
  );
}
