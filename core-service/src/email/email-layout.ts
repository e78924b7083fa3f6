import { BRAND, EMAIL_LOGO, escapeHtml, WAITLIST_PLACE_MESSAGES } from '@fresh-pouf/contracts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Where e-mails come from: the site's address for links, and the sender's postal address for every footer. */
export interface MailSite {
  url: string;
  postalAddress: string | null;
}

/**
 * A paragraph that ends in a link. Without a label the link shows its own address (without the
 * scheme), for a link the reader copies and shares; with one, the label is the link's text and
 * the address appears only in the text part.
 */
export interface LinkParagraph {
  text?: string | undefined;
  link: { href: string; label?: string | undefined };
}

export type Paragraph = string | LinkParagraph;

export interface EmailContent {
  subject: string;
  /** The greeting's name, already checked by displayName(); null greets "Hi there". */
  name: string | null;
  paragraphs: readonly Paragraph[];
  /**
   * One call to action: the first thing after the greeting (a button in HTML, the label and the
   * bare URL in text), so a reader acts without reading on. `note` stands right under it.
   */
  action?: { label: string; href: string; note?: string | undefined } | undefined;
  siteUrl: string;
  /** Written by staff (an announcement): HTML already sanitised, and its text; it follows the paragraphs. */
  body?: { html: string; text: string } | undefined;
  /**
   * The greeting and the team's sign-off around the message; false for a message whose writer
   * greets and signs themselves (an announcement), so nothing is added that they cannot see.
   */
  letter?: boolean | undefined;
  /** The sender's postal address (CAN-SPAM), in the footer when known. */
  postalAddress?: string | null | undefined;
  /** List mail: why the reader gets it, and the link that unsubscribes them. */
  list?: { why: string; unsubscribeUrl: string } | undefined;
  /**
   * The "This wasn't me" page for an address nobody has confirmed: anyone can type a stranger's
   * address, so every e-mail to such an address offers its owner a way out of the list's mail.
   */
  notMeUrl?: string | null | undefined;
}

/**
 * The site's design tokens (packages/ui tokens.css), written out: mail clients read neither CSS
 * variables nor most stylesheets, so every colour is inline.
 */
export const EMAIL_COLORS = {
  /** --fp-teal-50: the page behind the card. */
  canvas: '#f0fdfa',
  card: '#ffffff',
  /** --fp-border */
  border: '#d5e3e6',
  /** --fp-ink: 15:1 on white. */
  ink: '#0f2a33',
  /** --fp-ink-muted: 6.2:1 on white, 5.9:1 on the canvas. */
  muted: '#4a6570',
  /** --fp-teal-700: links and headings, 5.5:1 on white. */
  teal: '#0f766e',
  /** --fp-teal-800: the word mark. */
  tealDark: '#115e59',
  /** --fp-coral-600: the site's calls to action; white on it 4.7:1. */
  coral: '#d6335a',
  /** --fp-aqua-50: the box a shared link sits in. */
  linkBox: '#ecfeff',
} as const;

/**
 * The site's font stacks with the web-safe fonts last. Outlook on Windows drops a whole stack
 * whose first font it lacks (and shows Times), so it gets Arial by name in a conditional style.
 */
const SANS = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
const DISPLAY = `ui-rounded,'SF Pro Rounded','Arial Rounded MT Bold',${SANS}`;

