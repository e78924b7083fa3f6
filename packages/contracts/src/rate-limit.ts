import { z } from 'zod';

/** A BFF counting one hit against a key (e.g. "waitlist-signup:<ip>") in core's shared counters. */
export const rateLimitHitSchema = z.object({
  key: z.string().min(1).max(200),
  windowMs: z.number().int().positive().max(24 * 60 * 60 * 1000),
});
export type RateLimitHit = z.infer<typeof rateLimitHitSchema>;

export const rateLimitKeySchema = z.object({ key: z.string().min(1).max(200) });

export const rateLimitCountSchema = z.object({
  totalHits: z.number().int(),
  /** When the window ends, as an ISO timestamp. */
  resetTime: z.string(),
});
export type RateLimitCount = z.infer<typeof rateLimitCountSchema>;
