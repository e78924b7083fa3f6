import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFirstData, takeFirstDataRequests } from './first-data';

const sent: Array<{
  url: string;
  authorization: string | null;
  credentials: RequestCredentials | undefined;
  priority: RequestPriority | undefined;
}> = [];

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
        priority: init?.priority,
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
  it('sends each GET with the stored bearer token, as the screen sends it, at high priority, and hands them over once', async () => {
    localStorage.setItem('staffToken', 'tok');
    startFirstData(['/api/a', '/api/b?days=30'], 'staffToken');
    expect(sent).toEqual([
      { url: '/api/a', authorization: 'Bearer tok', credentials: 'include', priority: 'high' },
      { url: '/api/b?days=30', authorization: 'Bearer tok', credentials: 'include', priority: 'high' },
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

  describe("the counts an answer holds, written into the page's placeholder", () => {
    const slots = () =>
      Object.fromEntries(
        [...document.querySelectorAll('[data-first-count]')].map((slot) => [
          `${slot.getAttribute('data-first-from')} ${slot.getAttribute('data-first-count')}`,
          slot.textContent,
        ]),
      );
    beforeEach(() => {
      document.body.innerHTML = `
        <p data-first-from="/api/stats" data-first-count="total"><span class="skeleton"></span></p>
        <p data-first-from="/api/stats" data-first-count="paid"><span class="skeleton"></span></p>
        <p data-first-from="/api/stats" data-first-count="name"><span class="skeleton"></span></p>
        <p data-first-from="/api/other" data-first-count="total"><span class="skeleton"></span></p>`;
    });
    afterEach(() => {
      document.body.innerHTML = '';
    });
    const answering = (status: number, body: string) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })),
      );
    /** Each URL's own answer: [status, body]. */
    const answeringBy = (answers: Record<string, [number, string]>) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL) => {
          const [status, body] = answers[String(input)] ?? [404, ''];
          return new Response(body, { status });
        }),
      );

    it('shows each whole number where a slot names its answer and field, and still hands the screen the whole answer', async () => {
      localStorage.setItem('staffToken', 'tok');
      answering(200, '{"total":1000000,"paid":2.5,"name":"<b>x</b>"}');
      startFirstData(['/api/stats'], 'staffToken', ['/api/stats']);
      await vi.waitFor(() => expect(slots()['/api/stats total']).toBe('1,000,000'));
      // Only whole numbers, as text: anything else leaves the skeleton for the App to replace.
      expect(slots()).toEqual({
        '/api/stats total': '1,000,000',
        '/api/stats paid': '',
        '/api/stats name': '',
        '/api/other total': '',
      });
      expect(document.querySelectorAll('.skeleton')).toHaveLength(3);
      const taken = takeFirstDataRequests();
      expect(await (await taken?.responses['/api/stats'])?.json()).toEqual({
        total: 1000000,
        paid: 2.5,
        name: '<b>x</b>',
      });
    });

    it('waits for the page to be read before writing into it', async () => {
      localStorage.setItem('staffToken', 'tok');
      answering(200, '{"total":42}');
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      const listen = vi.spyOn(document, 'addEventListener');
      startFirstData(['/api/stats'], 'staffToken', ['/api/stats']);
      await vi.waitFor(() =>
        expect(listen).toHaveBeenCalledWith('readystatechange', expect.any(Function), { once: true }),
      );
      expect(slots()['/api/stats total']).toBe('');
      readyState.mockReturnValue('interactive');
      document.dispatchEvent(new Event('readystatechange'));
      expect(slots()['/api/stats total']).toBe('42');
      vi.restoreAllMocks();
    });

    it('shows nothing from an answer that is not a JSON object', async () => {
      localStorage.setItem('staffToken', 'tok');
      answeringBy({ '/api/stats': [200, 'total: 5'], '/api/null': [200, 'null'], '/api/other': [200, '{"total":9}'] });
      startFirstData(['/api/stats', '/api/null', '/api/other'], 'staffToken', [
        '/api/stats',
        '/api/null',
        '/api/other',
      ]);
      await vi.waitFor(() => expect(slots()['/api/other total']).toBe('9'));
      expect(slots()['/api/stats total']).toBe('');
      expect(document.querySelectorAll('.skeleton')).toHaveLength(3);
    });

    it('reads no answer for counts unless the page names it (a page of the list is not read twice)', async () => {
      localStorage.setItem('staffToken', 'tok');
      answering(200, '{"total":3}');
      startFirstData(['/api/stats', '/api/other'], 'staffToken', ['/api/other']);
      await vi.waitFor(() => expect(slots()['/api/other total']).toBe('3'));
      expect(slots()['/api/stats total']).toBe('');
    });

    it('shows nothing from a refused answer', async () => {
      localStorage.setItem('staffToken', 'stale');
      answeringBy({ '/api/stats': [401, '{"total":5}'], '/api/other': [200, '{"total":7}'] });
      startFirstData(['/api/stats', '/api/other'], 'staffToken', ['/api/stats', '/api/other']);
      // The second answer's count shows: the first, read before it, has been dealt with by then.
      await vi.waitFor(() => expect(slots()['/api/other total']).toBe('7'));
      expect(slots()).toEqual({
        '/api/stats total': '',
        '/api/stats paid': '',
        '/api/stats name': '',
        '/api/other total': '7',
      });
      const response = await takeFirstDataRequests()?.responses['/api/stats'];
      expect(response?.status).toBe(401);
    });
  });
});
