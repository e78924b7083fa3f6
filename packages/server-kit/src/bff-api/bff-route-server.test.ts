import { bffRoute, bffUrl } from '@fresh-pouf/contracts';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../app-error';
import { errorHandler } from '../error-handler';
import { listen, type RunningServer } from '../http-server';
import { createLogger } from '../logger';
import { ANSWERED, bffRouteServer } from './bff-route-server';

/** A small browser API, described once, as packages/contracts/src/bff-api describes the BFFs'. */
const api = {
  rename: bffRoute({
    method: 'PUT',
    path: '/api/things/:id/name',
    query: z.object({ dryRun: z.enum(['yes', 'no']).default('no') }),
    body: z.object({ name: z.string().trim().min(2, 'Name is too short') }),
    status: 200,
    response: z.object({ said: z.string() }),
    errors: [400, 401],
  }),
  forward: bffRoute({
    method: 'POST',
    path: '/api/forward',
    body: z.object({ name: z.string().min(2) }),
    checkedBy: 'core',
    status: 201,
    response: z.object({ received: z.unknown() }),
    errors: [401],
  }),
  remove: bffRoute({ method: 'DELETE', path: '/api/things/:id', status: 204, response: null, errors: [401] }),
  download: bffRoute({ method: 'GET', path: '/api/things.csv', status: 200, response: 'file', errors: [401] }),
};

let server: RunningServer;

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  const router = express.Router();
  const signedIn: express.RequestHandler = (req, _res, next) => {
    if (req.get('authorization') !== 'Bearer ok') throw AppError.unauthorized();
    next();
  };
  const serve = bffRouteServer(router, [signedIn]);
  serve(api.rename, ({ params, query, body }) => ({ said: `${params.id} is ${body.name} (dry run: ${query.dryRun})` }));
  serve(api.forward, ({ body }) => ({ received: body }));
  serve(api.remove, () => undefined);
  serve(api.download, ({ res }) => {
    res.type('text/csv').send('a,b\r\n');
    return ANSWERED;
  });
  app.use(router);
  app.use(errorHandler(createLogger('test', 'silent')));
  server = await listen(app, 0);
});

afterAll(async () => {
  await server?.close();
});

const call = (method: string, path: string, body?: unknown, authorization = 'Bearer ok') =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });

describe('a BFF route registered from its description', () => {
  it('hands the handler the path parameters as sent and the parsed query and body, and answers its success status', async () => {
    const url = bffUrl(api.rename, { params: { id: 'x7' }, query: { dryRun: 'yes' }, body: { name: ' Ada ' } });
    const res = await call('PUT', url, { name: ' Ada ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ said: 'x7 is Ada (dry run: yes)' });
  });

  it('answers 400 naming the field when the body does not parse, before the handler runs', async () => {
    const res = await call('PUT', '/api/things/7/name', { name: 'A' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'Name is too short',
      fieldErrors: { name: ['Name is too short'] },
    });
  });

  it('runs the guards first: a refused session hears 401 whatever it sent', async () => {
    const res = await call('PUT', '/api/things/7/name', { name: 'A' }, 'Bearer no');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Authentication required' });
  });

  it('passes a body core checks on as sent', async () => {
    const res = await call('POST', '/api/forward', { name: 'A', extra: true });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ received: { name: 'A', extra: true } });
  });

  it('answers a route without a body with its bare status, and leaves a handler that answered alone', async () => {
    const removed = await call('DELETE', '/api/things/7');
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe('');
    const file = await call('GET', '/api/things.csv');
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await file.text()).toBe('a,b\r\n');
  });
});
