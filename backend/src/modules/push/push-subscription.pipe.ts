import { Injectable } from '@nestjs/common';
import { pushSubscriptionSchema } from '@dct/contracts/schemas';
import { ZodBodyPipe } from '../../common/zod-body.pipe';
import { PushEndpoints } from './push-endpoints';

/** POST /api/push/subscriptions' body, its address checked by the push address rule (PushEndpoints). */
@Injectable()
export class PushSubscriptionPipe extends ZodBodyPipe<ReturnType<typeof pushSubscriptionSchema>['shape']> {
  constructor(endpoints: PushEndpoints) {
    super(() => pushSubscriptionSchema({ endpointProblem: (endpoint) => endpoints.problemOf(endpoint) }));
  }
}
