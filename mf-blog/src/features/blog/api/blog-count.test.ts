import { jsonResponse, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { describe, expect, it } from 'vitest';
import { fetchBlogCount } from './blog-count';

describe('fetchBlogCount', () => {
  it('asks GET /api/blog-count once and answers its count', async () => {
    const { requests } = stubRequests({ 'GET /api/blog-count': () => jsonResponse(200, { published: 3 }) });
    expect(await fetchBlogCount()).toEqual({ published: 3 });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/blog-count']);
  });

  it("raises the service's message when the count cannot be had", async () => {
    stubRequests({
      'GET /api/blog-count': () =>
        jsonResponse(503, { message: 'The service is temporarily unavailable. Please try again in a moment.' }),
    });
    await expect(fetchBlogCount()).rejects.toMatchObject({
      name: 'ApiRequestError',
      status: 503,
      serverMessage: 'The service is temporarily unavailable. Please try again in a moment.',
    });
  });

  it('refuses an answer that is not a count', async () => {
    stubRequests({ 'GET /api/blog-count': () => jsonResponse(200, { published: -1 }) });
    await expect(fetchBlogCount()).rejects.toMatchObject({ name: 'ZodError' });
  });
});
