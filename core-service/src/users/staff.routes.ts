import { actorSchema, coreChangePasswordSchema, coreCreateUserSchema } from '@fresh-pouf/contracts';
import { parseInput } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import { userId } from '../auth/auth.routes';
import type { StaffService } from './staff.service';

export function staffRoutes(service: StaffService): Router {
  const router = Router();
  router.post('/staff/change-password', async (req, res) => {
    res.json({ account: await service.changePassword(parseInput(coreChangePasswordSchema, req.body)) });
  });
  router.post('/staff/list', async (req, res) => {
    res.json({ users: await service.list(parseInput(actorSchema, req.body).actorId) });
  });
  router.post('/staff', async (req, res) => {
    res.status(201).json({ user: await service.create(parseInput(coreCreateUserSchema, req.body)) });
  });
  router.post('/staff/:id/deactivate', async (req, res) => {
    res.json({ user: await service.deactivate(parseInput(actorSchema, req.body), userId(req.params.id)) });
  });
  router.post('/staff/:id/reactivate', async (req, res) => {
    res.json({ user: await service.reactivate(parseInput(actorSchema, req.body), userId(req.params.id)) });
  });
  return router;
}
