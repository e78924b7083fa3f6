import { vi } from 'vitest';

/** Answers each request by its URL (an unexpected one fails the test); the mock records every call in order. */
export function stubApi(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers[String(input)];
    if (!answer) throw new Error(`unexpected call ${String(input)}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
