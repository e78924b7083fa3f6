import {
  type RateLimitCount,
  type RateLimitCountRequest,
  type RateLimitPolicy,
  RATE_LIMITS,
  rateLimitCounterKey,
} from '@fresh-pouf/contracts';
import type { Transaction } from 'sequelize';
import type { RateLimitRepository } from './rate-limit.repository';

const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Ended windows are dead rows; sweeping now and then (after a hit, at most every 10 minutes)
 * keeps the table small without a scheduler. Every path that counts hits calls it.
 */
export function counterSweeper(counters: Pick<RateLimitRepository, 'purgeEndedBefore'>, now: () => number = Date.now) {
  let lastPurge = now();
  return async (): Promise<void> => {
    if (now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = now();
      await counters.purgeEndedBefore(new Date(now()));
    }
  };
}

/** A policy's limit and window as applied: its defaults, or the settings that override them. */
export type LimitSettings = Pick<RateLimitPolicy, 'max' | 'windowMs' | 'holdMs'>;

/** One hit counted under a policy. */
export interface LimitDecision extends RateLimitCount {
  /** Within the limit; when false, the caller answers with the policy's answer. */
  allowed: boolean;
  /** Until the window (or hold) ends. */
  msLeft: number;
}

const byName = new Map<string, RateLimitPolicy>(Object.values(RATE_LIMITS).map((p) => [p.name, p]));

/**
 * The one way to apply a rate limit: count a hit of `key` under a policy from the table in
 * contracts, and say whether it is allowed. `clock` is for tests; without it the database's
 * clock decides windows, so every copy of every service agrees.
 */
export function createRateLimiter(counters: RateLimitRepository, clock?: () => Date) {
  const at = () => (clock ? clock() : null);
  const nowMs = () => (clock ? clock().getTime() : Date.now());
  const sweep = counterSweeper(counters, nowMs);
  const msLeftOf = (count: RateLimitCount) => Math.max(0, new Date(count.resetTime).getTime() - nowMs());

  const limiter = {
    async apply(
      policy: RateLimitPolicy,
      key: string,
      settings: LimitSettings = policy,
      tx?: Transaction,
    ): Promise<LimitDecision> {
      const count = await counters.hit(rateLimitCounterKey(policy, key), settings.windowMs, at(), tx);
      await sweep();
      return { ...count, allowed: count.totalHits <= settings.max, msLeft: msLeftOf(count) };
    },
    /** A hit that was no failure (for a policy that counts failures), or was not let through. */
    giveBack: (policy: RateLimitPolicy, key: string) => counters.undo(rateLimitCounterKey(policy, key)),
    reset: (policy: RateLimitPolicy, key: string, tx?: Transaction) =>
      counters.reset(rateLimitCounterKey(policy, key), tx),
    /** Every counter of the policy whose key starts with `keyPrefix`. */
    resetAll: (policy: RateLimitPolicy, keyPrefix: string, tx?: Transaction) =>
      counters.resetPrefix(rateLimitCounterKey(policy, keyPrefix), tx),
    /** Once the limit is spent, shuts the key for the policy's hold from now (the count starts over after it). */
    hold: (policy: RateLimitPolicy, key: string, settings: LimitSettings = policy) =>
      counters.hold(rateLimitCounterKey(policy, key), settings.max, settings.holdMs ?? settings.windowMs, at()),
    /** How long the key stays shut (0 when it is not). */
    async shutForMs(policy: RateLimitPolicy, key: string, settings: LimitSettings = policy): Promise<number> {
      const count = await counters.find(rateLimitCounterKey(policy, key));
      return count && count.totalHits > settings.max ? msLeftOf(count) : 0;
    },

    /** A BFF's hit (or given-back hit) under one of its policies, over the internal route. */
    async count({ policy: name, key, windowMs, giveBack }: RateLimitCountRequest): Promise<RateLimitCount> {
      const policy = byName.get(name);
      if (!policy) throw new Error(`unknown rate-limit policy ${name}`);
      if (!giveBack) {
        const { totalHits, resetTime } = await limiter.apply(policy, key, { max: policy.max, windowMs });
        return { totalHits, resetTime };
      }
      await limiter.giveBack(policy, key);
      const left = await counters.find(rateLimitCounterKey(policy, key));
      return left ?? { totalHits: 0, resetTime: new Date(nowMs()).toISOString() };
    },
  };
  return limiter;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
