import { adminLoginSchema, toAdminUser, type LoginResponse } from '@fresh-pouf/contracts';
import { parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import type { CoreApi } from '../core/core-api';
import type { SessionTokens } from '../sessions/session-token';

export function authRoutes(core: CoreApi, tokens: SessionTokens): Router {
  const router = Router();

  router.post('/api/admin/login', async (req, res) => {
    const { username, password } = parseInput(adminLoginSchema, req.body);
    const account = await core.login({ username, password, ip: req.ip ?? 'unknown' }, requestIdOf(req));
    const user = toAdminUser(account);
    if (account.twoFactorEnabled) {
      const body: LoginResponse = { requireTwoFactor: true, user };
      res.json(body);
      return;
    }
    const body: LoginResponse = { token: tokens.issue(account), user };
    res.json(body);
  });

  return router;
}
