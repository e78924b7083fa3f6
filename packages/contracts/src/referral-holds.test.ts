import { describe, expect, it } from 'vitest';
import { isMajorMailDomain } from './referral-holds';

describe('major mail domains (friends there are no cluster)', () => {
  it('knows the big providers, their country domains included', () => {
    const majors = [
      'gmail.com',
      'googlemail.com',
      'outlook.com',
      'hotmail.co.uk',
      'live.fr',
      'yahoo.com',
      'yahoo.co.jp',
      'icloud.com',
      'me.com',
      'proton.me',
      'protonmail.com',
      'aol.com',
      'gmx.de',
      'gmx.net',
      'gmx.com',
      'web.de',
    ];
    expect(majors.filter((domain) => !isMajorMailDomain(domain))).toEqual([]);
    expect(isMajorMailDomain(' GMail.com ')).toBe(true);
  });

  it('takes any other domain for one that a cluster can come from, look-alikes too', () => {
    const others = [
      'example.com',
      'catchall-pouf.com',
      'notgmail.com',
      'gmail.com.evil.io',
      'mail.gmail.com',
      'gmx.de.example.org',
      'gmxde',
      'yahoo',
      'outlook.example.com',
    ];
    expect(others.filter((domain) => isMajorMailDomain(domain))).toEqual([]);
  });
});
