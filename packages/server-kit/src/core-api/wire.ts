import type { CoreRoute, PathParamNames, Actor } from '@fresh-pouf/contracts';
import type { z } from 'zod';

/**
 * How a call of core's internal API travels, beside its JSON body: the service token, the
 * request id and, for calls made on behalf of a staff member, who that is (never in the body,
 * so a body forwarded from a browser cannot name another actor).
 */
export const ACTOR_ID_HEADER = 'x-actor-id';
export const ACTOR_IP_HEADER = 'x-actor-ip';

/** The path with each `:name` replaced by its (encoded) value. */
export function pathOf(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** What a BFF passes for one call: exactly the parts its route describes. */
export type CallInput<R extends CoreRoute> = ([PathParamNames<R['path']>] extends [never]
  ? unknown
  : { params: Record<PathParamNames<R['path']>, string | number> }) &
  (R extends { query: infer Q extends z.ZodType } ? { query: z.input<Q> } : unknown) &
  (R extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown) &
  (R extends { actor: string } ? { actor: Actor } : unknown) & {
    requestId?: string | undefined;
    /** Longest wait for core's answer; the client's default otherwise. */
    timeoutMs?: number;
  };

/** What a call resolves to: the parsed body of the success status (nothing for a 204). */
export type CallResult<R extends CoreRoute> = R extends { response: infer S extends z.ZodType } ? z.output<S> : void;

type Parsed<R, K extends 'params' | 'query' | 'body'> = R extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What core's handler of a route receives: its inputs parsed with the described schemas. */
export interface HandlerInput<R extends CoreRoute, A> {
  params: Parsed<R, 'params'>;
  query: Parsed<R, 'query'>;
  body: Parsed<R, 'body'>;
  /** The authorized actor, for a route that names one. */
  actor: R extends { actor: string } ? A : undefined;
  requestId: string | undefined;
}

/** What core's handler answers: the success body, text chunks for a streamed answer, nothing for a 204. */
export type HandlerResult<R extends CoreRoute> = R extends { response: infer S extends z.ZodType }
  ? z.input<S>
  : R extends { response: 'stream' }
    ? AsyncIterable<string>
    : void;
