import { BRAND } from '@fresh-pouf/contracts';
import { type MailSite, type RenderedEmail, renderEmail } from '../email/email-layout';

export const DIAGNOSTICS_TEST_EMAIL_KIND = 'diagnostics-test';

/**
 * A plain message in the layout of every e-mail: it proves delivery, so it carries nothing a
 * stranger could abuse (not even the name the screen sent: it greets nobody by name).
 */
export function renderTestEmail(sentAt: Date, site: MailSite): RenderedEmail {
  return renderEmail({
    subject: `${BRAND.name} test e-mail`,
    name: null,
    paragraphs: [
      `This is a test e-mail from the ${BRAND.name} diagnostics screen, sent at ${sentAt.toISOString()}.`,
      'If you did not expect it, you can ignore it.',
    ],
    siteUrl: site.url,
    postalAddress: site.postalAddress,
  });
}
