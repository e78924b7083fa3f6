import { EMAIL_LOGO } from '@fresh-pouf/contracts';
import type { RequestHandler } from 'express';
import { EMAIL_LOGO_PNG_BASE64 } from './email-logo-png';

const bytes = Buffer.from(EMAIL_LOGO_PNG_BASE64, 'base64');

/**
 * The logo every e-mail shows (drawn by scripts/email-logo.mjs). Its address names a version and
 * never serves other bytes, so it is cached for good; e-mails read in webmail load it from other
 * origins, which the site-wide same-origin resource policy would block.
 */
export const serveEmailLogo: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.type('image/png').send(bytes);
};

export const EMAIL_LOGO_PATH = EMAIL_LOGO.path;
