import { actorSchema, coreSecondStepSchema, coreTwoFactorCodeSchema } from '@fresh-pouf/contracts';
import { parseInput } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import type { TwoFactorService } from './two-factor.service';

export function twoFactorRoutes(service: TwoFactorService): Router {
  const router = Router();
  router.post('/two-factor/setup', async (req, res) => {
    res.json(await service.setup(parseInput(actorSchema, req.body)));
  });
  router.post('/two-factor/confirm', async (req, res) => {
    res.json({ account: await service.confirm(parseInput(coreTwoFactorCodeSchema, req.body)) });
  });
  router.post('/two-factor/disable', async (req, res) => {
    res.json({ account: await service.disable(parseInput(coreTwoFactorCodeSchema, req.body)) });
  });
  router.post('/two-factor/verify', async (req, res) => {
    res.json({ account: await service.verifySignIn(parseInput(coreSecondStepSchema, req.body)) });
  });
  return router;
}
