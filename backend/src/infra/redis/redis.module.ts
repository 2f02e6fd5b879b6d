import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import type { AppConfig } from '../../config/config.schema';
import { APP_CONFIG } from '../../config/config.module';

export const REDIS = Symbol('REDIS');

/** One Redis connection when REDIS_URL is set (shared counters of several API instances); otherwise none. */
export type OptionalRedis = Redis | undefined;

export const InjectRedis = () => Inject(REDIS);

@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@InjectRedis() private readonly redis: OptionalRedis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): OptionalRedis =>
        config.redis ? new Redis(config.redis.url, { keyPrefix: config.redis.prefix, maxRetriesPerRequest: 2, lazyConnect: false }) : undefined,
    },
    RedisLifecycle,
  ],
  exports: [REDIS],
})
export class RedisModule {}
