import { coreRoute } from '@fresh-pouf/contracts';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '../app-error';
import { errorHandler } from '../error-handler';
import { listen, type RunningServer } from '../http-server';
import { createLogger } from '../logger';
import { requireServiceToken } from '../service-token';
import { createCoreClient } from './core-client';
import { routeServer } from './route-server';

const TOKEN = 'a-service-token-of-24-chars';
const failureMessage = 'Could not do it just now.';

/** A small internal API, described once, as packages/contracts/src/core-api describes core's. */
const api = {
  greet: coreRoute({
    method: 'POST',
    path: '/internal/things/:id/greet',
    params: z.object({ id: z.string().regex(/^\d+$/).transform(Number) }),
    notFound: 'No such thing',
    body: z.object({ name: z.string().min(2, 'Name is too short') }),
    actor: 'admin',
    status: 201,
    response: z.object({ greeting: z.string() }),
    passThrough: [400, 403, 404],
    failureMessage,
  }),
  broken: coreRoute({
    method: 'GET',
    path: '/internal/broken',
    status: 200,
    response: z.object({ n: z.number() }),
    passThrough: [],
    failureMessage,
  }),
  echo: coreRoute({
    method: 'POST',
    path: '/internal/echo',
    body: z.object({ said: z.string() }),
    status: 200,
    response: z.object({ heard: z.string() }),
    passThrough: [],
    failureMessage,
  }),
  search: coreRoute({
    method: 'GET',
    path: '/internal/things',
    query: z.object({ q: z.string(), page: z.coerce.number().int() }),
    status: 200,
    response: z.object({ found: z.string() }),
    passThrough: [],
    failureMessage,
  }),
  lines: coreRoute({
    method: 'GET',
    path: '/internal/lines',
    status: 200,
    response: 'stream',
    contentType: 'text/csv',
    passThrough: [],
    failureMessage,
  }),
};

let server: RunningServer;
const logger = createLogger('test', 'silent');
const error = vi.spyOn(logger, 'error');

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.use('/internal', requireServiceToken(TOKEN));
  const router = express.Router();
  const serve = routeServer(router, {
    authorize: async (access, actor) => {
      if (actor.actorId !== 7) throw AppError.forbidden(`only 7 may (${access})`);
      return { name: 'Seven', ip: actor.ip };
    },
  });
  serve(api.greet, ({ params, body, actor }) => ({
    greeting: `${actor.name} from ${actor.ip} greets ${body.name} on thing ${params.id}`,
  }));
  // Answers what the description does not allow: the client must not pass it on.
  serve(api.broken, () => ({ n: 'not a number' }) as unknown as { n: number });
  serve(api.echo, ({ body }) => ({ heard: body.said }));
  serve(api.search, ({ query }) => ({ found: `${query.q} on page ${query.page}` }));
  serve(api.lines, async function* () {
    yield 'a,b\r\n';
    yield '1,2\r\n';
  });
  app.use(router);
  app.use(errorHandler(logger));
  server = await listen(app, 0);
});
afterAll(async () => {
  await server?.close();
});

const client = (token = TOKEN) => createCoreClient({ baseUrl: server.url, token, logger });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (err: unknown) =>
      err instanceof AppError ? { status: err.status, message: err.message, fieldErrors: err.fieldErrors } : err,
  );

describe('one described route, called by the client and served by the registrar', () => {
  it('carries params, body and actor, and resolves to the parsed success body', async () => {
    const answer = await client().call(api.greet, {
      params: { id: 42 },
      body: { name: 'Ada' },
      actor: { actorId: 7, ip: '198.51.100.7' },
    });
    expect(answer).toEqual({ greeting: 'Seven from 198.51.100.7 greets Ada on thing 42' });
  });

  it('reaches a path without parameters as described, and a query with every character it holds', async () => {
    expect(await client().call(api.echo, { body: { said: 'ça va?' } })).toEqual({ heard: 'ça va?' });
    expect(await client().call(api.search, { query: { q: 'a b&c=d/é?#', page: 3 } })).toEqual({
      found: 'a b&c=d/é?# on page 3',
    });
  });

  it('passes the described error statuses on with core’s own message and field errors', async () => {
    const actor = { actorId: 7, ip: '198.51.100.7' };
    expect(await failure(client().call(api.greet, { params: { id: 1 }, body: { name: 'A' }, actor }))).toEqual({
      status: 400,
      message: 'Name is too short',
      fieldErrors: { name: ['Name is too short'] },
    });
    expect(await failure(client().call(api.greet, { params: { id: 'x1' }, body: { name: 'Ada' }, actor }))).toEqual({
      status: 404,
      message: 'No such thing',
      fieldErrors: undefined,
    });
  });

  it('authorizes the actor before it reads the request', async () => {
    const outsider = { actorId: 8, ip: '198.51.100.8' };
    expect(
      await failure(client().call(api.greet, { params: { id: 'x1' }, body: { name: '' }, actor: outsider })),
    ).toEqual({
      status: 403,
      message: 'only 7 may (admin)',
      fieldErrors: undefined,
    });
  });

  it('turns an answer the description does not allow into one logged 502 with the route’s message', async () => {
    error.mockClear();
    expect(await failure(client().call(api.broken, {}))).toEqual({
      status: 502,
      message: failureMessage,
      fieldErrors: undefined,
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[1]).toBe('unexpected answer from core-service');
  });

  it('answers 503 when core refuses the service token or cannot be reached', async () => {
    const unavailable = {
      status: 503,
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      fieldErrors: undefined,
    };
    expect(await failure(client('a-wrong-token-of-24-chars!').call(api.broken, {}))).toEqual(unavailable);
    const nowhere = createCoreClient({ baseUrl: 'http://127.0.0.1:9', token: TOKEN, logger });
    expect(await failure(nowhere.call(api.broken, {}))).toEqual(unavailable);
    expect(await nowhere.ready(500)).toBe(false);
  });

  it('reuses its connections to core (keep-alive) instead of opening one per call', async () => {
    let connections = 0;
    const count = () => {
      connections += 1;
    };
    server.server.on('connection', count);
    try {
      const keepAlive = client();
      const actor = { actorId: 7, ip: '198.51.100.7' };
      for (let i = 0; i < 5; i += 1)
        await keepAlive.call(api.greet, { params: { id: i }, body: { name: 'Ada' }, actor });
      expect(connections).toBe(1);
    } finally {
      server.server.off('connection', count);
    }
  });

  it('streams a long answer through', async () => {
    const app = express();
    app.get('/export', async (_req, res) => {
      await client().pipe(api.lines, {}, res);
    });
    const proxy = await listen(app, 0);
    try {
      const res = await fetch(`${proxy.url}/export`);
      expect(res.headers.get('content-type')).toBe('text/csv');
      expect(await res.text()).toBe('a,b\r\n1,2\r\n');
    } finally {
      await proxy.close();
    }
  });
});
