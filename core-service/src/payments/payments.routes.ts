import { earlyBirdEntryRequestSchema, paymentEventSchema, stripeIdsSchema } from '@fresh-pouf/contracts';
import { AppError, parseInput } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import type { PaymentsService } from './payments.service';

const ID_PATTERN = /^[1-9]\d{0,9}$/;

function entryId(raw: string): number {
  if (!ID_PATTERN.test(raw) || Number(raw) > 2_147_483_647) throw AppError.notFound('Waitlist entry not found');
  return Number(raw);
}

export function paymentsRoutes(service: PaymentsService): Router {
  const router = Router();

  router.post('/checkout/early-bird-entries', async (req, res) => {
    res.json(await service.prepareEarlyBird(parseInput(earlyBirdEntryRequestSchema, req.body)));
  });

  router.patch('/waitlist-entries/:id/stripe', async (req, res) => {
    res.json(await service.saveStripeIds(entryId(req.params.id), parseInput(stripeIdsSchema, req.body)));
  });

  router.post('/payment-events', async (req, res) => {
    res.json(await service.recordEvent(parseInput(paymentEventSchema, req.body)));
  });

  return router;
}
