import { internalCall, type TestCore, startTestCore } from '../testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe("shared rate-limit counters (the BFFs' internal route)", () => {
  let core: TestCore;
  const post = (body: unknown, token = core.token) =>
    internalCall<{ totalHits: number; resetTime: string }>(core, 'POST', '/rate-limits/count', { body, token });
  const hit = async (key: string, windowMs = 60_000, giveBack = false) =>
    (await post({ policy: 'confirm-link', key, windowMs, ...(giveBack ? { giveBack } : {}) })).body ?? {
      totalHits: 0,
      resetTime: '',
    };

  beforeAll(async () => {
    core = await startTestCore();
  });
  afterAll(async () => {
    await core?.close();
  });

  it('counts hits per key within a window', async () => {
    expect((await hit('a')).totalHits).toBe(1);
    expect((await hit('a')).totalHits).toBe(2);
    expect((await hit('b')).totalHits).toBe(1);
    const { resetTime } = await hit('a');
    expect(new Date(resetTime).getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Kept under the policy's name.
    expect(
      await core.query("SELECT key, hits FROM rate_limit_counters WHERE key LIKE 'confirm-link:%' ORDER BY key"),
    ).toEqual([
      { key: 'confirm-link:a', hits: 3 },
      { key: 'confirm-link:b', hits: 1 },
    ]);
  });

  it('never loses a count under concurrent hits', async () => {
    const results = await Promise.all(Array.from({ length: 25 }, () => hit('burst')));
    expect(results.map((r) => r.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('starts over once the window has ended', async () => {
    await hit('short', 200);
    expect((await hit('short', 200)).totalHits).toBe(2);
    // Hits inside the window keep counting up; the first after it ends counts 1 again.
    await expect.poll(async () => (await hit('short', 200)).totalHits, { timeout: 5_000, interval: 50 }).toBe(1);
  });

  it('gives a hit back', async () => {
    await hit('u');
    await hit('u');
    expect((await hit('u', 60_000, true)).totalHits).toBe(1);
    expect((await hit('u')).totalHits).toBe(2);
  });

  it("rejects a bad request, a policy that is not a BFF's, and a caller without the service token", async () => {
    expect((await post({ policy: 'confirm-link', key: '', windowMs: 1000 })).status).toBe(400);
    expect((await post({ policy: 'confirm-link', key: 'k', windowMs: -1 })).status).toBe(400);
    // Core's own counters (the staff sign-in throttle) are not a BFF's to count or give back.
    expect((await post({ policy: 'admin-login-account', key: 'admin', windowMs: 1000, giveBack: true })).status).toBe(
      400,
    );
    expect((await post({ key: 'k', windowMs: 1000 })).status).toBe(400);
    expect(
      (await post({ policy: 'confirm-link', key: 'k', windowMs: 1000 }, 'wrong-token-wrong-token-wrong')).status,
    ).toBe(401);
  });
});
