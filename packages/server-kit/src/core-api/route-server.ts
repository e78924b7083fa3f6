import { actorSchema, type Actor, type CoreRoute } from '@fresh-pouf/contracts';
import type { Request, Response, Router } from 'express';
import { AppError } from '../app-error';
import { parseInput } from '../parse';
import { requestIdOf } from '../request-context';
import { ACTOR_ID_HEADER, ACTOR_IP_HEADER, type HandlerInput, type HandlerResult } from './wire';

export interface RouteServerOptions<A> {
  /**
   * Decides whether the actor the BFF named may call a route marked `actor`, and answers what
   * the handler needs of them; throws the AppError (401, 403) to answer otherwise. `route` is
   * the route asked for (its `forbidden` words the 403).
   */
  authorize(access: NonNullable<CoreRoute['actor']>, actor: Actor, route: CoreRoute): Promise<A>;
}

/** Registers one described route: parses its inputs, calls the handler with plain data, answers its success status. */
export type ServeRoute<A> = <R extends CoreRoute>(
  route: R,
  handler: (input: HandlerInput<R, A>) => Promise<HandlerResult<R>> | HandlerResult<R>,
) => void;

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

function actorOf(req: Request): Actor {
  const id = req.get(ACTOR_ID_HEADER);
  return parseInput(actorSchema, { actorId: id === undefined ? undefined : Number(id), ip: req.get(ACTOR_IP_HEADER) });
}

/** Writes text chunks as they come, waiting whenever the caller reads slower than we produce. */
async function writeStream(
  res: Response,
  contentType: string | undefined,
  chunks: AsyncIterable<string>,
): Promise<void> {
  res.status(200).setHeader('Content-Type', contentType ?? 'text/plain; charset=utf-8');
  for await (const chunk of chunks) {
    if (res.destroyed) return;
    if (!res.write(chunk)) {
      // A caller that went away never drains: 'close' ends the wait too.
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.on('drain', done);
        res.on('close', done);
      });
    }
  }
  res.end();
}

/**
 * core-service's side of the internal API: each route registered from its description, so the
 * path, the input schemas and the answer are the ones the BFFs' client uses. Order of checks:
 * the actor (401/403, before anything about the request is revealed), the path parameters (404
 * for a value that cannot name anything), the query and body (400 naming each field).
 */
export function routeServer<A>(router: Router, options: RouteServerOptions<A>): ServeRoute<A> {
  return (route, handler) => {
    router[METHODS[route.method]](route.path, async (req, res) => {
      const actor = route.actor ? await options.authorize(route.actor, actorOf(req), route) : undefined;
      let params: unknown;
      if (route.params) {
        const parsed = route.params.safeParse(req.params);
        if (!parsed.success) throw AppError.notFound(route.notFound);
        params = parsed.data;
      }
      const input = {
        actor,
        params,
        query: route.query ? parseInput(route.query, req.query) : undefined,
        body: route.body ? parseInput(route.body, req.body) : undefined,
        requestId: requestIdOf(req),
      } as HandlerInput<typeof route, A>;
      const result: unknown = await handler(input);
      if (route.response === 'stream') return writeStream(res, route.contentType, result as AsyncIterable<string>);
      if (route.response === null) {
        res.status(route.status).end();
        return;
      }
      res.status(route.status).json(result);
    });
  };
}
