import { z } from 'zod';
import { CORE_FAILURE_MESSAGES, coreRoute } from './route';

/** A BFF counting one hit against a key (e.g. "waitlist-signup:<ip>") in core's shared counters. */
export const rateLimitHitSchema = z.object({
  key: z.string().min(1).max(200),
  windowMs: z
    .number()
    .int()
    .positive()
    .max(24 * 60 * 60 * 1000),
});
export type RateLimitHit = z.infer<typeof rateLimitHitSchema>;

export const rateLimitKeySchema = z.object({ key: z.string().min(1).max(200) });

export const rateLimitCountSchema = z.object({
  totalHits: z.number().int(),
  /** When the window ends, as an ISO timestamp. */
  resetTime: z.string(),
});
export type RateLimitCount = z.infer<typeof rateLimitCountSchema>;

const failureMessage = CORE_FAILURE_MESSAGES.unavailable;

/** Counters kept in PostgreSQL, so every copy of a BFF counts against one limit. */
export const coreRateLimitApi = {
  hit: coreRoute({
    method: 'POST',
    path: '/internal/rate-limits/hit',
    body: rateLimitHitSchema,
    status: 200,
    response: rateLimitCountSchema,
    passThrough: [],
    failureMessage,
  }),
  undo: coreRoute({
    method: 'POST',
    path: '/internal/rate-limits/undo',
    body: rateLimitKeySchema,
    status: 204,
    response: null,
    passThrough: [],
    failureMessage,
  }),
  reset: coreRoute({
    method: 'POST',
    path: '/internal/rate-limits/reset',
    body: rateLimitKeySchema,
    status: 204,
    response: null,
    passThrough: [],
    failureMessage,
  }),
};
