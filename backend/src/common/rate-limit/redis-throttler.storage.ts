import { Logger } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type Redis from 'ioredis';

/**
 * Counts hits in one round trip: the window's counter (expiring with the window) and, once the
 * limit is passed, a block marker that lasts the block duration. Returns hits, the window's
 * remaining ms and the block's remaining ms (0 when not blocked).
 */
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local window = redis.call('PTTL', KEYS[1])
local blocked = redis.call('PTTL', KEYS[2])
if blocked < 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blocked = tonumber(ARGV[3])
end
if blocked < 0 then blocked = 0 end
return {hits, window, blocked}
`;

/** Longer than Redis ever takes on a working network; past it, the process counts on its own. */
const REDIS_ANSWER_MS = 500;

/**
 * Rate-limit counters in Redis, so every API instance counts the same hits. While Redis cannot
 * answer (down, or slower than half a second), each process counts in its own memory instead:
 * every limit still holds, per instance, and no request fails or waits because of Redis.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private readonly local = new ThrottlerStorageService();
  private usingLocal = false;

  constructor(private readonly redis: Redis) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const counting = this.redis.eval(INCREMENT, 2, key, `${key}:blocked`, ttl, limit, blockDuration) as Promise<[number, number, number]>;
      counting.catch(() => undefined);
      const [totalHits, windowMs, blockMs] = await Promise.race([
        counting,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_ANSWER_MS} ms`)), REDIS_ANSWER_MS);
        }),
      ]);
      if (this.usingLocal) this.logger.log('Redis answers again: rate limits are shared by every instance');
      this.usingLocal = false;
      return {
        totalHits,
        timeToExpire: Math.ceil(Math.max(windowMs, 0) / 1000),
        isBlocked: blockMs > 0,
        timeToBlockExpire: Math.ceil(blockMs / 1000),
      };
    } catch (error) {
      if (!this.usingLocal) this.logger.warn(`Redis is unreachable (${error instanceof Error ? error.message : String(error)}): rate limits count per process`);
      this.usingLocal = true;
      return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
    } finally {
      clearTimeout(timer);
    }
  }

  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
  }
}
