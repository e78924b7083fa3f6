import { AppError } from './app-error';

/** What a caller is told when a service behind this one cannot be reached. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
import { REQUEST_ID_HEADER } from './request-context';
import { SERVICE_TOKEN_HEADER } from './service-token';

/** The body is whatever JSON came back: callers parse it with the shared contracts. */
export interface ServiceResponse {
  status: number;
  body: unknown;
}

export interface ServiceClient {
  request(
    method: string,
    path: string,
    options?: { body?: unknown; requestId?: string | undefined; timeoutMs?: number },
  ): Promise<ServiceResponse>;
}

/**
 * A BFF's client for core-service. Non-2xx answers are returned, not thrown, so a route can
 * pass a 409 or 400 through; only an unreachable core becomes a 503.
 */
// Just under the gateway's 30 s proxy timeout: a call that core completes late (a sign-up held
// by a lock, say) must be answered as done, not reported failed while core commits it anyway.
const DEFAULT_TIMEOUT_MS = 25_000;

export function createServiceClient(baseUrl: string, token: string, defaultTimeoutMs = DEFAULT_TIMEOUT_MS): ServiceClient {
  return {
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { [SERVICE_TOKEN_HEADER]: token, accept: 'application/json' };
      if (options.requestId) headers[REQUEST_ID_HEADER] = options.requestId;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await fetch(new URL(path, baseUrl), {
          method,
          headers,
          body: options.body === undefined ? null : JSON.stringify(options.body),
          signal: AbortSignal.timeout(options.timeoutMs ?? defaultTimeoutMs),
        });
      } catch {
        throw AppError.unavailable(SERVICE_UNAVAILABLE_MESSAGE);
      }
      const text = await response.text();
      let body: unknown = null;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = { message: text };
        }
      }
      return { status: response.status, body };
    },
  };
}
