import type { ApiRequestError } from '@fresh-pouf/api-client';
import { jsonResponse, stubFetch } from '@fresh-pouf/api-client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLegalVersions } from './legal-versions';

afterEach(() => vi.unstubAllGlobals());

describe('fetchLegalVersions', () => {
  it('asks GET /api/legal/versions and hands back the versions', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, { privacy: '2026-11-23', terms: '2026-11-23' }));
    expect(await fetchLegalVersions()).toEqual({ privacy: '2026-11-23', terms: '2026-11-23' });
    expect(requests).toEqual([{ url: '/api/legal/versions', method: 'GET', body: undefined }]);
  });

  it('refuses an answer without a version, and raises a failure with its status', async () => {
    stubFetch(() => jsonResponse(200, { privacy: '' }));
    await expect(fetchLegalVersions()).rejects.toThrow();
    stubFetch(() => jsonResponse(503, { message: 'Service unavailable' }));
    await expect(fetchLegalVersions()).rejects.toMatchObject({ status: 503 } satisfies Partial<ApiRequestError>);
  });
});
