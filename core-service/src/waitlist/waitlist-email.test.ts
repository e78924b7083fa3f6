import type { WaitlistEntryRecord } from '@fresh-pouf/contracts';
import { describe, expect, it } from 'vitest';
import { renderWaitlistConfirmation } from './waitlist-email';

const SITE = 'https://freshpouf.example';

function entry(overrides: Partial<WaitlistEntryRecord> = {}): WaitlistEntryRecord {
  return {
    id: 1,
    fullName: 'Jane Doe',
    email: 'jane@example.com',
    plan: 'bi-monthly',
    joinDate: '2025-03-14',
    earlyBird: false,
    hasEarlyBirdDiscount: false,
    paymentMade: false,
    paymentMethod: null,
    paymentAmount: null,
    paymentDate: null,
    isFamily: false,
    numberOfPoufs: 1,
    frequency: 'bi-monthly',
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    stripePaymentIntentId: null,
    referralCode: 'AbCdEfGhIjKl',
    confirmedAt: null,
    createdAt: '2025-03-14T10:00:00.000Z',
    updatedAt: '2025-03-14T10:00:00.000Z',
    ...overrides,
  };
}

describe('waitlist confirmation e-mail', () => {
  it('greets by name and names the plan', () => {
    const email = renderWaitlistConfirmation(entry(), SITE, null);
    expect(email.subject).toBe("You're on the Fresh Pouf waitlist");
    expect(email.text).toContain('Hi Jane Doe,');
    expect(email.text).toContain('the Bi-Monthly plan');
    expect(email.text).toContain(SITE);
    expect(email.html).toContain('Hi Jane Doe,');
    expect(email.text).not.toContain('Early Bird');
  });

  it('names pouf count and frequency for a family plan', () => {
    const email = renderWaitlistConfirmation(
      entry({ plan: 'family', isFamily: true, numberOfPoufs: 4, frequency: 'quarterly' }),
      SITE,
      null,
    );
    expect(email.text).toContain('the Family plan: 4 poufs per delivery, every 3 months (Quarterly)');
    expect(email.html).toContain('4 poufs per delivery');
  });

  it('tells an early bird the 25% lifetime price is held until checkout, not already theirs', () => {
    const email = renderWaitlistConfirmation(
      entry({ earlyBird: true, plan: 'monthly', frequency: 'monthly' }),
      SITE,
      null,
    );
    const promise =
      'Your Early Bird price of $6.74/month (25% off, locked for life) is held for you and confirmed when you complete checkout.';
    expect(email.text).toContain(promise);
    expect(email.html).toContain(promise);
    expect(email.text).not.toMatch(/you claimed|locked in/i);
  });

  it.each([
    'Win a prize at https://evil.example/claim',
    'Go to www.evil.example now',
    'Jane evil.example',
    'Write to prizes@evil.example',
    'Ünïcode shop.рф',
    '<a href="https://evil.example">Jane</a>',
  ])('greets %j without a name a mail client could turn into a link', (fullName) => {
    const email = renderWaitlistConfirmation(entry({ fullName }), SITE, null);
    expect(email.text).toContain('Hi there,');
    expect(email.html).toContain('Hi there,');
    expect(email.text).not.toContain(fullName);
    expect(email.html).not.toContain('evil');
  });

  // The probe's bypass: a dot a mail client or IDNA reads as a domain's dot, but our check did not.
  it.each([
    ['full-width full stop (U+FF0E)', 'evil\uFF0Ecom'],
    ['ideographic full stop (U+3002)', 'evil\u3002com'],
    ['half-width ideographic full stop (U+FF61)', 'evil\uFF61com'],
    ['one dot leader (U+2024)', 'evil\u2024com'],
    ['small full stop (U+FE52)', 'evil\uFE52com'],
    ['vertical ideographic full stop (U+FE12)', 'evil\uFE12com'],
    ['Arabic full stop (U+06D4)', 'evil\u06D4com'],
    ['full-width letters and dot', '\uFF45\uFF56\uFF49\uFF4C\uFF0E\uFF43\uFF4F\uFF4D'],
    ['circled letters', '\u24D4\u24E5\u24D8\u24DB.\u24D2\u24DE\u24DC'],
    ['full-width scheme', 'https\uFF1A\uFF0F\uFF0Fevil'],
    ['full-width at sign', 'prizes\uFF20evil'],
    ['full-width www', '\uFF57\uFF57\uFF57\uFF0Eevil'],
    ['zero-width space after the dot', 'Jane evil.\u200Bcom'],
    ['soft hyphen inside the domain', 'Jane ev\u00ADil.c\u00ADom'],
  ])('greets a name with a %s as "there", the name nowhere in the e-mail', (_kind, fullName) => {
    const email = renderWaitlistConfirmation(entry({ fullName: `Win at ${fullName}` }), SITE, null);
    expect(email.text.split('\n')[0]).toBe('Hi there,');
    expect(email.html).toContain('Hi there,');
    expect(email.text).not.toContain(fullName);
    expect(email.html).not.toContain(fullName);
  });

  it('still greets by name when it only has initials, hyphens or apostrophes', () => {
    for (const fullName of [
      'J.R.R. Tolkien',
      "Conan O'Brien",
      'Jean-Luc Picard',
      '山田 太郎',
      'Zoë Ångström',
      'Gal·la Puig',
    ]) {
      expect(renderWaitlistConfirmation(entry({ fullName }), SITE, null).text).toContain(`Hi ${fullName},`);
    }
  });

  it('escapes what the visitor typed in the HTML part', () => {
    const email = renderWaitlistConfirmation(entry({ fullName: '<script>alert("x")</script> & Co' }), SITE, null);
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(email.text).toContain('Hi <script>alert("x")</script> & Co,');
  });

  it('with a place in line: "Confirm my place" first, then the place, the referral link and the status link as real links', () => {
    const email = renderWaitlistConfirmation(entry(), SITE, '123 Lather Lane, Portland, OR 97201', {
      place: '42',
      referralLink: 'https://freshpouf.example/?ref=AbCdEfGhIjKl',
      statusLink: 'https://freshpouf.example/waitlist/status?token=s',
      confirm: { href: 'https://freshpouf.example/waitlist/confirm?token=c', ttlHours: 72 },
      boost: 5,
      notMeUrl: 'https://freshpouf.example/waitlist/not-me?token=n',
    });
    expect(email.subject).toBe('Confirm your place on the Fresh Pouf waitlist');
    expect(email.text).toBe(
      [
        'Hi there,',
        '',
        'Confirm my place: https://freshpouf.example/waitlist/confirm?token=c',
        'The link works for 3 days.',
        '',
        'Thank you for joining the Fresh Pouf waitlist! You signed up for the Bi-Monthly plan.',
        '',
        "We'll e-mail you as soon as we launch, with everything you need to get your first fresh pouf.",
        '',
        "You're number 42 in line.",
        '',
        'Share your link: every friend who joins through it and confirms moves you 5 places up.',
        'https://freshpouf.example/?ref=AbCdEfGhIjKl',
        '',
        'See your place in line any time: https://freshpouf.example/waitlist/status?token=s',
        '',
        'The Fresh Pouf team',
        '',
        'Questions? Write to hello@freshpouf.com.',
        "Didn't sign up? This wasn't me: https://freshpouf.example/waitlist/not-me?token=n",
        // The sender's postal address closes every e-mail once it is configured.
        'Fresh Pouf, 123 Lather Lane, Portland, OR 97201',
        'Fresh Pouf: https://freshpouf.example',
      ].join('\n'),
    );
    const at = (piece: string) => email.html.indexOf(piece);
    const button = at('<a href="https://freshpouf.example/waitlist/confirm?token=c" style="display:inline-block;');
    expect(button).toBeGreaterThan(at('>Hi there,</p>'));
    expect(button).toBeLessThan(
      at('>Thank you for joining the Fresh Pouf waitlist! You signed up for the Bi-Monthly plan.</p>'),
    );
    expect(at('>Confirm my place</a>')).toBeGreaterThan(button);
    // The referral link shows its address without the scheme, in a box that may break anywhere on a phone.
    expect(email.html).toContain(
      'word-break:break-all;overflow-wrap:anywhere;"><a href="https://freshpouf.example/?ref=AbCdEfGhIjKl" style="color:#0f766e;text-decoration:underline;font-weight:600;">freshpouf.example/?ref=AbCdEfGhIjKl</a>',
    );
    expect(email.html).toContain(
      '<a href="https://freshpouf.example/waitlist/status?token=s" style="color:#0f766e;text-decoration:underline;font-weight:600;">See your place in line any time</a>',
    );
    expect(email.html).not.toContain('>https://freshpouf.example/waitlist/status?token=s<');
  });

  it('without double opt-in: no confirm button, the subject of a stored sign-up', () => {
    const email = renderWaitlistConfirmation(entry(), SITE, '123 Lather Lane, Portland, OR 97201', {
      place: '7',
      referralLink: 'https://freshpouf.example/?ref=x',
      statusLink: 'https://freshpouf.example/waitlist/status?token=s',
      confirm: null,
      boost: 1,
    });
    expect(email.subject).toBe("You're on the Fresh Pouf waitlist");
    expect(email.text).toContain("You're number 7 in line.\n");
    expect(email.text).toContain('moves you 1 place up.');
    expect(email.text).not.toContain('Confirm my place');
  });
});
