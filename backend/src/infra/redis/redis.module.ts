import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import type { AppConfig } from '../../config/config.schema';
import { APP_CONFIG } from '../../config/config.module';

export const REDIS = Symbol('REDIS');

/** One Redis connection when REDIS_URL is set (shared counters of several API instances); otherwise none. */
export type OptionalRedis = Redis | undefined;

export const InjectRedis = () => Inject(REDIS);

const logger = new Logger('Redis');

function connect({ url, prefix }: { url: string; prefix: string }): Redis {
  const redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  // Said once per outage, not once per reconnect attempt.
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) logger.warn(`Redis is unreachable: ${error.message}`);
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger.log('Redis is back');
    down = false;
  });
  return redis;
}

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
        // Commands fail at once while Redis is away instead of queueing until it is back: what uses
        // Redis has a fallback (rate limits count per process) and must not wait.
        config.redis ? connect(config.redis) : undefined,
    },
    RedisLifecycle,
  ],
  exports: [REDIS],
})
export class RedisModule {}
