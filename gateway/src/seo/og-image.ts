import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { OG_IMAGE_PNG_BASE64 } from './og-image-png';

/** The link-preview picture: the hero's pouf art and headline, drawn by scripts/og-image.mjs. */
export const OG_IMAGE = {
  bytes: Buffer.from(OG_IMAGE_PNG_BASE64, 'base64'),
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: 'Three fresh shower poufs in coral, aqua and pink beside the words A Splash of Freshness Every Month',
} as const;

// The address carries a hash of the bytes, so the picture can be cached for good: a new drawing
// gets a new address, and previews already cached keep the one they showed.
const hash = createHash('sha256').update(OG_IMAGE.bytes).digest('hex').slice(0, 10);
export const OG_IMAGE_PATH = `/og/fresh-pouf.${hash}.png`;

export const ogImageUrl = (site: string) => `${site}${OG_IMAGE_PATH}`;

export const serveOgImage: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  // Meant to be shown on other sites (chat apps, social networks that embed it as it is): the
  // site-wide same-origin resource policy would block those.
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.type(OG_IMAGE.type).send(OG_IMAGE.bytes);
};
