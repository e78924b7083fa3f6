import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff } from '../testing/start-test-bff';

let bff: Awaited<ReturnType<typeof startTestBff>>;

// The versions need no core: an unreachable one is enough.
beforeAll(async () => {
  bff = await startTestBff({ url: 'http://127.0.0.1:9', token: 'a-service-token-of-24-characters' });
});
afterAll(async () => {
  await bff?.close();
});

describe('GET /api/legal/versions', () => {
  it('answers the version in force of each document, cacheable', async () => {
    const res = await fetch(`${bff.url}/api/legal/versions`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await res.json()).toEqual({ privacy: '2026-11-23', terms: '2026-11-23' });
  });

  it('answers nothing to another method', async () => {
    const res = await bff.post('/api/legal/versions', {});
    expect(res.status).toBe(404);
  });
});
