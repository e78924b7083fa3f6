import express, { type RequestHandler } from 'express';
import { listen } from '@fresh-pouf/server-kit';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { securityHeaders, siteHelmet } from './security-headers';

/** The headers an app with `headers` in front answers GET /x with (the date aside). */
async function headersWith(headers: RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(headers);
  app.get('/x', (_req, res) => void res.type('json').send('{}'));
  const server = await listen(app, 0);
  try {
    const answer = await fetch(`${server.url}/x`);
    const all = Object.fromEntries(answer.headers.entries());
    delete all.date;
    return all;
  } finally {
    await server.close();
  }
}

describe('security headers', () => {
  it("are helmet's own, worked out once instead of per request", async () => {
    const config = readConfig({
      CSP_SCRIPT_SRC: 'https://js.stripe.com',
      CSP_FRAME_SRC: 'https://js.stripe.com https://hooks.stripe.com',
    });
    const once = await headersWith(securityHeaders(config));
    expect(once).toEqual(await headersWith(siteHelmet(config)));
    expect(once['content-security-policy']).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(once['x-content-type-options']).toBe('nosniff');
    expect(once['x-powered-by']).toBeUndefined();
  });
});
