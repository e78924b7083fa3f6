import type { z } from 'zod';
import { fillPath } from '@fresh-pouf/contracts/api-paths';
import type { PathParamNames } from '../core-api/route';

/**
 * One call a browser makes to a BFF (bff-public or bff-admin), described once: the BFF registers
 * its handler from this object and the front ends call it through api-client's typed client, so
 * the path, the inputs and the answer cannot drift apart, and no other file writes an `/api/` path.
 */
export interface BffRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Express-style, `:name` for a path parameter (sent as written; the handler's callee decides what it names). */
  path: `/api/${string}`;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * Who checks the query and the body. 'bff' (the default): the BFF parses them with the schemas
   * before its handler runs (400 naming each field). 'core': they go to core as sent, because core
   * decides first whether the actor may call at all (403 before anything about the input is said)
   * and then parses them with the same schemas.
   */
  checkedBy?: 'bff' | 'core';
  /** The one success status. */
  status: 200 | 201 | 202 | 204;
  /** The success body: a schema, `null` for none, 'file' for a download the handler writes itself. */
  response: z.ZodType | null | 'file';
  /**
   * A 409 that is an answer rather than a refusal (the waitlist's "already on the list"): its
   * body's schema. Any other error status is raised to the caller as an error.
   */
  conflict?: z.ZodType;
  /** The error statuses the route answers with the shared `{ message, fieldErrors }` body. */
  errors: readonly number[];
}

/** Keeps the literal types (method, path, schemas) the client and the server derive their types from. */
export const bffRoute = <const R extends BffRoute>(route: R): R => route;

type Schema<R, K extends 'query' | 'body'> = R extends { [P in K]: infer S extends z.ZodType } ? S : never;

/** What a caller passes for one call: exactly the parts its route describes. */
export type BffInput<R extends BffRoute> = ([PathParamNames<R['path']>] extends [never]
  ? unknown
  : { params: Record<PathParamNames<R['path']>, string | number> }) &
  ([Schema<R, 'query'>] extends [never] ? unknown : { query: z.input<Schema<R, 'query'>> }) &
  ([Schema<R, 'body'>] extends [never] ? unknown : { body: z.input<Schema<R, 'body'>> });

/** What a call of a JSON route resolves to: the parsed success body (a 409 answer too, when the route has one). */
export type BffAnswer<R extends BffRoute> =
  | (R extends { response: infer S extends z.ZodType } ? z.output<S> : void)
  | (R extends { conflict: infer C extends z.ZodType } ? z.output<C> : never);

/**
 * The URL of one call: its path, then its query's defined values in the order given (so the URL,
 * which front ends use as the query's cache key, is the same for the same input).
 */
export function bffUrl<R extends BffRoute>(route: R, input: BffInput<R>): string {
  const { params, query } = input as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  const path = fillPath(route.path, params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
