import { BRAND } from '@fresh-pouf/contracts';
import type { RenderedEmail } from '../waitlist/waitlist-email';

export const DIAGNOSTICS_TEST_EMAIL_KIND = 'diagnostics-test';

/** A plain message: it proves delivery, so it carries nothing a stranger could abuse. */
export function renderTestEmail(sentAt: Date): RenderedEmail {
  const subject = `${BRAND.name} test e-mail`;
  const line = `This is a test e-mail from the ${BRAND.name} diagnostics screen, sent at ${sentAt.toISOString()}.`;
  const note = 'If you did not expect it, you can ignore it.';
  return {
    subject,
    text: `${line}\n\n${note}\n`,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${subject}</title></head><body><p>${line}</p><p>${note}</p></body></html>`,
  };
}
