import type { BffRoute, CoreRoute } from '@fresh-pouf/contracts';
import type { CallInput, CoreClient, ServeBffRoute } from '@fresh-pouf/server-kit';
import type { z } from 'zod';

/** A call whose whole body is an e-mailed link's token, with no path parameter. */
type TokenRoute<Route> = Route & { body: z.ZodType<{ token: string }> };

/**
 * The browser's call `route`, answered by core's `coreRoute` with the same token: parsed with the
 * route's schema, handed to core, and core's answer given back, never cached (it is one
 * person's). The pages e-mailed links open (confirm, status, unsubscribe) are made of these calls.
 */
export function serveTokenCall<R extends TokenRoute<BffRoute>, C extends TokenRoute<CoreRoute>>(
  serve: ServeBffRoute,
  core: CoreClient,
  route: R,
  coreRoute: C,
): void {
  serve(route, async ({ body, requestId, res }) => {
    // A generic route's input and answer types cannot be worked out here; both ends share the schemas.
    const answer: unknown = await core.call(coreRoute, { body, requestId } as CallInput<C>);
    res.set('Cache-Control', 'no-store');
    return answer as never;
  });
}
