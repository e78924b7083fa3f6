import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('useBotSignals', () => {
  it('counts the time from when the server-rendered form was shown, not from when its code arrived', async () => {
    // The page was shown 5 s ago (first paint at its start); the form's code arrives only now.
    vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(Date.now() - 5_000);
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    document.body.innerHTML = '<section id="join-waitlist"><form></form></section>';
    const { useBotSignals } = await import('./use-bot-signals');

    const { result } = renderHook(() => useBotSignals());

    const { fillMs } = result.current.read();
    expect(fillMs).toBeGreaterThanOrEqual(5_000);
    expect(fillMs).toBeLessThan(6_000);
  });

  it('counts from the form appearing when the browser rendered it', async () => {
    vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(Date.now() - 5_000);
    const { useBotSignals } = await import('./use-bot-signals');

    const { result } = renderHook(() => useBotSignals());

    expect(result.current.read().fillMs).toBeLessThan(1_000);
  });
});
