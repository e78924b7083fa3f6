import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff } from '../testing/start-test-bff';

// The plans need no core: an unreachable one is enough.
let bff: Awaited<ReturnType<typeof startTestBff>>;
beforeAll(async () => {
  bff = await startTestBff({ url: 'http://127.0.0.1:9', token: 'a-service-token-of-24-characters' });
});
afterAll(() => bff.close());

describe('GET /api/plans', () => {
  it('answers every plan with its regular and Early Bird price, cacheable by anyone', async () => {
    const res = await fetch(`${bff.url}/api/plans`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await res.json()).toEqual({
      plans: [
        { id: 'monthly', title: 'Monthly', price: 8.99, discountedPrice: 6.74, period: '/month' },
        { id: 'bi-monthly', title: 'Bi-Monthly', price: 9.99, discountedPrice: 7.49, period: '/2 months' },
        { id: 'quarterly', title: 'Quarterly', price: 12.99, discountedPrice: 9.74, period: '/3 months' },
        { id: 'family', title: 'Family', price: 16.99, discountedPrice: 12.74, period: '/month' },
      ],
    });
  });

  it('answers nothing to a POST', async () => {
    const res = await bff.post('/api/plans', {});
    expect(res.status).toBe(404);
  });
});
