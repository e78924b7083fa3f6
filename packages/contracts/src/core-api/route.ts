import type { z } from 'zod';
import { idParamsSchema } from '../ids';

/**
 * One call of core-service's internal API, described once: bff-public and bff-admin call it
 * through server-kit's core client, and core-service registers its handler from the same object,
 * so method, path, input schemas and answers can never drift apart.
 */
export interface CoreRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Express-style, `:name` for a path parameter. */
  path: `/${string}`;
  /** Path parameters as core parses them; a value that does not parse answers 404 with `notFound`. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * Set when core acts on behalf of a signed-in staff member: the BFF names the actor (who
   * authenticated the session), core decides whether that actor may do this ('staff': any
   * active staff member, 'admin': an active administrator).
   */
  actor?: 'staff' | 'admin';
  /** With `actor: 'admin'`: what any other staff member is told (403), naming the action or screen (adminsOnly()). */
  forbidden?: string;
  /** The one success status. */
  status: 200 | 201 | 204;
  /** The body of the success status: a schema, `null` for none (204), 'stream' for a long text answer. */
  response: z.ZodType | null | 'stream';
  /** Content type of a streamed answer. */
  contentType?: string;
  /** Error statuses whose `{ message, fieldErrors }` reach the BFF's own caller unchanged. */
  passThrough: readonly number[];
  /** What the BFF's caller is told (HTTP 502) when core answers anything else. */
  failureMessage: string;
  /** The 404 message when a path parameter cannot name anything. */
  notFound?: string;
}

/** What a BFF's caller is told when core cannot give the answer (HTTP 502; 503 when core cannot be reached at all). */
export const CORE_FAILURE_MESSAGES = {
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  admin: 'The admin service is temporarily unavailable. Please try again.',
  blog: 'The blog is temporarily unavailable. Please try again.',
  signUp: 'We could not save your sign-up just now. Please try again.',
  export: 'The export could not be produced. Please try again.',
} as const;

/** The parts of a route whose `:id` names a stored row; `notFound` answers an id that cannot. */
export const idParams = (notFound: string) => ({ params: idParamsSchema, notFound }) as const;

/** A route only administrators may call, and the words that tell anyone else so. */
export const adminsOnly = (forbidden: string) => ({ actor: 'admin', forbidden }) as const;

/** Keeps the literal types (method, path, schemas) the client and the server derive their types from. */
export const coreRoute = <const R extends CoreRoute>(route: R): R => route;

/**
 * The routes of one family (who may call them, what the BFF's caller is told when core fails),
 * each giving only the rest: `shared` is written once and no route can differ from it.
 */
export const coreRouteFamily =
  <const S extends Partial<CoreRoute>>(shared: S) =>
  <const R extends Omit<CoreRoute, keyof S>>(route: R): R & S => ({ ...route, ...shared });

/** `'/a/:id/b/:slug'` -> `'id' | 'slug'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
