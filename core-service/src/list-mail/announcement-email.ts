import { randomUUID } from 'node:crypto';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { EMAIL_COLORS, type RenderedEmail, renderEmail } from '../email/email-layout';
import type { RecipientMarkers } from './list-mail.repository';
import { LIST_REASONS } from './list-reasons';

// Raw HTML in the Markdown is shown as text, and what markdown-it makes is sanitised again: an
// announcement is written by staff but read in thousands of inboxes.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  // Mail clients apply little CSS: links keep the brand's colour inline.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { style: `color:${EMAIL_COLORS.teal};` }) },
  allowedStyles: { a: { color: [/^#[0-9a-f]{6}$/i] } },
};

// Mail clients drop most stylesheets: each block the writer made gets the layout's type inline.
// Added after sanitising, to tags the sanitiser left bare (no attributes but a link's).
const BLOCK_STYLES: Record<string, string> = {
  p: 'margin:0 0 16px;',
  h1: `margin:24px 0 12px;font-size:22px;line-height:1.25;color:${EMAIL_COLORS.ink};`,
  h2: `margin:24px 0 12px;font-size:20px;line-height:1.25;color:${EMAIL_COLORS.ink};`,
  h3: `margin:20px 0 8px;font-size:18px;line-height:1.3;color:${EMAIL_COLORS.ink};`,
  h4: `margin:20px 0 8px;font-size:16px;line-height:1.3;color:${EMAIL_COLORS.ink};`,
  ul: 'margin:0 0 16px;padding-left:24px;',
  ol: 'margin:0 0 16px;padding-left:24px;',
  li: 'margin:0 0 4px;',
  blockquote: `margin:0 0 16px;padding:12px 0 0 16px;border-left:4px solid ${EMAIL_COLORS.border};color:${EMAIL_COLORS.muted};`,
  pre: `margin:0 0 16px;padding:12px;background:${EMAIL_COLORS.canvas};border-radius:8px;white-space:pre-wrap;`,
  hr: `margin:24px 0;border:0;border-top:1px solid ${EMAIL_COLORS.border};`,
};

export function renderMarkdown(source: string): string {
  const safe = sanitizeHtml(markdown.render(source), { ...SANITIZE, allowedAttributes: { a: ['href', 'style'] } });
  return safe.replace(
    /<(p|h[1-4]|ul|ol|li|blockquote|pre|hr)>/g,
    (_tag, name: string) => `<${name} style="${BLOCK_STYLES[name] ?? ''}">`,
  );
}

export const ANNOUNCEMENT_KIND = 'announcement';

/** Stand-ins no writer can type, replaced per recipient by the statement that queues the e-mails. */
export const newRecipientMarkers = (): RecipientMarkers => ({
  unsubscribeUrl: `unsubscribe-${randomUUID()}`,
  oneClickUrl: `one-click-${randomUUID()}`,
  reason: `reason-${randomUUID()}`,
});

export interface AnnouncementContent {
  subject: string;
  bodyMarkdown: string;
}

/**
 * One announcement, rendered once: the writer's body as written (no greeting or sign-off is
 * added: they write their own), in the layout's header and the list footer that says why the
 * reader gets it and how to stop. The editor's preview shows this very rendering.
 */
export function renderAnnouncement(
  content: AnnouncementContent,
  options: { siteUrl: string; postalAddress: string | null; unsubscribeUrl: string; reason?: string; test?: boolean },
): RenderedEmail {
  const email = renderEmail({
    subject: options.test ? `[Test] ${content.subject}` : content.subject,
    name: null,
    letter: false,
    paragraphs: [],
    body: { html: renderMarkdown(content.bodyMarkdown), text: content.bodyMarkdown },
    siteUrl: options.siteUrl,
    postalAddress: options.postalAddress,
    list: { why: options.reason ?? LIST_REASONS.waitlist, unsubscribeUrl: options.unsubscribeUrl },
  });
  return email;
}
