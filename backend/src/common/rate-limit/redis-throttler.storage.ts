import type { ThrottlerStorage } from '@nestjs/throttler';
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

/** Rate-limit counters in Redis, so every API instance counts the same hits. */
export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly redis: Redis) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<ThrottlerStorageRecord> {
    const [totalHits, windowMs, blockMs] = (await this.redis.eval(INCREMENT, 2, key, `${key}:blocked`, ttl, limit, blockDuration)) as [number, number, number];
    return {
      totalHits,
      timeToExpire: Math.ceil(Math.max(windowMs, 0) / 1000),
      isBlocked: blockMs > 0,
      timeToBlockExpire: Math.ceil(blockMs / 1000),
    };
  }
}
