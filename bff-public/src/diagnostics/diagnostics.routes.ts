import { type DiagnosticsEnvironment, testEmailRequestSchema } from '@fresh-pouf/contracts';
import { parseInput, requestIdOf } from '@fresh-pouf/server-kit';
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
  router.use(['/api/email-check', '/api/env-check', '/api/test-email'], options.requireToken);

  router.get('/api/email-check', async (req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .json(await service.emailCheck(environmentOf(req, options.nodeEnv), requestIdOf(req)));
  });

  router.get('/api/env-check', async (req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .json(await service.envCheck(environmentOf(req, options.nodeEnv), requestIdOf(req)));
  });

  router.post(
    '/api/test-email',
    options.ipLimit,
    (req, res, next) => {
      res.locals.testEmail = parseInput(testEmailRequestSchema, req.body);
      next();
    },
    options.addressLimit,
    async (req, res) => {
      res.json(await service.testEmail(parseInput(testEmailRequestSchema, req.body), requestIdOf(req)));
    },
  );
  return router;
}
