import { apiErrorSchema, type ApiError } from '@fresh-pouf/contracts';

function parseApiError(body: string): ApiError | undefined {
  try {
    return apiErrorSchema.safeParse(JSON.parse(body)).data;
  } catch {
    return undefined; // not JSON: no server message
  }
}

/**
 * Raised for any non-success answer except a 409 the caller takes back (see `conflict`); the
 * text is "<status>: <body or status text>". The body is read once, with the shared error
 * contract, so no screen parses an error body itself.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: string;
  /** The error body, when it is the shared shape (message, per-field messages, request id). */
  readonly apiError: ApiError | undefined;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
    this.apiError = parseApiError(body);
  }

  /** The `message` field of a JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    return this.apiError?.message;
  }

  /** The first message per field of a validation failure, as a form shows it under each field. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.apiError?.fieldErrors ?? {})) {
      if (messages[0]) out[field] = messages[0];
    }
    return out;
  }

  static async from(response: Response): Promise<ApiRequestError> {
    const text = await response.text().catch(() => '');
    return new ApiRequestError(response.status, text, response.statusText);
  }
}

export interface ApiRequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * A 409 is handed back by default (the waitlist counts "already on the list"
   * as a success). 'throw' raises it like any other refusal (a slug or username already taken).
   */
  conflict?: 'return' | 'throw';
  /** Where a relative `url` goes; unset, the page's own origin (the browser's default). */
  origin?: string | undefined;
}

/**
 * The product's request helper (docs/product/overview.md#the-request-helper): JSON body with a JSON content type when a
 * body exists, cookies always included, a 409 handed back to the caller unless asked
 * otherwise, anything else that is not ok raised as an ApiRequestError.
 */
export async function apiRequest(method: string, url: string, options: ApiRequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(options.origin === undefined ? url : new URL(url, options.origin), {
    method,
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    credentials: 'include',
    signal: options.signal ?? null,
  });
  if (response.ok || (response.status === 409 && options.conflict !== 'throw')) return response;
  throw await ApiRequestError.from(response);
}
