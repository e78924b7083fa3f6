import { describe, expect, it } from 'vitest';
import { renderTestEmail } from './test-email';

describe('the diagnostics test e-mail', () => {
  it('uses the layout of every e-mail and greets nobody by name', () => {
    const email = renderTestEmail(new Date('2026-11-20T10:00:00.000Z'), {
      url: 'https://freshpouf.com',
      postalAddress: null,
    });
    expect(email.subject).toBe('Fresh Pouf test e-mail');
    expect(email.text).toBe(
      [
        'Hi there,',
        '',
        'This is a test e-mail from the Fresh Pouf diagnostics screen, sent at 2026-11-20T10:00:00.000Z.',
        '',
        'If you did not expect it, you can ignore it.',
        '',
        'The Fresh Pouf team',
        '',
        'Questions? Write to hello@freshpouf.com.',
        'Fresh Pouf: https://freshpouf.com',
      ].join('\n'),
    );
    expect(email.html).toContain('letter-spacing:-0.015em;color:#0f2a33;">Fresh Pouf test e-mail</h1>');
  });

  it("ends with the sender's postal address once it is configured", () => {
    const email = renderTestEmail(new Date('2026-11-20T10:00:00.000Z'), {
      url: 'https://freshpouf.com',
      postalAddress: '123 Lather Lane, Portland, OR 97201',
    });
    expect(
      email.text.endsWith(
        'Questions? Write to hello@freshpouf.com.\nFresh Pouf, 123 Lather Lane, Portland, OR 97201\nFresh Pouf: https://freshpouf.com',
      ),
    ).toBe(true);
    expect(email.html).toContain('Fresh Pouf, 123 Lather Lane, Portland, OR 97201');
  });
});
