import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFirstData, takeFirstDataRequests } from './first-data';

const sent: Array<{ url: string; authorization: string | null; credentials: RequestCredentials | undefined }> = [];

beforeEach(() => {
  sent.length = 0;
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(input),
        authorization: new Headers(init?.headers).get('authorization'),
        credentials: init?.credentials,
      });
      return new Response('{"n":1}', { status: 200 });
    }),
  );
});
afterEach(() => {
  takeFirstDataRequests();
  vi.unstubAllGlobals();
});

describe("a page head's first requests", () => {
  it('sends each GET with the stored bearer token, as the screen sends it, and hands them over once', async () => {
    localStorage.setItem('staffToken', 'tok');
    startFirstData(['/api/a', '/api/b?days=30'], 'staffToken');
    expect(sent).toEqual([
      { url: '/api/a', authorization: 'Bearer tok', credentials: 'include' },
      { url: '/api/b?days=30', authorization: 'Bearer tok', credentials: 'include' },
    ]);
    const taken = takeFirstDataRequests();
    expect(taken?.token).toBe('tok');
    expect(Object.keys(taken?.responses ?? {})).toEqual(['/api/a', '/api/b?days=30']);
    expect(await (await taken?.responses['/api/a'])?.json()).toEqual({ n: 1 });
    expect(takeFirstDataRequests()).toBeUndefined();
  });

  it('sends nothing for a visitor without a token, and leaves nothing to take', () => {
    startFirstData(['/api/a'], 'staffToken');
    expect(sent).toEqual([]);
    expect(takeFirstDataRequests()).toBeUndefined();
  });

  it('stays quiet when storage is refused (the screen then asks itself)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => startFirstData(['/api/a'], 'staffToken')).not.toThrow();
    expect(sent).toEqual([]);
    vi.restoreAllMocks();
  });
});
