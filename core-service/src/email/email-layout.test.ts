import { describe, expect, it } from 'vitest';
import { renderEmail } from './email-layout';

const SITE = 'https://freshpouf.example';

/** Where each piece first appears in the HTML, so a test can say what comes before what. */
const order = (html: string, pieces: readonly string[]) => pieces.map((piece) => [piece, html.indexOf(piece)] as const);

describe('the e-mail layout', () => {
  const email = renderEmail({
    subject: 'A test of the layout',
    name: 'Jane',
    paragraphs: [
      'The first paragraph.',
      { text: 'Share this:', link: { href: 'https://freshpouf.example/?ref=AbCdEfGhIjKl' } },
      { link: { label: 'See your place in line any time', href: 'https://freshpouf.example/waitlist/status?token=s' } },
    ],
    action: {
      label: 'Do the thing',
      href: 'https://freshpouf.example/do?token=a&b=1',
      note: 'The link works for 3 days.',
    },
    siteUrl: `${SITE}/`,
    postalAddress: '123 Lather Lane, Portland, OR 97201',
  });

  it('puts the action right after the greeting in the text part, the footer last', () => {
    expect(email.text).toBe(
      [
        'Hi Jane,',
        '',
        'Do the thing: https://freshpouf.example/do?token=a&b=1',
        'The link works for 3 days.',
        '',
        'The first paragraph.',
        '',
        'Share this:',
        'https://freshpouf.example/?ref=AbCdEfGhIjKl',
        '',
        'See your place in line any time: https://freshpouf.example/waitlist/status?token=s',
        '',
        'The Fresh Pouf team',
        '',
        'Questions? Write to hello@freshpouf.com.',
        'Fresh Pouf, 123 Lather Lane, Portland, OR 97201',
        'Fresh Pouf: https://freshpouf.example',
      ].join('\n'),
    );
  });

  it('draws the logo, the heading, the greeting, the button, then the paragraphs, in the brand colours', () => {
    const positions = order(email.html, [
      '<img src="https://freshpouf.example/email/fresh-pouf-logo-v1.png" width="40" height="40" alt=""',
      '>Fresh Pouf</span></a>',
      '>A test of the layout</h1>',
      '>Hi Jane,</p>',
      '<a href="https://freshpouf.example/do?token=a&amp;b=1" style="display:inline-block;padding:14px 28px;',
      '>The link works for 3 days.</p>',
      '>The first paragraph.</p>',
      '>Share this:</p>',
      '>freshpouf.example/?ref=AbCdEfGhIjKl</a>',
      '>See your place in line any time</a>',
      '>The Fresh Pouf team</p>',
      '>hello@freshpouf.com</a>.</p>',
      '>Fresh Pouf, 123 Lather Lane, Portland, OR 97201</p>',
    ]);
    for (const [piece, at] of positions) expect(at, piece).toBeGreaterThan(-1);
    expect(positions.map(([, at]) => at)).toEqual([...positions.map(([, at]) => at)].sort((x, y) => x - y));
    // The site's coral call to action, its teal links, its ink; none of the old cyan.
    expect(email.html).toContain('bgcolor="#d6335a" style="border-radius:999px;background:#d6335a;"');
    expect(email.html).toContain(
      '<a href="https://freshpouf.example/waitlist/status?token=s" style="color:#0f766e;text-decoration:underline;font-weight:600;">',
    );
    expect(email.html).not.toContain('#0e7490');
    expect(email.html).toContain(
      "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;",
    );
    // The status link reads as what it opens, not as its raw address.
    expect(email.html).not.toContain('>https://freshpouf.example/waitlist/status');
  });

  it('is a table layout at most 600 px wide that narrows on a phone, with no fixed width wider than 320 px', () => {
    expect(email.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(email.html).toContain(
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">',
    );
    expect(email.html).toContain('.fp-card { padding: 24px 20px !important; }');
    const fixedWidths = [...email.html.matchAll(/(?<![-\w])width[:=]"?(\d+)px?/g)].map((m) => Number(m[1]));
    expect(fixedWidths.filter((w) => w > 320)).toEqual([]);
    // A shared address may break anywhere, so it never widens the screen.
    expect(email.html).toContain(
      'word-break:break-all;overflow-wrap:anywhere;"><a href="https://freshpouf.example/?ref=AbCdEfGhIjKl"',
    );
  });

  it('shows the first paragraph as the inbox preview, not the greeting', () => {
    expect(email.html).toContain('mso-hide:all;">The first paragraph.</div>');
  });

  it('adds no greeting or sign-off to a message whose writer signs it (letter: false)', () => {
    const announcement = renderEmail({
      subject: 'News',
      name: null,
      letter: false,
      paragraphs: [],
      body: { html: '<p>Hello friends,</p><p>Cheers, Ana</p>', text: 'Hello friends,\n\nCheers, Ana\n' },
      siteUrl: SITE,
      list: { why: 'You get this because you joined.', unsubscribeUrl: `${SITE}/unsubscribe?token=u` },
    });
    expect(announcement.text).toBe(
      [
        'Hello friends,',
        '',
        'Cheers, Ana',
        '',
        'Questions? Write to hello@freshpouf.com.',
        'You get this because you joined.',
        'Unsubscribe: https://freshpouf.example/unsubscribe?token=u',
        'Fresh Pouf: https://freshpouf.example',
      ].join('\n'),
    );
    expect(announcement.html).not.toContain('Hi there,');
    expect(announcement.html).not.toContain('The Fresh Pouf team');
    expect(announcement.html).toContain(
      'You get this because you joined. <a href="https://freshpouf.example/unsubscribe?token=u" style="color:#0f766e;text-decoration:underline;">Unsubscribe</a>',
    );
    expect(announcement.html).toContain('mso-hide:all;">Hello friends,</div>');
  });
});
