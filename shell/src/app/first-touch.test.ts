import { ATTRIBUTION_STORAGE_KEY } from '@fresh-pouf/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberFirstTouch } from './first-touch';

const at = (href: string) => ({ href }) as Location;
const stored = () => JSON.parse(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null') as unknown;

describe('rememberFirstTouch', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the first page that says where the visit came from, and nothing after it', () => {
    rememberFirstTouch(at('https://freshpouf.com/blog'), '');
    expect(stored()).toBeNull();
    rememberFirstTouch(
      at('https://freshpouf.com/?utm_source=instagram&utm_campaign=spring'),
      'https://l.instagram.com/x',
    );
    rememberFirstTouch(at('https://freshpouf.com/?utm_source=later'), 'https://other.example/');
    expect(stored()).toEqual({ utmSource: 'instagram', utmCampaign: 'spring', referrer: 'https://l.instagram.com' });
  });
});
