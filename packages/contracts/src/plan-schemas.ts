// zod schemas of the plan values in values/plans.ts (kept zod-free for the public pages' bundles).
import { z } from 'zod';
import { FREQUENCIES, PLAN_IDS } from '@fresh-pouf/contracts/values';

export const planIdSchema = z.enum(PLAN_IDS);
export const frequencySchema = z.enum(FREQUENCIES);
