import { ApiProperty } from '@nestjs/swagger';
import type { PushPublicKey, PushSubscriptionSaved } from '@dct/contracts';

export class PushPublicKeyResponse implements PushPublicKey {
  @ApiProperty({ description: "The VAPID application server key (base64url): pushManager.subscribe's applicationServerKey" }) public_key: string;
}

export class PushSubscriptionSavedResponse implements PushSubscriptionSaved {
  @ApiProperty() endpoint: string;
  @ApiProperty({ format: 'date-time', description: "When this owner's browser first subscribed at this address" }) created_at: string;
}
