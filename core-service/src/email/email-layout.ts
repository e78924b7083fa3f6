import { BRAND, escapeHtml, WAITLIST_PLACE_MESSAGES } from '@fresh-pouf/contracts';

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

export interface EmailContent {
  subject: string;
  /** The greeting's name, already checked by displayName(); null greets "Hi there". */
  name: string | null;
  paragraphs: readonly string[];
  /** One call to action, shown as a button in HTML and as a bare URL in text. */
  action?: { label: string; href: string } | undefined;
  siteUrl: string;
  /** Written by staff (an announcement): HTML already sanitised, and its text; it follows the paragraphs. */
  body?: { html: string; text: string } | undefined;
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

/** The one layout of every e-mail core sends: greeting, paragraphs, an optional button, sign-off, footer. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const { subject, name, paragraphs, action, siteUrl, body, postalAddress, list, notMeUrl } = content;
  const greeting = name ? `Hi ${name},` : 'Hi there,';
  const signOff = `The ${BRAND.name} team`;
  const footer = `Questions? Write to ${BRAND.contactEmail}.`;
  const address = postalAddress ? `${BRAND.name}, ${postalAddress}` : null;

  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(body ? [body.text.trim(), ''] : []),
    ...(action ? [`${action.label}: ${action.href}`, ''] : []),
    signOff,
    siteUrl,
    '',
    footer,
    ...(list ? [list.why, `Unsubscribe: ${list.unsubscribeUrl}`] : []),
    ...(notMeUrl ? [`${WAITLIST_PLACE_MESSAGES.notMeMailLine} ${notMeUrl}`] : []),
    ...(address ? [address] : []),
  ].join('\n');

  const p = (inner: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937;">${inner}</p>`;
  const button = action
    ? `<p style="margin:8px 0 24px;"><a href="${escapeHtml(action.href)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#0e7490;color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f0f9ff;font-family:Arial,Helvetica,sans-serif;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;">
<h1 style="margin:0 0 24px;font-size:24px;color:#0e7490;">${escapeHtml(subject)}</h1>
${p(escapeHtml(greeting))}
${paragraphs.map((paragraph) => p(escapeHtml(paragraph))).join('\n')}
${body ? `<div style="font-size:16px;line-height:1.5;color:#1f2937;">${body.html}</div>` : ''}
${button}
${p(`${escapeHtml(signOff)}<br><a href="${escapeHtml(siteUrl)}" style="color:#0e7490;">${escapeHtml(siteUrl)}</a>`)}
<p style="margin:24px 0 0;font-size:13px;color:#6b7280;">${escapeHtml(footer)}</p>
${list ? `<p style="margin:8px 0 0;font-size:13px;color:#6b7280;">${escapeHtml(list.why)} <a href="${escapeHtml(list.unsubscribeUrl)}" style="color:#0e7490;">Unsubscribe</a></p>` : ''}
${notMeUrl ? `<p style="margin:8px 0 0;font-size:13px;color:#6b7280;">Didn't sign up? <a href="${escapeHtml(notMeUrl)}" style="color:#0e7490;">This wasn't me</a></p>` : ''}
${address ? `<p style="margin:8px 0 0;font-size:13px;color:#6b7280;">${escapeHtml(address)}</p>` : ''}
</div>
</body>
</html>`;

  return { subject, html, text };
}
