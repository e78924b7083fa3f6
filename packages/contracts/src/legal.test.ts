import { describe, expect, it } from 'vitest';
import { consentSchema } from './legal';

// A consent names a Privacy Policy version that was published, or it is none.
describe('consentSchema', () => {
  it('takes the published Privacy Policy version', () => {
    expect(consentSchema.parse({ privacyVersion: '2026-11-23', ip: '203.0.113.9' })).toEqual({
      privacyVersion: '2026-11-23',
      ip: '203.0.113.9',
    });
  });

  it.each([['9999-99-99'], ['2026-11-22'], ['2099-01-01'], ['yes please'], ['']])(
    'refuses the version %j, never published',
    (privacyVersion) => {
      expect(consentSchema.safeParse({ privacyVersion, ip: '203.0.113.9' }).success).toBe(false);
    },
  );
});
