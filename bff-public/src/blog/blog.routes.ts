import { BLOG_MESSAGES, bffUrl, coreApi, publicApi } from '@fresh-pouf/contracts';
import { ANSWERED, AppError, bffRouteServer, type CoreClient } from '@fresh-pouf/server-kit';
import { Router } from 'express';

/** Core's 404 is an answer here (no such post), any other failure is not. */
function notFoundAsNull(err: unknown): null {
  if (err instanceof AppError && err.status === 404) return null;
  throw err;
}

/** Only published posts leave this service: a draft's slug answers exactly like an unknown one, and no author is named. */
export function blogRoutes(core: CoreClient): Router {
  const router = Router();
  const serve = bffRouteServer(router);
  serve(publicApi.blog.list, ({ requestId }) =>
    core.call(coreApi.blog.list, { query: { status: 'published' }, requestId }),
  );
  serve(publicApi.blog.post, async ({ params, requestId, res }) => {
    const post = await core
      .call(coreApi.blog.published, { params: { slug: params.slug }, requestId })
      .catch(notFoundAsNull);
    if (post) return post;
    // An old slug of a published post (its slug changed after it went live): a client that kept
    // the address is sent on. Revalidated each time: a slug may be taken again one day.
    const moved = await core
      .call(coreApi.blog.moved, { params: { slug: params.slug }, requestId })
      .catch(notFoundAsNull);
    if (!moved) throw AppError.notFound(BLOG_MESSAGES.notFound);
    res.set('Cache-Control', 'no-cache').redirect(301, bffUrl(publicApi.blog.post, { params: { slug: moved.slug } }));
    return ANSWERED;
  });
  return router;
}
