import { randomUUID } from 'node:crypto';
import { BRAND } from '@fresh-pouf/contracts';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { type RenderedEmail, renderEmail } from '../email/email-layout';
import type { RecipientMarkers } from './list-mail.repository';

// Raw HTML in the Markdown is shown as text, and what markdown-it makes is sanitised again: an
// announcement is written by staff but read in thousands of inboxes.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'em', 'blockquote', 'ul', 'ol', 'li', 'a', 'code', 'pre'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  // Mail clients apply little CSS: links keep the brand's colour inline.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { style: 'color:#0e7490;' }) },
  allowedStyles: { a: { color: [/^#[0-9a-f]{6}$/i] } },
};

export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), { ...SANITIZE, allowedAttributes: { a: ['href', 'style'] } });
}

export const ANNOUNCEMENT_KIND = 'announcement';

/** Stand-ins no writer can type, replaced per recipient by the statement that queues the e-mails. */
export const newRecipientMarkers = (): RecipientMarkers => ({
  unsubscribeUrl: `unsubscribe-${randomUUID()}`,
  oneClickUrl: `one-click-${randomUUID()}`,
});

export interface AnnouncementContent {
  subject: string;
  bodyMarkdown: string;
}

/** One announcement, rendered once: the list footer says why the reader gets it and how to stop. */
export function renderAnnouncement(
  content: AnnouncementContent,
  options: { siteUrl: string; postalAddress: string | null; unsubscribeUrl: string; test?: boolean },
): RenderedEmail {
  const email = renderEmail({
    subject: options.test ? `[Test] ${content.subject}` : content.subject,
    name: null,
    paragraphs: [],
    body: { html: renderMarkdown(content.bodyMarkdown), text: content.bodyMarkdown },
    siteUrl: options.siteUrl,
    postalAddress: options.postalAddress,
    list: { why: `You get this because you joined the ${BRAND.name} waitlist and confirmed your place.`, unsubscribeUrl: options.unsubscribeUrl },
  });
  return email;
}
