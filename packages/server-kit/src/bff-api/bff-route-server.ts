import type { BffRoute, PathParamNames } from '@fresh-pouf/contracts';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { parseInput } from '../parse';
import { requestIdOf } from '../request-context';

/** What a handler returns when it wrote the answer itself (a download, a status the route does not describe as success). */
class Answered {
  private readonly answered = true;
}
export const ANSWERED = new Answered();

type Schema<R, K extends 'query' | 'body'> = R extends { [P in K]: infer S extends z.ZodType } ? S : never;
/** Parsed with the route's schema, or (checked by core) the caller's input as sent, typed as the schema's input. */
type Checked<R extends BffRoute, K extends 'query' | 'body'> = [Schema<R, K>] extends [never]
  ? undefined
  : R extends { checkedBy: 'core' }
    ? z.input<Schema<R, K>>
    : z.output<Schema<R, K>>;

/** What a BFF's handler of a route receives: its inputs, and the request and response for what only they carry. */
export interface BffHandlerInput<R extends BffRoute> {
  /** As sent (the callee, core, decides whether a value names anything). */
  params: Record<PathParamNames<R['path']>, string>;
  query: Checked<R, 'query'>;
  body: Checked<R, 'body'>;
  requestId: string | undefined;
  req: Request;
  res: Response;
}

/** The success body (its schema's input), or ANSWERED. */
export type BffHandlerResult<R extends BffRoute> =
  | (R extends { response: infer S extends z.ZodType } ? z.input<S> : R extends { response: null } ? void : never)
  | Answered;

export type ServeBffRoute = <R extends BffRoute>(
  route: R,
  handler: (input: BffHandlerInput<R>) => Promise<BffHandlerResult<R>> | BffHandlerResult<R>,
) => void;

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

/**
 * A BFF's side of a browser API: each route registered from its description (packages/contracts,
 * bff-api), so the path, the inputs and the answer are the ones the front ends' client uses. The
 * handler stays thin: `guards` run first (a session check answers 401 before anything about the
 * request is said), then the query and the body are parsed with the route's schemas (400 naming
 * each field) unless core checks them, then the handler's result is sent with the success status.
 */
export function bffRouteServer(router: Router, guards: readonly RequestHandler[] = []): ServeBffRoute {
  return (route, handler) => {
    router[METHODS[route.method]](route.path, ...guards, async (req: Request, res: Response) => {
      const byBff = route.checkedBy !== 'core';
      const input = {
        params: req.params,
        query: route.query ? (byBff ? parseInput(route.query, req.query) : req.query) : undefined,
        body: route.body ? (byBff ? parseInput(route.body, req.body) : req.body) : undefined,
        requestId: requestIdOf(req),
        req,
        res,
      } as BffHandlerInput<typeof route>;
      const result: unknown = await handler(input);
      if (result === ANSWERED) return;
      if (route.response === null) {
        res.status(route.status).end();
        return;
      }
      res.status(route.status).json(result);
    });
  };
}
