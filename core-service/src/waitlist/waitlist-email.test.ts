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
    createdAt: '2025-03-14T10:00:00.000Z',
    updatedAt: '2025-03-14T10:00:00.000Z',
    ...overrides,
  };
}

describe('waitlist confirmation e-mail', () => {
  it('greets by name and names the plan', () => {
    const email = renderWaitlistConfirmation(entry(), SITE);
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
    );
    expect(email.text).toContain('the Family plan: 4 poufs per delivery, every 3 months (Quarterly)');
    expect(email.html).toContain('4 poufs per delivery');
  });

  it('tells an early bird the 25% lifetime price is reserved until checkout, not already theirs', () => {
    const email = renderWaitlistConfirmation(entry({ earlyBird: true }), SITE);
    const promise =
      'Your Early Bird price (25% off, locked for life) is reserved for you and confirmed when you complete checkout.';
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
    const email = renderWaitlistConfirmation(entry({ fullName }), SITE);
    expect(email.text).toContain('Hi there,');
    expect(email.html).toContain('Hi there,');
    expect(email.text).not.toContain(fullName);
    expect(email.html).not.toContain('evil');
  });

  it('still greets by name when it only has initials, hyphens or apostrophes', () => {
    for (const fullName of ['J.R.R. Tolkien', "Conan O'Brien", 'Jean-Luc Picard']) {
      expect(renderWaitlistConfirmation(entry({ fullName }), SITE).text).toContain(`Hi ${fullName},`);
    }
  });

  it('escapes what the visitor typed in the HTML part', () => {
    const email = renderWaitlistConfirmation(entry({ fullName: '<script>alert("x")</script> & Co' }), SITE);
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(email.text).toContain('Hi <script>alert("x")</script> & Co,');
  });
});
