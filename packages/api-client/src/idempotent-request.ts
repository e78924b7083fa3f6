import { IDEMPOTENCY_KEY_HEADER, RETRYABLE_STATUSES } from '@fresh-pouf/contracts';
import { ApiRequestError, apiRequest, type ApiRequestOptions } from './api-request';

/**
 * Pauses before each further try, about 5 s in all: a dead copy's traffic moves to its twin at
 * once, and a database restart takes a second or two; a visitor waits no longer for the error.
 */
export const SUBMISSION_RETRY_DELAYS_MS: readonly number[] = [300, 1_000, 2_000, 2_000];

/** A fresh submission name (128 random bits, hex); getRandomValues works on plain http too, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const worthRetrying = (err: unknown, signal: AbortSignal | undefined): boolean => {
  if (signal?.aborted) return false;
  if (err instanceof ApiRequestError) return RETRYABLE_STATUSES.includes(err.status);
  // fetch rejects with a TypeError when no answer came at all (connection reset or refused).
  return err instanceof TypeError;
};

const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export interface SubmissionOptions extends ApiRequestOptions {
  /** Overrides the pauses between tries (tests). */
  retryDelaysMs?: readonly number[];
}

/**
 * A submission the server must store once (a sign-up): one Idempotency-Key for all its tries,
 * tried again when no answer or a gateway's "try later" came back. The server answers a try
 * whose first attempt was stored as it answered that one, so a lost answer never becomes a
 * failure the visitor sees, nor a second entry.
 */
export async function submitOnce(method: string, url: string, options: SubmissionOptions = {}): Promise<Response> {
  const { retryDelaysMs = SUBMISSION_RETRY_DELAYS_MS, ...request } = options;
  const headers = { ...request.headers, [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await apiRequest(method, url, { ...request, headers });
    } catch (err) {
      const delayMs = retryDelaysMs[attempt];
      if (delayMs === undefined || !worthRetrying(err, request.signal)) throw err;
      await pause(delayMs, request.signal);
    }
  }
}
