import { coreLoginSchema } from '@fresh-pouf/contracts';
import { AppError, parseInput } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import type { AuthService } from './auth.service';

const ID_PATTERN = /^[1-9]\d{0,9}$/;

export function userId(raw: string): number {
  const id = Number(raw);
  if (!ID_PATTERN.test(raw) || id > 2_147_483_647) throw AppError.notFound('User not found');
  return id;
}

export function authRoutes(service: AuthService): Router {
  const router = Router();
  router.post('/auth/login', async (req, res) => {
    res.json(await service.login(parseInput(coreLoginSchema, req.body)));
  });
  router.get('/accounts/:id', async (req, res) => {
    res.json(await service.account(userId(req.params.id)));
  });
  return router;
}
