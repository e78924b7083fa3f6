import { waitlistSignupSchema } from '@fresh-pouf/contracts';
import { AppError, parseInput } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import type { WaitlistService } from './waitlist.service';

const ID_PATTERN = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** Anything that is not a stored id's shape cannot name an entry: same answer as an unknown id. */
function entryId(raw: string): number {
  const id = Number(raw);
  if (!ID_PATTERN.test(raw) || id > MAX_ID) throw AppError.notFound('Waitlist entry not found');
  return id;
}

export function waitlistRoutes(service: WaitlistService): Router {
  const router = Router();

  router.post('/waitlist-entries', async (req, res) => {
    const signup = parseInput(waitlistSignupSchema, req.body);
    res.status(201).json(await service.signUp(signup));
  });

  router.get('/waitlist-entries/:id', async (req, res) => {
    res.json(await service.get(entryId(req.params.id)));
  });

  return router;
}
