/**
 * Posts a minute per client, counted in memory only (a token bucket per
 * client address, forgotten once full again); nothing about a client is
 * stored. Each service process counts its own; nginx's limit is the one
 * several processes share.
 */
export interface RateLimiter {
  /** Takes one post from the client's allowance: 0 when allowed, else the seconds until one is. */
  take(client: string): number;
}

/** Buckets kept before full ones are forgotten. */
const SWEEP_AT = 10_000;

export function createRateLimiter(perMinute: number, now: () => number = Date.now): RateLimiter {
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, {tokens: number; at: number}>();
  const level = (b: {tokens: number; at: number}, t: number) => Math.min(perMinute, b.tokens + (t - b.at) * perMs);
  return {
    take(client) {
      const t = now();
      if (buckets.size >= SWEEP_AT) for (const [key, b] of buckets) if (level(b, t) >= perMinute) buckets.delete(key);
      const bucket = buckets.get(client);
      const tokens = bucket ? level(bucket, t) : perMinute;
      if (tokens < 1) return Math.ceil((1 - tokens) / perMs / 1000);
      buckets.set(client, {tokens: tokens - 1, at: t});
      return 0;
    },
  };
}
