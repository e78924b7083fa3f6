/** Raised for any non-success answer except 409; the text is "<status>: <body or status text>". */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }

  /** The `message` field of a JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // not JSON: no server message
    }
    return undefined;
  }
}

export interface ApiRequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The product's request helper (spec section 7): JSON body with a JSON content type when a
 * body exists, cookies always included, a 409 handed back to the caller, anything else that
 * is not ok raised as an ApiRequestError.
 */
export async function apiRequest(method: string, url: string, options: ApiRequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    credentials: 'include',
    signal: options.signal ?? null,
  });
  if (response.ok || response.status === 409) return response;
  const text = await response.text().catch(() => '');
  throw new ApiRequestError(response.status, text, response.statusText);
}
