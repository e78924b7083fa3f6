import { z } from 'zod';
import { BFF_RATE_LIMITS } from '../rate-limits';
import { CORE_FAILURE_MESSAGES, coreRoute } from './route';

const windowMsSchema = z
  .number()
  .int()
  .positive()
  .max(24 * 60 * 60 * 1000);

/**
 * A limit as a BFF applies it: the key within its policy (a client address, a hash) and the
 * window and limit its settings give. Core keeps the counter under the policy's name.
 */
export const appliedRateLimitSchema = z.object({
  key: z.string().min(1).max(200),
  windowMs: windowMsSchema,
  max: z.number().int().positive(),
});
export type AppliedRateLimit = z.infer<typeof appliedRateLimitSchema>;

/** A BFF counting one hit (or, `giveBack`, returning one) under one of its policies. */
export const rateLimitCountRequestSchema = z.object({
  policy: z.enum(BFF_RATE_LIMITS),
  key: z.string().min(1).max(200),
  windowMs: windowMsSchema,
  giveBack: z.boolean().optional(),
});
export type RateLimitCountRequest = z.infer<typeof rateLimitCountRequestSchema>;

export const rateLimitCountSchema = z.object({
  totalHits: z.number().int(),
  /** When the window ends, as an ISO timestamp. */
  resetTime: z.string(),
});
export type RateLimitCount = z.infer<typeof rateLimitCountSchema>;

/** Counters kept in PostgreSQL, so every copy of a BFF counts against one limit. */
export const coreRateLimitApi = {
  count: coreRoute({
    method: 'POST',
    path: '/internal/rate-limits/count',
    body: rateLimitCountRequestSchema,
    status: 200,
    response: rateLimitCountSchema,
    passThrough: [],
    failureMessage: CORE_FAILURE_MESSAGES.unavailable,
  }),
};
