import { type DiagnosticsEnvironment, publicApi, testEmailRequestSchema } from '@fresh-pouf/contracts';
import { bffRouteServer, parseInput } from '@fresh-pouf/server-kit';
import { type Request, type RequestHandler, Router } from 'express';
import type { DiagnosticsService } from './diagnostics.service';

export interface DiagnosticsRouteOptions {
  nodeEnv: string;
  requireToken: RequestHandler;
  ipLimit: RequestHandler;
  addressLimit: RequestHandler;
}

/** As the visitor reached the site: the gateway states host and protocol (X-Forwarded-*). */
const environmentOf = (req: Request, nodeEnv: string): DiagnosticsEnvironment => ({
  nodeEnv,
  hostname: req.hostname,
  protocol: req.protocol,
});

export function diagnosticsRoutes(service: DiagnosticsService, options: DiagnosticsRouteOptions): Router {
  const router = Router();
  const api = publicApi.diagnostics;
  // Every method of these paths needs the token, not only the ones served.
  router.use(
    Object.values(api).map((route) => route.path),
    options.requireToken,
  );
  const serve = bffRouteServer(router);

  serve(api.emailCheck, ({ requestId, req, res }) => {
    res.set('Cache-Control', 'no-store');
    return service.emailCheck(environmentOf(req, options.nodeEnv), requestId);
  });

  serve(api.envCheck, ({ requestId, req, res }) => {
    res.set('Cache-Control', 'no-store');
    return service.envCheck(environmentOf(req, options.nodeEnv), requestId);
  });

  // The per-address limit reads the address, so it is parsed before that limit counts.
  const parsedFirst: RequestHandler = (req, res, next) => {
    res.locals.testEmail = parseInput(testEmailRequestSchema, req.body);
    next();
  };
  bffRouteServer(router, [options.ipLimit, parsedFirst, options.addressLimit])(api.testEmail, ({ body, requestId }) =>
    service.testEmail(body, requestId),
  );
  return router;
}