const withoutScheme = (href: string) => href.replace(/^https?:\/\//i, '');

const paragraphText = (paragraph: Paragraph): string => {
  if (typeof paragraph === 'string') return paragraph;
  const { text, link } = paragraph;
  // An address to copy stands on its own line, whole, where a text reader can select it.
  if (link.label === undefined) return text ? `${text}\n${link.href}` : link.href;
  return `${text ? `${text} ` : ''}${link.label}: ${link.href}`;
};

/** The one layout of every e-mail core sends: logo, heading, greeting, the action, paragraphs, sign-off, footer. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const { subject, name, paragraphs, action, siteUrl, body, postalAddress, list, notMeUrl } = content;
  const letter = content.letter ?? true;
  const greeting = letter ? (name ? `Hi ${name},` : 'Hi there,') : null;
  const signOff = letter ? `The ${BRAND.name} team` : null;
  const address = postalAddress ? `${BRAND.name}, ${postalAddress}` : null;
  const site = siteUrl.replace(/\/+$/, '');

  const text = [
    ...(greeting ? [greeting, ''] : []),
    ...(action ? [`${action.label}: ${action.href}`, ...(action.note ? [action.note] : []), ''] : []),
    ...paragraphs.flatMap((p) => [paragraphText(p), '']),
    ...(body ? [body.text.trim(), ''] : []),
    ...(signOff ? [signOff, ''] : []),
    `Questions? Write to ${BRAND.contactEmail}.`,
    ...(list ? [list.why, `Unsubscribe: ${list.unsubscribeUrl}`] : []),
    ...(notMeUrl ? [`${WAITLIST_PLACE_MESSAGES.notMeMailLine} ${notMeUrl}`] : []),
    ...(address ? [address] : []),
    `${BRAND.name}: ${site}`,
  ].join('\n');

  const c = EMAIL_COLORS;
  const p = (inner: string, style = '') =>
    `<p style="margin:0 0 16px;font-family:${SANS};font-size:16px;line-height:1.6;color:${c.ink};${style}">${inner}</p>`;
  const a = (href: string, inner: string, style = '') =>
    `<a href="${escapeHtml(href)}" style="color:${c.teal};text-decoration:underline;${style}">${inner}</a>`;
  const paragraphHtml = (paragraph: Paragraph): string => {
    if (typeof paragraph === 'string') return p(escapeHtml(paragraph));
    const { text: lead, link } = paragraph;
    if (link.label !== undefined)
      return p(`${lead ? `${escapeHtml(lead)} ` : ''}${a(link.href, escapeHtml(link.label), 'font-weight:600;')}`);
    // An address to copy: in its own box, allowed to break anywhere, so a long one never widens a phone's screen.
    return `${lead ? p(escapeHtml(lead), 'margin-bottom:8px;') : ''}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;"><tr><td style="padding:12px 16px;background:${c.linkBox};border-radius:12px;font-family:${SANS};font-size:15px;line-height:1.5;word-break:break-all;overflow-wrap:anywhere;">${a(link.href, escapeHtml(withoutScheme(link.href)), 'font-weight:600;')}</td></tr></table>`;
  };
  // A "bulletproof" button: the cell carries the colour, so it shows even where a link's padding is dropped (Outlook).
  const button = action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 ${action.note ? '8px' : '24px'};"><tr><td align="center" bgcolor="${c.coral}" style="border-radius:999px;background:${c.coral};"><a href="${escapeHtml(action.href)}" style="display:inline-block;padding:14px 28px;border-radius:999px;font-family:${SANS};font-size:16px;font-weight:bold;line-height:1.2;color:#ffffff;text-decoration:none;">${escapeHtml(action.label)}</a></td></tr></table>` +
      (action.note ? p(escapeHtml(action.note), `margin-bottom:24px;font-size:14px;color:${c.muted};`) : '')
    : '';
  const small = (inner: string) =>
    `<p style="margin:0 0 8px;font-family:${SANS};font-size:13px;line-height:1.5;color:${c.muted};">${inner}</p>`;
  // What the inbox shows after the subject: the first words of the message, not "Hi there,".
  const preview =
    paragraphs.length > 0 ? paragraphText(paragraphs[0] as Paragraph) : (body?.text.trim().split('\n')[0] ?? '');
  const logoUrl = `${site}${EMAIL_LOGO.path}`;
  // Without the sign-off the card ends on a paragraph's own bottom margin: less padding below it.
  const cardBottom = signOff ? 36 : 20;

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(subject)}</title>
<style>
@media (max-width: 480px) {
  .fp-outer { padding: 16px 8px !important; }
  .fp-card { padding: 24px 20px !important; }
  .fp-title { font-size: 22px !important; }
}
</style>
<!--[if mso]><style>body, table, td, p, a, h1, span { font-family: Arial, Helvetica, sans-serif !important; }</style><![endif]-->
</head>
<body style="margin:0;padding:0;background:${c.canvas};-webkit-text-size-adjust:100%;">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${c.canvas}" style="background:${c.canvas};">
<tr><td align="center" class="fp-outer" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">
<tr><td style="padding:0 4px 20px;">
<a href="${escapeHtml(site)}" style="text-decoration:none;color:${c.tealDark};"><img src="${escapeHtml(logoUrl)}" width="${EMAIL_LOGO.width}" height="${EMAIL_LOGO.height}" alt="" style="display:inline-block;width:${EMAIL_LOGO.width}px;height:${EMAIL_LOGO.height}px;border:0;vertical-align:middle;"><span style="display:inline-block;margin-left:10px;vertical-align:middle;font-family:${DISPLAY};font-size:22px;font-weight:800;letter-spacing:-0.02em;color:${c.tealDark};">${escapeHtml(BRAND.name)}</span></a>
</td></tr>
<tr><td class="fp-card" bgcolor="${c.card}" style="padding:36px 40px ${cardBottom}px;background:${c.card};border:1px solid ${c.border};border-radius:20px;">
<h1 class="fp-title" style="margin:0 0 20px;font-family:${DISPLAY};font-size:26px;line-height:1.2;font-weight:800;letter-spacing:-0.015em;color:${c.ink};">${escapeHtml(subject)}</h1>
${greeting ? p(escapeHtml(greeting)) : ''}
${button}
${paragraphs.map(paragraphHtml).join('\n')}
${body ? `<div style="font-family:${SANS};font-size:16px;line-height:1.6;color:${c.ink};overflow-wrap:anywhere;">${body.html}</div>` : ''}
${signOff ? p(escapeHtml(signOff), 'margin:24px 0 0;font-weight:600;') : ''}
</td></tr>
<tr><td style="padding:24px 8px 0;text-align:center;">
${small(`Questions? Write to ${a(`mailto:${BRAND.contactEmail}`, escapeHtml(BRAND.contactEmail))}.`)}
${list ? small(`${escapeHtml(list.why)} ${a(list.unsubscribeUrl, 'Unsubscribe')}`) : ''}
${notMeUrl ? small(`Didn't sign up? ${a(notMeUrl, "This wasn't me")}`) : ''}
${address ? small(escapeHtml(address)) : ''}
${small(a(site, escapeHtml(withoutScheme(site))))}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  return { subject, html, text };
}
