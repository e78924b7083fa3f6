import { z } from 'zod';

/**
 * A submission's own name, chosen by the browser once per submission and sent again with every
 * retry of it: a retry after a lost answer (a copy of a service died, the network dropped) is
 * then recognised as the same submission and answered as the first one was, never stored twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key must be 16 to 64 letters, digits, "-" or "_"',
} as const;

export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, IDEMPOTENCY_MESSAGES.invalid);
export type IdempotencyKey = z.infer<typeof idempotencyKeySchema>;

/** Answers a submission retried with the same key may meet on its way: worth another try. */
export const RETRYABLE_STATUSES: readonly number[] = [502, 503, 504];
