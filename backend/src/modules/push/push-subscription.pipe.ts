import { Injectable } from '@nestjs/common';
import { pushSubscriptionSchema } from '@dct/contracts/schemas';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { ZodBodyPipe } from '../../common/zod-body.pipe';

/**
 * POST /api/push/subscriptions' body: https:// to a browser's push service (PUSH_SERVICE_HOSTS), and
 * outside production also http:// to this machine (a push service run in tests).
 */
@Injectable()
export class PushSubscriptionPipe extends ZodBodyPipe<ReturnType<typeof pushSubscriptionSchema>['shape']> {
  constructor(@InjectConfig() config: AppConfig) {
    const allowLoopbackHttp = config.nodeEnv !== 'production';
    super(() => pushSubscriptionSchema({ allowLoopbackHttp, serviceHosts: config.push.serviceHosts }));
  }
}
