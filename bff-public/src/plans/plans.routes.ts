import { PLANS, publicApi } from '@fresh-pouf/contracts';
import { bffRouteServer } from '@fresh-pouf/server-kit';
import { Router } from 'express';

/** GET /api/plans: the plans and their prices, from the contracts' catalogue; the same for everyone. */
export function plansRoutes(): Router {
  const router = Router();
  const serve = bffRouteServer(router);
  serve(publicApi.plans.list, ({ res }) => {
    // The prices change only with a release: a short public cache is safe.
    res.set('Cache-Control', 'public, max-age=300');
    return {
      plans: PLANS.map(({ id, title, price, discountedPrice, period }) => ({
        id,
        title,
        price,
        discountedPrice,
        period,
      })),
    };
  });
  return router;
}
