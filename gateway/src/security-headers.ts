import helmet from 'helmet';
import type { GatewayConfig } from './config';

const list = (value: string) => value.split(/\s+/).filter(Boolean);

/** The one content security policy of the site, open only to the card provider's domains. */
export function securityHeaders(config: GatewayConfig) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Speculation rules are JSON the browser reads, never runs: the blog prerenders its first posts with them.
        scriptSrc: ["'self'", "'inline-speculation-rules'", ...list(config.CSP_SCRIPT_SRC)],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...list(config.CSP_CONNECT_SRC)],
        frameSrc: list(config.CSP_FRAME_SRC),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
