// zod schemas of the plan values in values/plans.ts (kept zod-free for the public pages' bundles).
import { z } from 'zod';
import { FREQUENCIES, PLAN_IDS } from '@fresh-pouf/contracts/values';

export const planIdSchema = z.enum(PLAN_IDS);
export const frequencySchema = z.enum(FREQUENCIES);

/** A plan as GET /api/plans answers it: the prices in dollars, the Early Bird's too. */
export const publicPlanSchema = z.object({
  id: planIdSchema,
  title: z.string(),
  price: z.number(),
  discountedPrice: z.number(),
  period: z.string(),
});
export const planListSchema = z.object({ plans: z.array(publicPlanSchema) });
export type PlanList = z.infer<typeof planListSchema>;
