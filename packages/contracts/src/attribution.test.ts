import { describe, expect, it } from 'vitest';
import { attributionFromLanding, decodeAttribution, encodeAttribution } from './attribution';

const site = (path: string) => new URL(path, 'https://freshpouf.com');

describe('first-touch attribution', () => {
  it('takes the campaign, the referring site (origin only) and a referral code from the landing', () => {
    expect(
      attributionFromLanding(
        site('/?utm_source=newsletter&utm_medium=email&utm_campaign=launch&ref=AbC123xyz'),
        'https://news.example.com/a/b?c=1',
      ),
    ).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'launch',
      referrer: 'https://news.example.com',
      ref: 'AbC123xyz',
    });
  });

  it('says nothing for a direct visit or a move within the site', () => {
    expect(attributionFromLanding(site('/'), '')).toBeNull();
    expect(attributionFromLanding(site('/blog'), 'https://freshpouf.com/')).toBeNull();
  });

  it('drops what cannot be trusted: a malformed code or a control character refuses the lot', () => {
    expect(attributionFromLanding(site('/?ref=%3Cscript%3E'), '')).toBeNull();
    expect(attributionFromLanding(site('/?utm_source=a%0Ab'), '')).toBeNull();
  });

  it('round-trips through its header, and a bad header is no attribution', () => {
    const a = { utmSource: 'Küste', referrer: 'https://x.example' };
    expect(decodeAttribution(encodeAttribution(a))).toEqual(a);
    expect(decodeAttribution('%7Bnot json')).toBeNull();
    expect(decodeAttribution(encodeAttribution({ referrer: 'javascript:alert(1)' } as never))).toBeNull();
    expect(decodeAttribution(undefined)).toBeNull();
  });
});
