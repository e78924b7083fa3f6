import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  body: unknown;
}

/** For browser-side unit tests: replaces fetch at the network edge with one canned answer and records what was sent. */
export function stubFetch(respond: () => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ url: String(input), method: init?.method ?? 'GET', body });
    return respond();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
