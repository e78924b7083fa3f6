import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { GatewayConfig } from './config';

const list = (value: string) => value.split(/\s+/).filter(Boolean);

/** helmet for the site: the one content security policy, open only to the card provider's domains. */
export function siteHelmet(config: GatewayConfig) {
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

/**
 * The site's security headers on every answer. The directives are fixed at start, so helmet's
 * headers are too: it runs once here, against a stand-in answer, and every request gets the
 * headers it set (and loses those it removed) without helmet building the policy again.
 */
export function securityHeaders(config: GatewayConfig): RequestHandler {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const standIn = {
    setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
    getHeader: () => undefined,
  };
  let failure: unknown;
  siteHelmet(config)(
    { headers: {}, method: 'GET', url: '/' } as IncomingMessage,
    standIn as unknown as ServerResponse,
    (err?: unknown) => {
      failure = err;
    },
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return (_req, res, next) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}
