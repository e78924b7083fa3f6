import type { CoreRoute } from '@fresh-pouf/contracts';
import { type CallInput, type CoreClient, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import type { Router } from 'express';
import type { z } from 'zod';

/** A core route whose whole body is an e-mailed link's token, with no path parameter. */
type TokenRoute = CoreRoute & { body: z.ZodType<{ token: string }> };

/**
 * POST `path` with `{ token }`: checked with the core route's own schema, handed to core, and
 * core's answer given back, never cached (it is one person's). The pages e-mailed links open
 * (confirm, status, unsubscribe) are made of these calls.
 */
export function serveTokenCall<R extends TokenRoute>(router: Router, core: CoreClient, path: string, route: R): void {
  router.post(path, async (req, res) => {
    const body = parseInput(route.body, req.body);
    // A generic route's input type cannot be worked out here; the body was parsed with its schema.
    const answer = await core.call(route, { body, requestId: requestIdOf(req) } as CallInput<R>);
    res.set('Cache-Control', 'no-store').json(answer);
  });
}
