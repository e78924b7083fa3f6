import { ApiRequestError } from '@fresh-pouf/api-client';
import { jsonResponse, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { describe, expect, it } from 'vitest';
import { fetchPlans } from './plans';

const monthly = { id: 'monthly', title: 'Monthly', price: 8.99, discountedPrice: 6.74, period: '/month' };

describe('fetchPlans', () => {
  it('asks GET /api/plans and answers its plans', async () => {
    const { requests } = stubRequests({ 'GET /api/plans': () => jsonResponse(200, { plans: [monthly] }) });
    expect(await fetchPlans()).toEqual([monthly]);
    expect(requests.map(({ method, url }) => `${method} ${new URL(url, 'http://page').pathname}`)).toEqual([
      'GET /api/plans',
    ]);
  });

  it('raises an answer that is not the described one', async () => {
    stubRequests({ 'GET /api/plans': () => jsonResponse(200, { plans: [{ id: 'weekly' }] }) });
    await expect(fetchPlans()).rejects.toThrow();
  });

  it('raises a failed answer as an ApiRequestError with its status', async () => {
    stubRequests({ 'GET /api/plans': () => jsonResponse(503, { error: 'Service unavailable' }) });
    const failure = await fetchPlans().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(503);
  });
});
