import { testEmailRequestSchema } from '@fresh-pouf/contracts';
import { parseInput } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import type { DiagnosticsService } from './diagnostics.service';

export function diagnosticsRoutes(service: DiagnosticsService): Router {
  const router = Router();
  router.get('/diagnostics/email', async (_req, res) => {
    res.json(await service.email());
  });
  router.get('/diagnostics/env', (_req, res) => {
    res.json(service.env());
  });
  router.post('/diagnostics/test-email', async (req, res) => {
    res.json(await service.sendTestEmail(parseInput(testEmailRequestSchema, req.body)));
  });
  return router;
}
